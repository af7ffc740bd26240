import { useEffect } from "react";
import { Link } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { ThemeSections } from "../features/catalog/theme-sections.tsx";
import type { ThemeProduct } from "../features/catalog/types.ts";
import { BannerSlot } from "../features/content/banner-slot.tsx";
import { CONTENT_MESSAGE } from "../features/content/messages.ts";
import { PopupLayer } from "../features/content/popup-layer.tsx";
import { loadMember } from "../features/member/me.server.ts";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { LoggedOutPrompt, MyInfoView } from "../features/member/my-info-view.tsx";
import { loadOr } from "../lib/api.server.ts";
import { syncMember } from "../lib/session.ts";
import type { Route } from "./+types/my-info";
import styles from "./home.module.css";

export const meta: Route.MetaFunction = () => [{ title: "내 정보 - 물멍" }];

export async function loader({ context }: Route.LoaderArgs) {
  const [member, themes] = await Promise.all([
    loadMember(context),
    loadOr<{ items: ThemeProduct[] }>(context.api, "/api/v1/theme-product?exposureRoute=/my-info", { items: [] }),
  ]);
  // 내 상점 주문 관리 only for a member who owns a store: the store's order summary answers only them.
  const storeSummary = member ? await loadOr<unknown>(context.api, "/api/v1/affiliate-order/summary", null) : null;
  return { member, hasStore: storeSummary !== null, themes: themes.items };
}

/** Help and news for everyone, member or not. */
const SUPPORT_LINKS = [
  ["/my-info/faq", CONTENT_MESSAGE.faqTitle],
  ["/event", CONTENT_MESSAGE.eventTitle],
  ["/content", CONTENT_MESSAGE.contentTitle],
] as const;

export default function MyInfoPage({ loaderData }: Route.ComponentProps) {
  const { member, hasStore, themes } = loaderData;
  // The server knows best whether the session is alive: keep the local store in line with it.
  useEffect(() => syncMember(member), [member]);
  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.myInfoTitle} showBack={false} />
      <BannerSlot route="/my-info" position="TOP" />
      <PopupLayer route="/my-info" />
      {member ? <MyInfoView member={member} hasStore={hasStore} /> : <LoggedOutPrompt />}
      <nav className={styles.support} aria-label={CONTENT_MESSAGE.supportTitle}>
        <h2>{CONTENT_MESSAGE.supportTitle}</h2>
        <ul>
          {SUPPORT_LINKS.map(([to, label]) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <ThemeSections themes={themes} />
    </>
  );
}
