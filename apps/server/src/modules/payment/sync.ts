import { LATE_PAYMENT_MESSAGE, type LatePaymentRefusal } from "@mulmung/domain/order";
import { moves, PAYMENT_MACHINE } from "@mulmung/domain/state-machines";
import type { Transaction } from "../../db/client.ts";
import { type GatewayPayment, GatewayRefused, GatewayUnavailable } from "../../services/payment-gateway/gateway.ts";
import { portoneBankName, portoneBankOf } from "./banks.ts";
import { type Applied, MESSAGE, type PaymentContext, type SyncSource } from "./context.ts";
import type { PaymentRow } from "./repository.ts";

/**
 * The one path that settles a payment with the gateway (decision 024): its answer applied under the payment row's
 * lock, money owed back refunded one refund at a time; expiry and cancels with their refunds go through it too.
 */
export function createPaymentFlow(ctx: PaymentContext) {
  const { deps, repository, orders, gateway, clock, log, event, change, moveTo } = ctx;

  /**
   * Applies the gateway's answer to the payment and its order, under the payment's lock. Idempotent: an answer
   * already applied changes nothing; states only move forward (a late READY never undoes PAID).
   */
  async function apply(paymentId: string, answer: GatewayPayment, source: SyncSource): Promise<Applied | null> {
    return deps.db.transaction(async (tx) => {
      const row = await repository.lockByPaymentId(tx, paymentId);
      return row ? applyLocked(tx, row, answer, source) : null;
    });
  }

  /**
   * Money its order cannot keep (`markPaid` said why: the order lapsed and its stock, points or coupon went
   * elsewhere, or it was cancelled): the payment is cancelled with the whole amount owed back, the order cancelled
   * with what it still held given back, and the buyer reads the cause.
   */
  async function refuseLatePayment(
    tx: Transaction,
    row: PaymentRow,
    reason: LatePaymentRefusal,
    money: { paidAmount: number; refundDue: number; paidAt: Date },
    source: string,
  ) {
    const message = LATE_PAYMENT_MESSAGE[reason];
    const status = moveTo(row, "refuse");
    await repository.update(tx, row.id, {
      status,
      ...money,
      refundReason: "결제 전에 취소된 주문",
      failureMessage: message,
      lastSyncedAt: clock.now(),
    });
    await orders.cancelUnpaidForRefund(tx, row.orderFormId, message);
    await event(tx, row, status, source, { reason });
  }

  /** The state change itself, on the locked row, and what is owed back after it. */
  async function applyLocked(
    tx: Transaction,
    row: PaymentRow,
    answer: GatewayPayment,
    source: SyncSource,
  ): Promise<Applied> {
    const result = (changed: string | null, refundDue = row.refundDue): Applied => ({ changed, refundDue });
    const now = clock.now();
    // The payment table (domain/state-machines.ts): each answer applies only in the states its event leaves from.
    const settled = !moves(PAYMENT_MACHINE, row.status, "paid");
    switch (answer.status) {
      case "PAID": {
        if (settled) return result(null);
        if (answer.amount.total !== row.amount || answer.currency !== "KRW") {
          // Never trust an amount we did not price: refuse the order and give the money back.
          const refundDue = Math.max(0, answer.amount.paid - answer.amount.cancelled);
          const status = moveTo(row, "mismatch");
          await repository.update(tx, row.id, {
            status,
            paidAmount: answer.amount.paid,
            refundDue,
            refundReason: "결제 금액 불일치",
            failureMessage: MESSAGE.mismatch,
            lastSyncedAt: now,
          });
          await orders.markUnpaid(tx, row.orderFormId);
          await event(tx, row, status, source, { gatewayTotal: answer.amount.total, currency: answer.currency });
          return result(status, refundDue);
        }
        const paid = await orders.markPaid(tx, row.orderFormId);
        if (!paid.ok) {
          const refundDue = Math.max(0, answer.amount.paid - answer.amount.cancelled);
          const paidAt = answer.paidAt ? new Date(answer.paidAt) : now;
          await refuseLatePayment(tx, row, paid.reason, { paidAmount: answer.amount.paid, refundDue, paidAt }, source);
          return result("CANCELLED", refundDue);
        }
        const status = moveTo(row, "paid");
        const values = {
          status,
          paidAmount: answer.amount.paid,
          paidAt: answer.paidAt ? new Date(answer.paidAt) : now,
          failureMessage: null,
          lastSyncedAt: now,
        };
        await change(tx, row, values, status, source);
        return {
          ...result(status),
          ...(paid.form ? { paid: { form: paid.form, row: { ...row, ...values } } } : {}),
        };
      }
      case "VIRTUAL_ACCOUNT_ISSUED": {
        if (!moves(PAYMENT_MACHINE, row.status, "accountIssued")) return result(null);
        const method = answer.method;
        const waiting = await orders.form(row.orderFormId, { tx });
        const dueDate = method?.expiredAt ? new Date(method.expiredAt) : (waiting?.expiresAt ?? now);
        const status = moveTo(row, "accountIssued");
        await repository.update(tx, row.id, {
          status,
          bankName: portoneBankName(method?.bank),
          accountNumber: method?.accountNumber ?? null,
          accountHolder: method?.remitteeName ?? null,
          dueDate,
          failureMessage: null,
          lastSyncedAt: now,
        });
        // The form waits until the account's own deadline; the reconciliation sweep lapses it after that.
        await orders.extendDeadline(tx, row.orderFormId, dueDate);
        await event(tx, row, status, source);
        return result(status);
      }
      case "FAILED": {
        if (!moves(PAYMENT_MACHINE, row.status, "fail")) return result(null);
        const reason = answer.failure?.reason;
        const status = moveTo(row, "fail");
        await change(
          tx,
          row,
          {
            status,
            failureMessage: reason ? `결제가 완료되지 않았습니다: ${reason}` : MESSAGE.failed,
            lastSyncedAt: now,
          },
          status,
          source,
        );
        return result(status);
      }
      case "CANCELLED":
      case "PARTIAL_CANCELLED": {
        // Cancelled at the gateway. Ours (refunds) are recorded when we make them; one we did not make
        // (the PG's console) cancels what is left of the order.
        const cancelled = answer.amount.cancelled;
        if (cancelled <= row.cancelledAmount + row.refundDue) return result(null);
        if (row.status === "PAID" && answer.status === "CANCELLED") {
          await orders.cancelAllForGateway(tx, row.orderFormId, MESSAGE.cancelledAtGateway);
        }
        await change(
          tx,
          row,
          {
            status: answer.status,
            cancelledAmount: cancelled,
            refundDue: 0,
            lastSyncedAt: now,
          },
          answer.status,
          source,
          { cancelled },
        );
        return result(answer.status, 0);
      }
      default:
        return result(null);
    }
  }

  /** The one "sync this payment" path. Gateway down or slow: nothing changes, the payment stays pending. */
  async function sync(
    paymentId: string,
    source: SyncSource,
  ): Promise<{ reachable: boolean; paid?: NonNullable<Applied["paid"]> }> {
    let answer: GatewayPayment | null;
    try {
      answer = await gateway.getPayment(paymentId);
    } catch (error) {
      if (error instanceof GatewayUnavailable) {
        log.warn({ paymentId, source }, "결제 확인 지연: 게이트웨이 응답 없음");
        return { reachable: false };
      }
      throw error;
    }
    const applied = answer ? await apply(paymentId, answer, source) : null;
    if (applied?.changed === "PAID") await orders.afterPaid(applied.paid?.form ?? paymentId);
    // Money still owed back (this change's, or one an earlier refund left for the retry).
    if (!applied || applied.refundDue > 0) {
      await refund(paymentId);
      return { reachable: true };
    }
    return { reachable: true, ...(applied.paid ? { paid: applied.paid } : {}) };
  }

  /**
   * Gives back what `refundDue` says the gateway still holds for us to return; a failure waits for the job. One
   * refund of a payment at a time: the gateway is called under the payment row's lock, with the amounts of the locked
   * row, and what it took is recorded in the same transaction, so two callers (a webhook's sync and a claim's
   * settle, say) never ask for the same money twice. A call that timed out but went through is found by the next
   * try: the gateway refuses the stale cancellable amount and its own figures are taken.
   */
  async function refund(paymentId: string): Promise<void> {
    const peek = await repository.findByPaymentId(paymentId);
    if (!peek || peek.refundDue <= 0) return;
    let refundAccount: { bank: string; number: string; holderName: string } | undefined;
    if (peek.payMethod === "VBANK") {
      const form = await orders.form(peek.orderFormId);
      const account = form ? await deps.refundAccounts.get(form.memberId) : undefined;
      const bank = account ? portoneBankOf(account.bankCode) : undefined;
      if (account && bank) {
        refundAccount = { bank, number: account.accountNumber, holderName: account.accountHolder };
      }
    }
    await deps.db.transaction(async (tx) => {
      const locked = await repository.lockByPaymentId(tx, paymentId);
      if (!locked || locked.refundDue <= 0) return;
      const amount = locked.refundDue;
      // What the operators' refund queue shows of a try that did not go through (no money figure changes).
      const failedTry = (message: string) =>
        repository.update(tx, locked.id, {
          refundTries: locked.refundTries + 1,
          refundLastError: message,
          refundLastTriedAt: clock.now(),
        });
      const record = async (source: string, detail: object) => {
        const cancelledAmount = locked.cancelledAmount + amount;
        const status = moveTo(locked, cancelledAmount >= locked.paidAmount ? "refundAll" : "refundPart");
        await change(
          tx,
          locked,
          { cancelledAmount, refundDue: 0, status, refundLastError: null, refundLastTriedAt: clock.now() },
          status,
          source,
          detail,
        );
      };
      // No gateway holds a company-account deposit: the operator transfers it back; recorded as refunded now.
      if (locked.payMethod === "OURPLATFORM_ACCOUNT") return record("refund", { amount, byOperator: true });
      try {
        await gateway.cancel(paymentId, {
          reason: locked.refundReason ?? "주문 취소",
          amount,
          currentCancellableAmount: locked.paidAmount - locked.cancelledAmount,
          ...(refundAccount ? { refundAccount } : {}),
        });
      } catch (error) {
        if (error instanceof GatewayUnavailable) {
          log.warn({ paymentId }, "환불 지연: 게이트웨이 응답 없음 (재시도 예정)");
          await failedTry("게이트웨이 응답 없음 (재시도 예정)");
          return;
        }
        if (error instanceof GatewayRefused) {
          // Cancelled already (a try that timed out but went through, the PG's console): the gateway's figures.
          log.warn({ paymentId, type: error.type }, "환불 거절: 게이트웨이 상태로 맞춤");
          const answer = await gateway.getPayment(paymentId).catch(() => null);
          if (answer && answer.amount.cancelled >= locked.cancelledAmount + locked.refundDue) {
            await change(
              tx,
              locked,
              { cancelledAmount: answer.amount.cancelled, refundDue: 0 },
              locked.status,
              "reconcile",
              { refundedElsewhere: answer.amount.cancelled },
            );
          } else {
            await failedTry(`게이트웨이 거절: ${error.type}${error.detail ? ` (${error.detail})` : ""}`);
          }
          return;
        }
        throw error;
      }
      await record("refund", { amount });
    });
  }

  /** Job: the deadline of an order waiting for money passed. The gateway is asked first. */
  async function expire(orderFormId: number): Promise<void> {
    const [row] = await repository.findByFormIds([orderFormId]);
    if (row && row.status !== "WAITING_DEPOSIT") {
      const { reachable } = await sync(row.paymentId, "expire");
      if (!reachable) throw new Error("gateway unreachable; expiry retried");
    }
    await deps.db.transaction(async (tx) => {
      const locked = row ? await repository.lockByFormId(tx, orderFormId) : undefined;
      if (!(await orders.markUnpaid(tx, orderFormId, { dueBy: clock.now() }))) return;
      if (locked) await event(tx, locked, locked.status, "expire");
    });
  }

  async function cancelWithRefund(formId: number, partIds: number[] | undefined, reason: string) {
    const paymentId = await deps.db.transaction(async (tx) => {
      const row = await repository.lockByFormId(tx, formId);
      const { refund: amount } = await orders.cancelParts(tx, formId, partIds, reason);
      if (row) {
        const form = await orders.form(formId, { tx });
        await change(
          tx,
          row,
          {
            refundDue: row.refundDue + amount,
            refundReason: reason,
            ...(form?.state === "PAYMENT_CANCEL" && amount === 0 ? { failureMessage: MESSAGE.cancelled } : {}),
          },
          row.status,
          "cancel",
          { amount, partIds: partIds ?? "all" },
        );
      }
      return row?.paymentId;
    });
    if (paymentId) await refund(paymentId);
  }

  return { apply, applyLocked, refuseLatePayment, sync, refund, expire, cancelWithRefund };
}

export type PaymentFlow = ReturnType<typeof createPaymentFlow>;
