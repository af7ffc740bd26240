import type { DepositAccount, PaymentResult, PaymentStatus } from "@mulmung/contract/order";
import {
  next,
  PAYMENT_MACHINE,
  type PaymentEvent,
  type PaymentState,
  SETTLED_PAYMENT_STATES,
} from "@mulmung/domain/state-machines";
import { afterCommit, type Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { MagazineService } from "../magazine/service.ts";
import type { RefundAccountService } from "../member/service.ts";
import { NO_PAYMENT, type OrderFormRow, type OrderService, type PaymentView, payableAmount } from "../order/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createPaymentRepository, type PaymentRow } from "./repository.ts";

/* The job names live here, where the service sends them; jobs.ts defines what runs them. */
/**
 * One order's payment deadline. No longer sent (the reconciliation sweep lapses forms past `expiresAt`, within a
 * minute); still worked, for the jobs an earlier version queued before an upgrade.
 */
export const PAYMENT_EXPIRE_JOB = "payment.expire";

/** Every minute: pending payments synced, lapsed orders expired, due refunds retried. */
export const PAYMENT_RECONCILE_JOB = "payment.reconcile";

export type SyncSource = "complete" | "webhook" | "reconcile" | "expire";

/** What one `apply` did: the new state (null: nothing), what is still owed back, what it marked paid. */
export interface Applied {
  changed: string | null;
  refundDue: number;
  /** A payment this change settled as PAID: the payment and its order as the change left them (no second read). */
  paid?: { form: OrderFormRow; row: PaymentRow };
}

/** The shape of every payment id we issue (order numbers, magazine purchases' `MAG-…`). */
export const PAYMENT_ID_SHAPE = /^[\x21-\x7e]{1,100}$/;

export const MESSAGE = {
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
export function paymentView(form: OrderFormRow, row: PaymentRow | undefined): PaymentView {
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

/** What the payment module is built from (modules/services.ts passes it in). */
export type PaymentDeps = Pick<
  ServiceDeps,
  "db" | "clock" | "log" | "jobs" | "config" | "paymentGateway" | "metrics"
> & {
  orders: OrderService;
  refundAccounts: RefundAccountService;
  /** Magazine purchases have their own paymentIds (`MAG-…`); their webhooks are settled there (decision 030). */
  magazines: Pick<MagazineService, "settleByPaymentId">;
};

/** What every part of the payment module shares: its repository, the gateway, and how a payment is shown. */
export function createPaymentContext(deps: PaymentDeps) {
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
    const form = row ? await orders.form(row.orderFormId) : undefined;
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

  const eventValues = (row: PaymentRow, toStatus: string, source: string, detail?: object) => ({
    paymentId: row.id,
    fromStatus: row.status,
    toStatus,
    source,
    ...(detail ? { detail } : {}),
  });

  /**
   * Every change of a payment's state is written with its event, by `event` or `change`: the one place that sees
   * each outcome (paid, failed, cancelled, mismatch), counted for GET /metrics once the transaction commits.
   */
  function countOutcome(tx: Transaction, row: PaymentRow, toStatus: string) {
    if (toStatus === row.status) return;
    if (toStatus !== "FAILED" && !SETTLED_PAYMENT_STATES.includes(toStatus as PaymentState)) return;
    afterCommit(tx, () => deps.metrics.paymentOutcome(toStatus));
  }

  async function event(tx: Transaction, row: PaymentRow, toStatus: string, source: string, detail?: object) {
    await repository.insertEvent(tx, eventValues(row, toStatus, source, detail));
    countOutcome(tx, row, toStatus);
  }

  /** A change to the payment with its event (from the row's status to `toStatus`), in one statement. */
  async function change(
    tx: Transaction,
    row: PaymentRow,
    values: Parameters<typeof repository.update>[2],
    toStatus: string,
    source: string,
    detail?: object,
  ) {
    await repository.updateWithEvent(tx, row.id, values, eventValues(row, toStatus, source, detail));
    countOutcome(tx, row, toStatus);
  }

  /**
   * The payment's next state for `event`, from the payment table (domain/state-machines.ts). Callers check the move
   * first (`moves`, or a settled payment answering nothing), so a refusal here is a bug, not a caller's mistake.
   */
  function moveTo(row: Pick<PaymentRow, "paymentId" | "status">, paymentEvent: PaymentEvent): PaymentState {
    const step = next(PAYMENT_MACHINE, row.status, paymentEvent);
    if (!step.ok) throw new Error(`payment ${row.paymentId}: ${row.status} cannot take ${paymentEvent}`);
    return step.to;
  }

  return { deps, repository, orders, gateway, clock, log, viewOf, viewsOf, result, resultOf, event, change, moveTo };
}

export type PaymentContext = ReturnType<typeof createPaymentContext>;
