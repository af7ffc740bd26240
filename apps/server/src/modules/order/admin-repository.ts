/**
 * The operators' order lookup's SQL (part of the order repository): orders with their buyer and payment, found by
 * order number (the unique index), member (matching members first, then their orders by `order_form_member_idx`)
 * or phone (the shipping phone's start or end by `order_form_phone_prefix_idx` / `_suffix_idx`, the member's phone).
 */
import { and, asc, desc, eq, ilike, inArray, like as likeSql, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { orderClaim } from "../claim/schema.ts";
import { member } from "../member/schema.ts";
import { payment, paymentEvent, refundHandling } from "../payment/schema.ts";
import { orderForm } from "./schema.ts";

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface OrderLookup {
  orderNumber?: string | undefined;
  memberQuery?: string | undefined;
  phone?: string | undefined;
  state?: string | undefined;
}

export function createOrderAdminRepository(db: Executor) {
  const columns = {
    form: orderForm,
    member: {
      id: member.id,
      email: member.email,
      nickname: member.nickname,
      name: member.name,
      phoneNumber: member.phoneNumber,
    },
    payment: {
      id: payment.id,
      status: payment.status,
      paidAmount: payment.paidAmount,
      refundedAmount: payment.cancelledAmount,
      refundDue: payment.refundDue,
      isTest: payment.isTest,
    },
  };

  async function where(query: OrderLookup): Promise<SQL | undefined | null> {
    const conditions: (SQL | undefined)[] = [];
    if (query.orderNumber) conditions.push(eq(orderForm.orderNumber, query.orderNumber));
    if (query.memberQuery) {
      const pattern = contains(query.memberQuery);
      const ids = await db
        .select({ id: member.id })
        .from(member)
        .where(or(ilike(member.email, pattern), ilike(member.nickname, pattern)))
        .limit(500);
      if (ids.length === 0) return null;
      conditions.push(
        inArray(
          orderForm.memberId,
          ids.map((r) => r.id),
        ),
      );
    }
    if (query.phone) {
      // Phones are kept as digits (the contract normalises them); a number is found by its start or its end.
      const starts = `${query.phone}%`;
      const endsReversed = `${[...query.phone].reverse().join("")}%`;
      const ids = await db
        .select({ id: member.id })
        .from(member)
        .where(or(likeSql(member.phoneNumber, starts), sql`reverse(${member.phoneNumber}) like ${endsReversed}`))
        .limit(500);
      const shipping = or(
        likeSql(orderForm.phoneNumber, starts),
        sql`reverse(${orderForm.phoneNumber}) like ${endsReversed}`,
      );
      conditions.push(
        ids.length > 0
          ? or(
              shipping,
              inArray(
                orderForm.memberId,
                ids.map((r) => r.id),
              ),
            )
          : shipping,
      );
    }
    if (query.state) conditions.push(eq(orderForm.state, query.state as typeof orderForm.$inferSelect.state));
    return and(...conditions);
  }

  return {
    /** Orders matching every given key, newest first. */
    async lookup(query: OrderLookup, window: { limit: number; offset: number }) {
      const condition = await where(query);
      if (condition === null) return [];
      return db
        .select(columns)
        .from(orderForm)
        .innerJoin(member, eq(member.id, orderForm.memberId))
        .leftJoin(payment, eq(payment.orderFormId, orderForm.id))
        .where(condition)
        .orderBy(desc(orderForm.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async count(query: OrderLookup): Promise<number> {
      const condition = await where(query);
      return condition === null ? 0 : db.$count(orderForm, condition);
    },

    async one(id: number) {
      const [row] = await db
        .select(columns)
        .from(orderForm)
        .innerJoin(member, eq(member.id, orderForm.memberId))
        .leftJoin(payment, eq(payment.orderFormId, orderForm.id))
        .where(eq(orderForm.id, id));
      return row;
    },

    timeline: (paymentRowId: number) =>
      db.select().from(paymentEvent).where(eq(paymentEvent.paymentId, paymentRowId)).orderBy(asc(paymentEvent.id)),

    handlings: (paymentRowId: number) =>
      db
        .select()
        .from(refundHandling)
        .where(eq(refundHandling.paymentId, paymentRowId))
        .orderBy(asc(refundHandling.id)),

    claims: (orderFormId: number) =>
      db.select().from(orderClaim).where(eq(orderClaim.orderFormId, orderFormId)).orderBy(asc(orderClaim.id)),

    /** Company-account orders waiting for their deposit, oldest first (`payment_waiting_deposit_idx`). */
    deposits(window: { limit: number; offset: number }) {
      return db
        .select(columns)
        .from(payment)
        .innerJoin(orderForm, eq(orderForm.id, payment.orderFormId))
        .innerJoin(member, eq(member.id, orderForm.memberId))
        .where(and(eq(payment.status, "WAITING_DEPOSIT"), eq(payment.payMethod, "OURPLATFORM_ACCOUNT")))
        .orderBy(asc(payment.createDate), asc(payment.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    countDeposits: () =>
      db.$count(payment, and(eq(payment.status, "WAITING_DEPOSIT"), eq(payment.payMethod, "OURPLATFORM_ACCOUNT"))),
  };
}

export type OrderAdminRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createOrderAdminRepository>["one"]>>>;
