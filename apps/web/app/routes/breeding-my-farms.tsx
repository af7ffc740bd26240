import type { BreedingFarm } from "@mulmung/contract/breeding";
import { Link } from "react-router";
import buttons from "../components/button.module.css";
import { EmptyState } from "../components/empty-state.tsx";
import lists from "../components/list.module.css";
import { PageHeader } from "../components/page-header.tsx";
import styles from "../features/breeding/breeding.module.css";
import { FarmCard, FarmSearchForm, MoreLink } from "../features/breeding/cards.tsx";
import { BREEDING_MESSAGE as M } from "../features/breeding/messages.ts";
import { QrSheetLink } from "../features/breeding/share-and-qr.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { PATH } from "../lib/paths.ts";
import type { Route } from "./+types/breeding-my-farms";

const PAGE = 10;

/** /breeding/farm/my-breeding-farms: my farms, newest first, searchable by name. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const searchWord = (url.searchParams.get("searchWord") ?? "").trim().slice(0, 30);
  const size = Math.min(Math.max(Number(url.searchParams.get("size")) || PAGE, PAGE), 100);
  const query = new URLSearchParams({ size: String(size), isTotalCount: "true" });
  if (searchWord) query.set("searchWord", searchWord);
  const list = await loadOrThrow<{ items: BreedingFarm[]; nextOffset: number | null; totalCount?: number }>(
    context.api,
    `/api/v1/breeding-farm?${query}`,
    { request },
  );
  return { ...list, searchWord, size };
}

export const meta: Route.MetaFunction = () => [{ title: `${M.myFarms} - 물멍` }];

export default function MyFarmsPage({ loaderData }: Route.ComponentProps) {
  const { items, nextOffset, searchWord, size } = loaderData;
  const more = new URLSearchParams({ size: String(size + PAGE) });
  if (searchWord) more.set("searchWord", searchWord);
  return (
    <>
      <PageHeader
        title={M.myFarms}
        right={
          <Link to={PATH.farmRegistration} className={styles.link}>
            {M.newFarm}
          </Link>
        }
      />
      <div className={styles.page}>
        <FarmSearchForm searchWord={searchWord} />
        {items.length === 0 ? (
          searchWord ? (
            <EmptyState kind="noResults" />
          ) : (
            <EmptyState title={M.noFarms}>
              <Link to={PATH.farmRegistration} className={buttons.primary}>
                {M.newFarm}
              </Link>
            </EmptyState>
          )
        ) : null}
        <ul className={`${lists.plain} ${styles.list}`}>
          {items.map((farm) => (
            <FarmCard key={farm.id} farm={farm} publicView={false} />
          ))}
        </ul>
        <MoreLink show={nextOffset !== null} query={more} />
        <QrSheetLink hasFarms={items.length > 0} />
      </div>
    </>
  );
}
