/**
 * The database schema (Drizzle). Migrations in apps/server/drizzle are generated from this file with
 * `npm run db:generate` and committed; never edit a generated migration by hand.
 * Money columns are integer won; invariants the application relies on are CHECK constraints too.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
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
    /** SPEC §3 serviceType, filled by the server on sign-up. */
    serviceType: text("service_type").notNull().default("MULMUNG"),
    /** When phoneNumber was last confirmed by a code sent to it. */
    phoneCertifiedAt: timestamp("phone_certified_at", { withTimezone: true }),
    /** Kept after withdrawal (no personal data) for the service's own statistics. */
    withdrawalReason: text("withdrawal_reason"),
  },
  (t) => [
    uniqueIndex("member_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("member_nickname_key").on(t.nickname),
    uniqueIndex("member_phone_number_key").on(t.phoneNumber),
    uniqueIndex("member_referral_code_key").on(t.referralCode),
    check("member_point_non_negative", sql`${t.point} >= 0`),
    check("member_role_valid", sql`${t.role} in ('MEMBER', 'AFFILIATE', 'ADMIN')`),
    check("member_login_type_valid", sql`${t.loginType} in ('EMAIL', 'KAKAO', 'NAVER', 'GMAIL', 'APPLE')`),
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
    reviewCount: integer("review_count").notNull().default(0),
    reviewScoreSum: integer("review_score_sum").notNull().default(0),
    state: text("state").notNull().default("NORMAL"),
    createDate: createDate(),
    searchGrams: text("search_grams")
      .array()
      .generatedAlwaysAs(sql`search_grams(name || ' ' || text_array_to_string(keywords, ' '))`),
  },
  (t) => [
    // Nearest-first store lists: KNN order by ll_to_earth(...) <-> point through this GiST index.
    index("affiliate_location_idx").using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    index("affiliate_search_grams_idx").using("gin", t.searchGrams),
    check("affiliate_latitude_valid", sql`${t.latitude} between -90 and 90`),
    check("affiliate_longitude_valid", sql`${t.longitude} between -180 and 180`),
    check("affiliate_bookmark_count_non_negative", sql`${t.bookmarkCount} >= 0`),
    check("affiliate_state_valid", sql`${t.state} in ('NORMAL', 'DEACTIVATE', 'DELETE')`),
    // A member's store (my store, owner checks).
    index("affiliate_member_idx").on(t.memberId),
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
    // Deleting an option group cascades to its options through this index.
    index("product_option_option_group_idx").on(t.optionGroupId),
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

// ---- Accounts and sessions (modules auth, member, oauth; services/messaging) ----

/**
 * A login session: one refresh-token family. The access token's `sid` claim is this id, so revoking the
 * row (logout, replayed refresh token, password change, withdrawal) ends every token of the family at once.
 */
export const memberSession = pgTable(
  "member_session",
  {
    id: text("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id),
    loginType: text("login_type").notNull(),
    createDate: createDate(),
    /** Absolute lifetime: no rotation extends it. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokeReason: text("revoke_reason"),
    userAgent: text("user_agent"),
  },
  (t) => [index("member_session_member_idx").on(t.memberId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once, then replaced by the next. */
export const refreshToken = pgTable(
  "refresh_token",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text("session_id")
      .notNull()
      .references(() => memberSession.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createDate: createDate(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("refresh_token_hash_key").on(t.tokenHash), index("refresh_token_session_idx").on(t.sessionId)],
);

/** A social login linked to a member, on (provider, subject) only: never on the e-mail address. */
export const memberSocialAccount = pgTable(
  "member_social_account",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("member_social_account_subject_key").on(t.provider, t.subject),
    uniqueIndex("member_social_account_member_provider_key").on(t.memberId, t.provider),
    check("member_social_account_provider_valid", sql`${t.provider} in ('KAKAO', 'NAVER', 'GMAIL', 'APPLE')`),
  ],
);

/** SPEC §3 terms consent, recorded at sign-up. */
export const memberTermsConsent = pgTable(
  "member_terms_consent",
  {
    memberId: integer("member_id")
      .primaryKey()
      .references(() => member.id),
    isUseService: boolean("is_use_service").notNull(),
    isPrivacy: boolean("is_privacy").notNull(),
    isReceiveEventAndMarketing: boolean("is_receive_event_and_marketing").notNull(),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [check("member_terms_consent_required", sql`${t.isUseService} and ${t.isPrivacy}`)],
);

/** SPEC §3 pushInformation: ad and event consent with the dates they changed, and the device push token. */
export const pushInformation = pgTable(
  "push_information",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id),
    isAdNotification: boolean("is_ad_notification").notNull().default(false),
    isEventNotification: boolean("is_event_notification").notNull().default(false),
    adNotificationDate: timestamp("ad_notification_date", { withTimezone: true }),
    eventNotificationDate: timestamp("event_notification_date", { withTimezone: true }),
    pushToken: text("push_token"),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [uniqueIndex("push_information_member_key").on(t.memberId)],
);

/** A phone verification code (SPEC §4): 6 digits stored hashed, 3 minutes, at most 5 tries. */
export const phoneAuthentication = pgTable(
  "phone_authentication",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    phoneNumber: text("phone_number").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attemptCount: integer("attempt_count").notNull().default(0),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Set when a sign-up, certification or member search used the confirmation; it cannot be used twice. */
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    requestIp: text("request_ip"),
    createDate: createDate(),
  },
  (t) => [
    index("phone_authentication_phone_idx").on(t.phoneNumber, t.createDate),
    check("phone_authentication_attempts_valid", sql`${t.attemptCount} between 0 and 5`),
  ],
);

/** One-time password reset links, stored as SHA-256 hashes. */
export const passwordResetToken = pgTable(
  "password_reset_token",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("password_reset_token_hash_key").on(t.tokenHash),
    index("password_reset_token_member_idx").on(t.memberId, t.createDate),
  ],
);

/** Messages (SMS, e-mail) written here when no real sender is configured; development and tests read them. */
export const outboxMessage = pgTable(
  "outbox_message",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createDate: createDate(),
  },
  (t) => [
    index("outbox_message_recipient_idx").on(t.recipient, t.id),
    check("outbox_message_channel_valid", sql`${t.channel} in ('SMS', 'EMAIL')`),
  ],
);

/** A member's delivery addresses; at most one default per member. */
export const shippingDestination = pgTable(
  "shipping_destination",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id),
    name: text("name").notNull(),
    recipient: text("recipient").notNull(),
    phoneNumber: text("phone_number").notNull(),
    postalCode: text("postal_code").notNull(),
    address: text("address").notNull(),
    detailAddress: text("detail_address").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [
    index("shipping_destination_member_idx").on(t.memberId, t.id),
    uniqueIndex("shipping_destination_default_key").on(t.memberId).where(sql`${t.isDefault}`),
    check("shipping_destination_postal_code_valid", sql`${t.postalCode} ~ '^[0-9]{5}$'`),
  ],
);

/** The account refunds are paid to (one per member). */
export const refundAccount = pgTable(
  "refund_account",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id),
    bankCode: text("bank_code").notNull(),
    accountNumber: text("account_number").notNull(),
    accountHolder: text("account_holder").notNull(),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [uniqueIndex("refund_account_member_key").on(t.memberId)],
);

