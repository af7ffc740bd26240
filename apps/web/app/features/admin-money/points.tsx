/**
 * /admin/money?tab=point (issue 27): 적립금 지급 — find the member (by number, or a search), the amount (a grant, or a
 * deduction when negative), the reason they read, and a confirmation; the API's refusal (a balance below zero) is
 * its Korean message, shown above the button with what was typed kept.
 */

import type { AdminMemberListItem } from "@mulmung/contract/admin-moderation";
import type { AdminPointResult } from "@mulmung/contract/admin-money";
import { formatWon } from "@mulmung/domain/display";
import { type FormEvent, useState } from "react";
import { Form, Link } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { SubmitRow } from "../../components/console-form.tsx";
import page from "../../components/console-page.module.css";
import { FilterInput } from "../../components/console-parts.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { adminMemberPath, PATH, withQuery } from "../../lib/paths.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { parseWon } from "./helpers.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import own from "./money.module.css";
import { Field, MoneyHead, memberName } from "./parts.tsx";

export function PointsView({
  query,
  members,
  memberId,
  error,
}: {
  query: string;
  members: AdminMemberListItem[];
  memberId: number | null;
  error: string | null;
}) {
  const confirm = useConfirm();
  const action = useApiAction();
  const [done, setDone] = useState<{ memberId: number; text: string } | null>(null);
  const chosen = members.find((member) => member.id === memberId);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    action.setError(null);
    setDone(null);
    const id = parseWon(String(form.get("memberId") ?? ""));
    if (id === null || Number.isNaN(id)) return action.setError(M.badMemberId);
    const amount = parseWon(String(form.get("amount") ?? ""), true);
    if (amount === null || Number.isNaN(amount)) return action.setError(M.badAmount);
    const who = chosen && chosen.id === id ? `${memberName(chosen)} (#${id})` : `#${id}`;
    const ok = await confirm({
      message: M.pointConfirm(who, formatWon(Math.abs(amount)), amount > 0),
      variant: "okCancel",
      confirmText: M.pointSubmit,
    });
    if (!ok) return;
    const res = await action.run(() =>
      apiRequest<AdminPointResult>("/api/v1/admin/point", {
        method: "POST",
        body: { memberId: id, amount, reason: String(form.get("reason") ?? "") },
      }),
    );
    if (!res.ok) return;
    setDone({ memberId: id, text: M.pointDone(formatWon(amount), formatWon(res.body.balance)) });
    element.reset();
  }

  return (
    <>
      <MoneyHead tab="point" />
      <Form method="get" action={PATH.adminMoney} className={page.filters} role="search" key={query}>
        <input type="hidden" name="tab" value="point" />
        <FilterInput
          id="point-member-query"
          name="query"
          label={`${M.findMember} (${M.findMemberLabel})`}
          value={query}
        />
        <div className={page.filterActions}>
          <button type="submit" className={page.secondaryButton}>
            {M.search}
          </button>
        </div>
      </Form>
      <AlertText message={error} className={page.error} />
      {query && members.length === 0 && !error ? <p className={page.hint}>{M.empty}</p> : null}
      {members.length > 0 ? (
        <ul className={`${page.rows} ${page.pageHead}`} aria-label={M.findMember}>
          {members.map((member) => (
            <li key={member.id} data-member={member.id}>
              <span>
                {memberName(member)} <span className={page.hint}>#{member.id}</span>{" "}
                <span className={page.hint}>{[member.email, member.phoneNumber].filter(Boolean).join(" · ")}</span>
              </span>
              {member.id === memberId ? (
                <span className={page.state}>{M.choose}</span>
              ) : (
                <Link
                  to={withQuery(PATH.adminMoney, { tab: "point", query, memberId: member.id })}
                  className={page.textButton}
                  aria-label={`${memberName(member)} ${M.choose}`}
                >
                  {M.choose}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {done ? (
        <p className={own.success} role="status">
          {done.text}{" "}
          <Link to={adminMemberPath(done.memberId)} className={page.link}>
            {M.memberRecord}
          </Link>
        </p>
      ) : null}
      <form className={own.form} onSubmit={(event) => void submit(event)} noValidate key={memberId ?? "none"}>
        <div className={own.formRow}>
          <Field
            id="point-member-id"
            name="memberId"
            label={M.memberId}
            inputMode="numeric"
            defaultValue={memberId === null ? "" : String(memberId)}
            hint={chosen ? memberName(chosen) : undefined}
          />
          <Field id="point-amount" name="amount" label={M.pointAmount} inputMode="numeric" hint={M.pointAmountHint} />
        </div>
        <Field id="point-reason" name="reason" label={M.pointReason} maxLength={100} />
        <AlertText message={action.error} className={page.error} />
        <SubmitRow busy={action.busy}>{M.pointSubmit}</SubmitRow>
      </form>
    </>
  );
}
