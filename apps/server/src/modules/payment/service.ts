/**
 * Payments (decision 024). Confirmation takes the stock and opens a payment; everything after that goes through
 * ONE path, `sync(paymentId)`: ask the gateway (`getPayment`, the only judge), then apply its answer under the
 * payment row's lock (SELECT ... FOR UPDATE), idempotently. The browser's completion call, every webhook, the
 * reconciliation job and expiry all use it, in any order, any number of times. Money the gateway holds that the
 * order cannot keep (amount mismatch, stock gone, cancelled) is recorded as `refundDue` in that transaction and
 * refunded after it; a refund that fails is retried by the reconciliation job.
 */
import type {
  DepositAccount,
  OrderListQuery,
  PaymentResult,
  PaymentStatus,
  PaymentWindow,
} from "@mulmung/contract/order";
import type { PaymentMethod } from "@mulmung/domain/enums";
import { ErrorCode } from "@mulmung/domain/errors";
import {
  COMPANY_DEPOSIT_ACCOUNT,
  DEPOSIT_DEADLINE_HOURS,
  gatewayPayMethod,
  LATE_PAYMENT_MESSAGE,
  type LatePaymentRefusal,
} from "@mulmung/domain/order";
import { moves, next, PAYMENT_MACHINE, SETTLED_PAYMENT_STATES } from "@mulmung/domain/state-machines";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import {
  type GatewayPayment,
  GatewayRefused,
  GatewayUnavailable,
  WebhookRejected,
} from "../../services/payment-gateway/gateway.ts";
import type { MagazineService } from "../magazine/service.ts";
import type { RefundAccountService } from "../member/service.ts";
import { NO_PAYMENT, type OrderFormRow, type OrderService, type PaymentView, payableAmount } from "../order/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { portoneBankName, portoneBankOf } from "./banks.ts";
import { createPaymentRepository, type PaymentRow } from "./repository.ts";

/* The job names live here, where the service sends them; jobs.ts defines what runs them. */
/** One order's payment deadline: sent at confirmation (and again when a virtual account is issued). */
export const PAYMENT_EXPIRE_JOB = "payment.expire";
/** Every minute: pending payments synced, lapsed orders expired, due refunds retried. */
export const PAYMENT_RECONCILE_JOB = "payment.reconcile";

export type SyncSource = "complete" | "webhook" | "reconcile" | "expire";

/** Payment states no gateway answer moves on from (only refunds of what they owe back). */

/** What one `apply` did: the new state (null: nothing), what is still owed back, the form it marked paid. */
interface Applied {
  changed: string | null;
  refundDue: number;
  paidForm: OrderFormRow | null;
}

/** The shape of every payment id we issue (order numbers, magazine purchases' `MAG-…`). */
const PAYMENT_ID_SHAPE = /^[\x21-\x7e]{1,100}$/;

const MESSAGE = {
  pending: "결제를 확인하고 있습니다. 잠시 후 주문 내역에서 결과를 확인해주세요.",
  waitingDeposit: "입금 기한까지 아래 계좌로 입금해주세요. 입금이 확인되면 주문이 접수됩니다.",
  failed: "결제가 완료되지 않았습니다. 결제 수단을 확인하고 다시 시도해주세요.",
  mismatch: "결제 금액이 주문 금액과 달라 결제를 취소했습니다. 결제하신 금액은 환불됩니다. 다시 주문해주세요.",
  cancelled: "주문이 취소되었습니다. 결제하신 금액은 7영업일 이내 환불됩니다.",
  unpaidDeposit: "입금 기한이 지나 주문이 취소되었습니다.",
  unpaid: "결제 시간이 지나 주문이 취소되었습니다.",
  cancelledAtGateway: "결제가 취소되었습니다.",
} as const;

