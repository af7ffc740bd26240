/** Claims' SQL (decision 035): rows with what a screen shows of their order line, store and buyer. */
import type { ClaimState } from "@mulmung/domain/claim";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { affiliate } from "../affiliate/schema.ts";
import { product } from "../catalog/schema.ts";
import { member } from "../member/schema.ts";
import { orderForm, orderPart, orderProduct } from "../order/schema.ts";
import { orderClaim } from "./schema.ts";

type Executor = Database | Transaction;
export type ClaimRow = typeof orderClaim.$inferSelect;
export type NewClaim = typeof orderClaim.$inferInsert;

/** A claim with its line's name, the order number, the store's name and the buyer's nickname. */
export interface ClaimView {
  claim: ClaimRow;
  productName: string;
  orderNumber: string;
  affiliateName: string;
  buyerNickname: string | null;
}

/** An order line's live-arrival terms: the product's guarantee and its store's window. */
export interface LineTerms {
  orderProductId: number;
  liveArrivalGuarantee: boolean;
  doaClaimWindowHours: number;
}

export function createClaimRepository(db: Executor) {
  const viewColumns = {
    claim: orderClaim,
    productName: orderProduct.name,
    orderNumber: orderForm.orderNumber,
    affiliateName: orderPart.affiliateName,
    buyerNickname: member.nickname,
  };
  const views = (executor: Executor, where: SQL | undefined) =>
    executor
      .select(viewColumns)
      .from(orderClaim)
      .innerJoin(orderProduct, eq(orderProduct.id, orderClaim.orderProductId))
      .innerJoin(orderPart, eq(orderPart.id, orderClaim.orderPartId))
      .innerJoin(orderForm, eq(orderForm.id, orderClaim.orderFormId))
      .innerJoin(member, eq(member.id, orderClaim.memberId))
      .where(where)
      .orderBy(desc(orderClaim.id));

  return {
    async insert(tx: Executor, values: NewClaim): Promise<ClaimRow> {
      const [row] = await tx.insert(orderClaim).values(values).returning();
      return row as ClaimRow;
    },

    async lock(tx: Transaction, id: number): Promise<ClaimRow | undefined> {
      const rows = await tx.select().from(orderClaim).where(eq(orderClaim.id, id)).for("update");
      return rows[0];
    },

    async update(tx: Executor, id: number, values: Partial<NewClaim>): Promise<void> {
      await tx.update(orderClaim).set(values).where(eq(orderClaim.id, id));
    },

    async view(id: number, executor: Executor = db): Promise<ClaimView | undefined> {
      const rows = await views(executor, eq(orderClaim.id, id)).limit(1);
      return rows[0];
    },

    async hasOpen(tx: Executor, orderProductId: number): Promise<boolean> {
      const rows = await tx
        .select({ id: orderClaim.id })
        .from(orderClaim)
        .where(and(eq(orderClaim.orderProductId, orderProductId), inArray(orderClaim.state, ["REQUESTED", "APPROVED"])))
        .limit(1);
      return rows.length > 0;
    },

    ofOrder(orderFormId: number): Promise<ClaimView[]> {
      return views(db, eq(orderClaim.orderFormId, orderFormId));
    },

    ofMember(memberId: number, state: ClaimState | undefined, window: { limit: number; offset: number }) {
      return views(db, and(eq(orderClaim.memberId, memberId), state ? eq(orderClaim.state, state) : undefined))
        .limit(window.limit)
        .offset(window.offset);
    },

    ofStores(affiliateIds: number[], state: ClaimState | undefined, window: { limit: number; offset: number }) {
      return views(
        db,
        and(inArray(orderClaim.affiliateId, affiliateIds), state ? eq(orderClaim.state, state) : undefined),
      )
        .limit(window.limit)
        .offset(window.offset);
    },

    /** Claims waiting for the store's answer (REQUESTED), for the console's home. */
    async countRequested(affiliateId: number): Promise<number> {
      return db.$count(orderClaim, and(eq(orderClaim.affiliateId, affiliateId), eq(orderClaim.state, "REQUESTED")));
    },

    /** Approved refunds not yet paid back (oldest first). */
    approvedRefunds(limit: number): Promise<ClaimRow[]> {
      return db
        .select()
        .from(orderClaim)
        .where(and(eq(orderClaim.state, "APPROVED"), eq(orderClaim.resolution, "REFUND")))
        .orderBy(orderClaim.id)
        .limit(limit);
    },

    /** The live-arrival terms of an order's lines (the product's flag now, its store's window now). */
    async lineTerms(orderProductIds: number[]): Promise<LineTerms[]> {
      if (orderProductIds.length === 0) return [];
      return db
        .select({
          orderProductId: orderProduct.id,
          liveArrivalGuarantee: product.liveArrivalGuarantee,
          doaClaimWindowHours: affiliate.doaClaimWindowHours,
        })
        .from(orderProduct)
        .innerJoin(product, eq(product.id, orderProduct.productId))
        .innerJoin(affiliate, eq(affiliate.id, product.affiliateId))
        .where(inArray(orderProduct.id, orderProductIds));
    },
  };
}
