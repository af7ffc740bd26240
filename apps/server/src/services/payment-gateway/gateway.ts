/**
 * The payment gateway: PortOne V2 through its server SDK (pinned, 0.x), or the same calls against the local
 * stand-in (tools/portone-stand-in, decision 025). It answers what PortOne says about a payment, cancels, and
 * verifies webhooks; the order rules live in the payment and order services that use it.
 *
 *   const { paymentGateway } = deps;
 *   const payment = await paymentGateway.getPayment(paymentId);   // null: PortOne knows no such payment
 *   if (payment?.status === "PAID" && payment.amount.total === order.total && payment.currency === "KRW") ...
 *   await paymentGateway.cancel(paymentId, { reason: "재고 부족", amount, currentCancellableAmount });
 *   const event = await paymentGateway.verifyWebhook(rawBody, request.headers);  // then getPayment(event.paymentId)
 *
 * Errors: GatewayUnavailable (503) when PortOne does not answer in time, answers 5xx or cannot be reached (the
 * payment's state is unknown: ask again later); GatewayRefused (502, `type` = PortOne's error type) when it
 * refuses a request; WebhookRejected (400) for a bad or old signature; AppError PAYMENT_UNAVAILABLE (503) from
 * every call when payments are not configured (`available` is false).
 */
import { ERROR_CATALOGUE, ErrorCode } from "@mulmung/domain/errors";
import { PaymentClient, RestError, Webhook } from "@portone/server-sdk";
import type { GatewayPayMethod, PortOneConfig } from "../../config/env.ts";
import { AppError } from "../../http/app-error.ts";

export type GatewayPaymentStatus =
  | "READY"
  | "PAID"
  | "VIRTUAL_ACCOUNT_ISSUED"
  | "FAILED"
  | "CANCELLED"
  | "PARTIAL_CANCELLED"
  | "PAY_PENDING";

export interface GatewayPayment {
  id: string;
  /** A status this SDK version does not know is reported as PAY_PENDING: not settled, ask again later. */
  status: GatewayPaymentStatus;
  transactionId?: string;
  orderName: string;
  /** Integer won. `paid` is what was paid, `cancelled` what was refunded so far. */
  amount: { total: number; paid: number; cancelled: number };
  currency: string;
  method?: {
    type: "CARD" | "MOBILE" | "TRANSFER" | "EASY_PAY" | "VIRTUAL_ACCOUNT" | "OTHER";
    /** EASY_PAY: NAVERPAY, KAKAOPAY, TOSSPAY, LPAY, PAYCO, ... */
    easyPayProvider?: string;
    /** VIRTUAL_ACCOUNT (and TRANSFER): PortOne's bank code, e.g. SHINHAN. */
    bank?: string;
    accountNumber?: string;
    remitteeName?: string;
    /** VIRTUAL_ACCOUNT: the deposit deadline (ISO 8601). */
    expiredAt?: string;
  };
  paidAt?: string;
  failure?: { reason?: string };
}

export interface CancelInput {
  reason: string;
  /** Won to refund; absent: everything still cancellable. */
  amount?: number;
  /** What we believe is still cancellable; PortOne refuses (CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN) if it differs. */
  currentCancellableAmount?: number;
  /** Virtual-account refunds go to this account (PortOne bank code, digits, holder). */
  refundAccount?: { bank: string; number: string; holderName: string };
}

export interface GatewayWebhook {
  /** Transaction.Ready, .Paid, .VirtualAccountIssued, .PartialCancelled, .Cancelled, .Failed, .PayPending, ... */
  type: string;
  paymentId?: string;
  transactionId?: string;
  cancellationId?: string;
}

export interface PaymentGateway {
  /** False when payments are not configured: every call then throws PAYMENT_UNAVAILABLE (503). */
  available: boolean;
  /** Whether this is the local stand-in (the web app then loads /portone-stand-in/browser-sdk.js). */
  standIn: boolean;
  /** What the browser needs for `PortOne.requestPayment`. */
  storeId: string;
  channelKeys: Record<GatewayPayMethod, string>;
  /** PortOne's view of a payment; null when PortOne knows no such payment. */
  getPayment(paymentId: string): Promise<GatewayPayment | null>;
  cancel(paymentId: string, input: CancelInput): Promise<{ cancelledAmount: number }>;
  /** Checks a webhook's Standard-Webhooks signature on the raw body; throws WebhookRejected. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<GatewayWebhook>;
}

/** PortOne did not answer in time, answered 5xx, or could not be reached: the outcome is unknown. */
export class GatewayUnavailable extends AppError {
  constructor(cause?: unknown) {
    super(ErrorCode.PAYMENT_GATEWAY_UNAVAILABLE, ERROR_CATALOGUE[ErrorCode.PAYMENT_GATEWAY_UNAVAILABLE].message);
    this.name = "GatewayUnavailable";
    if (cause !== undefined) this.cause = cause;
  }
}

/** PortOne refused the request; `type` is its error type (e.g. CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT). */
export class GatewayRefused extends AppError {
  readonly type: string;
  readonly detail: string | undefined;

