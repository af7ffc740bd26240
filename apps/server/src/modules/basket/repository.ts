/**
 * Basket SQL. Every change runs in one transaction that first locks the member's row, so one member's
 * concurrent adds merge instead of racing on the (member, product) key, and the line cap holds.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { affiliate } from "../affiliate/schema.ts";
import { product, productOptionGroup, productPricing } from "../catalog/schema.ts";
import { member } from "../member/schema.ts";
import { basketProduct, basketProductOption } from "./schema.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

/** A basket line with what its price and orderability are read from. */
export type BasketLineRow = {
  id: number;
  quantity: number;
  createDate: Date;
  product: Pick<
    typeof product.$inferSelect,
    | "id"
    | "name"
    | "originalPrice"
    | "sellPrice"
    | "stock"
    | "state"
    | "imageUrls"
    | "isParcel"
    | "isFreeDelivery"
    | "freeDeliveryPriceOrderPayment"
    | "parcelDeliveryPrice"
  >;
  affiliate: Pick<typeof affiliate.$inferSelect, "id" | "name">;
};

/** An option chosen in a basket line. */
export type BasketOptionRow = Pick<
  typeof basketProductOption.$inferSelect,
  "id" | "basketProductId" | "productOptionId" | "quantity"
>;

const lineColumns = {
  id: basketProduct.id,
  quantity: basketProduct.quantity,
  createDate: basketProduct.createDate,
  product: { ...productPricing, originalPrice: product.originalPrice },
  affiliate: { id: affiliate.id, name: affiliate.name },
};

function queries(db: Db) {
  return {
    /** What these queries run on (the database, or the basket's transaction) for another module's reads to join. */
    executor: db,

    /** Newest first; only `ids` when given; a page when `page` is given. */
    async findLines(
      memberId: number,
      filter: { ids?: readonly number[]; page?: { limit: number; offset: number } } = {},
    ): Promise<BasketLineRow[]> {
      const where = filter.ids
        ? and(eq(basketProduct.memberId, memberId), inArray(basketProduct.id, [...filter.ids]))
        : eq(basketProduct.memberId, memberId);
      const query = db
        .select(lineColumns)
        .from(basketProduct)
        .innerJoin(product, eq(product.id, basketProduct.productId))
        .innerJoin(affiliate, eq(affiliate.id, product.affiliateId))
        .where(where)
        .orderBy(desc(basketProduct.id));
      return filter.page ? query.limit(filter.page.limit).offset(filter.page.offset) : query;
    },

    async countLines(memberId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(basketProduct).where(eq(basketProduct.memberId, memberId));
      return row?.n ?? 0;
    },

    async findLineOptions(basketProductIds: readonly number[]): Promise<BasketOptionRow[]> {
      if (basketProductIds.length === 0) return [];
      return db
        .select({
          id: basketProductOption.id,
          basketProductId: basketProductOption.basketProductId,
          productOptionId: basketProductOption.productOptionId,
          quantity: basketProductOption.quantity,
        })
        .from(basketProductOption)
        .where(inArray(basketProductOption.basketProductId, [...basketProductIds]))
        .orderBy(asc(basketProductOption.id));
    },

    /** The required option groups of these products (a required group may have no option left). */
    async findRequiredGroupIds(productIds: readonly number[]): Promise<{ id: number; productId: number }[]> {
      if (productIds.length === 0) return [];
      return db
        .select({ id: productOptionGroup.id, productId: productOptionGroup.productId })
        .from(productOptionGroup)
        .where(and(inArray(productOptionGroup.productId, [...productIds]), eq(productOptionGroup.isRequired, true)));
    },

    async findProduct(productId: number) {
      const [row] = await db
        .select({ id: product.id, state: product.state, stock: product.stock })
        .from(product)
        .where(eq(product.id, productId));
      return row;
    },

    async findOwnLine(memberId: number, basketProductId: number) {
      const [row] = await db
        .select({ id: basketProduct.id, productId: basketProduct.productId, quantity: basketProduct.quantity })
        .from(basketProduct)
        .where(and(eq(basketProduct.id, basketProductId), eq(basketProduct.memberId, memberId)));
      return row;
    },

    async findLineOfProduct(memberId: number, productId: number) {
      const [row] = await db
        .select({ id: basketProduct.id, quantity: basketProduct.quantity })
        .from(basketProduct)
        .where(and(eq(basketProduct.memberId, memberId), eq(basketProduct.productId, productId)));
      return row;
    },

    /** A chosen option of one of the member's lines. */
    async findOwnOption(memberId: number, basketOptionId: number) {
      const [row] = await db
        .select({
          id: basketProductOption.id,
          basketProductId: basketProductOption.basketProductId,
          productId: basketProduct.productId,
        })
        .from(basketProductOption)
        .innerJoin(basketProduct, eq(basketProduct.id, basketProductOption.basketProductId))
        .where(and(eq(basketProductOption.id, basketOptionId), eq(basketProduct.memberId, memberId)));
      return row;
    },
  };
}

export function createBasketRepository(db: Database) {
  return {
    ...queries(db),

    /** Runs `work` in one transaction with the member's basket locked against their other changes. */
    transaction<T>(memberId: number, work: (tx: ReturnType<typeof bind>) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: member.id }).from(member).where(eq(member.id, memberId)).for("update");
        return work(bind(tx));
      });
    },
  };
}

function bind(tx: Tx) {
  return {
    ...queries(tx),

    async insertLine(memberId: number, productId: number, quantity: number): Promise<number> {
      const [row] = await tx
        .insert(basketProduct)
        .values({ memberId, productId, quantity })
        .returning({ id: basketProduct.id });
      return (row as { id: number }).id;
    },

    async setLineQuantity(basketProductId: number, quantity: number): Promise<void> {
      await tx
        .update(basketProduct)
        .set({ quantity, updateDate: sql`now()` })
        .where(eq(basketProduct.id, basketProductId));
    },

    /** Sets the quantities of these options on the line, adding the ones it does not hold yet. */
    async upsertOptions(basketProductId: number, options: readonly { optionId: number; quantity: number }[]) {
      if (options.length === 0) return;
      await tx
        .insert(basketProductOption)
        .values(options.map((o) => ({ basketProductId, productOptionId: o.optionId, quantity: o.quantity })))
        .onConflictDoUpdate({
          target: [basketProductOption.basketProductId, basketProductOption.productOptionId],
          set: { quantity: sql`excluded.quantity` },
        });
    },

    async setOptionQuantity(basketOptionId: number, quantity: number): Promise<void> {
      await tx.update(basketProductOption).set({ quantity }).where(eq(basketProductOption.id, basketOptionId));
    },

    async deleteOption(basketOptionId: number): Promise<void> {
      await tx.delete(basketProductOption).where(eq(basketProductOption.id, basketOptionId));
    },

    /** Deletes these lines of the member; the number deleted. */
    async deleteLines(memberId: number, ids: readonly number[]): Promise<number> {
      const rows = await tx
        .delete(basketProduct)
        .where(and(eq(basketProduct.memberId, memberId), inArray(basketProduct.id, [...ids])))
        .returning({ id: basketProduct.id });
      return rows.length;
    },
  };
}

export type BasketRepository = ReturnType<typeof createBasketRepository>;
export type BasketTx = ReturnType<typeof bind>;
