/** Payment SQL: the payment row (the per-payment lock) and its event log. */
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { chained, rowsFromJson, together } from "../../db/sql.ts";
import { orderForm } from "../order/schema.ts";
import { payment, paymentEvent } from "./schema.ts";

export type PaymentRow = typeof payment.$inferSelect;

export function createPaymentRepository(db: Executor) {
  return {
    async findByPaymentId(paymentId: string): Promise<PaymentRow | undefined> {
      const rows = await db.select().from(payment).where(eq(payment.paymentId, paymentId)).limit(1);
      return rows[0];
    },

    async findByFormIds(formIds: number[]): Promise<PaymentRow[]> {
      if (formIds.length === 0) return [];
      return db.select().from(payment).where(inArray(payment.orderFormId, formIds));
    },

    /** The per-payment lock: every change to a payment and its order happens under it. */
    async lockByPaymentId(tx: Executor, paymentId: string): Promise<PaymentRow | undefined> {
      const rows = await tx.select().from(payment).where(eq(payment.paymentId, paymentId)).for("update");
      return rows[0];
    },

    async lockByFormId(tx: Executor, orderFormId: number): Promise<PaymentRow | undefined> {
      const rows = await tx.select().from(payment).where(eq(payment.orderFormId, orderFormId)).for("update");
      return rows[0];
    },

    /** A new payment and its first event row, in one statement; answers the payment as inserted. */
    async insertWithEvent(
      tx: Executor,
      values: typeof payment.$inferInsert,
      eventValues: Omit<typeof paymentEvent.$inferInsert, "paymentId">,
    ): Promise<PaymentRow> {
      const [row] = await chained<{ payment: Record<string, unknown> }>(
        tx,
        [
          ["p", tx.insert(payment).values(values).returning()],
          ["e", tx.insert(paymentEvent).values({ ...eventValues, paymentId: sql`(select id from p)` })],
        ],
        sql`select row_to_json(p) as payment from p`,
      );
      const [inserted] = rowsFromJson(payment, row ? [row.payment] : []);
      if (!inserted) throw new Error("payment not inserted");
      return inserted;
    },

    async update(tx: Executor, id: number, values: Partial<typeof payment.$inferInsert>): Promise<void> {
      await tx
        .update(payment)
        .set({ ...values, updateDate: sql`now()` })
        .where(eq(payment.id, id));
    },

    /** The payment's change and its event row, in one statement. */
    async updateWithEvent(
      tx: Executor,
      id: number,
      values: Partial<typeof payment.$inferInsert>,
      eventValues: typeof paymentEvent.$inferInsert,
    ): Promise<void> {
      await together(
        tx,
        tx
          .update(payment)
          .set({ ...values, updateDate: sql`now()` })
          .where(eq(payment.id, id)),
        tx.insert(paymentEvent).values(eventValues),
      );
    },

    async insertEvent(tx: Executor, values: typeof paymentEvent.$inferInsert): Promise<void> {
      await tx.insert(paymentEvent).values(values);
    },

    /** Payments still open at the gateway whose order waits for money, last touched before `before`. */
    async findPending(before: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select({ payment })
        .from(payment)
        .innerJoin(orderForm, eq(orderForm.id, payment.orderFormId))
        .where(
          and(
            inArray(payment.status, ["READY", "VIRTUAL_ACCOUNT_ISSUED", "FAILED"]),
            inArray(orderForm.state, ["PAYMENT_WAIT", "UNPAID"]),
            lt(payment.updateDate, before),
            // An order that lapsed long ago is not asked about for ever.
            gt(payment.createDate, sql`now() - interval '7 days'`),
          ),
        )
        .orderBy(payment.updateDate)
        .limit(limit)
        .then((rows) => rows.map((r) => r.payment));
    },

    async findRefundDue(limit: number): Promise<PaymentRow[]> {
      return db.select().from(payment).where(gt(payment.refundDue, 0)).orderBy(payment.id).limit(limit);
    },

    async countEvents(paymentRowId: number): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(paymentEvent)
        .where(eq(paymentEvent.paymentId, paymentRowId));
      return rows[0]?.n ?? 0;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