/** What the buyer sees of a payment row (and its order's state). */
function paymentView(form: OrderFormRow, row: PaymentRow | undefined): PaymentView {
  if (!row) return { ...NO_PAYMENT, ...(form.state === "UNPAID" ? { status: "UNPAID", message: MESSAGE.unpaid } : {}) };
  const depositAccount: DepositAccount | null =
    row.accountNumber && row.dueDate
      ? {
          bankName: row.bankName ?? "",
          accountNumber: row.accountNumber,
          accountHolder: row.accountHolder ?? "",
          dueDate: row.dueDate.toISOString(),
        }
      : null;
  let status: PaymentStatus;
  let message: string | null = row.failureMessage;
  if (row.status === "MISMATCH") {
    status = "FAILED";
    message = row.failureMessage ?? MESSAGE.mismatch;
  } else if (form.state === "UNPAID") {
    status = "UNPAID";
    message = row.failureMessage ?? (depositAccount ? MESSAGE.unpaidDeposit : MESSAGE.unpaid);
  } else if (form.state === "PAYMENT_CANCEL" || row.status === "CANCELLED") {
    status = "CANCELLED";
    message = row.failureMessage ?? MESSAGE.cancelled;
  } else if (row.status === "PAID" || row.status === "PARTIAL_CANCELLED") {
    status = "PAID";
    message = null;
  } else if (row.status === "VIRTUAL_ACCOUNT_ISSUED" || row.status === "WAITING_DEPOSIT") {
    status = "WAITING_DEPOSIT";
    message = MESSAGE.waitingDeposit;
  } else if (row.status === "FAILED") {
    status = "FAILED";
    message = row.failureMessage ?? MESSAGE.failed;
  } else {
    status = "PENDING";
    message = MESSAGE.pending;
  }
  return {
    status,
    message,
    depositAccount,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    paidAmount: row.paidAmount,
    refundedAmount: row.cancelledAmount + row.refundDue,
    isTest: row.isTest,
  };
}

