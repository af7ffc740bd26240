/** The operators' refund queue's SQL (part of the payment repository): payments owing money back, and handlings. */
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { member } from "../member/schema.ts";
import { orderForm } from "../order/schema.ts";
import { payment, refundHandling } from "./schema.ts";

export type RefundHandlingRow = typeof refundHandling.$inferSelect;

const queueColumns = {
  payment,
  orderNumber: orderForm.orderNumber,
  member: { id: member.id, email: member.email, nickname: member.nickname },
};

export function createRefundQueueRepository(db: Executor) {
  return {
    /** Payments owing money back, oldest first (the partial index `payment_refund_due_idx`). */
    owed(window: { limit: number; offset: number }) {
      return db
        .select({ ...queueColumns, handling: sql<RefundHandlingRow | null>`null` })
        .from(payment)
        .innerJoin(orderForm, eq(orderForm.id, payment.orderFormId))
        .innerJoin(member, eq(member.id, orderForm.memberId))
        .where(gt(payment.refundDue, 0))
        .orderBy(payment.id)
        .limit(window.limit)
        .offset(window.offset);
    },

    countOwed: () => db.$count(payment, gt(payment.refundDue, 0)),

    /** Refunds operators closed by hand, newest first. */
    handled(window: { limit: number; offset: number }, paymentRowId?: number) {
      return db
        .select({ ...queueColumns, handling: refundHandling })
        .from(refundHandling)
        .innerJoin(payment, eq(payment.id, refundHandling.paymentId))
        .innerJoin(orderForm, eq(orderForm.id, payment.orderFormId))
        .innerJoin(member, eq(member.id, orderForm.memberId))
        .where(paymentRowId === undefined ? undefined : eq(payment.id, paymentRowId))
        .orderBy(desc(refundHandling.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    countHandled: () => db.$count(refundHandling),

    /** One payment as the queue shows it (its latest handling, if any). */
    async one(paymentRowId: number) {
      const [handled] = await this.handled({ limit: 1, offset: 0 }, paymentRowId);
      if (handled) return handled;
      const [row] = await db
        .select({ ...queueColumns, handling: sql<RefundHandlingRow | null>`null` })
        .from(payment)
        .innerJoin(orderForm, eq(orderForm.id, payment.orderFormId))
        .innerJoin(member, eq(member.id, orderForm.memberId))
        .where(and(eq(payment.id, paymentRowId)));
      return row;
    },

    lockById: async (tx: Executor, id: number) =>
      (await tx.select().from(payment).where(eq(payment.id, id)).for("update"))[0],

    insertHandling: (tx: Executor, values: typeof refundHandling.$inferInsert) =>
      tx.insert(refundHandling).values(values),
  };
}

export type RefundQueueRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createRefundQueueRepository>["one"]>>>;
