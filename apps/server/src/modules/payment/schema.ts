/**
 * Payments (decision 024): one row per order form, keyed by the gateway's paymentId (the order number). The row
 * is the lock every "sync this payment" takes (SELECT ... FOR UPDATE), so the browser's completion call, webhooks
 * and the reconciliation job apply the gateway's answer one at a time. `payment_event` records each change once.
 */

import { PAYMENT_STATES, type PaymentState, sqlList } from "@mulmung/domain/state-machines";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity, updateDate } from "../../db/columns.ts";
import { member } from "../member/schema.ts";
import { orderForm } from "../order/schema.ts";

export const payment = pgTable(
  "payment",
  {
    id: identity(),
    orderFormId: foreignId("order_form_id", () => orderForm.id, { onDelete: "cascade" }),
    /** The gateway's paymentId (= the order number). */
    paymentId: text("payment_id").notNull(),
    payMethod: text("pay_method").notNull(),
    /** What the server priced; the gateway's amount must equal it. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("KRW"),
    /** Went through the local PortOne stand-in: no money moved (shown as 테스트 결제 wherever it is shown). */
    isTest: boolean("is_test").notNull().default(false),
    /**
     * READY (window opened), VIRTUAL_ACCOUNT_ISSUED, PAID, FAILED, CANCELLED (refunded or voided),
     * PARTIAL_CANCELLED, MISMATCH (the gateway's amount or currency differed: refused and cancelled),
     * WAITING_DEPOSIT (OURPLATFORM_ACCOUNT, no gateway).
     */
    status: text("status").$type<PaymentState>().notNull().default("READY"),
    paidAmount: integer("paid_amount").notNull().default(0),
    cancelledAmount: integer("cancelled_amount").notNull().default(0),
    /** Money the gateway holds that we must give back (mismatch, stock gone, cancel failed): the reconciler retries. */
    refundDue: integer("refund_due").notNull().default(0),
    refundReason: text("refund_reason"),
    /** Refund attempts at the gateway that did not go through (the operators' refund queue shows them). */
    refundTries: integer("refund_tries").notNull().default(0),
    /** Why the last refund attempt did not go through (Korean, for operators); null once refunded. */
    refundLastError: text("refund_last_error"),
    refundLastTriedAt: at("refund_last_tried_at"),
    /** The buyer-facing reason of a failure or a refusal (Korean). */
    failureMessage: text("failure_message"),
    bankName: text("bank_name"),
    accountNumber: text("account_number"),
    accountHolder: text("account_holder"),
    dueDate: at("due_date"),
    paidAt: at("paid_at"),
    lastSyncedAt: at("last_synced_at"),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [
    uniqueIndex("payment_payment_id_key").on(t.paymentId),
    uniqueIndex("payment_order_form_key").on(t.orderFormId),
    index("payment_pending_idx").on(t.createDate).where(sql`${t.status} in ('READY', 'VIRTUAL_ACCOUNT_ISSUED')`),
    index("payment_refund_due_idx").on(t.id).where(sql`${t.refundDue} > 0`),
    // The operators' deposit queue: company-account orders waiting for their money, oldest first.
    index("payment_waiting_deposit_idx").on(t.createDate).where(sql`${t.status} = 'WAITING_DEPOSIT'`),
    check("payment_status_valid", sql.raw(`status in (${sqlList(PAYMENT_STATES)})`)),
    check(
      "payment_amounts_valid",
      sql`${t.amount} >= 0 and ${t.paidAmount} >= 0 and ${t.cancelledAmount} >= 0 and ${t.refundDue} >= 0`,
    ),
    // Never refunded (by the gateway or by hand) more than was paid.
    check("payment_refund_within_paid", sql`${t.cancelledAmount} <= ${t.paidAmount}`),
  ],
);

/**
 * A refund an operator closed outside the gateway (paid back by bank transfer, say): what was owed, the note and
 * who did it. The payment's `cancelled_amount` took the amount and its `refund_due` went to 0 in the same
 * transaction.
 */
export const refundHandling = pgTable(
  "refund_handling",
  {
    id: identity(),
    paymentId: foreignId("payment_id", () => payment.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    note: text("note").notNull(),
    operatorId: foreignId("operator_id", () => member.id),
    createDate: createDate(),
  },
  (t) => [
    index("refund_handling_payment_idx").on(t.paymentId),
    check("refund_handling_amount_valid", sql`${t.amount} >= 0`),
  ],
);

/** Each change a sync applied, once (the audit trail and the test's "one state change"). */
export const paymentEvent = pgTable(
  "payment_event",
  {
    id: identity(),
    paymentId: foreignId("payment_id", () => payment.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    /** complete, webhook, reconcile, expire, cancel, confirm. */
    source: text("source").notNull(),
    detail: jsonb("detail"),
    createDate: createDate(),
  },
  (t) => [index("payment_event_payment_idx").on(t.paymentId, t.id)],
);
