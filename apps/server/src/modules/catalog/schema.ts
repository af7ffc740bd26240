/** Catalogue tables: categories, products with their options and themed product lists. */

import { NOTICE_GROUP_KEYS, type StoredGuide, type StoredNotice } from "@mulmung/domain/product-notice";
import { sqlList } from "@mulmung/domain/state-machines";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity, reviewTotals } from "../../db/columns.ts";
import { affiliate } from "../affiliate/schema.ts";
import { species } from "../species/schema.ts";

/** Product categories, three levels deep; codes are SPEC.md section 2's (30000 구피, 20001 새우, ...). */
export const productCategory = pgTable(
  "product_category",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    dept: integer("dept").notNull(),
    parentCode: text("parent_code"),
    orderNumber: integer("order_number").notNull().default(0),
  },
  (t) => [
    index("product_category_parent_idx").on(t.parentCode, t.orderNumber),
    check("product_category_dept_valid", sql`${t.dept} between 1 and 3`),
  ],
);

export const product = pgTable(
  "product",
  {
    id: identity(),
    affiliateId: foreignId("affiliate_id", () => affiliate.id),
    // The category path, one column per level (SPEC.md section 3: categoryDept1..3), so a filter on a code
    // at any level is one indexed equality.
    categoryDept1Code: text("category_dept1_code")
      .notNull()
      .references(() => productCategory.code),
    categoryDept2Code: text("category_dept2_code").references(() => productCategory.code),
    categoryDept3Code: text("category_dept3_code").references(() => productCategory.code),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    originalPrice: integer("original_price").notNull(),
    sellPrice: integer("sell_price").notNull(),
    stock: integer("stock").notNull().default(0),
    isUseOptionGroup: boolean("is_use_option_group").notNull().default(false),
    productScore: real("product_score").notNull().default(0),
    salesVolume: integer("sales_volume").notNull().default(0),
    ...reviewTotals(),
    bookmarkCount: integer("bookmark_count").notNull().default(0),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    isGroupBuying: boolean("is_group_buying").notNull().default(false),
    groupBuyingEndDate: at("group_buying_end_date"),
    isFleaMarket: boolean("is_flea_market").notNull().default(false),
    isParcel: boolean("is_parcel").notNull().default(true),
    isFreeDelivery: boolean("is_free_delivery").notNull().default(false),
    freeDeliveryPriceOrderPayment: integer("free_delivery_price_order_payment").notNull().default(0),
    parcelDeliveryPrice: integer("parcel_delivery_price").notNull().default(0),
    /** Livestock covered by the live-arrival guarantee: a dead-on-arrival claim within the store's window (decision 035). */
    liveArrivalGuarantee: boolean("live_arrival_guarantee").notNull().default(false),
    /** The species a live-fish product sells (issue 30: "내 수조에 맞아요?"); the store console picks it. */
    speciesId: integer("species_id").references(() => species.id),
    /**
     * The product's own 상품정보제공고시 (domain/product-notice.ts): its group and the values it gives; null, or an item
     * left out, takes the default for its category and store. The store console edits it.
     */
    notice: jsonb("notice").$type<StoredNotice>(),
    /** Its own 배송 · 교환 · 반품 안내 lines by key (domain GUIDE_ITEMS); the rest take the defaults. */
    deliveryGuide: jsonb("delivery_guide").$type<StoredGuide>(),
    state: text("state").notNull().default("NORMAL"),
    createDate: createDate(),
    searchGrams: text("search_grams")
      .array()
      .generatedAlwaysAs(sql`search_grams(name || ' ' || text_array_to_string(keywords, ' '))`),
  },
  (t) => [
    index("product_search_grams_idx").using("gin", t.searchGrams),
    index("product_keywords_idx").using("gin", t.keywords),
    index("product_created_idx").on(t.createDate.desc(), t.id.desc()),
    index("product_group_buying_idx").on(t.id.desc()).where(sql`${t.isGroupBuying}`),
    index("product_dept1_score_idx").on(t.categoryDept1Code, t.productScore.desc(), t.id.desc()),
    index("product_dept2_score_idx").on(t.categoryDept2Code, t.productScore.desc(), t.id.desc()),
    index("product_dept3_score_idx").on(t.categoryDept3Code, t.productScore.desc(), t.id.desc()),
    index("product_affiliate_idx").on(t.affiliateId),
    index("product_species_idx").on(t.speciesId).where(sql`${t.speciesId} is not null`),
    index("product_score_idx").on(t.productScore.desc(), t.id.desc()),
    // The other orders of the whole list walk an index too, both directions (decision 022).
    index("product_sell_price_idx").on(t.sellPrice.desc(), t.id.desc()),
    index("product_sales_volume_idx").on(t.salesVolume.desc(), t.id.desc()),
    index("product_review_count_idx").on(t.reviewCount.desc(), t.id.desc()),
    // 추천순's second rank (closed group buys, decision 022): walked by score without the products on offer, and
    // index-only (state and end date ride along), since whether a group buy has closed is a matter of time.
    index("product_group_buying_score_idx")
      .on(t.productScore.desc(), t.id.desc(), t.state, t.groupBuyingEndDate)
      .where(sql`${t.isGroupBuying}`),
    check("product_prices_non_negative", sql`${t.sellPrice} >= 0 and ${t.originalPrice} >= 0`),
    check("product_stock_non_negative", sql`${t.stock} >= 0`),
    check(
      "product_notice_group_valid",
      sql.raw(`notice is null or notice->>'group' is null or notice->>'group' in (${sqlList(NOTICE_GROUP_KEYS)})`),
    ),
    check(
      "product_delivery_non_negative",
      sql`${t.parcelDeliveryPrice} >= 0 and ${t.freeDeliveryPriceOrderPayment} >= 0`,
    ),
    check("product_state_valid", sql`${t.state} in ('NORMAL', 'DEACTIVATE', 'DELETE')`),
  ],
);

