/**
 * /admin/money?tab=refund&state=OWED|HANDLED (issue 27): the refunds still owed, with their tries and last error,
 * 다시 시도, and 처리 완료 (a note required: the money went back outside the gateway); the handled ones with who and
 * the note.
 */
import type { AdminRefund } from "@mulmung/contract/admin-money";
import type { ListPage } from "@mulmung/contract/common";
import { formatWon } from "@mulmung/domain/display";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { DialogField, FormDialog, useConsoleCall } from "../../components/console-form.tsx";
import page from "../../components/console-page.module.css";
import { DataTable, LinkTabs, Pager, StateLabel, when } from "../../components/console-parts.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH, withQuery } from "../../lib/paths.ts";
import { useIsClient } from "../../lib/session.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import { MemberLink, MoneyHead, memberName, OrderLink } from "./parts.tsx";

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

  const call = useConsoleCall();
  const markHandled = (refund: AdminRefund, form: FormData) =>
    call(
      `/api/v1/admin/refund/${refund.paymentId}/handled`,
      "PATCH",
      { note: String(form.get("note") ?? "") },
      M.handledDone,
      () => setHandling(null),
    );

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

  const amountHead = owed ? M.refundDue : M.refundedAmount;
  const amount = (refund: AdminRefund) =>
    owed ? refund.refundDue : (refund.handling?.amount ?? refund.refundedAmount);
  const tries = (refund: AdminRefund) => M.triesText(refund.tries, when(refund.lastTriedAt));
  const number = (refund: AdminRefund) => <OrderLink id={refund.orderId} number={refund.orderNumber} />;

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
      <DataTable
        caption={owed ? M.owed : M.handled}
        items={refunds.items}
        rowKey={(refund) => refund.orderNumber}
        rowData="order"
        empty={M.empty}
        columns={[
          {
            head: M.orderNumber,
            cell: (refund) => (
              <>
                {number(refund)} {refund.isTest ? <StateLabel text={M.testPayment} tone="muted" /> : null}
              </>
            ),
            nowrap: true,
          },
          { head: M.member, cell: (refund) => <MemberLink member={refund.member} /> },
          { head: M.paidAmount, cell: (refund) => formatWon(refund.paidAmount), nowrap: true },
          { head: amountHead, cell: (refund) => <strong>{formatWon(amount(refund))}</strong>, nowrap: true },
          { head: M.reason, cell: (refund) => refund.reason ?? "" },
          { head: M.tries, cell: tries, nowrap: true },
          { head: M.lastError, cell: (refund) => refund.lastError ?? "" },
          { head: owed ? <span className="visually-hidden">처리</span> : M.handledNote, cell: actions },
        ]}
        card={(refund) => (
          <>
            <p className={page.meta}>
              <span>
                {M.tries} {tries(refund)}
              </span>
              {refund.isTest ? <StateLabel text={M.testPayment} tone="muted" /> : null}
            </p>
            <h2 className={page.cardTitle}>
              {amountHead} {formatWon(amount(refund))}
            </h2>
            <p className={page.meta}>
              {number(refund)}
              <span>{memberName(refund.member)}</span>
              {refund.reason ? <span>{refund.reason}</span> : null}
            </p>
            {refund.lastError ? (
              <p className={page.error}>
                {M.lastError}: {refund.lastError}
              </p>
            ) : null}
            {actions(refund)}
          </>
        )}
      />
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
