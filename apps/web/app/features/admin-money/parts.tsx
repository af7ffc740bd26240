/** 주문·환불's own pieces: the section's head with its tabs, how a member is named. The console's shared parts are
 * components/console-parts.tsx. */
import { LinkTabs, PageHead } from "../../components/console-parts.tsx";
import { PATH, withQuery } from "../../lib/paths.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";

export const MONEY_TABS = ["order", "deposit", "refund", "coupon", "point"] as const;
export type MoneyTab = (typeof MONEY_TABS)[number];

/** The section's heading and its five tabs (`/admin/money?tab=`). */
export function MoneyHead({ tab }: { tab: MoneyTab }) {
  return (
    <>
      <PageHead title={M.title} intro={M.intro[tab] ?? ""} />
      <LinkTabs
        label={M.tabsLabel}
        tabs={MONEY_TABS.map((key) => ({
          key,
          text: M.tabs[key] ?? key,
          to: key === "order" ? PATH.adminMoney : withQuery(PATH.adminMoney, { tab: key }),
          current: key === tab,
        }))}
      />
    </>
  );
}

/** A member as operators name them: nickname, else email, else #id. */
export function memberName(member: { id: number; nickname: string | null; email: string | null }): string {
  return member.nickname ?? member.email ?? `#${member.id}`;
}