/** Referral: a member registers (once) the referral code of the member who invited them. */
export const referee = pgTable(
  "referee",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id),
    referrerMemberId: integer("referrer_member_id")
      .notNull()
      .references(() => member.id),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("referee_member_key").on(t.memberId),
    index("referee_referrer_idx").on(t.referrerMemberId),
    check("referee_not_self", sql`${t.memberId} <> ${t.referrerMemberId}`),
  ],
);

/* ---- Catalogue: reviews, inquiries, coupons, themes, bookmarks, store registration ---- */

/** A member's bookmark on a product, store, breeding farm or daily record (one per member and target). */
export const bookmark = pgTable(
  "bookmark",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id, { onDelete: "cascade" }),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("bookmark_member_target_key").on(t.memberId, t.targetType, t.targetId),
    index("bookmark_member_type_idx").on(t.memberId, t.targetType, t.id.desc()),
    check(
      "bookmark_target_type_valid",
      sql`${t.targetType} in ('PRODUCT', 'AFFILIATE', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD')`,
    ),
  ],
);

export const review = pgTable(
  "review",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => affiliate.id),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id),
    productScore: integer("product_score").notNull(),
    content: text("content").notNull(),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    reviewState: text("review_state").notNull().default("NORMAL"),
    createDate: createDate(),
  },
  (t) => [
    index("review_product_idx").on(t.productId, t.id.desc()),
    index("review_affiliate_idx").on(t.affiliateId, t.id.desc()),
    index("review_member_idx").on(t.memberId, t.id.desc()),
    check("review_score_valid", sql`${t.productScore} between 1 and 5`),
    check("review_state_valid", sql`${t.reviewState} in ('NORMAL', 'DEACTIVATE', 'DELETE')`),
  ],
);

