import type { PaymentResult, PaymentWindow } from "@mulmung/contract/order";
import type { PaymentMethod } from "@mulmung/domain/enums";
import { ErrorCode } from "@mulmung/domain/errors";
import { COMPANY_DEPOSIT_ACCOUNT, DEPOSIT_DEADLINE_HOURS, gatewayPayMethod } from "@mulmung/domain/order";
import { next, PAYMENT_MACHINE, SETTLED_PAYMENT_STATES } from "@mulmung/domain/state-machines";
import { AppError } from "../../http/app-error.ts";
import { WebhookRejected } from "../../services/payment-gateway/gateway.ts";
import { MAGAZINE_PAYMENT_PREFIX } from "../magazine/service.ts";
import { payableAmount } from "../order/service.ts";
import { PAYMENT_ID_SHAPE, type PaymentContext, paymentView } from "./context.ts";
import type { PaymentRow } from "./repository.ts";
import type { PaymentFlow } from "./sync.ts";

/** The buyer's checkout: confirmation opens the payment window, completion and webhooks settle it. */
export function createCheckout(ctx: PaymentContext, flow: PaymentFlow) {
  const { deps, repository, orders, gateway, log, result, resultOf } = ctx;
  const { sync } = flow;

  return {
    /**
     * PATCH /order/{id}/confirmation: stock taken (or 품절) and the payment opened in one transaction; answers what the
     * payment window needs (or the company account for OURPLATFORM_ACCOUNT). The deadline is the form's `expiresAt`:
     * the reconciliation sweep (every minute) lapses a form past it, so nothing is queued per order.
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
          if ((await orders.form(id, { tx }))?.memberId !== memberId) {
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
        // The payment with its event row, one statement either way.
        const opening = { fromStatus: existing?.status ?? "NONE", toStatus: values.status, source: "confirm" };
        let paymentRow: PaymentRow;
        if (existing) {
          await repository.updateWithEvent(tx, existing.id, values, { ...opening, paymentId: existing.id });
          paymentRow = { ...existing, ...values };
        } else {
          paymentRow = await repository.insertWithEvent(
            tx,
            { orderFormId: id, paymentId: confirmed.orderNumber, ...values },
            opening,
          );
        }
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
      const form = row ? await orders.form(row.orderFormId) : undefined;
      if (!row || !form || form.memberId !== memberId) throw AppError.notFound("결제 정보를 찾을 수 없습니다.");
      // Settled with nothing owed back (a webhook got here first, after asking the gateway): our record is the
      // answer. Otherwise the gateway is asked now; a company-account order waits for the operator.
      const settled = SETTLED_PAYMENT_STATES.includes(row.status) && row.refundDue === 0;
      let answer: PaymentResult;
      if (settled || row.status === "WAITING_DEPOSIT") answer = resultOf(form, row);
      else {
        // Settled as PAID by this call: its own figures answer; any other outcome is read back.
        const synced = await sync(paymentId, "complete");
        answer = synced.paid ? resultOf(synced.paid.form, synced.paid.row) : await result(paymentId);
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
      if (hook.paymentId.startsWith(MAGAZINE_PAYMENT_PREFIX)) {
        // A magazine purchase's: settled there (503 when the gateway did not answer).
        await deps.magazines.settleByPaymentId(hook.paymentId);
        return { received: true };
      }
      const { reachable } = await sync(hook.paymentId, "webhook");
      // Unknown outcome: answer 503 so the gateway retries (the reconciliation job also will).
      if (!reachable) throw AppError.of(ErrorCode.PAYMENT_GATEWAY_UNAVAILABLE);
      return { received: true };
    },
  };
}
