/**
 * What happens to a payment in the stand-in: the window opens it (READY), the buyer approves (PAID, or
 * VIRTUAL_ACCOUNT_ISSUED with an account) or it fails, money arrives in a virtual account (PAID), the shop cancels
 * all or part of it. Every change is stored before it is answered and announced by a signed webhook.
 */
import { randomBytes, randomInt } from "node:crypto";
import {
  EASY_PAY_PROVIDERS,
  PAY_METHODS,
  type PayMethod,
  type PaymentStore,
  type StoredCancellation,
  type StoredPayment,
} from "./store.ts";
import type { WebhookSender } from "./webhooks.ts";

/** An error the stand-in answers the way PortOne does: an HTTP status and `{type, message}`. */
/** What refuses a payment of each method, as the buyer reads it. */
const DECLINED: Record<(typeof PAY_METHODS)[number], string> = {
  CARD: "카드사에서 결제를 거절했습니다.",
  VIRTUAL_ACCOUNT: "가상계좌를 발급하지 못했습니다.",
  TRANSFER: "은행에서 이체를 거절했습니다.",
  MOBILE: "통신사에서 결제를 거절했습니다.",
  EASY_PAY: "간편결제사에서 결제를 거절했습니다.",
};

export class StandInError extends Error {
  readonly status: number;
  readonly type: string;

  constructor(status: number, type: string, message: string) {
    super(message);
    this.status = status;
    this.type = type;
  }
}

/** The part of the browser SDK's `requestPayment` argument the stand-in reads. */
export interface PaymentRequestInput {
  storeId?: unknown;
  channelKey?: unknown;
  paymentId?: unknown;
  orderName?: unknown;
  totalAmount?: unknown;
  currency?: unknown;
  payMethod?: unknown;
  easyPay?: { easyPayProvider?: unknown } | undefined;
  virtualAccount?: { accountExpiry?: { validHours?: unknown; dueDate?: unknown } } | undefined;
  customer?: { fullName?: unknown; email?: unknown; phoneNumber?: unknown } | undefined;
}

export interface CancelInput {
  reason?: unknown;
  amount?: unknown;
  currentCancellableAmount?: unknown;
  refundAccount?: { bank?: unknown; number?: unknown; holderName?: unknown } | undefined;
}

/** One-shot settings for the next payment a window approves (test controls). */
export interface NextPaymentSettings {
  reportedTotal?: number;
  fail?: boolean;
}

const VIRTUAL_ACCOUNT_BANK = "SHINHAN";
const DEFAULT_VIRTUAL_ACCOUNT_HOURS = 72;

function isPositiveInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === "string" && value.trim() !== "" && value.length <= max ? value : undefined;
}

export function transactionId(): string {
  return `stand-in-tx-${randomBytes(10).toString("hex")}`;
}

interface StandInPaymentsOptions {
  storeId: string;
  channelKeys: ReadonlySet<string>;
  store: PaymentStore;
  webhooks: WebhookSender;
  now: () => number;
}

export class StandInPayments {
  next: NextPaymentSettings = {};
  private readonly options: StandInPaymentsOptions;

  constructor(options: StandInPaymentsOptions) {
    this.options = options;
  }

  private iso(): string {
    return new Date(this.options.now()).toISOString();
  }

  private find(paymentId: string): StoredPayment {
    const payment = this.options.store.get(paymentId);
    if (!payment) throw new StandInError(404, "PAYMENT_NOT_FOUND", "결제 건이 존재하지 않습니다.");
    return payment;
  }

  get(paymentId: string): StoredPayment | undefined {
    return this.options.store.get(paymentId);
  }

  private announce(payment: StoredPayment, type: string, cancellationId?: string): void {
    this.options.webhooks.send({
      type,
      data: {
        paymentId: payment.id,
        storeId: payment.storeId,
        transactionId: payment.transactionId,
        ...(cancellationId ? { cancellationId } : {}),
      },
    });
  }

  private save(payment: StoredPayment, status: StoredPayment["status"]): void {
    const at = this.iso();
    if (payment.status !== status) payment.statusChangedAt = at;
    payment.status = status;
    payment.updatedAt = at;
    this.options.store.put(payment);
  }

