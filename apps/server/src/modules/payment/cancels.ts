import { ErrorCode } from "@mulmung/domain/errors";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { OrderFormRow } from "../order/service.ts";
import type { PaymentContext } from "./context.ts";
import type { PaymentFlow } from "./sync.ts";

/**
 * Cancels, lapses and refunds: the buyer's and the store's cancels, giving up an unpaid order, the operator's
 * company-account deposit, a claim's refund, and the reconciliation job.
 */
export function createPaymentCancels(ctx: PaymentContext, flow: PaymentFlow) {
  const { deps, repository, orders, clock, viewOf, event, change, moveTo } = ctx;
  const { refuseLatePayment, sync, refund, expire, cancelWithRefund } = flow;

  return {
    /**
     * PATCH /payment/order/{id}/cancel: parts not yet shipped (all, or the listed ones) are cancelled, their stock
     * given back, and what was paid for them refunded through the gateway (a virtual account to the member's
     * refund account). A refund the gateway cannot take now is retried by the reconciliation job.
     */
    async cancel(memberId: number, id: number, request: { reason: string; orderPartIds?: number[] | undefined }) {
      const form = await orders.requireOwnForm(memberId, id);
      if (form.payMethod === "VBANK" && form.paidAt && !(await deps.refundAccounts.get(memberId))) {
        throw AppError.of(ErrorCode.REFUND_ACCOUNT_REQUIRED);
      }
      await cancelWithRefund(id, request.orderPartIds, request.reason);
      return orders.get(memberId, id, viewOf);
    },

    /** The store cancels one of its parts with a reason (refunded the same way). */
    async storeCancel(memberId: number, partId: number, reason: string) {
      const { form } = await orders.requireStorePart(memberId, partId);
      await cancelWithRefund(form.id, [partId], reason);
      return orders.storePart(memberId, partId);
    },

    /**
     * PATCH /payment/order/{id}/deposit (operator): the company account received an OURPLATFORM_ACCOUNT order's
     * money. Paid, or, when its stock went back meanwhile and is gone, cancelled with the money owed back.
     */
    async confirmDeposit(id: number) {
      const paymentId = await deps.db.transaction(async (tx) => {
        const row = await repository.lockByFormId(tx, id);
        if (row?.payMethod !== "OURPLATFORM_ACCOUNT")
          throw AppError.notFound("입금을 기다리는 주문을 찾을 수 없습니다.");
        if (row.status !== "WAITING_DEPOSIT") throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT);
        const now = clock.now();
        const paid = await orders.markPaid(tx, id);
        if (!paid.ok) {
          const money = { paidAmount: row.amount, refundDue: row.amount, paidAt: now };
          await refuseLatePayment(tx, row, paid.reason, money, "deposit");
        } else {
          const status = moveTo(row, "paid");
          await change(
            tx,
            row,
            { status, paidAmount: row.amount, paidAt: now, failureMessage: null },
            status,
            "deposit",
          );
        }
        return row.paymentId;
      });
      await refund(paymentId);
      const form = await orders.form(id);
      return orders.get((form as OrderFormRow).memberId, id, viewOf);
    },

    /** PATCH /order/{id}/unpaid: the buyer gives up an order waiting for payment; its stock goes back. */
    async unpaid(memberId: number, id: number) {
      const form = await orders.requireOwnForm(memberId, id);
      if (form.state !== "PAYMENT_WAIT") {
        throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "결제를 기다리는 주문만 미결제 처리할 수 있습니다.");
      }
      // Whatever the gateway knows comes first: a payment that went through is not dropped.
      const [row] = await repository.findByFormIds([id]);
      if (row && row.status !== "WAITING_DEPOSIT") {
        const { reachable } = await sync(row.paymentId, "expire");
        if (!reachable) throw AppError.of(ErrorCode.PAYMENT_GATEWAY_UNAVAILABLE);
      }
      await deps.db.transaction(async (tx) => {
        const locked = row ? await repository.lockByFormId(tx, id) : undefined;
        const changed = await orders.markUnpaid(tx, id);
        if (!changed) throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "이미 결제되었거나 처리된 주문입니다.");
        if (locked) await event(tx, locked, locked.status, "unpaid");
      });
      return orders.get(memberId, id, viewOf);
    },

    /**
     * A store-approved claim's refund (claim module, inside its transaction `tx`): `amount` of one part, recorded
     * under the payment's lock as owed (`refundDue`) with the part's refunded amount; the money goes back through
     * the same `refund` path after commit (`settleRefund`). Returns the payment id and what was owed.
     */
    async owePartRefund(tx: Transaction, formId: number, partId: number, amount: number, reason: string) {
      const row = await repository.lockByFormId(tx, formId);
      if (!row || row.paidAmount <= 0) throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "결제되지 않은 주문입니다.");
      // The gateway is asked only for the cash it still holds of this order; the rest went back as points.
      const owed = await orders.recordPartRefund(tx, formId, partId, amount);
      if (owed.cash > 0) {
        await repository.update(tx, row.id, { refundDue: row.refundDue + owed.cash, refundReason: reason });
      }
      if (owed.amount > 0) await event(tx, row, row.status, "claim", { ...owed, partId });
      return { paymentId: row.paymentId, amount: owed.amount };
    },

    /** The gateway's payment id of an order form, when it has a payment. */
    async paymentIdOf(formId: number): Promise<string | undefined> {
      const [row] = await repository.findByFormIds([formId]);
      return row?.paymentId;
    },

    /** Refunds what the payment owes now; true when nothing is left owed (the gateway took the refund). */
    async settleRefund(paymentId: string): Promise<boolean> {
      await refund(paymentId);
      const row = await repository.findByPaymentId(paymentId);
      return row !== undefined && row.refundDue <= 0;
    },

    /**
     * Job, every minute: payments left pending for over a minute are synced (a completion call that never came, a
     * server killed between the gateway's PAID and our commit), lapsed orders expire, refunds due are retried.
     */
    async reconcile(): Promise<{ synced: number; expired: number; refunded: number }> {
      const now = clock.now();
      const pending = await repository.findPending(new Date(now.getTime() - 60_000), 200);
      for (const row of pending) await sync(row.paymentId, "reconcile");
      const lapsed = await orders.expiredWaiting(now, 200);
      for (const form of lapsed) await expire(form.id);
      const due = await repository.findRefundDue(100);
      for (const row of due) await refund(row.paymentId);
      return { synced: pending.length, expired: lapsed.length, refunded: due.length };
    },
  };
}
