/**
 * Paying an order form (PAYMENTS.md, browser part): the confirmation call reserves stock and answers what the
 * payment window needs; `PortOne.requestPayment` (from `@portone/browser-sdk/v2`) opens it; its promise result
 * (or, on mobile, the redirect landing on the completion page) is reported to `POST /api/v1/payment/complete`,
 * where the server asks the gateway itself. OURPLATFORM_ACCOUNT needs no window: the form waits for a deposit.
 */
import type { ConfirmationRequest, PaymentResult, PaymentWindow } from "@mulmung/contract/order";
import { apiRequest } from "../../lib/api-client.ts";
import { openPaymentWindow } from "../../lib/portone.ts";
import { ORDER_MESSAGE } from "./messages.ts";

export type PayOutcome =
  | { kind: "done"; orderFormId: number }
  | { kind: "redirecting" }
  | { kind: "failed"; message: string; orderFormId?: number };

/** Statuses after which the completion page has something to show (paid, or an account to deposit into). */
const COMPLETED = new Set<PaymentResult["status"]>(["PAID", "WAITING_DEPOSIT"]);

/** Reports a payment the window finished to the server; the gateway's word decides. */
export async function completePayment(paymentId: string): Promise<PayOutcome> {
  const res = await apiRequest<PaymentResult>("/api/v1/payment/complete", { method: "POST", body: { paymentId } });
  if (!res.ok) return { kind: "failed", message: res.message };
  if (COMPLETED.has(res.body.status)) return { kind: "done", orderFormId: res.body.orderFormId };
  return { kind: "failed", message: res.body.message ?? ORDER_MESSAGE.payFailed, orderFormId: res.body.orderFormId };
}

export async function payOrder(orderFormId: number, confirmation: ConfirmationRequest): Promise<PayOutcome> {
  const confirmed = await apiRequest<PaymentWindow>(`/api/v1/order/${orderFormId}/confirmation`, {
    method: "PATCH",
    body: confirmation,
  });
  if (!confirmed.ok) return { kind: "failed", message: confirmed.message };
  const paymentWindow = confirmed.body;
  if (paymentWindow.request === null) return { kind: "done", orderFormId };

  const outcome = await openPaymentWindow(paymentWindow.request);
  if (outcome.kind === "error") return { kind: "failed", message: ORDER_MESSAGE.payFailed };
  // On a phone the window leaves for `redirectUrl`: the completion page takes over.
  if (outcome.kind === "redirecting") return outcome;
  if (outcome.kind === "refused") return { kind: "failed", message: outcome.message || ORDER_MESSAGE.payCancelled };
  return completePayment(outcome.paymentId || paymentWindow.paymentId);
}