  /** The window opens: checks the request as PortOne would and keeps a READY payment. */
  open(input: PaymentRequestInput): StoredPayment {
    const invalid = (message: string) => new StandInError(400, "INVALID_REQUEST", message);
    if (input.storeId !== this.options.storeId) throw invalid("storeId가 올바르지 않습니다.");
    const channelKey = text(input.channelKey, 200);
    if (!channelKey || !this.options.channelKeys.has(channelKey)) throw invalid("channelKey가 올바르지 않습니다.");
    const paymentId = text(input.paymentId, 100);
    if (!paymentId || !/^[\w.-]+$/.test(paymentId)) throw invalid("paymentId가 올바르지 않습니다.");
    const orderName = text(input.orderName, 200);
    if (!orderName) throw invalid("orderName이 필요합니다.");
    if (!isPositiveInteger(input.totalAmount)) throw invalid("totalAmount는 1 이상의 정수여야 합니다.");
    if (input.currency !== "KRW" && input.currency !== "CURRENCY_KRW") throw invalid("currency는 KRW여야 합니다.");
    const payMethod = PAY_METHODS.find((method) => method === input.payMethod);
    if (!payMethod) throw invalid("payMethod가 올바르지 않습니다.");
    let easyPayProvider: string | undefined;
    if (payMethod === "EASY_PAY") {
      easyPayProvider = EASY_PAY_PROVIDERS.find((provider) => provider === input.easyPay?.easyPayProvider);
      if (!easyPayProvider) throw invalid("easyPay.easyPayProvider가 올바르지 않습니다.");
    }
    const existing = this.options.store.get(paymentId);
    if (existing && existing.status !== "READY" && existing.status !== "FAILED") {
      throw new StandInError(409, "ALREADY_PAID", "이미 결제되었거나 진행 중인 결제 건입니다.");
    }
    const at = this.iso();
    const customer = input.customer
      ? {
          ...(text(input.customer.fullName, 100) ? { fullName: input.customer.fullName as string } : {}),
          ...(text(input.customer.email, 200) ? { email: input.customer.email as string } : {}),
          ...(text(input.customer.phoneNumber, 20) ? { phoneNumber: input.customer.phoneNumber as string } : {}),
        }
      : undefined;
    const expiry = input.virtualAccount?.accountExpiry;
    const expiredAt =
      typeof expiry?.dueDate === "string" && !Number.isNaN(Date.parse(expiry.dueDate))
        ? new Date(expiry.dueDate).toISOString()
        : new Date(
            this.options.now() +
              (isPositiveInteger(expiry?.validHours) ? expiry.validHours : DEFAULT_VIRTUAL_ACCOUNT_HOURS) * 3_600_000,
          ).toISOString();
    const payment: StoredPayment = {
      id: paymentId,
      storeId: this.options.storeId,
      channelKey,
      transactionId: transactionId(),
      status: "READY",
      orderName,
      currency: "KRW",
      payMethod,
      ...(easyPayProvider ? { easyPayProvider } : {}),
      requestedTotal: input.totalAmount,
      reportedTotal: input.totalAmount,
      paid: 0,
      cancelled: 0,
      ...(customer ? { customer } : {}),
      requestedAt: at,
      updatedAt: at,
      statusChangedAt: at,
      cancellations: [],
      ...(payMethod === "VIRTUAL_ACCOUNT"
        ? {
            virtualAccount: {
              bank: VIRTUAL_ACCOUNT_BANK,
              accountNumber: `5620${String(randomInt(0, 1e10)).padStart(10, "0")}`,
              remitteeName: "물멍",
              issuedAt: at,
              expiredAt,
            },
          }
        : {}),
    };
    this.options.store.put(payment);
    this.announce(payment, "Transaction.Ready");
    return payment;
  }

  /** The buyer approves in the window: PAID, or a virtual account issued; the next-payment controls apply. */
  approve(paymentId: string): StoredPayment {
    const payment = this.find(paymentId);
    if (payment.status !== "READY") throw new StandInError(409, "INVALID_REQUEST", "승인할 수 없는 결제 상태입니다.");
    const next = this.next;
    this.next = {};
    if (next.reportedTotal !== undefined) payment.reportedTotal = next.reportedTotal;
    if (next.fail) return this.fail(paymentId);
    if (payment.payMethod === "VIRTUAL_ACCOUNT") {
      if (payment.virtualAccount) payment.virtualAccount.issuedAt = this.iso();
      this.save(payment, "VIRTUAL_ACCOUNT_ISSUED");
      this.announce(payment, "Transaction.VirtualAccountIssued");
      return payment;
    }
    return this.markPaid(payment);
  }

