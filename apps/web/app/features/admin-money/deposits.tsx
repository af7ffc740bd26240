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
import { Link, useRevalidator } from "react-router";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import page from "../../components/console-page.module.css";
import { Pager, when } from "../../components/console-parts.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { adminMemberPath, adminOrderPath, PATH } from "../../lib/paths.ts";
import { useIsClient } from "../../lib/session.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import own from "./money.module.css";
import { MoneyHead, memberName } from "./parts.tsx";

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

  return (
    <>
      <MoneyHead tab="deposit" />
      {answer ? (
        <p className={answer.tone === "good" ? own.success : page.notice} role="status">
          {answer.text}
        </p>
      ) : null}
      {deposits.items.length === 0 ? (
        <p className={page.empty}>{M.empty}</p>
      ) : (
        <>
          <table className={page.table}>
            <caption className="visually-hidden">{M.tabs.deposit}</caption>
            <thead>
              <tr>
                <th scope="col">{M.orderNumber}</th>
                <th scope="col">{M.orderName}</th>
                <th scope="col">{M.member}</th>
                <th scope="col">{M.depositor}</th>
                <th scope="col">{M.amount}</th>
                <th scope="col">{M.orderedAt}</th>
                <th scope="col">{M.deadline}</th>
                <th scope="col">
                  <span className="visually-hidden">{M.confirmDeposit}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deposits.items.map((deposit) => (
                <tr key={deposit.orderId} data-order={deposit.orderNumber}>
                  <td className={page.nowrap}>
                    <Link to={adminOrderPath(deposit.orderId)} className={page.link}>
                      {deposit.orderNumber}
                    </Link>
                  </td>
                  <td>{deposit.orderName}</td>
                  <td>
                    <Link to={adminMemberPath(deposit.member.id)} className={page.link}>
                      {memberName(deposit.member)}
                    </Link>
                  </td>
                  <td>{deposit.depositorName ?? M.none}</td>
                  <td className={page.nowrap}>
                    <strong>{formatWon(deposit.amount)}</strong>
                  </td>
                  <td className={page.nowrap}>{when(deposit.createDate)}</td>
                  <td className={page.nowrap}>{when(deposit.deadline) || M.none}</td>
                  <td>{button(deposit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${page.cards} ${page.responsive}`}>
            {deposits.items.map((deposit) => (
              <li key={deposit.orderId} className={page.card} data-order={deposit.orderNumber}>
                <p className={page.meta}>
                  <span>
                    {M.deadline} {when(deposit.deadline) || M.none}
                  </span>
                </p>
                <h2 className={page.cardTitle}>
                  {M.depositor} {deposit.depositorName ?? M.none} · {formatWon(deposit.amount)}
                </h2>
                <p className={page.meta}>
                  <Link to={adminOrderPath(deposit.orderId)} className={page.link}>
                    {deposit.orderNumber}
                  </Link>
                  <span>{deposit.orderName}</span>
                  <span>{memberName(deposit.member)}</span>
                </p>
                <div className={page.buttons}>{button(deposit)}</div>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager path={PATH.adminMoney} query={{ tab: "deposit" }} offset={offset} nextOffset={deposits.nextOffset} />
    </>
  );
}