/** Direct inquiries: about a product, to a store (mail), or to the company. */
export const directInquiry = pgTable(
  "direct_inquiry",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id),
    productId: integer("product_id").references(() => product.id),
    affiliateId: integer("affiliate_id").references(() => affiliate.id),
    directInquiryCategory: text("direct_inquiry_category").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    isSecret: boolean("is_secret").notNull().default(false),
    directInquiryState: text("direct_inquiry_state").notNull().default("WAIT"),
    answer: text("answer"),
    answerDate: timestamp("answer_date", { withTimezone: true }),
    serviceType: text("service_type").notNull(),
    createDate: createDate(),
  },
  (t) => [
    index("direct_inquiry_product_idx").on(t.productId, t.id.desc()),
    index("direct_inquiry_member_idx").on(t.memberId, t.id.desc()),
    index("direct_inquiry_affiliate_idx").on(t.affiliateId, t.id.desc()),
    check("direct_inquiry_state_valid", sql`${t.directInquiryState} in ('WAIT', 'ANSWERED')`),
  ],
);

/** Coupons a store (AFFILIATE) or the company (COMPANY) offers. */
export const coupon = pgTable(
  "coupon",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    resourceType: text("resource_type").notNull(),
    affiliateId: integer("affiliate_id").references(() => affiliate.id),
    name: text("name").notNull(),
    code: text("code"),
    discountType: text("discount_type").notNull(),
    discountValue: integer("discount_value").notNull(),
    minOrderPrice: integer("min_order_price").notNull().default(0),
    maxDiscountPrice: integer("max_discount_price"),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    state: text("state").notNull().default("NORMAL"),
    createDate: createDate(),
  },
  (t) => [
    index("coupon_affiliate_idx").on(t.affiliateId),
    uniqueIndex("coupon_code_key").on(t.code),
    check("coupon_discount_type_valid", sql`${t.discountType} in ('AMOUNT', 'RATE')`),
    check(
      "coupon_discount_value_valid",
      sql`${t.discountValue} > 0 and (${t.discountType} <> 'RATE' or ${t.discountValue} <= 100)`,
    ),
    check("coupon_resource_valid", sql`(${t.resourceType} = 'COMPANY') = (${t.affiliateId} is null)`),
  ],
);

/** Themed product lists shown on an exposure route (/ecommerce, /, /my-info), items sorted by orderNumber. */
export const themeProduct = pgTable(
  "theme_product",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
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
    themeProductId: integer("theme_product_id")
      .notNull()
      .references(() => themeProduct.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "cascade" }),
    orderNumber: integer("order_number").notNull().default(0),
  },
  (t) => [
    uniqueIndex("theme_product_item_key").on(t.themeProductId, t.productId),
    // Deleting a product cascades to the themes that list it through this index.
    index("theme_product_item_product_idx").on(t.productId),
  ],
);

