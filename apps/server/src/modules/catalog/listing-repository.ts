/**
 * The store console's product SQL (issue 26): a store's products as its staff see them (every state but deleted,
 * filters for stock), one product with its option groups for the form, and the writes of a listing. Orders are read
 * (has anyone ordered it?) and never written here.
 */

import { LOW_STOCK_THRESHOLD } from "@mulmung/domain/store-access";
import { and, asc, eq, inArray, notInArray, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { containsPattern } from "../../db/sql.ts";
import { orderProduct } from "../order/schema.ts";
import { species } from "../species/schema.ts";
import { product, productCategory, productOption, productOptionGroup } from "./schema.ts";

export type ProductRow = typeof product.$inferSelect;
export type ProductInsert = typeof product.$inferInsert;
export type OptionGroupRow = typeof productOptionGroup.$inferSelect;
export type OptionRow = typeof productOption.$inferSelect;

export interface StoreProductFilter {
  affiliateId: number;
  searchWord?: string;
  state?: "NORMAL" | "DEACTIVATE";
  stock?: "SOLD_OUT" | "LOW";
}

/** What a product has in stock for the console: its own stock (options, when it has any, are capped by it). */
const stockOf = sql<number>`${product.stock}`;

function storeCondition(filter: StoreProductFilter): SQL {
  const conditions: SQL[] = [eq(product.affiliateId, filter.affiliateId), sql`${product.state} <> 'DELETE'`];
  if (filter.state) conditions.push(eq(product.state, filter.state));
  if (filter.stock === "SOLD_OUT") conditions.push(sql`${stockOf} <= 0`);
  if (filter.stock === "LOW") conditions.push(sql`${stockOf} between 1 and ${LOW_STOCK_THRESHOLD}`);
  if (filter.searchWord) {
    // A store's own list is small (hundreds): a plain substring match finds what the owner typed, partial words too.
    conditions.push(sql`${product.name} ilike ${containsPattern(filter.searchWord)}`);
  }
  return and(...conditions) as SQL;
}

export function createListingRepository(db: Executor) {
  return {
    async listStoreProducts(filter: StoreProductFilter, page: { limit: number; offset: number }) {
      return db
        .select({
          id: product.id,
          name: product.name,
          imageUrls: product.imageUrls,
          originalPrice: product.originalPrice,
          sellPrice: product.sellPrice,
          stock: stockOf,
          state: product.state,
          salesVolume: product.salesVolume,
          categoryName: productCategory.name,
          createDate: product.createDate,
        })
        .from(product)
        .innerJoin(
          productCategory,
          eq(
            productCategory.code,
            sql`coalesce(${product.categoryDept3Code}, ${product.categoryDept2Code}, ${product.categoryDept1Code})`,
          ),
        )
        .where(storeCondition(filter))
        .orderBy(sql`${product.id} desc`)
        .limit(page.limit)
        .offset(page.offset);
    },

    async countStoreProducts(filter: StoreProductFilter): Promise<number> {
      return db.$count(product, storeCondition(filter));
    },

    /** The console home's stock counts: products on sale with none left, and with a few. */
    async stockCounts(affiliateId: number): Promise<{ soldOut: number; lowStock: number }> {
      const [row] = await db
        .select({
          soldOut: sql<number>`count(*) filter (where ${stockOf} <= 0)::int`,
          lowStock: sql<number>`count(*) filter (where ${stockOf} between 1 and ${LOW_STOCK_THRESHOLD})::int`,
        })
        .from(product)
        .where(and(eq(product.affiliateId, affiliateId), eq(product.state, "NORMAL")));
      return { soldOut: row?.soldOut ?? 0, lowStock: row?.lowStock ?? 0 };
    },

    /** A product (not deleted) with its lock, for an edit in `tx`. */
    async lockProduct(id: number): Promise<ProductRow | undefined> {
      const rows = await db
        .select()
        .from(product)
        .where(and(eq(product.id, id), sql`${product.state} <> 'DELETE'`))
        .for("update");
      return rows[0];
    },

    async findProduct(id: number): Promise<ProductRow | undefined> {
      const rows = await db
        .select()
        .from(product)
        .where(and(eq(product.id, id), sql`${product.state} <> 'DELETE'`));
      return rows[0];
    },

    async findGroups(productId: number): Promise<{ groups: OptionGroupRow[]; options: OptionRow[] }> {
      const groups = await db
        .select()
        .from(productOptionGroup)
        .where(eq(productOptionGroup.productId, productId))
        .orderBy(asc(productOptionGroup.orderNumber), asc(productOptionGroup.id));
      const options = await db
        .select()
        .from(productOption)
        .where(eq(productOption.productId, productId))
        .orderBy(asc(productOption.orderNumber), asc(productOption.id));
      return { groups, options };
    },

    async hasOrders(productId: number): Promise<boolean> {
      const rows = await db
        .select({ one: sql`1` })
        .from(orderProduct)
        .where(eq(orderProduct.productId, productId))
        .limit(1);
      return rows.length > 0;
    },

    /** A species by name, for the product it is linked to (undefined: no such species). */
    async speciesRef(id: number): Promise<{ id: number; koreanName: string; scientificName: string } | undefined> {
      const [row] = await db
        .select({ id: species.id, koreanName: species.koreanName, scientificName: species.scientificName })
        .from(species)
        .where(eq(species.id, id));
      return row;
    },

    /** A category and its parents, deepest first (at most three rows). */
    async categoryPath(code: string): Promise<{ code: string; name: string; dept: number }[]> {
      const result = await db.execute<{ code: string; name: string; dept: number }>(sql`
        with recursive up as (
          select code, name, dept, parent_code from product_category where code = ${code}
          union all
          select c.code, c.name, c.dept, c.parent_code from product_category c join up on c.code = up.parent_code
        )
        select code, name, dept from up order by dept`);
      return result.rows;
    },

    async insertProduct(values: ProductInsert): Promise<ProductRow> {
      const [row] = await db.insert(product).values(values).returning();
      return row as ProductRow;
    },

    async updateProduct(id: number, values: Partial<ProductInsert>): Promise<ProductRow> {
      const [row] = await db.update(product).set(values).where(eq(product.id, id)).returning();
      return row as ProductRow;
    },

    async insertGroup(values: typeof productOptionGroup.$inferInsert): Promise<OptionGroupRow> {
      const [row] = await db.insert(productOptionGroup).values(values).returning();
      return row as OptionGroupRow;
    },

    async updateGroup(id: number, values: Partial<typeof productOptionGroup.$inferInsert>) {
      await db.update(productOptionGroup).set(values).where(eq(productOptionGroup.id, id));
    },

    async insertOption(values: typeof productOption.$inferInsert) {
      await db.insert(productOption).values(values);
    },

    async updateOption(id: number, values: Partial<typeof productOption.$inferInsert>) {
      await db.update(productOption).set(values).where(eq(productOption.id, id));
    },

    /** Removes the product's options and groups the edit no longer lists (past order lines keep their copy). */
    async deleteOtherOptions(productId: number, keptGroupIds: number[], keptOptionIds: number[]) {
      const optionKeep = keptOptionIds.length > 0 ? notInArray(productOption.id, keptOptionIds) : undefined;
      await db.delete(productOption).where(and(eq(productOption.productId, productId), optionKeep));
      const groupKeep = keptGroupIds.length > 0 ? notInArray(productOptionGroup.id, keptGroupIds) : undefined;
      await db.delete(productOptionGroup).where(and(eq(productOptionGroup.productId, productId), groupKeep));
    },

    /**
     * The store's products (not deleted) and their options for the spreadsheet, by id; with `lock`, the products'
     * rows locked in id order (the order confirmation locks them in too), for applying a file in `tx`.
     */
    async storeStock(affiliateId: number, lock = false) {
      const base = db
        .select({
          id: product.id,
          name: product.name,
          originalPrice: product.originalPrice,
          sellPrice: product.sellPrice,
          stock: product.stock,
        })
        .from(product)
        .where(and(eq(product.affiliateId, affiliateId), sql`${product.state} <> 'DELETE'`))
        .orderBy(asc(product.id));
      const products = lock ? await base.for("update") : await base;
      const options =
        products.length === 0
          ? []
          : await db
              .select({
                id: productOption.id,
                productId: productOption.productId,
                name: productOption.name,
                sellPrice: productOption.sellPrice,
                quantity: productOption.quantity,
                isRequiredByGroup: productOption.isRequiredByGroup,
              })
              .from(productOption)
              .where(
                inArray(
                  productOption.productId,
                  products.map((p) => p.id),
                ),
              )
              .orderBy(asc(productOption.productId), asc(productOption.orderNumber), asc(productOption.id));
      return { products, options };
    },

    /** Whether every id names an option (or group) of this product: an edit cannot reach another product's. */
    async ownsOptions(productId: number, groupIds: number[], optionIds: number[]): Promise<boolean> {
      for (const [table, ids] of [
        [productOptionGroup, groupIds],
        [productOption, optionIds],
      ] as const) {
        if (ids.length === 0) continue;
        const found = await db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.productId, productId), inArray(table.id, ids)));
        if (found.length !== new Set(ids).size) return false;
      }
      return true;
    },
  };
}

export type ListingRepository = ReturnType<typeof createListingRepository>;
