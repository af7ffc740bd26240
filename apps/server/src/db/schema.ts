/**
 * The database schema (Drizzle). Migrations in apps/server/drizzle are generated from this file with
 * `npm run db:generate` and committed; never edit a generated migration by hand.
 * Money columns are integer won; invariants the application relies on are CHECK constraints too.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createDate = () => timestamp("create_date", { withTimezone: true }).notNull().defaultNow();
const updateDate = () => timestamp("update_date", { withTimezone: true }).notNull().defaultNow();

export const member = pgTable(
  "member",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email"),
    passwordHash: text("password_hash"),
    loginType: text("login_type").notNull().default("EMAIL"),
    nickname: text("nickname"),
    name: text("name"),
    phoneNumber: text("phone_number"),
    role: text("role").notNull().default("MEMBER"),
    point: integer("point").notNull().default(0),
    referralCode: text("referral_code").notNull(),
    profileImageUrl: text("profile_image_url"),
    introduction: text("introduction"),
    createDate: createDate(),
    updateDate: updateDate(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("member_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("member_nickname_key").on(t.nickname),
    uniqueIndex("member_phone_number_key").on(t.phoneNumber),
    uniqueIndex("member_referral_code_key").on(t.referralCode),
    check("member_point_non_negative", sql`${t.point} >= 0`),
    check("member_role_valid", sql`${t.role} in ('MEMBER', 'AFFILIATE', 'ADMIN')`),
  ],
);

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

/** Partner stores. */
export const affiliate = pgTable(
  "affiliate",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id").references(() => member.id),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    address: text("address").notNull(),
    region: text("region").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    phoneNumber: text("phone_number"),
    openingHours: text("opening_hours"),
    isShopVisit: boolean("is_shop_visit").notNull().default(true),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    bookmarkCount: integer("bookmark_count").notNull().default(0),
    state: text("state").notNull().default("NORMAL"),
    createDate: createDate(),
  },
  (t) => [
    check("affiliate_latitude_valid", sql`${t.latitude} between -90 and 90`),
    check("affiliate_longitude_valid", sql`${t.longitude} between -180 and 180`),
    check("affiliate_bookmark_count_non_negative", sql`${t.bookmarkCount} >= 0`),
  ],
);

export const product = pgTable(
  "product",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => affiliate.id),
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
    reviewCount: integer("review_count").notNull().default(0),
    reviewScoreSum: integer("review_score_sum").notNull().default(0),
    bookmarkCount: integer("bookmark_count").notNull().default(0),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    isGroupBuying: boolean("is_group_buying").notNull().default(false),
    groupBuyingEndDate: timestamp("group_buying_end_date", { withTimezone: true }),
    isFleaMarket: boolean("is_flea_market").notNull().default(false),
    isParcel: boolean("is_parcel").notNull().default(true),
    isFreeDelivery: boolean("is_free_delivery").notNull().default(false),
    freeDeliveryPriceOrderPayment: integer("free_delivery_price_order_payment").notNull().default(0),
    parcelDeliveryPrice: integer("parcel_delivery_price").notNull().default(0),
    state: text("state").notNull().default("NORMAL"),
    createDate: createDate(),
  },
  (t) => [
    index("product_dept1_score_idx").on(t.categoryDept1Code, t.productScore.desc(), t.id.desc()),
    index("product_dept2_score_idx").on(t.categoryDept2Code, t.productScore.desc(), t.id.desc()),
    index("product_dept3_score_idx").on(t.categoryDept3Code, t.productScore.desc(), t.id.desc()),
    index("product_affiliate_idx").on(t.affiliateId),
    index("product_score_idx").on(t.productScore.desc(), t.id.desc()),
    check("product_prices_non_negative", sql`${t.sellPrice} >= 0 and ${t.originalPrice} >= 0`),
    check("product_stock_non_negative", sql`${t.stock} >= 0`),
    check(
      "product_delivery_non_negative",
      sql`${t.parcelDeliveryPrice} >= 0 and ${t.freeDeliveryPriceOrderPayment} >= 0`,
    ),
    check("product_state_valid", sql`${t.state} in ('NORMAL', 'DEACTIVATE', 'DELETE')`),
  ],
);

export const productOptionGroup = pgTable(
  "product_option_group",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    isRequired: boolean("is_required").notNull().default(false),
    orderNumber: integer("order_number").notNull().default(0),
  },
  (t) => [index("product_option_group_product_idx").on(t.productId)],
);

export const productOption = pgTable(
  "product_option",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "cascade" }),
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
    check("product_option_price_non_negative", sql`${t.sellPrice} >= 0`),
    check("product_option_quantity_non_negative", sql`${t.quantity} >= 0`),
  ],
);

/** Service settings of SPEC.md section 3: one row per settingType, settingData as JSON. */
export const serviceSetting = pgTable("service_setting", {
  settingType: text("setting_type").primaryKey(),
  settingData: jsonb("setting_data").notNull(),
  updateDate: updateDate(),
});