  constructor(type: string, detail: string | undefined) {
    super(ErrorCode.PAYMENT_GATEWAY_REFUSED, ERROR_CATALOGUE[ErrorCode.PAYMENT_GATEWAY_REFUSED].message);
    this.name = "GatewayRefused";
    this.type = type;
    this.detail = detail;
  }
}

/** A webhook without a valid signature (missing headers, wrong secret, tampered body, older than 5 minutes). */
export class WebhookRejected extends AppError {
  readonly reason: string;

  constructor(reason: string) {
    super(ErrorCode.PAYMENT_WEBHOOK_REJECTED, ERROR_CATALOGUE[ErrorCode.PAYMENT_WEBHOOK_REJECTED].message);
    this.name = "WebhookRejected";
    this.reason = reason;
  }
}

/** PortOne error types that are answers about the request (4xx), not an outage. */
const REFUSALS = new Set([
  "ALREADY_PAID",
  "CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT",
  "CANCEL_TAX_AMOUNT_EXCEEDS_CANCELLABLE_TAX_AMOUNT",
  "CANCEL_TAX_FREE_AMOUNT_EXCEEDS_CANCELLABLE_TAX_FREE_AMOUNT",
  "CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN",
  "CHANNEL_NOT_FOUND",
  "FORBIDDEN",
  "INVALID_REQUEST",
  "NEGATIVE_PROMOTION_ADJUSTED_CANCEL_AMOUNT",
  "PAYMENT_ALREADY_CANCELLED",
  "PAYMENT_NOT_FOUND",
  "PAYMENT_NOT_PAID",
  "PG_PROVIDER",
  "PROMOTION_DISCOUNT_RETAIN_OPTION_SHOULD_NOT_BE_CHANGED",
  "SUM_OF_PARTS_EXCEEDS_CANCEL_AMOUNT",
  "UNAUTHORIZED",
]);

const STATUSES = new Set<string>([
  "READY",
  "PAID",
  "VIRTUAL_ACCOUNT_ISSUED",
  "FAILED",
  "CANCELLED",
  "PARTIAL_CANCELLED",
  "PAY_PENDING",
]);

const METHOD_TYPES: Record<string, NonNullable<GatewayPayment["method"]>["type"]> = {
  PaymentMethodCard: "CARD",
  PaymentMethodMobile: "MOBILE",
  PaymentMethodTransfer: "TRANSFER",
  PaymentMethodEasyPay: "EASY_PAY",
  PaymentMethodVirtualAccount: "VIRTUAL_ACCOUNT",
};

/** Turns whatever the SDK threw into ours: a refusal PortOne answered, or an outage. */
function gatewayError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof RestError) {
    const type = (error.data as { type?: unknown }).type;
    const message = (error.data as { message?: unknown }).message;
    if (typeof type === "string" && REFUSALS.has(type)) {
      return new GatewayRefused(type, typeof message === "string" ? message : undefined);
    }
  }
  // Unreachable, a 5xx (often not JSON, which the SDK fails to parse), an unknown error type: outcome unknown.
  return new GatewayUnavailable(error);
}

type SdkPayment = Awaited<ReturnType<ReturnType<typeof PaymentClient>["getPayment"]>>;