  private markPaid(payment: StoredPayment): StoredPayment {
    payment.paid = payment.reportedTotal;
    payment.paidAt = this.iso();
    payment.approvalNumber = String(randomInt(10_000_000, 99_999_999));
    this.save(payment, "PAID");
    this.announce(payment, "Transaction.Paid");
    return payment;
  }

  /** The payment fails (the window's 결제 실패, or a test control), in the words of whoever refused it. */
  fail(paymentId: string, reason?: string): StoredPayment {
    const payment = this.find(paymentId);
    if (payment.status !== "READY" && payment.status !== "VIRTUAL_ACCOUNT_ISSUED") {
      throw new StandInError(409, "INVALID_REQUEST", "실패로 바꿀 수 없는 결제 상태입니다.");
    }
    reason ??= `${payment.status === "VIRTUAL_ACCOUNT_ISSUED" ? "입금되지 않아 결제가 완료되지 않았습니다." : DECLINED[payment.payMethod]} (로컬 대체 결제)`;
    payment.failedAt = this.iso();
    payment.failure = { reason, pgCode: "STAND_IN_DECLINED", pgMessage: reason };
    this.save(payment, "FAILED");
    this.announce(payment, "Transaction.Failed");
    return payment;
  }

  /** Money arrives in the virtual account: PAID, announced only by webhook (Transaction.Paid). */
  deposit(paymentId: string): StoredPayment {
    const payment = this.find(paymentId);
    if (payment.status !== "VIRTUAL_ACCOUNT_ISSUED") {
      throw new StandInError(409, "PAYMENT_NOT_WAITING_FOR_DEPOSIT", "입금 대기 중인 가상계좌 결제가 아닙니다.");
    }
    return this.markPaid(payment);
  }

  /** From now on the API reports this amount (a payment that does not match the order). */
  reportAmount(paymentId: string, total: number): StoredPayment {
    const payment = this.find(paymentId);
    payment.reportedTotal = total;
    if (payment.paid > 0) payment.paid = total;
    this.save(payment, payment.status);
    return payment;
  }

  /** POST /payments/{id}/cancel: all that is left, or part; the concurrency guard; a refund account for deposits. */
  cancel(paymentId: string, input: CancelInput): StoredCancellation {
    const payment = this.find(paymentId);
    const reason = text(input.reason, 200);
    if (!reason) throw new StandInError(400, "INVALID_REQUEST", "취소 사유(reason)가 필요합니다.");
    if (payment.status === "CANCELLED") {
      throw new StandInError(409, "PAYMENT_ALREADY_CANCELLED", "이미 취소된 결제 건입니다.");
    }
    const issued = payment.status === "VIRTUAL_ACCOUNT_ISSUED";
    if (!issued && payment.status !== "PAID" && payment.status !== "PARTIAL_CANCELLED") {
      throw new StandInError(409, "PAYMENT_NOT_PAID", "결제가 완료되지 않은 결제 건입니다.");
    }
    const cancellable = payment.paid - payment.cancelled;
    if (input.currentCancellableAmount !== undefined && input.currentCancellableAmount !== cancellable) {
      throw new StandInError(
        409,
        "CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN",
        "취소 가능 금액이 요청의 currentCancellableAmount와 다릅니다.",
      );
    }
    if (input.amount !== undefined && !isPositiveInteger(input.amount)) {
      throw new StandInError(400, "INVALID_REQUEST", "amount는 1 이상의 정수여야 합니다.");
    }
    const amount = issued ? 0 : ((input.amount as number | undefined) ?? cancellable);
    if (amount > cancellable) {
      throw new StandInError(
        409,
        "CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT",
        "취소 금액이 취소 가능 금액을 초과합니다.",
      );
    }
    let refundAccount: StoredCancellation["refundAccount"];
    if (payment.payMethod === "VIRTUAL_ACCOUNT" && !issued) {
      const account = input.refundAccount;
      const bank = text(account?.bank, 50);
      const number = text(account?.number, 30);
      const holderName = text(account?.holderName, 50);
      if (!bank || !number || !holderName || !/^\d+$/.test(number)) {
        throw new StandInError(
          400,
          "INVALID_REQUEST",
          "가상계좌 결제의 환불에는 환불 계좌(refundAccount: bank, number, holderName)가 필요합니다.",
        );
      }
      refundAccount = { bank, number, holderName };
    }
    const at = this.iso();
    const cancellation: StoredCancellation = {
      id: `stand-in-cancel-${randomBytes(8).toString("hex")}`,
      totalAmount: amount,
      reason,
      requestedAt: at,
      cancelledAt: at,
      ...(refundAccount ? { refundAccount } : {}),
    };
    payment.cancelled += amount;
    payment.cancellations.push(cancellation);
    payment.cancelledAt = at;
    const whole = issued || payment.cancelled === payment.paid;
    this.save(payment, whole ? "CANCELLED" : "PARTIAL_CANCELLED");
    this.announce(payment, whole ? "Transaction.Cancelled" : "Transaction.PartialCancelled", cancellation.id);
    return cancellation;
  }