export function createPaymentService(
  deps: Pick<ServiceDeps, "db" | "clock" | "log" | "jobs" | "config" | "paymentGateway"> & {
    orders: OrderService;
    refundAccounts: RefundAccountService;
    /** Magazine purchases have their own paymentIds (`MAG-…`); their webhooks are settled there (decision 030). */
    magazines: Pick<MagazineService, "settleByPaymentId">;
  },
) {
  const repository = createPaymentRepository(deps.db);
  const { orders, paymentGateway: gateway, clock, log } = deps;

  async function viewOf(form: OrderFormRow): Promise<PaymentView> {
    const [row] = await repository.findByFormIds([form.id]);
    return paymentView(form, row);
  }

  async function viewsOf(forms: OrderFormRow[]): Promise<Map<number, PaymentView>> {
    const rows = await repository.findByFormIds(forms.map((f) => f.id));
    return new Map(
      forms.map((form) => [
        form.id,
        paymentView(
          form,
          rows.find((r) => r.orderFormId === form.id),
        ),
      ]),
    );
  }

  async function result(paymentId: string): Promise<PaymentResult> {
    const row = await repository.findByPaymentId(paymentId);
    const form = row ? await orders.repository.findForm(row.orderFormId) : undefined;
    if (!row || !form) throw AppError.notFound("결제 정보를 찾을 수 없습니다.");
    return resultOf(form, row);
  }

  function resultOf(form: OrderFormRow, row: PaymentRow): PaymentResult {
    const view = paymentView(form, row);
    return {
      orderFormId: form.id,
      orderNumber: form.orderNumber,
      status: view.status,
      message: view.message,
      totalAmount: payableAmount(form),
      depositAccount: view.depositAccount,
    };
  }

  async function event(tx: Transaction, row: PaymentRow, toStatus: string, source: string, detail?: object) {
    await repository.insertEvent(tx, {
      paymentId: row.id,
      fromStatus: row.status,
      toStatus,
      source,
      ...(detail ? { detail } : {}),
    });
  }

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
    await repository.update(tx, row.id, {
      status: "CANCELLED",
      ...money,
      refundReason: "결제 전에 취소된 주문",
      failureMessage: message,
      lastSyncedAt: clock.now(),
    });
    await orders.cancelUnpaidForRefund(tx, row.orderFormId, message);
    await event(tx, row, "CANCELLED", source, { reason });
  }

  /** The state change itself, on the locked row, and what is owed back after it. */
  async function applyLocked(
    tx: Transaction,
    row: PaymentRow,
    answer: GatewayPayment,
    source: SyncSource,
  ): Promise<Applied> {
    const result = (changed: string | null, refundDue = row.refundDue, paidForm: OrderFormRow | null = null) => ({
      changed,
      refundDue,
      paidForm,
    });
    const now = clock.now();
    // The payment table (domain/state-machines.ts): each answer applies only in the states its event leaves from.
    const settled = !moves(PAYMENT_MACHINE, row.status, "paid");
    switch (answer.status) {
      case "PAID": {
        if (settled) return result(null);
        if (answer.amount.total !== row.amount || answer.currency !== "KRW") {
          // Never trust an amount we did not price: refuse the order and give the money back.
          const refundDue = Math.max(0, answer.amount.paid - answer.amount.cancelled);
          await repository.update(tx, row.id, {
            status: "MISMATCH",
            paidAmount: answer.amount.paid,
            refundDue,
            refundReason: "결제 금액 불일치",
            failureMessage: MESSAGE.mismatch,
            lastSyncedAt: now,
          });
          await orders.markUnpaid(tx, row.orderFormId);
          await event(tx, row, "MISMATCH", source, {
            gatewayTotal: answer.amount.total,
            currency: answer.currency,
          });
          return result("MISMATCH", refundDue);
        }
        const paid = await orders.markPaid(tx, row.orderFormId);
        if (!paid.ok) {
          const refundDue = Math.max(0, answer.amount.paid - answer.amount.cancelled);
          const paidAt = answer.paidAt ? new Date(answer.paidAt) : now;
          await refuseLatePayment(tx, row, paid.reason, { paidAmount: answer.amount.paid, refundDue, paidAt }, source);
          return result("CANCELLED", refundDue);
        }
        await repository.update(tx, row.id, {
          status: "PAID",
          paidAmount: answer.amount.paid,
          paidAt: answer.paidAt ? new Date(answer.paidAt) : now,
          failureMessage: null,
          lastSyncedAt: now,
        });
        await event(tx, row, "PAID", source);
        return result("PAID", row.refundDue, paid.form ?? null);
      }
      case "VIRTUAL_ACCOUNT_ISSUED": {
        if (!moves(PAYMENT_MACHINE, row.status, "accountIssued")) return result(null);
        const method = answer.method;
        const form = await orders.repository.lockForm(tx, row.orderFormId);
        const dueDate = method?.expiredAt ? new Date(method.expiredAt) : (form?.expiresAt ?? now);
        await repository.update(tx, row.id, {
          status: "VIRTUAL_ACCOUNT_ISSUED",
          bankName: portoneBankName(method?.bank),
          accountNumber: method?.accountNumber ?? null,
          accountHolder: method?.remitteeName ?? null,
          dueDate,
          failureMessage: null,
          lastSyncedAt: now,
        });
        if (form?.state === "PAYMENT_WAIT") {
          await orders.repository.updateForm(tx, form.id, { expiresAt: dueDate });
          await deps.jobs.send(
            PAYMENT_EXPIRE_JOB,
            { orderFormId: form.id },
            {
              tx,
              startAfterSeconds: Math.max(1, Math.ceil((dueDate.getTime() - now.getTime()) / 1000) + 5),
              singletonKey: `expire-${form.id}-${dueDate.getTime()}`,
            },
          );
        }
        await event(tx, row, "VIRTUAL_ACCOUNT_ISSUED", source);
        return result("VIRTUAL_ACCOUNT_ISSUED");
      }
      case "FAILED": {
        if (!moves(PAYMENT_MACHINE, row.status, "fail")) return result(null);
        const reason = answer.failure?.reason;
        await repository.update(tx, row.id, {
          status: "FAILED",
          failureMessage: reason ? `결제가 완료되지 않았습니다: ${reason}` : MESSAGE.failed,
          lastSyncedAt: now,
        });
        await event(tx, row, "FAILED", source);
        return result("FAILED");
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
        await repository.update(tx, row.id, {
          status: answer.status,
          cancelledAmount: cancelled,
          refundDue: 0,
          lastSyncedAt: now,
        });
        await event(tx, row, answer.status, source, { cancelled });
        return result(answer.status, 0);
      }
      default:
        return result(null);
    }
  }

  /** The one "sync this payment" path. Gateway down or slow: nothing changes, the payment stays pending. */
  async function sync(paymentId: string, source: SyncSource): Promise<{ reachable: boolean }> {
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
    if (applied?.changed === "PAID") await orders.afterPaid(applied.paidForm ?? paymentId);
    // Money still owed back (this change's, or one an earlier refund left for the retry).
    if (!applied || applied.refundDue > 0) await refund(paymentId);
    return { reachable: true };
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
      const form = await orders.repository.findForm(peek.orderFormId);
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
      const record = async (source: string, detail: object) => {
        const cancelledAmount = locked.cancelledAmount + amount;
        const status =
          locked.status === "MISMATCH"
            ? "MISMATCH"
            : cancelledAmount >= locked.paidAmount
              ? "CANCELLED"
              : "PARTIAL_CANCELLED";
        await repository.update(tx, locked.id, { cancelledAmount, refundDue: 0, status });
        await event(tx, locked, status, source, detail);
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
          return;
        }
        if (error instanceof GatewayRefused) {
          // Cancelled already (a try that timed out but went through, the PG's console): the gateway's figures.
          log.warn({ paymentId, type: error.type }, "환불 거절: 게이트웨이 상태로 맞춤");
          const answer = await gateway.getPayment(paymentId).catch(() => null);
          if (answer && answer.amount.cancelled >= locked.cancelledAmount + locked.refundDue) {
            await repository.update(tx, locked.id, { cancelledAmount: answer.amount.cancelled, refundDue: 0 });
            await event(tx, locked, locked.status, "reconcile", { refundedElsewhere: answer.amount.cancelled });
          }
          return;
        }
        throw error;
      }
      await record("refund", { amount });
    });
  }

  return {
    sync,
    viewOf,

    async order(memberId: number, id: number) {
      return orders.get(memberId, id, viewOf);
    },

    async orders(memberId: number, query: OrderListQuery) {
      return orders.list(memberId, query, viewsOf);
    },

    async setShippingDestination(memberId: number, id: number, shippingDestinationId: number) {
      await orders.setShippingDestination(memberId, id, shippingDestinationId);
      return orders.get(memberId, id, viewOf);
    },

    async buyConfirmation(memberId: number, id: number, partIds: number[] | undefined) {
      await orders.buyConfirmation(memberId, id, partIds);
      return orders.get(memberId, id, viewOf);
    },

    /**
     * PATCH /order/{id}/confirmation: stock taken (or 품절), the payment opened, an expiry job sent in the same
     * transaction; answers what the payment window needs (or the company account for OURPLATFORM_ACCOUNT).
     */
    async confirm(
      memberId: number,
      id: number,
      request: {
        payMethod: PaymentMethod;
        deliveryMemo?: string | undefined;
        publishedCouponIds?: number[] | undefined;
        usePoint?: number | undefined;
      },
    ): Promise<PaymentWindow> {
      const method = gatewayPayMethod(request.payMethod);
      const { form, row } = await deps.db.transaction(async (tx) => {
        // Lock order: the payment, then the form (as every sync does).
        const existing = await repository.lockByFormId(tx, id);
        const isCompanyAccount = request.payMethod === "OURPLATFORM_ACCOUNT";
        // The payment table (domain/state-machines.ts): a window opens again only before the money.
        const opened = next(PAYMENT_MACHINE, existing?.status ?? "READY", isCompanyAccount ? "awaitDeposit" : "open");
        if (!opened.ok) {
          // Another member's order answers 404 whatever its state, exactly like one that does not exist.
          if ((await orders.repository.findForm(id, tx))?.memberId !== memberId) {
            throw AppError.notFound("주문을 찾을 수 없습니다.");
          }
          throw AppError.of(
            ErrorCode.ORDER_STATE_CONFLICT,
            existing?.status === "VIRTUAL_ACCOUNT_ISSUED" ? opened.message : undefined,
          );
        }
        const confirmed = await orders.confirm(tx, memberId, id, {
          payMethod: request.payMethod,
          ...(request.deliveryMemo !== undefined ? { deliveryMemo: request.deliveryMemo } : {}),
          ...(request.publishedCouponIds ? { publishedCouponIds: request.publishedCouponIds } : {}),
          ...(request.usePoint !== undefined ? { usePoint: request.usePoint } : {}),
        });
        // Checked after the owner check (404 first); throwing here rolls the stock back.
        if (method && !gateway.available) throw AppError.of(ErrorCode.PAYMENT_UNAVAILABLE);
        const values = {
          payMethod: request.payMethod,
          // No money moves through the stand-in; a company-account deposit is real money the operator confirms.
          isTest: gateway.standIn && !isCompanyAccount,
          amount: payableAmount(confirmed),
          status: opened.to,
          failureMessage: null,
          ...(isCompanyAccount
            ? {
                bankName: COMPANY_DEPOSIT_ACCOUNT.bankName,
                accountNumber: COMPANY_DEPOSIT_ACCOUNT.accountNumber,
                accountHolder: COMPANY_DEPOSIT_ACCOUNT.accountHolder,
                dueDate: confirmed.expiresAt,
              }
            : { bankName: null, accountNumber: null, accountHolder: null, dueDate: null }),
        };
        let paymentRow: PaymentRow;
        if (existing) {
          await repository.update(tx, existing.id, values);
          paymentRow = { ...existing, ...values };
        } else {
          paymentRow = await repository.insert(tx, {
            orderFormId: id,
            paymentId: confirmed.orderNumber,
            ...values,
          });
        }
        await repository.insertEvent(tx, {
          paymentId: paymentRow.id,
          fromStatus: existing?.status ?? "NONE",
          toStatus: values.status,
          source: "confirm",
        });
        const now = clock.now();
        await deps.jobs.send(
          PAYMENT_EXPIRE_JOB,
          { orderFormId: id },
          {
            tx,
            startAfterSeconds: Math.max(1, Math.ceil((confirmed.expiresAt.getTime() - now.getTime()) / 1000) + 5),
            singletonKey: `expire-${id}-${confirmed.expiresAt.getTime()}`,
          },
        );
        return { form: confirmed, row: paymentRow };
      });
      const window: PaymentWindow = {
        orderFormId: form.id,
        paymentId: row.paymentId,
        totalAmount: payableAmount(form),
        payMethod: request.payMethod,
        standIn: gateway.standIn,
        request: null,
        depositAccount: null,
      };
      if (!method) {
        return { ...window, depositAccount: paymentView(form, row).depositAccount };
      }
      return {
        ...window,
        request: {
          storeId: gateway.storeId,
          channelKey: gateway.channelKeys[request.payMethod as Exclude<PaymentMethod, "OURPLATFORM_ACCOUNT">],
          paymentId: row.paymentId,
          orderName: form.orderName,
          totalAmount: payableAmount(form),
          currency: "KRW",
          payMethod: method.payMethod,
          ...(method.easyPayProvider ? { easyPay: { easyPayProvider: method.easyPayProvider } } : {}),
          ...(method.payMethod === "VIRTUAL_ACCOUNT"
            ? { virtualAccount: { accountExpiry: { validHours: DEPOSIT_DEADLINE_HOURS } } }
            : {}),
          redirectUrl: `${deps.config.publicUrl}/ecommerce/order/complete`,
          customer: {
            ...(form.recipient ? { fullName: form.recipient } : {}),
            ...(form.phoneNumber ? { phoneNumber: form.phoneNumber } : {}),
          },
        },
      };
    },

    /** POST /payment/complete: the buyer's word that the window finished; the gateway decides. Owner only. */
    async complete(memberId: number, paymentId: string): Promise<PaymentResult> {
      const row = await repository.findByPaymentId(paymentId);
      const form = row ? await orders.repository.findForm(row.orderFormId) : undefined;
      if (!row || !form || form.memberId !== memberId) throw AppError.notFound("결제 정보를 찾을 수 없습니다.");
      // Settled with nothing owed back (a webhook got here first, after asking the gateway): our record is the
      // answer. Otherwise the gateway is asked now; a company-account order waits for the operator.
      const settled = SETTLED_PAYMENT_STATES.includes(row.status) && row.refundDue === 0;
      let answer: PaymentResult;
      if (settled || row.status === "WAITING_DEPOSIT") answer = resultOf(form, row);
      else {
        await sync(paymentId, "complete");
        answer = await result(paymentId);
      }
      // A webhook may have applied PAID a moment earlier; the buyer's basket is emptied before they look at it.
      if (answer.status === "PAID") await orders.afterPaid(form);
      return answer;
    },

    /** POST /payment/webhook: verified on the raw body (401 otherwise, nothing changes), then the same sync. */
    async webhook(
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ received: true }> {
      let hook: Awaited<ReturnType<typeof gateway.verifyWebhook>>;
      try {
        hook = await gateway.verifyWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof WebhookRejected) throw AppError.of(ErrorCode.WEBHOOK_SIGNATURE_INVALID);
        throw error;
      }
      // Transaction.Ready only says the window opened: confirmation recorded that already, nothing to ask.
      if (!hook.paymentId || !hook.type.startsWith("Transaction.") || hook.type === "Transaction.Ready") {
        return { received: true };
      }
      // Our payment ids are printable ASCII (order numbers, `MAG-…`); anything else (a NUL, a control character,
      // a megabyte) names no payment of ours, signed or not.
      if (!PAYMENT_ID_SHAPE.test(hook.paymentId)) {
        log.warn({ type: hook.type }, "웹훅 무시: 형식이 맞지 않는 결제 번호");
        return { received: true };
      }
      if (!(await repository.findByPaymentId(hook.paymentId))) {
        // Not an order's payment: a magazine purchase's (settled there; 503 when the gateway did not answer), or unknown.
        await deps.magazines.settleByPaymentId(hook.paymentId);
        return { received: true };
      }
      const { reachable } = await sync(hook.paymentId, "webhook");
      // Unknown outcome: answer 503 so the gateway retries (the reconciliation job also will).
      if (!reachable) throw AppError.of(ErrorCode.PAYMENT_GATEWAY_UNAVAILABLE);
      return { received: true };
    },

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
    async confirmDeposit(role: string, id: number) {
      if (role !== "ADMIN") throw AppError.of(ErrorCode.FORBIDDEN);
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
          await repository.update(tx, row.id, {
            status: "PAID",
            paidAmount: row.amount,
            paidAt: now,
            failureMessage: null,
          });
          await event(tx, row, "PAID", "deposit");
        }
        return row.paymentId;
      });
      await refund(paymentId);
      const form = await orders.repository.findForm(id);
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

    expire,

    /**
     * Job, every minute: payments left pending for over a minute are synced (a completion call that never came, a
     * server killed between the gateway's PAID and our commit), lapsed orders expire, refunds due are retried.
     */
    async reconcile(): Promise<{ synced: number; expired: number; refunded: number }> {
      const now = clock.now();
      const pending = await repository.findPending(new Date(now.getTime() - 60_000), 200);
      for (const row of pending) await sync(row.paymentId, "reconcile");
      const lapsed = await orders.repository.findExpiredWaiting(now, 200);
      for (const form of lapsed) await expire(form.id);
      const due = await repository.findRefundDue(100);
      for (const row of due) await refund(row.paymentId);
      return { synced: pending.length, expired: lapsed.length, refunded: due.length };
    },
  };

  /** Job: the deadline of an order waiting for money passed. The gateway is asked first. */
  async function expire(orderFormId: number): Promise<void> {
    const [row] = await repository.findByFormIds([orderFormId]);
    if (row && row.status !== "WAITING_DEPOSIT") {
      const { reachable } = await sync(row.paymentId, "expire");
      if (!reachable) throw new Error("gateway unreachable; expiry retried");
    }
    await deps.db.transaction(async (tx) => {
      const locked = row ? await repository.lockByFormId(tx, orderFormId) : undefined;
      const form = await orders.repository.lockForm(tx, orderFormId);
      if (form?.state !== "PAYMENT_WAIT" || form.expiresAt > clock.now()) return;
      await orders.markUnpaid(tx, orderFormId);
      if (locked) await event(tx, locked, locked.status, "expire");
    });
  }

  async function cancelWithRefund(formId: number, partIds: number[] | undefined, reason: string) {
    const paymentId = await deps.db.transaction(async (tx) => {
      const row = await repository.lockByFormId(tx, formId);
      const { refund: amount } = await orders.cancelParts(tx, formId, partIds, reason);
      if (row) {
        const form = await orders.repository.findForm(formId, tx);
        await repository.update(tx, row.id, {
          refundDue: row.refundDue + amount,
          refundReason: reason,
          ...(form?.state === "PAYMENT_CANCEL" && amount === 0 ? { failureMessage: MESSAGE.cancelled } : {}),
        });
        await event(tx, row, row.status, "cancel", { amount, partIds: partIds ?? "all" });
      }
      return row?.paymentId;
    });
    if (paymentId) await refund(paymentId);
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>;