/**
 * The product columns a basket line and an order line are priced and delivered by (SPEC §5, §9): one list for
 * the basket's lines (which join the product) and the order's pricing (catalog's `pricedProducts`).
 */
export const productPricing = {
  id: product.id,
  name: product.name,
  sellPrice: product.sellPrice,
  stock: product.stock,
  state: product.state,
  imageUrls: product.imageUrls,
  isParcel: product.isParcel,
  isFreeDelivery: product.isFreeDelivery,
  freeDeliveryPriceOrderPayment: product.freeDeliveryPriceOrderPayment,
  parcelDeliveryPrice: product.parcelDeliveryPrice,
};

export const productOptionGroup = pgTable(
  "product_option_group",
  {
    id: identity(),
    productId: foreignId("product_id", () => product.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isRequired: boolean("is_required").notNull().default(false),
    orderNumber: integer("order_number").notNull().default(0),
  },
  (t) => [index("product_option_group_product_idx").on(t.productId)],
);

export const productOption = pgTable(
  "product_option",
  {
    id: identity(),
    productId: foreignId("product_id", () => product.id, { onDelete: "cascade" }),
    optionGroupId: integer("option_group_id").references(() => productOptionGroup.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    sellPrice: integer("sell_price").notNull().default(0),
    quantity: integer("quantity").notNull().default(0),
    isDeliveryPrice: boolean("is_delivery_price").notNull().default(false),
    isAddProductSellPrice: boolean("is_add_product_sell_price").notNull().default(true),
    isRequiredByGroup: boolean("is_required_by_group").notNull().default(false),
    orderNumber: integer("order_number").notNull().default(0),
  },
  (t) => [
    index("product_option_product_idx").on(t.productId),
    // Deleting an option group cascades to its options through this index.
    index("product_option_option_group_idx").on(t.optionGroupId),
    check("product_option_price_non_negative", sql`${t.sellPrice} >= 0`),
    check("product_option_quantity_non_negative", sql`${t.quantity} >= 0`),
  ],
);

/** Themed product lists shown on an exposure route (/ecommerce, /, /my-info), items sorted by orderNumber. */
export const themeProduct = pgTable(
  "theme_product",
  {
    id: identity(),
    exposureRoute: text("exposure_route").notNull(),
    title: text("title").notNull(),
    subTitle: text("sub_title"),
    isFleaMarket: boolean("is_flea_market").notNull().default(false),
    orderNumber: integer("order_number").notNull().default(0),
    hits: integer("hits").notNull().default(0),
    state: text("state").notNull().default("NORMAL"),
  },
  (t) => [check("theme_product_state_valid", sql`${t.state} in ('NORMAL', 'DEACTIVATE', 'DELETE')`)],
);

export const themeProductItem = pgTable(
  "theme_product_item",
  {
    themeProductId: foreignId("theme_product_id", () => themeProduct.id, { onDelete: "cascade" }),
    productId: foreignId("product_id", () => product.id, { onDelete: "cascade" }),
    orderNumber: integer("order_number").notNull().default(0),
  },
  (t) => [
    uniqueIndex("theme_product_item_key").on(t.themeProductId, t.productId),
    // Deleting a product cascades to the themes that list it through this index.
    index("theme_product_item_product_idx").on(t.productId),
  ],
);
