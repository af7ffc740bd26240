/**
 * The product list's SQL builders: the columns a card shows, the filters (category, store, keyword, price, group
 * buying), the sort keys with their keysets, and the signposts of deep pages (decision 022). Pure functions of their
 * arguments; the repository runs them.
 */
import { type SQL, sql } from "drizzle-orm";
import { direction } from "../../db/sql.ts";
import { affiliate } from "../affiliate/schema.ts";
import { searchCondition } from "../shared/search.ts";
import { product, type productOption } from "./schema.ts";
import type { Signpost } from "./signposts.ts";

/** The product columns a card shows, by their schema names. */
export const SUMMARY_COLUMNS = [
  "id",
  "name",
  "originalPrice",
  "sellPrice",
  "productScore",
  "reviewCount",
  "reviewScoreSum",
  "bookmarkCount",
  "salesVolume",
  "stock",
  "isGroupBuying",
  "groupBuyingEndDate",
  "isFleaMarket",
  "isFreeDelivery",
  "isParcel",
  "freeDeliveryPriceOrderPayment",
  "parcelDeliveryPrice",
  "categoryDept1Code",
  "categoryDept2Code",
  "categoryDept3Code",
  "affiliateId",
] as const;

export type ProductRow = Pick<typeof product.$inferSelect, (typeof SUMMARY_COLUMNS)[number]> & {
  imageUrl: string | null;
  affiliateName: typeof affiliate.$inferSelect.name;
  affiliateRegion: typeof affiliate.$inferSelect.region;
};

/** A product option with its group's name and whether the group is required (null: the option has no group). */
export type ProductOptionRow = Pick<
  typeof productOption.$inferSelect,
  | "id"
  | "productId"
  | "optionGroupId"
  | "name"
  | "sellPrice"
  | "quantity"
  | "isDeliveryPrice"
  | "isAddProductSellPrice"
  | "isRequiredByGroup"
> & { groupName: string | null; isGroupRequired: boolean | null };

/** `ProductRow`'s columns for the builder's `select`. */
export const productSummary = {
  ...Object.fromEntries(SUMMARY_COLUMNS.map((k) => [k, product[k]])),
  imageUrl: sql<string | null>`${product.imageUrls}[1]`,
  affiliateName: affiliate.name,
  affiliateRegion: affiliate.region,
} as { [K in (typeof SUMMARY_COLUMNS)[number]]: (typeof product)[K] } & {
  imageUrl: SQL<string | null>;
  affiliateName: typeof affiliate.name;
  affiliateRegion: typeof affiliate.region;
};

/** The same columns for raw `sql` lists, aliased by their `ProductRow` names. */
export const PRODUCT_COLUMNS = sql.join(
  [
    ...SUMMARY_COLUMNS.map((k) => sql`${product[k]} as ${sql.identifier(k)}`),
    sql`${product.imageUrls}[1] as "imageUrl"`,
    sql`${affiliate.name} as "affiliateName"`,
    sql`${affiliate.region} as "affiliateRegion"`,
  ],
  sql`, `,
);

/** The orders a product list takes (SPEC §9), each walked through an index ending in (column, id). */
export const ORDER_COLUMN = {
  productScore: product.productScore,
  createDate: product.createDate,
  sellPrice: product.sellPrice,
  salesVolume: product.salesVolume,
  id: product.id,
  reviewCount: product.reviewCount,
} as const;

export interface ProductFilter {
  searchWords?: string[];
  categoryColumn?: "categoryDept1Code" | "categoryDept2Code" | "categoryDept3Code";
  categoryCode?: string;
  affiliateId?: number;
  keyword?: { kind: "groupBuying" } | { kind: "fleaMarket" } | { kind: "tag"; value: string };
  ids?: number[];
  excludeIds?: number[];
  categoryDept2In?: string[];
}

/**
 * The product's store is open: a store an operator suspended (or one not NORMAL) takes its products out of every
 * list and search (issue 27). The few such stores are read once per query (an index of them alone), so a list
 * still walks its own index and never joins the store to skip a row.
 */
export const STORE_LISTED = sql`${product.affiliateId} <> all(array(
  select ${affiliate.id} from ${affiliate} where ${affiliate.state} <> 'NORMAL'))`;

