/**
 * Review SQL: written reviews and the order lines they review (read). The product's and the store's totals moved
 * with them are written by the catalog and affiliate services.
 */
import { and, count, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database, Executor, Transaction } from "../../db/client.ts";
import { affiliate } from "../affiliate/schema.ts";
import { product } from "../catalog/schema.ts";
import { member, type WriterRow, writerColumns } from "../member/schema.ts";
import { orderForm, orderPart, orderProduct } from "../order/schema.ts";
import { review } from "./schema.ts";

export type ReviewRow = typeof review.$inferSelect;

const detailColumns = {
  review,
  productName: product.name,
  productImageUrls: product.imageUrls,
  affiliateName: affiliate.name,
  ...writerColumns,
};

function selectDetails(db: Executor) {
  return db
    .select(detailColumns)
    .from(review)
    .innerJoin(member, eq(member.id, review.memberId))
    .innerJoin(product, eq(product.id, review.productId))
    .innerJoin(affiliate, eq(affiliate.id, review.affiliateId));
}
export interface ReviewDetailRow extends WriterRow {
  review: ReviewRow;
  productName: (typeof product.$inferSelect)["name"];
  productImageUrls: (typeof product.$inferSelect)["imageUrls"];
  affiliateName: (typeof affiliate.$inferSelect)["name"];
}

/** An order line with its part (store, state) and its form (buyer, number). */
function withPartAndForm<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(orderPart, eq(orderPart.id, orderProduct.orderPartId))
    .innerJoin(orderForm, eq(orderForm.id, orderPart.orderFormId));
}

/** A member's order lines whose part is confirmed (CONFIRMATION) and that have no review yet: listed and counted. */
function creatableLines<Q extends PgSelect>(query: Q, memberId: number) {
  return withPartAndForm(query)
    .leftJoin(review, eq(review.orderProductId, orderProduct.id))
    .where(and(eq(orderForm.memberId, memberId), eq(orderPart.state, "CONFIRMATION"), isNull(review.id)));
}

export function createReviewRepository(db: Database) {
  return {
    /** The work gets the review queries bound to the transaction, and the transaction itself for other services. */
    transaction: <T>(work: (tx: ReturnType<typeof reviewQueries>, raw: Transaction) => Promise<T>) =>
      db.transaction((tx) => work(reviewQueries(tx), tx)),

    async findDetail(id: number): Promise<ReviewDetailRow | undefined> {
      const rows = await selectDetails(db).where(eq(review.id, id)).limit(1);
      return rows[0];
    },

    async findMine(
      memberId: number,
      filter: { productScore?: number; reviewState?: string },
      page: { limit: number; offset: number },
    ): Promise<ReviewDetailRow[]> {
      return selectDetails(db)
        .where(
          and(
            eq(review.memberId, memberId),
            filter.productScore ? eq(review.productScore, filter.productScore) : undefined,
            filter.reviewState ? eq(review.reviewState, filter.reviewState) : undefined,
          ),
        )
        .orderBy(desc(review.createDate), desc(review.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** A store's reviews on show since a time that it has not replied to. */
    async countUnrepliedSince(affiliateId: number, since: Date): Promise<number> {
      return db.$count(
        review,
        and(
          eq(review.affiliateId, affiliateId),
          eq(review.reviewState, "NORMAL"),
          isNull(review.reply),
          gte(review.createDate, since),
        ),
      );
    },

    async findOfStores(affiliateIds: number[], page: { limit: number; offset: number }): Promise<ReviewDetailRow[]> {
      if (affiliateIds.length === 0) return [];
      return selectDetails(db)
        .where(and(inArray(review.affiliateId, affiliateIds), eq(review.reviewState, "NORMAL")))
        .orderBy(desc(review.createDate), desc(review.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** My order lines whose part is confirmed (CONFIRMATION) and that have no review yet, newest first. */
    async findCreatable(memberId: number, page: { limit: number; offset: number }) {
      const lines = db
        .select({
          orderProductId: orderProduct.id,
          orderFormId: orderForm.id,
          orderNumber: orderForm.orderNumber,
          productId: orderProduct.productId,
          name: orderProduct.name,
          imageUrl: orderProduct.imageUrl,
          affiliateName: orderPart.affiliateName,
          quantity: orderProduct.quantity,
          confirmedAt: orderPart.confirmedAt,
        })
        .from(orderProduct)
        .$dynamic();
      return creatableLines(lines, memberId)
        .orderBy(desc(orderPart.confirmedAt), desc(orderProduct.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countCreatable(memberId: number): Promise<number> {
      const [row] = await creatableLines(db.select({ n: count() }).from(orderProduct).$dynamic(), memberId);
      return row?.n ?? 0;
    },
  };
}

/** The review queries bound to a transaction (also used by the review service inside another module's transaction). */
export function reviewQueries(tx: Transaction) {
  return {
    /** The order line with its buyer, store and part state; the line is locked until the transaction ends. */
    async lockOrderLine(orderProductId: number) {
      const line = tx
        .select({
          productId: orderProduct.productId,
          affiliateId: orderPart.affiliateId,
          memberId: orderForm.memberId,
          partState: orderPart.state,
        })
        .from(orderProduct)
        .$dynamic();
      const rows = await withPartAndForm(line)
        .where(eq(orderProduct.id, orderProductId))
        .for("update", { of: orderProduct });
      return rows[0];
    },

    /** The new review's id, or null when the line already has one (the UNIQUE on order_product_id decides). */
    async insert(values: typeof review.$inferInsert): Promise<number | null> {
      const rows = await tx
        .insert(review)
        .values(values)
        .onConflictDoNothing({ target: review.orderProductId })
        .returning({ id: review.id });
      return rows[0]?.id ?? null;
    },

    async lockReview(id: number): Promise<ReviewRow | undefined> {
      const rows = await tx.select().from(review).where(eq(review.id, id)).for("update");
      return rows[0];
    },

    async setState(id: number, reviewState: "NORMAL" | "DEACTIVATE" | "DELETE") {
      await tx.update(review).set({ reviewState }).where(eq(review.id, id));
    },

    async update(id: number, fields: Partial<Pick<ReviewRow, "productScore" | "content" | "imageUrls">>) {
      await tx.update(review).set(fields).where(eq(review.id, id));
    },

    async setReply(id: number, reply: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(review)
        .set({ reply, replyDate: at })
        .where(and(eq(review.id, id), isNull(review.reply)))
        .returning({ id: review.id });
      return rows.length > 0;
    },
  };
}
