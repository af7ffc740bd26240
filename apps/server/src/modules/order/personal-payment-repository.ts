/** SQL for a store's personal payment requests (order/personal-payments.ts); part of the order repository. */
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { affiliate } from "../affiliate/schema.ts";
import { member } from "../member/schema.ts";
import { orderForm, orderPart, personalPayment } from "./schema.ts";

export type PersonalPaymentRow = typeof personalPayment.$inferSelect;

export function createPersonalPaymentRepository(db: Executor) {
  return {
    /** The requests to a member (their 개인 결제), or of a store (its console), newest first. */
    async listPersonalPayments(
      by: { memberId: number } | { affiliateId: number },
      state: string | undefined,
      page: { limit: number; offset: number },
    ) {
      const conditions: SQL[] = [
        "memberId" in by ? eq(personalPayment.memberId, by.memberId) : eq(personalPayment.affiliateId, by.affiliateId),
      ];
      if (state) conditions.push(eq(personalPayment.state, state));
      return db
        .select({
          row: personalPayment,
          affiliateName: affiliate.name,
          formState: orderForm.state,
          memberNickname: member.nickname,
        })
        .from(personalPayment)
        .innerJoin(affiliate, eq(affiliate.id, personalPayment.affiliateId))
        .innerJoin(member, eq(member.id, personalPayment.memberId))
        .leftJoin(orderForm, eq(orderForm.id, personalPayment.orderFormId))
        .where(and(...conditions))
        .orderBy(desc(personalPayment.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async insertPersonalPayment(
      tx: Executor,
      values: typeof personalPayment.$inferInsert,
    ): Promise<PersonalPaymentRow> {
      const [row] = await tx.insert(personalPayment).values(values).returning();
      return row as PersonalPaymentRow;
    },

    async findPersonalPayment(id: number): Promise<{ row: PersonalPaymentRow; affiliateName: string } | undefined> {
      const [found] = await db
        .select({ row: personalPayment, affiliateName: affiliate.name })
        .from(personalPayment)
        .innerJoin(affiliate, eq(affiliate.id, personalPayment.affiliateId))
        .where(eq(personalPayment.id, id));
      return found;
    },

    async lockPersonalPayment(tx: Executor, id: number): Promise<PersonalPaymentRow | undefined> {
      const [row] = await tx.select().from(personalPayment).where(eq(personalPayment.id, id)).for("update");
      return row;
    },

    async updatePersonalPayment(tx: Executor, id: number, values: Partial<typeof personalPayment.$inferInsert>) {
      await tx.update(personalPayment).set(values).where(eq(personalPayment.id, id));
    },

    /** The request an order form pays is paid with it. */
    async markPersonalPaymentPaid(tx: Executor, orderFormId: number): Promise<void> {
      await tx
        .update(personalPayment)
        .set({ state: "PAID" })
        .where(and(eq(personalPayment.orderFormId, orderFormId), eq(personalPayment.state, "WAIT")));
    },

    async affiliateNameOf(id: number): Promise<string | undefined> {
      const [row] = await db.select({ name: affiliate.name }).from(affiliate).where(eq(affiliate.id, id));
      return row?.name;
    },

    /** The members who bought from a store (paid orders), most recent first: the console's customer picker. */
    async storeCustomers(affiliateId: number, limit: number) {
      return db
        .select({
          memberId: member.id,
          nickname: member.nickname,
          orders: sql<number>`count(distinct ${orderForm.id})::int`,
          lastOrderAt: sql<Date>`max(${orderForm.paidAt})`,
        })
        .from(orderPart)
        .innerJoin(orderForm, eq(orderForm.id, orderPart.orderFormId))
        .innerJoin(member, eq(member.id, orderForm.memberId))
        .where(and(eq(orderPart.affiliateId, affiliateId), isNotNull(orderForm.paidAt), isNull(member.withdrawnAt)))
        .groupBy(member.id, member.nickname)
        .orderBy(sql`max(${orderForm.paidAt}) desc`)
        .limit(limit);
    },
  };
}
