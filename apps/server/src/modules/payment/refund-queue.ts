/**
 * The operators' refund queue (issue 27): payments owing money back (`refund_due > 0`: the gateway refused or did
 * not answer, or a company-account deposit to transfer back), retried now through the one refund path, or closed
 * by hand with a note (paid back outside the gateway): the amount owed joins the refunded amount, never past what
 * was paid (`refundClosedByHand`, and the `payment_refund_within_paid` CHECK), under the payment row's lock.
 */
import type { AdminRefund, RefundQueueQuery } from "@mulmung/contract/admin-money";
import { ErrorCode } from "@mulmung/domain/errors";
import { refundClosedByHand } from "@mulmung/domain/money";
import { AppError } from "../../http/app-error.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import type { PaymentContext } from "./context.ts";
import { createRefundQueueRepository, type RefundQueueRow } from "./refund-queue-repository.ts";
import type { PaymentFlow } from "./sync.ts";

const NOT_FOUND = "결제를 찾을 수 없습니다.";

function toAdminRefund(row: RefundQueueRow): AdminRefund {
  const p = row.payment;
  const h = row.handling;
  return {
    paymentId: p.id,
    gatewayPaymentId: p.paymentId,
    orderId: p.orderFormId,
    orderNumber: row.orderNumber,
    member: row.member,
    payMethod: p.payMethod,
    status: p.status,
    isTest: p.isTest,
    paidAmount: p.paidAmount,
    refundedAmount: p.cancelledAmount,
    refundDue: p.refundDue,
    reason: p.refundReason,
    lastError: p.refundLastError,
    tries: p.refundTries,
    lastTriedAt: p.refundLastTriedAt?.toISOString() ?? null,
    handling: h
      ? {
          amount: h.amount,
          note: h.note,
          operatorId: h.operatorId,
          handledAt: new Date(h.createDate).toISOString(),
        }
      : null,
  };
}

export function createRefundQueue(ctx: PaymentContext, flow: PaymentFlow) {
  const { deps, change, moveTo } = ctx;
  const queue = createRefundQueueRepository(deps.db);

  async function one(paymentRowId: number): Promise<AdminRefund> {
    const row = await queue.one(paymentRowId);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return toAdminRefund(row);
  }

  return {
    /** GET /admin/refund?state=OWED|HANDLED: owed oldest first, handled newest first. */
    async refundQueue(query: RefundQueueQuery) {
      const window = pageWindow(query);
      const rows = query.state === "OWED" ? await queue.owed(window) : await queue.handled(window);
      const total = query.isTotalCount
        ? { totalCount: query.state === "OWED" ? await queue.countOwed() : await queue.countHandled() }
        : {};
      return { ...pageOf(rows, query, toAdminRefund), ...total };
    },

    refundOf: one,

    /** POST /admin/refund/{paymentId}/retry: asks the gateway again now (the one refund path); answers the row after. */
    async retryRefund(paymentRowId: number): Promise<AdminRefund> {
      const before = await one(paymentRowId);
      if (before.refundDue <= 0) throw AppError.of(ErrorCode.REFUND_NOT_OWED);
      await flow.refund(before.gatewayPaymentId);
      return one(paymentRowId);
    },

    /** PATCH /admin/refund/{paymentId}/handled: paid back outside the gateway, with the note and the operator. */
    async markRefundHandled(paymentRowId: number, note: string, operatorId: number): Promise<AdminRefund> {
      await deps.db.transaction(async (tx) => {
        const locked = await queue.lockById(tx, paymentRowId);
        if (!locked) throw AppError.notFound(NOT_FOUND);
        if (locked.refundDue <= 0) throw AppError.of(ErrorCode.REFUND_NOT_OWED);
        const { amount, cancelledAmount } = refundClosedByHand(locked);
        const status =
          amount > 0
            ? moveTo(locked, cancelledAmount >= locked.paidAmount ? "refundAll" : "refundPart")
            : locked.status;
        await change(tx, locked, { cancelledAmount, refundDue: 0, status, refundLastError: null }, status, "refund", {
          amount,
          byOperator: operatorId,
          handled: note,
        });
        await queue.insertHandling(tx, { paymentId: locked.id, amount, note, operatorId });
      });
      return one(paymentRowId);
    },
  };
}
