/**
 * /admin/money?tab=refund&state=OWED|HANDLED (issue 27): the refunds still owed, with their tries and last error,
 * 다시 시도, and 처리 완료 (a note required: the money went back outside the gateway); the handled ones with who and
 * the note.
 */
import type { AdminRefund } from "@mulmung/contract/admin-money";
import type { ListPage } from "@mulmung/contract/common";
import { formatWon } from "@mulmung/domain/display";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import page from "../../components/console-page.module.css";
import { DialogField, FormDialog, LinkTabs, Pager, StateLabel, when } from "../../components/console-parts.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { adminMemberPath, adminOrderPath, PATH, withQuery } from "../../lib/paths.ts";
import { useIsClient } from "../../lib/session.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import { MoneyHead, memberName } from "./parts.tsx";

export function RefundsView({
  state,
  refunds,
  offset,
}: {
  state: "OWED" | "HANDLED";
  refunds: ListPage<AdminRefund>;
  offset: number;
}) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const isClient = useIsClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [handling, setHandling] = useState<AdminRefund | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);

  async function retry(refund: AdminRefund) {
    setBusy(refund.paymentId);
    setAnswer(null);
    const res = await apiRequest<AdminRefund>(`/api/v1/admin/refund/${refund.paymentId}/retry`, { method: "POST" });
    setBusy(null);
    if (!res.ok) setAnswer(res.message);
    else if (res.body.refundDue > 0) setAnswer(M.retryStillOwed(formatWon(res.body.refundDue)));
    else toast.bottom(M.retried);
    await revalidator.revalidate();
  }

  async function markHandled(refund: AdminRefund, form: FormData) {
    const res = await apiRequest<AdminRefund>(`/api/v1/admin/refund/${refund.paymentId}/handled`, {
      method: "PATCH",
      body: { note: String(form.get("note") ?? "") },
    });
    if (!res.ok) return res.message;
    setHandling(null);
    toast.bottom(M.handledDone);
    await revalidator.revalidate();
    return null;
  }

  const owed = state === "OWED";
  const actions = (refund: AdminRefund) =>
    owed ? (
      <div className={page.buttons}>
        <button
          type="button"
          className={page.secondaryButton}
          disabled={!isClient || busy !== null}
          onClick={() => void retry(refund)}
        >
          {M.retry}
        </button>
        <button
          type="button"
          className={page.dangerButton}
          disabled={!isClient || busy !== null}
          onClick={() => setHandling(refund)}
        >
          {M.markHandled}
        </button>
      </div>
    ) : refund.handling ? (
      <span>
        {refund.handling.note}
        <br />
        <span className={page.hint}>{M.handledBy(refund.handling.operatorId, when(refund.handling.handledAt))}</span>
      </span>
    ) : null;

  return (
    <>
      <MoneyHead tab="refund" />
      <LinkTabs
        label={M.tabs.refund ?? ""}
        tabs={(["OWED", "HANDLED"] as const).map((key) => ({
          key,
          text: key === "OWED" ? M.owed : M.handled,
          to: withQuery(PATH.adminMoney, { tab: "refund", state: key === "OWED" ? undefined : key }),
          current: key === state,
        }))}
      />
      {answer ? (
        <p className={page.notice} role="status">
          {answer}
        </p>
      ) : null}
      {refunds.items.length === 0 ? (
        <p className={page.empty}>{M.empty}</p>
      ) : (
        <>
          <table className={page.table}>
            <caption className="visually-hidden">{owed ? M.owed : M.handled}</caption>
            <thead>
              <tr>
                <th scope="col">{M.orderNumber}</th>
                <th scope="col">{M.member}</th>
                <th scope="col">{M.paidAmount}</th>
                <th scope="col">{owed ? M.refundDue : M.refundedAmount}</th>
                <th scope="col">{M.reason}</th>
                <th scope="col">{M.tries}</th>
                <th scope="col">{M.lastError}</th>
                <th scope="col">{owed ? <span className="visually-hidden">처리</span> : M.handledNote}</th>
              </tr>
            </thead>
            <tbody>
              {refunds.items.map((refund) => (
                <tr key={refund.paymentId} data-order={refund.orderNumber}>
                  <td className={page.nowrap}>
                    <Link to={adminOrderPath(refund.orderId)} className={page.link}>
                      {refund.orderNumber}
                    </Link>{" "}
                    {refund.isTest ? <StateLabel text={M.testPayment} tone="muted" /> : null}
                  </td>
                  <td>
                    <Link to={adminMemberPath(refund.member.id)} className={page.link}>
                      {memberName(refund.member)}
                    </Link>
                  </td>
                  <td className={page.nowrap}>{formatWon(refund.paidAmount)}</td>
                  <td className={page.nowrap}>
                    <strong>
                      {formatWon(owed ? refund.refundDue : (refund.handling?.amount ?? refund.refundedAmount))}
                    </strong>
                  </td>
                  <td>{refund.reason ?? ""}</td>
                  <td className={page.nowrap}>{M.triesText(refund.tries, when(refund.lastTriedAt))}</td>
                  <td>{refund.lastError ?? ""}</td>
                  <td>{actions(refund)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${page.cards} ${page.responsive}`}>
            {refunds.items.map((refund) => (
              <li key={refund.paymentId} className={page.card} data-order={refund.orderNumber}>
                <p className={page.meta}>
                  <span>
                    {M.tries} {M.triesText(refund.tries, when(refund.lastTriedAt))}
                  </span>
                  {refund.isTest ? <StateLabel text={M.testPayment} tone="muted" /> : null}
                </p>
                <h2 className={page.cardTitle}>
                  {owed ? M.refundDue : M.refundedAmount}{" "}
                  {formatWon(owed ? refund.refundDue : (refund.handling?.amount ?? refund.refundedAmount))}
                </h2>
                <p className={page.meta}>
                  <Link to={adminOrderPath(refund.orderId)} className={page.link}>
                    {refund.orderNumber}
                  </Link>
                  <span>{memberName(refund.member)}</span>
                  {refund.reason ? <span>{refund.reason}</span> : null}
                </p>
                {refund.lastError ? (
                  <p className={page.error}>
                    {M.lastError}: {refund.lastError}
                  </p>
                ) : null}
                {actions(refund)}
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager
        path={PATH.adminMoney}
        query={{ tab: "refund", state: owed ? undefined : state }}
        offset={offset}
        nextOffset={refunds.nextOffset}
      />
      <div key={handling?.paymentId ?? 0}>
        <FormDialog
          open={handling !== null}
          title={handling ? M.handledTitle(handling.orderNumber) : ""}
          message={M.handledMessage}
          submitText={M.markHandled}
          onClose={() => setHandling(null)}
          onSubmit={(form) => (handling ? markHandled(handling, form) : Promise.resolve(null))}
        >
          <DialogField
            name="note"
            label={M.handledNote}
            multiline
            maxLength={300}
            hint="예: 12월 1일 국민은행 계좌로 이체"
          />
        </FormDialog>
      </div>
    </>
  );
}
