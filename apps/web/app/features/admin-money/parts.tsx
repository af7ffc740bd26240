/** 주문·환불's own pieces: the section's head with its tabs, how a member is named, a form's field. The console's
 * shared parts are components/console-parts.tsx. */
import { useId } from "react";
import { Link } from "react-router";
import page from "../../components/console-page.module.css";
import { LinkTabs, PageHead } from "../../components/console-parts.tsx";
import { adminMemberPath, adminOrderPath, PATH, withQuery } from "../../lib/paths.ts";
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

/** A member's name, linked to their record. */
export function MemberLink({ member }: { member: { id: number; nickname: string | null; email: string | null } }) {
  return (
    <Link to={adminMemberPath(member.id)} className={page.link}>
      {memberName(member)}
    </Link>
  );
}

/** An order's number, linked to the whole order (/admin/money/order/{id}). */
export function OrderLink({ id, number }: { id: number; number: string }) {
  return (
    <Link to={adminOrderPath(id)} className={page.link}>
      {number}
    </Link>
  );
}

/** A labelled box of a form on the page (a campaign, points), its hint under it; `id` when a test or a link names it. */
export function Field({
  id,
  label,
  hint,
  type = "text",
  ...input
}: {
  id?: string;
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "datetime-local";
  defaultValue?: string;
  inputMode?: "numeric";
  maxLength?: number;
}) {
  const made = useId();
  const box = id ?? made;
  return (
    <div className={page.field}>
      <label htmlFor={box} className={page.label}>
        {label}
      </label>
      <input
        id={box}
        type={type}
        step={type === "datetime-local" ? 60 : undefined}
        autoComplete="off"
        aria-describedby={hint ? `${box}-hint` : undefined}
        className={page.input}
        {...input}
      />
      {hint ? (
        <p id={`${box}-hint`} className={page.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