  reset(): void {
    this.next = {};
    this.options.store.clear();
  }
}

function methodOf(payment: StoredPayment): Record<string, unknown> | undefined {
  if (payment.status === "READY") return undefined;
  switch (payment.payMethod) {
    case "CARD":
      return {
        type: "PaymentMethodCard",
        card: { name: "로컬 대체 카드" },
        ...(payment.approvalNumber ? { approvalNumber: payment.approvalNumber } : {}),
      };
    case "MOBILE":
      return { type: "PaymentMethodMobile", phoneNumber: payment.customer?.phoneNumber ?? "01000000000" };
    case "TRANSFER":
      return { type: "PaymentMethodTransfer", bank: "SHINHAN" };
    case "EASY_PAY":
      return { type: "PaymentMethodEasyPay", provider: payment.easyPayProvider };
    case "VIRTUAL_ACCOUNT": {
      const account = payment.virtualAccount;
      return account
        ? {
            type: "PaymentMethodVirtualAccount",
            bank: account.bank,
            accountNumber: account.accountNumber,
            accountType: "NORMAL",
            remitteeName: account.remitteeName,
            expiredAt: account.expiredAt,
            issuedAt: account.issuedAt,
          }
        : undefined;
    }
  }
}

/** A payment in the shape of PortOne's `GET /payments/{paymentId}` (the server SDK's `Payment`). */
export function paymentJson(payment: StoredPayment): Record<string, unknown> {
  const total = payment.reportedTotal;
  const vat = Math.floor(total / 11);
  const method = methodOf(payment);
  return {
    status: payment.status,
    id: payment.id,
    transactionId: payment.transactionId,
    merchantId: "merchant-mulmung-stand-in",
    storeId: payment.storeId,
    ...(method ? { method } : {}),
    channel: {
      type: "TEST",
      id: `channel-${payment.channelKey}`,
      key: payment.channelKey,
      name: "로컬 대체 결제",
      pgProvider: "KCP_V2",
      pgMerchantId: "mulmung-stand-in",
    },
    version: "V2",
    requestedAt: payment.requestedAt,
    updatedAt: payment.updatedAt,
    statusChangedAt: payment.statusChangedAt,
    orderName: payment.orderName,
    amount: {
      total,
      taxFree: 0,
      vat,
      supply: total - vat,
      discount: 0,
      paid: payment.paid,
      cancelled: payment.cancelled,
      cancelledTaxFree: 0,
    },
    currency: payment.currency,
    customer: {
      ...(payment.customer?.fullName ? { name: payment.customer.fullName } : {}),
      ...(payment.customer?.email ? { email: payment.customer.email } : {}),
      ...(payment.customer?.phoneNumber ? { phoneNumber: payment.customer.phoneNumber } : {}),
    },
    disputes: [],
    ...(payment.paidAt && payment.status !== "VIRTUAL_ACCOUNT_ISSUED" ? { paidAt: payment.paidAt } : {}),
    ...(payment.status === "FAILED" ? { failedAt: payment.failedAt, failure: payment.failure } : {}),
    ...(payment.status === "CANCELLED" || payment.status === "PARTIAL_CANCELLED"
      ? { cancelledAt: payment.cancelledAt }
      : {}),
    ...(payment.cancellations.length > 0 ? { cancellations: payment.cancellations.map(cancellationJson) } : {}),
  };
}

export function cancellationJson(cancellation: StoredCancellation): Record<string, unknown> {
  return {
    status: "SUCCEEDED",
    id: cancellation.id,
    totalAmount: cancellation.totalAmount,
    taxFreeAmount: 0,
    vatAmount: Math.floor(cancellation.totalAmount / 11),
    reason: cancellation.reason,
    cancelledAt: cancellation.cancelledAt,
    requestedAt: cancellation.requestedAt,
    trigger: "API",
  };
}

export type { PayMethod };