/** A member's application to become a partner store (/store/registration). */
export const affiliateRegistration = pgTable(
  "affiliate_registration",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id),
    storeName: text("store_name").notNull(),
    ownerName: text("owner_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    businessRegistrationNumber: text("business_registration_number").notNull(),
    address: text("address").notNull(),
    description: text("description").notNull().default(""),
    state: text("state").notNull().default("WAIT"),
    createDate: createDate(),
  },
  (t) => [
    index("affiliate_registration_member_idx").on(t.memberId),
    check("affiliate_registration_state_valid", sql`${t.state} in ('WAIT', 'APPROVED', 'REJECTED')`),
  ],
);

/* ---- Shared by the community and breeding modules: comments with replies, and likes ---- */

/**
 * Comments and their replies on a board post, a breeding farm or a daily record (API.md "Comments and
 * replies"). A reply is a comment whose replyToId is a top-level comment of the same parent.
 */
export const comment = pgTable(
  "comment",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    parentType: text("parent_type").notNull(),
    parentId: integer("parent_id").notNull(),
    replyToId: integer("reply_to_id"),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id),
    content: text("content").notNull(),
    isDeleted: boolean("is_deleted").notNull().default(false),
    /** Hidden pending review after reports from several different members (its writer still sees it). */
    isHidden: boolean("is_hidden").notNull().default(false),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [
    index("comment_parent_idx").on(t.parentType, t.parentId, t.id).where(sql`${t.replyToId} is null`),
    index("comment_reply_idx").on(t.replyToId, t.id),
    index("comment_member_idx").on(t.memberId, t.id.desc()),
    // Board search walks the newest board comments in post order (community/repository.ts searchIds).
    index("comment_board_parent_idx")
      .on(t.parentId.desc(), t.id.desc())
      .where(sql`${t.parentType} = 'COMMUNITY_BOARD' and not ${t.isDeleted}`),
    check(
      "comment_parent_type_valid",
      sql`${t.parentType} in ('COMMUNITY_BOARD', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD')`,
    ),
    check("comment_content_length", sql`char_length(${t.content}) between 1 and 1000`),
  ],
);

/** One like per member and target; the target's `likes` column moves with it. */
export const likeLog = pgTable(
  "like_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id, { onDelete: "cascade" }),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("like_log_member_target_key").on(t.memberId, t.targetType, t.targetId),
    index("like_log_target_idx").on(t.targetType, t.targetId, t.id.desc()),
    check(
      "like_log_target_type_valid",
      sql`${t.targetType} in ('COMMUNITY_BOARD', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD')`,
    ),
  ],
);

/*
 * Counters every app instance shares (docs/decisions/014-several-app-instances.md). Both tables are made UNLOGGED
 * by migration 0018 (drizzle cannot say so here): no WAL on the hot path; a PostgreSQL crash empties them, which
 * only resets rate limits and view windows. Expired rows are swept by the app (db/sweep.ts).
 */

/** @fastify/rate-limit counts (http/rate-limit-store.ts): one row per route and key, counted until `reset_at`. */
export const rateLimitCount = pgTable(
  "rate_limit_count",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_count_reset_at_idx").on(t.resetAt)],
);

/**
 * Who was counted as a viewer of what on which Seoul day (modules/shared/view-count.ts): a row's insert is what
 * raises the item's hits, and a repeat view the same day conflicts and counts nothing.
 */
export const viewSeen = pgTable(
  "view_seen",
  {
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    /** `m<member id>` for members, `a<client address>` for everyone else. */
    viewer: text("viewer").notNull(),
    day: date("day").notNull(),
  },
  (t) => [
    primaryKey({ name: "view_seen_pkey", columns: [t.targetType, t.targetId, t.viewer, t.day] }),
    index("view_seen_day_idx").on(t.day),
  ],
);