function toGatewayPayment(payment: SdkPayment): GatewayPayment {
  const p = payment as Partial<Extract<SdkPayment, { status: "PAID" }>> & { status: string };
  const method = p.method as (Record<string, unknown> & { type?: string }) | undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  return {
    id: p.id ?? "",
    status: STATUSES.has(p.status) ? (p.status as GatewayPaymentStatus) : "PAY_PENDING",
    ...(p.transactionId ? { transactionId: p.transactionId } : {}),
    orderName: p.orderName ?? "",
    amount: { total: p.amount?.total ?? 0, paid: p.amount?.paid ?? 0, cancelled: p.amount?.cancelled ?? 0 },
    currency: p.currency ?? "",
    ...(method
      ? {
          method: {
            type: METHOD_TYPES[method.type ?? ""] ?? "OTHER",
            ...(text(method.provider) ? { easyPayProvider: text(method.provider) } : {}),
            ...(text(method.bank) ? { bank: text(method.bank) } : {}),
            ...(text(method.accountNumber) ? { accountNumber: text(method.accountNumber) } : {}),
            ...(text(method.remitteeName) ? { remitteeName: text(method.remitteeName) } : {}),
            ...(text(method.expiredAt) ? { expiredAt: text(method.expiredAt) } : {}),
          },
        }
      : {}),
    ...(p.paidAt ? { paidAt: p.paidAt } : {}),
    ...("failure" in payment && payment.failure ? { failure: { reason: payment.failure.reason } } : {}),
  };
}

/** Waits at most `ms` for PortOne; the SDK's fetch takes no signal, so a late answer is left to be dropped. */
async function within<T>(ms: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GatewayUnavailable(new Error(`PortOne did not answer in ${ms} ms`))), ms);
  });
  try {
    return await Promise.race([call(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function unavailableGateway(): PaymentGateway {
  const refuse = async (): Promise<never> => {
    throw AppError.of(ErrorCode.PAYMENT_UNAVAILABLE);
  };
  return {
    available: false,
    standIn: false,
    storeId: "",
    channelKeys: {
      CARD: "",
      PHONE: "",
      VBANK: "",
      TRANS: "",
      NAVERPAY: "",
      KAKAOPAY: "",
      TOSSPAY: "",
      LPAY: "",
      PAYCO: "",
    },
    getPayment: refuse,
    cancel: refuse,
    verifyWebhook: refuse,
  };
}

export function createPaymentGateway(config: PortOneConfig | undefined): PaymentGateway {
  if (!config) return unavailableGateway();
  const client = PaymentClient({ secret: config.apiSecret, baseUrl: config.apiBaseUrl, storeId: config.storeId });
  return {
    available: true,
    standIn: config.standIn,
    storeId: config.storeId,
    channelKeys: config.channelKeys,

    async getPayment(paymentId) {
      try {
        return toGatewayPayment(await within(config.timeoutMs, () => client.getPayment({ paymentId })));
      } catch (error) {
        const mapped = gatewayError(error);
        if (mapped instanceof GatewayRefused && mapped.type === "PAYMENT_NOT_FOUND") return null;
        throw mapped;
      }
    },

    async cancel(paymentId, input) {
      try {
        const { cancellation } = await within(config.timeoutMs, () =>
          client.cancelPayment({
            paymentId,
            reason: input.reason,
            ...(input.amount !== undefined ? { amount: input.amount } : {}),
            ...(input.currentCancellableAmount !== undefined
              ? { currentCancellableAmount: input.currentCancellableAmount }
              : {}),
            ...(input.refundAccount
              ? {
                  refundAccount: {
                    bank: input.refundAccount.bank as never,
                    number: input.refundAccount.number,
                    holderName: input.refundAccount.holderName,
                  },
                }
              : {}),
          }),
        );
        const amount = (cancellation as { totalAmount?: unknown }).totalAmount;
        return { cancelledAmount: typeof amount === "number" ? amount : 0 };
      } catch (error) {
        throw gatewayError(error);
      }
    },

    async verifyWebhook(rawBody, headers) {
      let webhook: Awaited<ReturnType<typeof Webhook.verify>>;
      try {
        webhook = await Webhook.verify(config.webhookSecret, rawBody, headers);
      } catch (error) {
        const reason = (error as { reason?: unknown }).reason;
        throw new WebhookRejected(typeof reason === "string" ? reason : "INVALID_BODY");
      }
      const data = ("data" in webhook ? webhook.data : undefined) as Record<string, unknown> | undefined;
      const text = (value: unknown) => (typeof value === "string" ? value : undefined);
      return {
        type: typeof webhook.type === "string" ? webhook.type : "",
        ...(text(data?.paymentId) ? { paymentId: text(data?.paymentId) } : {}),
        ...(text(data?.transactionId) ? { transactionId: text(data?.transactionId) } : {}),
        ...(text(data?.cancellationId) ? { cancellationId: text(data?.cancellationId) } : {}),
      };
    },
  };
}
