/**
 * Catalogue SQL: products, categories, the reviews a product shows (read from review's table), themes, and the
 * stock, sales volume and review totals other modules move through the catalog service. No rules here.
 * Drizzle's builder where it can say the query; raw `sql` (product lists: unions, keysets, gram search; themes'
 * array_agg; view counts) names its columns through the schema and types its rows from it, so renaming a column
 * breaks the build (docs/decisions/021-repository-idiom.md).
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { movedReviewTotals } from "../../db/columns.ts";
import { takenIds } from "../../db/sql.ts";
import { affiliate } from "../affiliate/schema.ts";
import { member, writerColumns } from "../member/schema.ts";
import { review } from "../review/schema.ts";
import { countViewOnce } from "../shared/view-count.ts";
import { species } from "../species/schema.ts";
import {
  type ProductFilter,
  type ProductOptionRow,
  type ProductOrder,
  type ProductRow,
  productListQuery,
  productSummary,
  productWhere,
  STORE_LISTED,
  signpostQuery,
} from "./list-repository.ts";
import {
  product,
  productCategory,
  productOption,
  productOptionGroup,
  productPricing,
  themeProduct,
  themeProductItem,
} from "./schema.ts";
import type { Signpost } from "./signposts.ts";

export type { ProductFilter, ProductOptionRow, ProductOrder, ProductRow } from "./list-repository.ts";
export { productListQuery } from "./list-repository.ts";

/** The first product or option whose stock was not there. */
export type StockRefusal = { productId: number; optionId?: undefined } | { optionId: number; productId?: undefined };

/** A product with its store and delivery terms, as an order prices its lines. */
const pricedColumns = {
  ...productPricing,
  affiliateId: product.affiliateId,
  affiliateName: affiliate.name,
  affiliateState: affiliate.state,
  // The store's island and Jeju rates (its console's default delivery); null: the service's own.
  jejuExtraPrice: sql<number | null>`(${affiliate.defaultDelivery}->>'jejuExtraPrice')::int`,
  islandExtraPrice: sql<number | null>`(${affiliate.defaultDelivery}->>'islandExtraPrice')::int`,
};

