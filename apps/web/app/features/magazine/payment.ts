/**
 * Paying for the magazine (decision 030): OPEN prices the purchase and answers the payment window; the window
 * (PortOne, or the local stand-in) takes the money; COMPLETE makes the server ask the gateway itself. On a phone
 * the window leaves for `redirectUrl` (this page with ?paymentId=…), whose reader completes it.
 */
import type { MagazinePurchase, MagazinePurchaseKind } from "@mulmung/contract/magazine";
import { apiRequest } from "../../lib/api-client.ts";
import { openPaymentWindow } from "../../lib/portone.ts";
import { MAGAZINE_MESSAGE as M } from "./messages.ts";

export type MagazinePayOutcome = { kind: "paid" } | { kind: "redirecting" } | { kind: "failed"; message: string };

const purchasePath = (magazineId: number) => `/api/v1/magazine/${magazineId}/purchase-history`;

export async function completeMagazinePayment(magazineId: number, paymentId: string): Promise<MagazinePayOutcome> {
  const res = await apiRequest<MagazinePurchase>(purchasePath(magazineId), {
    method: "POST",
    body: { action: "COMPLETE", paymentId },
  });
  if (!res.ok) return { kind: "failed", message: res.message };
  if (res.body.status === "PAID") return { kind: "paid" };
  return { kind: "failed", message: res.body.message ?? M.payFailed };
}

export async function payMagazine(magazineId: number, kind: MagazinePurchaseKind): Promise<MagazinePayOutcome> {
  const opened = await apiRequest<MagazinePurchase>(purchasePath(magazineId), {
    method: "POST",
    body: { action: "OPEN", kind, payMethod: "CARD" },
  });
  if (!opened.ok) return { kind: "failed", message: opened.message };
  const window = opened.body.paymentWindow;
  if (!window) return { kind: "failed", message: M.payFailed };
  const outcome = await openPaymentWindow(window.request);
  if (outcome.kind === "error") return { kind: "failed", message: M.payFailed };
  if (outcome.kind === "redirecting") return outcome;
  if (outcome.kind === "refused") return { kind: "failed", message: outcome.message || M.payCancelled };
  return completeMagazinePayment(magazineId, opened.body.paymentId);
}
