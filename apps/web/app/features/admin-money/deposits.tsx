/**
 * /admin/money?tab=deposit (issue 27): company-account orders waiting for their money, oldest first, with 입금 확인.
 * The answer is the order: paid, or cancelled because its stock went meanwhile (the money then waits in 환불 대기);
 * the latter's message stays on the page.
 */
import type { AdminDeposit } from "@mulmung/contract/admin-money";
import type { ListPage } from "@mulmung/contract/common";
import type { OrderForm } from "@mulmung/contract/order";
import { formatWon } from "@mulmung/domain/display";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import page from "../../components/console-page.module.css";
import { DataTable, Pager, when } from "../../components/console-parts.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH } from "../../lib/paths.ts";
import { useIsClient } from "../../lib/session.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import own from "./money.module.css";
import { MemberLink, MoneyHead, memberName, OrderLink } from "./parts.tsx";

export function DepositsView({ deposits, offset }: { deposits: ListPage<AdminDeposit>; offset: number }) {
  const confirm = useConfirm();
  const toast = useToast();
  const revalidator = useRevalidator();
  const isClient = useIsClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [answer, setAnswer] = useState<{ tone: "good" | "bad"; text: string } | null>(null);

  async function confirmDeposit(deposit: AdminDeposit) {
    const depositor = deposit.depositorName ?? M.none;
    const ok = await confirm({
      title: M.confirmDeposit,
      message: M.confirmDepositMessage(deposit.orderNumber, formatWon(deposit.amount), depositor),
      variant: "okCancel",
      confirmText: M.confirmDeposit,
    });
    if (!ok) return;
    setBusy(deposit.orderId);
    const res = await apiRequest<OrderForm>(`/api/v1/payment/order/${deposit.orderId}/deposit`, { method: "PATCH" });
    setBusy(null);
    if (!res.ok) {
      setAnswer({ tone: "bad", text: res.message });
    } else if (res.body.orderState === "PAYMENT_SUCCESS") {
      setAnswer({ tone: "good", text: M.depositPaid(deposit.orderNumber) });
      toast.bottom(M.depositPaid(deposit.orderNumber));
    } else {
      setAnswer({ tone: "bad", text: M.depositCancelled(deposit.orderNumber, res.body.payment.message ?? "") });
    }
    await revalidator.revalidate();
  }

  const button = (deposit: AdminDeposit) => (
    <button
      type="button"
      className={page.primaryButton}
      disabled={!isClient || busy !== null}
      onClick={() => void confirmDeposit(deposit)}
    >
      {M.confirmDeposit}
    </button>
  );
  const number = (deposit: AdminDeposit) => <OrderLink id={deposit.orderId} number={deposit.orderNumber} />;

  return (
    <>
      <MoneyHead tab="deposit" />
      {answer ? (
        <p className={answer.tone === "good" ? own.success : page.notice} role="status">
          {answer.text}
        </p>
      ) : null}
      <DataTable
        caption={M.tabs.deposit ?? ""}
        items={deposits.items}
        rowKey={(deposit) => deposit.orderNumber}
        rowData="order"
        empty={M.empty}
        columns={[
          { head: M.orderNumber, cell: number, nowrap: true },
          { head: M.orderName, cell: (deposit) => deposit.orderName },
          { head: M.member, cell: (deposit) => <MemberLink member={deposit.member} /> },
          { head: M.depositor, cell: (deposit) => deposit.depositorName ?? M.none },
          { head: M.amount, cell: (deposit) => <strong>{formatWon(deposit.amount)}</strong>, nowrap: true },
          { head: M.orderedAt, cell: (deposit) => when(deposit.createDate), nowrap: true },
          { head: M.deadline, cell: (deposit) => when(deposit.deadline) || M.none, nowrap: true },
          { head: <span className="visually-hidden">{M.confirmDeposit}</span>, cell: button },
        ]}
        card={(deposit) => (
          <>
            <p className={page.meta}>
              <span>
                {M.deadline} {when(deposit.deadline) || M.none}
              </span>
            </p>
            <h2 className={page.cardTitle}>
              {M.depositor} {deposit.depositorName ?? M.none} · {formatWon(deposit.amount)}
            </h2>
            <p className={page.meta}>
              {number(deposit)}
              <span>{deposit.orderName}</span>
              <span>{memberName(deposit.member)}</span>
            </p>
            <div className={page.buttons}>{button(deposit)}</div>
          </>
        )}
      />
      <Pager path={PATH.adminMoney} query={{ tab: "deposit" }} offset={offset} nextOffset={deposits.nextOffset} />
    </>
  );
}