export function createCatalogRepository(db: Executor) {
  /** Product cards with their store: `ProductRow`s, to filter and order. */
  const summaries = () =>
    db.select(productSummary).from(product).innerJoin(affiliate, eq(affiliate.id, product.affiliateId));

  return {
    /*
     * Stock and sales volume, written for the order module through the catalog service, always in the order's
     * transaction (`tx`): conditional updates that never go below zero (the CHECK constraints stand behind them),
     * rows locked in id order so concurrent orders of several products never deadlock. Takes stock for every
     * line: false (and nothing taken, the caller rolls back) when a product or option has too little. Products
     * first, then options, each in id order.
     */
    /**
     * The stock for every line as one conditional update per table (rows taken in id order, never below zero), for
     * the caller to send together with its own write: `statements` (each answers the ids it took) and `refused`,
     * which reads those ids back and names the first product or option that was not there (null: all taken).
     */
    stockTaking(
      tx: Executor,
      products: { id: number; units: number }[],
      options: { id: number; units: number }[],
    ): { statements: SQLWrapper[]; refused(taken: number[][]): StockRefusal | null } {
      const wanted = (items: { id: number; units: number }[]) => {
        const sorted = items.filter((i) => i.units > 0).sort((a, b) => a.id - b.id);
        const ids = `{${sorted.map((i) => i.id).join(",")}}`;
        const units = `{${sorted.map((i) => i.units).join(",")}}`;
        return {
          sorted,
          rows: sql`(select * from unnest(${ids}::int[], ${units}::int[]) as u(id, units) order by id) as u`,
        };
      };
      const p = wanted(products);
      const o = wanted(options);
      const statements: SQLWrapper[] = [];
      if (p.sorted.length > 0)
        statements.push(
          tx
            .update(product)
            .set({ stock: sql`${product.stock} - u.units` })
            .from(p.rows)
            .where(and(sql`${product.id} = u.id`, sql`${product.stock} >= u.units`, eq(product.state, "NORMAL")))
            .returning({ id: product.id }),
        );
      if (o.sorted.length > 0)
        statements.push(
          tx
            .update(productOption)
            .set({ quantity: sql`${productOption.quantity} - u.units` })
            .from(o.rows)
            .where(and(sql`${productOption.id} = u.id`, sql`${productOption.quantity} >= u.units`))
            .returning({ id: productOption.id }),
        );
      return {
        statements,
        refused(taken) {
          const [productsTaken, optionsTaken] = p.sorted.length > 0 ? taken : [[], ...taken];
          const missing = (items: { id: number }[], got: number[] = []) => items.find((i) => !got.includes(i.id))?.id;
          const productId = missing(p.sorted, productsTaken);
          if (productId !== undefined) return { productId };
          const optionId = missing(o.sorted, optionsTaken);
          return optionId !== undefined ? { optionId } : null;
        },
      };
    },

    /** Takes the stock for every line (`stockTaking`) in one statement of its own. */
    async takeStock(
      tx: Executor,
      products: { id: number; units: number }[],
      options: { id: number; units: number }[],
    ): Promise<{ ok: true } | ({ ok: false } & StockRefusal)> {
      const taking = this.stockTaking(tx, products, options);
      if (taking.statements.length === 0) return { ok: true };
      const refused = taking.refused(await takenIds(tx, taking.statements));
      return refused ? { ok: false, ...refused } : { ok: true };
    },

    async returnStock(
      tx: Executor,
      products: { id: number; units: number }[],
      options: { id: number; units: number }[],
    ) {
      for (const item of [...products].sort((a, b) => a.id - b.id)) {
        if (item.units === 0) continue;
        await tx
          .update(product)
          .set({ stock: sql`${product.stock} + ${item.units}` })
          .where(eq(product.id, item.id));
      }
      for (const item of [...options].sort((a, b) => a.id - b.id)) {
        await tx
          .update(productOption)
          .set({ quantity: sql`${productOption.quantity} + ${item.units}` })
          .where(eq(productOption.id, item.id));
      }
    },

    /**
     * The update that adds paid units to the products' sales volume, one statement for every product (rows taken in
     * id order, as stock is), for the caller to send with its own write (`together`).
     */
    salesVolumeUpdate(tx: Executor, products: { id: number; units: number }[]) {
      const sorted = [...products].sort((a, b) => a.id - b.id);
      const ids = `{${sorted.map((p) => p.id).join(",")}}`;
      const units = `{${sorted.map((p) => p.units).join(",")}}`;
      return tx
        .update(product)
        .set({ salesVolume: sql`${product.salesVolume} + paid.units` })
        .from(sql`(select * from unnest(${ids}::int[], ${units}::int[]) as u(id, units) order by id) as paid`)
        .where(sql`${product.id} = paid.id`);
    },

    /** Moves a product's review count and score sum (for the review module, in its transaction). */
    async moveReviewTotals(tx: Executor, productId: number, by: { count: number; score: number }) {
      await tx.update(product).set(movedReviewTotals(product, by)).where(eq(product.id, productId));
    },

    async findProducts(
      filter: ProductFilter,
      order: ProductOrder,
      page: { limit: number; offset: number },
      after?: Signpost,
    ): Promise<ProductRow[]> {
      const result = await db.execute<ProductRow>(productListQuery(filter, order, page, after));
      return result.rows;
    },

    async productSignposts(filter: ProductFilter, order: ProductOrder, every: number): Promise<Signpost[]> {
      const result = await db.execute<Signpost>(signpostQuery(filter, order, every));
      return result.rows;
    },

    async countProducts(filter: ProductFilter): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${product} where ${productWhere(filter)}`,
      );
      return result.rows[0]?.n ?? 0;
    },

    async findProductsByIdsInOrder(ids: number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      const rows = await summaries().where(and(inArray(product.id, ids), eq(product.state, "NORMAL"), STORE_LISTED));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async findProductDetail(id: number) {
      const [row] = await db
        .select({
          ...productSummary,
          description: product.description,
          imageUrls: product.imageUrls,
          isUseOptionGroup: product.isUseOptionGroup,
          liveArrivalGuarantee: product.liveArrivalGuarantee,
          doaClaimWindowHours: affiliate.doaClaimWindowHours,
          affiliateAddress: affiliate.address,
          affiliatePhoneNumber: affiliate.phoneNumber,
          affiliateBookmarkCount: affiliate.bookmarkCount,
          affiliateImageUrl: affiliate.imageUrl,
          notice: product.notice,
          deliveryGuide: product.deliveryGuide,
          speciesId: species.id,
          speciesKoreanName: species.koreanName,
          speciesScientificName: species.scientificName,
          seller: {
            businessName: affiliate.businessName,
            ownerName: affiliate.ownerName,
            businessRegistrationNumber: affiliate.businessRegistrationNumber,
            mailOrderSalesNumber: affiliate.mailOrderSalesNumber,
          },
        })
        .from(product)
        .innerJoin(affiliate, eq(affiliate.id, product.affiliateId))
        .leftJoin(species, eq(species.id, product.speciesId))
        .where(and(eq(product.id, id), sql`${product.state} <> 'DELETE'`));
      return row;
    },

    /** The species each product sells (null: none), for the products not deleted; missing ids are left out. */
    productSpecies(ids: readonly number[]): Promise<{ id: number; name: string; speciesId: number | null }[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: product.id, name: product.name, speciesId: product.speciesId })
        .from(product)
        .where(and(inArray(product.id, [...ids]), sql`${product.state} <> 'DELETE'`));
    },

    async findOptions(productId: number) {
      const groups = await db
        .select({ id: productOptionGroup.id, name: productOptionGroup.name, isRequired: productOptionGroup.isRequired })
        .from(productOptionGroup)
        .where(eq(productOptionGroup.productId, productId))
        .orderBy(productOptionGroup.orderNumber, productOptionGroup.id);
      const { productId: _, orderNumber: __, ...optionColumns } = getTableColumns(productOption);
      const options = await db
        .select(optionColumns)
        .from(productOption)
        .where(eq(productOption.productId, productId))
        .orderBy(productOption.orderNumber, productOption.id);
      return { groups, options };
    },

    /** Products with their store, for pricing an order (missing ids left out). */
    async findPricedProducts(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select(pricedColumns)
        .from(product)
        .innerJoin(affiliate, eq(affiliate.id, product.affiliateId))
        .where(inArray(product.id, [...ids]));
    },

    /**
     * `findPricedProducts` and `findPricingOptions` in one statement: each product row carries its options (with their
     * groups, in the product page's order) as JSON built with the option row's own names.
     */
    async findPricing(ids: readonly number[]) {
      if (ids.length === 0) return { products: [], options: [] as ProductOptionRow[] };
      const rows = await db
        .select({
          ...pricedColumns,
          options: sql<ProductOptionRow[]>`(
            select coalesce(json_agg(json_build_object(
                     'id', o.id, 'productId', o.product_id, 'optionGroupId', o.option_group_id, 'name', o.name,
                     'sellPrice', o.sell_price, 'quantity', o.quantity, 'isDeliveryPrice', o.is_delivery_price,
                     'isAddProductSellPrice', o.is_add_product_sell_price, 'isRequiredByGroup', o.is_required_by_group,
                     'groupName', g.name, 'isGroupRequired', g.is_required)
                   order by g.order_number, o.order_number, o.id), '[]')
              from ${productOption} o left join ${productOptionGroup} g on g.id = o.option_group_id
             where o.product_id = ${product.id})`,
        })
        .from(product)
        .innerJoin(affiliate, eq(affiliate.id, product.affiliateId))
        .where(inArray(product.id, [...ids]));
      return {
        products: rows.map(({ options: _, ...row }) => row),
        options: rows.flatMap((row) => row.options),
      };
    },

    /** Every option of these products with its group, in the order the product page shows them. */
    async findPricingOptions(productIds: readonly number[]): Promise<ProductOptionRow[]> {
      if (productIds.length === 0) return [];
      return db
        .select({
          id: productOption.id,
          productId: productOption.productId,
          optionGroupId: productOption.optionGroupId,
          name: productOption.name,
          sellPrice: productOption.sellPrice,
          quantity: productOption.quantity,
          isDeliveryPrice: productOption.isDeliveryPrice,
          isAddProductSellPrice: productOption.isAddProductSellPrice,
          isRequiredByGroup: productOption.isRequiredByGroup,
          groupName: productOptionGroup.name,
          isGroupRequired: productOptionGroup.isRequired,
        })
        .from(productOption)
        .leftJoin(productOptionGroup, eq(productOptionGroup.id, productOption.optionGroupId))
        .where(inArray(productOption.productId, [...productIds]))
        .orderBy(asc(productOptionGroup.orderNumber), asc(productOption.orderNumber), asc(productOption.id));
    },

    async findCategories() {
      return db
        .select({
          code: productCategory.code,
          name: productCategory.name,
          dept: productCategory.dept,
          parentCode: productCategory.parentCode,
        })
        .from(productCategory)
        .orderBy(productCategory.dept, productCategory.orderNumber, productCategory.code);
    },

    async findBestSellingInCategoriesOf(ids: number[], limit: number): Promise<ProductRow[]> {
      const ofIds = sql`${product.categoryDept2Code} in (
        select ${product.categoryDept2Code} from ${product} where ${product.id} = any(${sql.param(ids)}::int[]))`;
      const rows = await summaries()
        .where(
          and(
            eq(product.state, "NORMAL"),
            STORE_LISTED,
            sql`${product.stock} > 0`,
            // A group buy that has ended cannot be bought: never recommended.
            sql`not (${product.isGroupBuying} and coalesce(${product.groupBuyingEndDate} <= now(), false))`,
            sql`${product.id} <> all(${sql.param(ids)}::int[])`,
            ids.length === 0 ? undefined : ofIds,
          ),
        )
        .orderBy(sql`${product.salesVolume} desc nulls last`, sql`${product.id} desc nulls last`)
        .limit(limit);
      return rows;
    },

    async findEndedGroupBuying(page: { limit: number; offset: number }): Promise<ProductRow[]> {
      const rows = await summaries()
        .where(
          and(
            eq(product.isGroupBuying, true),
            sql`${product.groupBuyingEndDate} <= now()`,
            eq(product.state, "NORMAL"),
            STORE_LISTED,
          ),
        )
        .orderBy(sql`${product.id} desc nulls last`)
        .limit(page.limit)
        .offset(page.offset);
      return rows;
    },

    /** Newest first (SPEC §9 default createDate,DESC); id breaks ties so pages never overlap. */
    async findReviews(
      where: { productId?: number; affiliateId?: number; productScore?: number },
      page: { limit: number; offset: number },
    ) {
      return db
        .select({
          id: review.id,
          productScore: review.productScore,
          content: review.content,
          imageUrls: review.imageUrls,
          createDate: review.createDate,
          reply: review.reply,
          replyDate: review.replyDate,
          memberId: member.id,
          productId: product.id,
          productName: product.name,
          ...writerColumns,
        })
        .from(review)
        .innerJoin(member, eq(member.id, review.memberId))
        .innerJoin(product, eq(product.id, review.productId))
        .where(reviewWhere(where))
        .orderBy(desc(review.createDate), desc(review.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countReviews(where: { productId?: number; affiliateId?: number; productScore?: number }) {
      return db.$count(review, reviewWhere(where));
    },

    async reviewScoreGroups(productId: number) {
      return db
        .select({ productScore: review.productScore, count: count() })
        .from(review)
        .where(and(eq(review.productId, productId), eq(review.reviewState, "NORMAL")))
        .groupBy(review.productScore);
    },

    async findThemes(exposureRoute: string) {
      return db
        .select({
          id: themeProduct.id,
          title: themeProduct.title,
          subTitle: themeProduct.subTitle,
          isFleaMarket: themeProduct.isFleaMarket,
          orderNumber: themeProduct.orderNumber,
          productIds: sql<number[]>`coalesce(array_agg(${themeProductItem.productId}
            order by ${themeProductItem.orderNumber}, ${themeProductItem.productId})
            filter (where ${themeProductItem.productId} is not null), '{}')`,
        })
        .from(themeProduct)
        .leftJoin(themeProductItem, eq(themeProductItem.themeProductId, themeProduct.id))
        .where(and(eq(themeProduct.exposureRoute, exposureRoute), eq(themeProduct.state, "NORMAL")))
        .groupBy(themeProduct.id)
        .orderBy(asc(themeProduct.orderNumber), asc(themeProduct.id));
    },

    /** Counts a visitor's view once a day (modules/shared/view-count.ts); false when there is no such theme. */
    async countThemeView(id: number, visitor: string): Promise<boolean> {
      const result = await db.execute(
        countViewOnce("THEME_PRODUCT", sql`${themeProduct}`, sql`x.id = ${id} and x.state = 'NORMAL'`, visitor),
      );
      return result.rows.length > 0;
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

function reviewWhere(where: { productId?: number; affiliateId?: number; productScore?: number }) {
  return and(
    eq(review.reviewState, "NORMAL"),
    where.productId ? eq(review.productId, where.productId) : undefined,
    where.affiliateId ? eq(review.affiliateId, where.affiliateId) : undefined,
    where.productScore ? eq(review.productScore, where.productScore) : undefined,
  );
}