export function productWhere(f: ProductFilter): SQL {
  const conditions: SQL[] = [sql`${product.state} = 'NORMAL'`, STORE_LISTED];
  if (f.searchWords?.length) {
    conditions.push(
      searchCondition(
        f.searchWords,
        sql`${product.searchGrams}`,
        sql`${product.name} || ' ' || text_array_to_string(${product.keywords}, ' ')`,
      ),
    );
  }
  if (f.categoryColumn && f.categoryCode) conditions.push(sql`${product[f.categoryColumn]} = ${f.categoryCode}`);
  if (f.affiliateId) conditions.push(sql`${product.affiliateId} = ${f.affiliateId}`);
  if (f.keyword?.kind === "groupBuying") {
    conditions.push(
      sql`${product.isGroupBuying} and (${product.groupBuyingEndDate} is null or ${product.groupBuyingEndDate} > now())`,
    );
  }
  if (f.keyword?.kind === "fleaMarket") conditions.push(sql`${product.isFleaMarket}`);
  if (f.keyword?.kind === "tag") conditions.push(sql`${product.keywords} @> array[${f.keyword.value}]::text[]`);
  if (f.ids) conditions.push(sql`${product.id} = any(${sql.param(f.ids)}::int[])`);
  if (f.excludeIds?.length) conditions.push(sql`${product.id} <> all(${sql.param(f.excludeIds)}::int[])`);
  if (f.categoryDept2In)
    conditions.push(sql`${product.categoryDept2Code} = any(${sql.param(f.categoryDept2In)}::text[])`);
  return sql.join(conditions, sql` and `);
}

/** A group buy whose end date has passed: nothing left to join. */
export const CLOSED_GROUP_BUY = sql`(${product.isGroupBuying} and coalesce(${product.groupBuyingEndDate} <= now(), false))`;

export interface ProductOrder {
  field: string;
  direction: "ASC" | "DESC";
}

/**
 * The parts a list is made of, in order. 추천순 (product score) puts closed group buys after everything still on
 * offer (issue 12): two ranks, each walking the score index (or, for the few closed group buys, the group-buying
 * index), then one small sort merges them; a computed leading sort key would sort every match. Other orders: one.
 */
export function listParts(filter: ProductFilter, order: ProductOrder) {
  const column = ORDER_COLUMN[order.field as keyof typeof ORDER_COLUMN] ?? product.productScore;
  const where = productWhere(filter);
  const ranks =
    column === product.productScore
      ? [sql`${where} and not ${CLOSED_GROUP_BUY}`, sql`${where} and ${CLOSED_GROUP_BUY}`]
      : [where];
  return { column, dir: direction(order.direction), ranks };
}

/** Rows after `after` in the list's order: the keyset condition for rank `rank`, or false for an earlier rank. */
export function afterCondition(
  column: (typeof ORDER_COLUMN)[keyof typeof ORDER_COLUMN],
  order: ProductOrder,
  rank: number,
  after: Signpost | undefined,
): SQL | false {
  if (!after || rank > after.rank) return sql`true`;
  if (rank < after.rank) return false;
  const beyond = order.direction === "ASC" ? sql`>` : sql`<`;
  return sql`(${column}, ${product.id}) ${beyond} (${after.value}::${sql.raw(column.getSQLType())}, ${after.id})`;
}

/**
 * The product list's query, exported so a test can EXPLAIN exactly what the list runs. `after` (a signpost) starts
 * the list after that row, through the order's index; `page.offset` then skips rows from there. Rows are chosen
 * first by id and sort key alone, so a skipped row costs an index entry and its filter, never the store join; only
 * the page's rows are then fetched and joined.
 */
export function productListQuery(
  filter: ProductFilter,
  order: ProductOrder,
  page: { limit: number; offset: number },
  after?: Signpost,
) {
  const { column, dir, ranks } = listParts(filter, order);
  const enough = page.offset + page.limit;
  const branches = ranks.flatMap((where, rank) => {
    const keyset = afterCondition(column, order, rank, after);
    if (keyset === false) return [];
    return [
      sql`(select ${product.id} as "pid", ${sql.raw(String(rank))} as "rank", ${column} as "sort" from ${product}
        where ${where} and ${keyset}
        order by ${column} ${dir}, ${product.id} ${dir} limit ${ranks.length === 1 ? page.limit : enough}
        ${ranks.length === 1 ? sql`offset ${page.offset}` : sql``})`,
    ];
  });
  const chosen =
    ranks.length === 1
      ? sql`select * from ${branches[0]} ranked`
      : sql`select * from (${sql.join(branches, sql` union all `)}) ranked
        order by "rank", "sort" ${dir}, "pid" ${dir} limit ${page.limit} offset ${page.offset}`;
  return sql`
    select ${PRODUCT_COLUMNS}
    from (${chosen}) page join ${product} on ${product.id} = page."pid"
      join ${affiliate} on ${affiliate.id} = ${product.affiliateId}
    order by page."rank", page."sort" ${dir}, page."pid" ${dir}`;
}

/** The signposts of a list: the key of every `every`-th row, in the list's order, by one pass over its index. */
export function signpostQuery(filter: ProductFilter, order: ProductOrder, every: number) {
  const { column, dir, ranks } = listParts(filter, order);
  const branches = ranks.map(
    (where, rank) => sql`(select ${sql.raw(String(rank))} as "rank", ${column} as "sort", ${column}::text as "value",
      ${product.id} as "id" from ${product} where ${where})`,
  );
  return sql`
    select "rank", "value", "id" from (
      select "rank", "value", "id", row_number() over (order by "rank", "sort" ${dir}, "id" ${dir}) as "n"
      from (${sql.join(branches, sql` union all `)}) listed
    ) numbered
    where "n" % ${every} = 0
    order by "n"`;
}
