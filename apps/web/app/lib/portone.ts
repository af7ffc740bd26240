/** The PortOne browser SDK for every payment window (orders, the magazine). */
import type { PaymentRequest, PaymentResponse } from "@portone/browser-sdk/v2";

/** Where the local PortOne stand-in serves its payment window script (only while the stand-ins are on). */
const STAND_IN_SCRIPT = "/portone-stand-in/browser-sdk.js";

function loadScript(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = src;
    script.addEventListener("load", () => resolve(true));
    script.addEventListener("error", () => resolve(false));
    document.head.appendChild(script);
  });
}

/**
 * The browser SDK, loaded on first use (its own chunk). Its loader uses `window.PortOne` when one exists at the
 * first call and otherwise injects PortOne's CDN script; so the local stand-in's window script, which defines
 * `window.PortOne`, is tried first from this origin. Where the stand-in is off that address is not a script and
 * the real one loads.
 */
async function loadPortOne() {
  const scope = globalThis as { PortOne?: unknown };
  if (!scope.PortOne) await loadScript(STAND_IN_SCRIPT);
  return (await import("@portone/browser-sdk/v2")).default;
}

/** How a payment window ended: paid (the payment to report), gone to `redirectUrl`, closed or refused, or broken. */
export type PaymentWindowOutcome =
  | { kind: "paid"; paymentId: string }
  | { kind: "redirecting" }
  | { kind: "refused"; message: string | undefined }
  | { kind: "error" };

/** Opens the payment window for what the server answered (its `request`) and says how it ended. */
export async function openPaymentWindow(request: unknown): Promise<PaymentWindowOutcome> {
  let response: PaymentResponse | undefined;
  try {
    const PortOne = await loadPortOne();
    response = await PortOne.requestPayment(request as PaymentRequest);
  } catch {
    return { kind: "error" };
  }
  // A window that leaves for `redirectUrl` resolves nothing; the page it lands on takes over.
  if (!response) return { kind: "redirecting" };
  if (response.code !== undefined) return { kind: "refused", message: response.message };
  return { kind: "paid", paymentId: response.paymentId };
}
