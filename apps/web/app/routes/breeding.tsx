import type { BreedingFarm, DailyRecord } from "@mulmung/contract/breeding";
import { Link } from "react-router";
import buttons from "../components/button.module.css";
import { PageHeader } from "../components/page-header.tsx";
import styles from "../features/breeding/breeding.module.css";
import { CardSection, FarmCard, RecordCard } from "../features/breeding/cards.tsx";
import { BREEDING_MESSAGE as M } from "../features/breeding/messages.ts";
import { RecentFarms } from "../features/breeding/recent-farms.tsx";
import { QrSheetLink } from "../features/breeding/share-and-qr.tsx";
import { BannerSlot } from "../features/content/banner-slot.tsx";
import { PopupLayer } from "../features/content/popup-layer.tsx";
import { apiCall, loadOr } from "../lib/api.server.ts";
import { loginPath, PATH } from "../lib/paths.ts";
import type { Route } from "./+types/breeding";

/** /breeding: my farms, today's records across them, and the most liked public farms. */
export async function loader({ context }: Route.LoaderArgs) {
  const [mine, today, popular] = await Promise.all([
    apiCall<{ items: BreedingFarm[]; totalCount?: number }>(
      context.api,
      "/api/v1/breeding-farm?size=5&isTotalCount=true",
    ),
    loadOr<{ recordDate: string; items: DailyRecord[] }>(context.api, "/api/v1/breeding-daily-record/today", {
      recordDate: "",
      items: [],
    }),
    loadOr<{ items: BreedingFarm[] }>(context.api, "/api/v1/public-breeding-farm?size=5", { items: [] }),
  ]);
  return {
    isLoggedIn: mine.ok,
    myFarms: mine.ok ? mine.body.items : [],
    myFarmCount: mine.ok ? (mine.body.totalCount ?? 0) : 0,
    today,
    popular: popular.items,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "내 사육장 - 물멍" },
  { name: "description", content: "내 수조의 수질과 생물을 기록하고, 다른 회원의 멋진 어항을 구경해보세요." },
];

export default function BreedingHomePage({ loaderData }: Route.ComponentProps) {
  const { isLoggedIn, myFarms, myFarmCount, today, popular } = loaderData;
  return (
    <>
      <PageHeader title={M.home} showBack={false} />
      <BannerSlot route="/breeding" position="TOP" />
      <PopupLayer route="/breeding" />
      <div className={styles.page}>
        {isLoggedIn ? (
          <>
            <CardSection
              id="my-farms"
              title={
                <>
                  {M.myFarms} {myFarmCount > 0 ? `(${myFarmCount})` : ""}
                </>
              }
              all={{ to: PATH.myFarms, label: M.allMyFarms }}
              empty={M.noFarmsHint}
              items={myFarms}
              card={(farm) => <FarmCard key={farm.id} farm={farm} publicView={false} />}
            >
              <div className={styles.actionBar}>
                <Link to={PATH.farmRegistration} className={`${buttons.primary} ${styles.grow}`}>
                  {M.newFarm}
                </Link>
                <QrSheetLink hasFarms={myFarms.length > 0} />
              </div>
            </CardSection>
            <CardSection
              id="today"
              title={M.todayRecords}
              empty={M.noTodayRecords}
              items={today.items}
              card={(record) => <RecordCard key={record.id} record={record} publicView={false} showFarm />}
            />
          </>
        ) : (
          <section className={`${styles.section} ${styles.notice}`}>
            <p>{M.loginPrompt}</p>
            <Link to={loginPath(PATH.breeding)} className={buttons.primary}>
              {M.login}
            </Link>
          </section>
        )}
        <RecentFarms />
        <CardSection
          id="popular"
          title={M.popularFarms}
          all={{ to: PATH.publicFarms, label: M.allPublicFarms }}
          empty={M.noPublicFarms}
          items={popular}
          card={(farm) => <FarmCard key={farm.id} farm={farm} publicView />}
        >
          <Link to={PATH.recordList} className={buttons.secondary}>
            {M.publicRecords}
          </Link>
        </CardSection>
      </div>
    </>
  );
}
