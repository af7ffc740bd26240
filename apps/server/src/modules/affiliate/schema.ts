/** Partner stores and applications to become one (their coupons are the coupon module's). */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity, reviewTotals } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/** Partner stores. */
export const affiliate = pgTable(
  "affiliate",
  {
    id: identity(),
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
    ...reviewTotals(),
    /** NORMAL; SUSPENDED by an operator (its products leave every list and search, its open orders go on); DELETE. */
    state: text("state").notNull().default("NORMAL"),
    /** Why and since when an operator suspended the store (issue 27); null while it runs. */
    suspensionReason: text("suspension_reason"),
    suspendedAt: at("suspended_at"),
    /** The live-arrival guarantee: hours after delivery a dead-on-arrival claim is accepted (decision 035). */
    doaClaimWindowHours: integer("doa_claim_window_hours").notNull().default(2),
    /** 판매자 정보 (전자상거래법 제13조), shown on its products and its page; null until the store gives it. */
    businessName: text("business_name"),
    ownerName: text("owner_name"),
    businessRegistrationNumber: text("business_registration_number"),
    mailOrderSalesNumber: text("mail_order_sales_number"),
    /** The store's profile as its console edits it (issue 26): postcode, the address's second line, holidays. */
    postalCode: text("postal_code"),
    detailAddress: text("detail_address").notNull().default(""),
    holidays: text("holidays").notNull().default(""),
    /** The store's photos, the cover first (`image_url` keeps the cover for the lists). */
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    /** What a new product's delivery setting starts from: `{isParcel, isFreeDelivery, parcelDeliveryPrice, freeDeliveryPriceOrderPayment}`. */
    defaultDelivery: jsonb("default_delivery").$type<{
      isParcel: boolean;
      isFreeDelivery: boolean;
      parcelDeliveryPrice: number;
      freeDeliveryPriceOrderPayment: number;
      /** What the store charges extra for a parcel to Jeju and to an island (null: the service's 3,000 / 5,000원). */
      jejuExtraPrice?: number;
      islandExtraPrice?: number;
    }>(),
    /** Where returns and exchanges are sent (반품·교환 주소), shown in the product's delivery guide. */
    returnAddress: text("return_address"),
    /** Where 정산 is paid (owner only): bank code (domain/banks.ts), account number, holder. */
    payoutBankCode: text("payout_bank_code"),
    payoutAccountNumber: text("payout_account_number"),
    payoutAccountHolder: text("payout_account_holder"),
    /** The platform fee in basis points (1000 = 10%), set by the operator; null: the settings' default (정산). */
    platformFeeRateBp: integer("platform_fee_rate_bp"),
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
    check("affiliate_state_valid", sql`${t.state} in ('NORMAL', 'DEACTIVATE', 'SUSPENDED', 'DELETE')`),
    // The few stores whose products no list shows: the catalogue's lists read them once per query.
    index("affiliate_not_normal_idx").on(t.id).where(sql`${t.state} <> 'NORMAL'`),
    check("affiliate_doa_window_valid", sql`${t.doaClaimWindowHours} between 1 and 72`),
    check("affiliate_fee_rate_valid", sql`${t.platformFeeRateBp} is null or ${t.platformFeeRateBp} between 0 and 5000`),
    // A member's store (my store, owner checks).
    index("affiliate_member_idx").on(t.memberId),
  ],
);

/** A member's application to become a partner store (/store/registration). */
export const affiliateRegistration = pgTable(
  "affiliate_registration",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    storeName: text("store_name").notNull(),
    ownerName: text("owner_name").notNull(),
    phoneNumber: text("phone_number").notNull(),
    businessRegistrationNumber: text("business_registration_number").notNull(),
    address: text("address").notNull(),
    description: text("description").notNull().default(""),
    state: text("state").notNull().default("WAIT"),
    /** The operator's reason, shown to the applicant (REJECTED). */
    rejectionReason: text("rejection_reason"),
    /** When an operator approved or rejected it, and the store an approval created (issue 27). */
    decidedAt: at("decided_at"),
    affiliateId: integer("affiliate_id").references(() => affiliate.id),
    createDate: createDate(),
  },
  (t) => [
    index("affiliate_registration_member_idx").on(t.memberId),
    // The operators' queue: WAIT first come, first served.
    index("affiliate_registration_state_idx").on(t.state, t.id),
    check("affiliate_registration_state_valid", sql`${t.state} in ('WAIT', 'APPROVED', 'REJECTED')`),
  ],
);

/**
 * The members who run a store beside its owner (`affiliate.member_id`): staff the owner invited (issue 26). What
 * each may do is domain/store-access.ts; removing the row ends their access at the next call.
 */
export const affiliateStaff = pgTable(
  "affiliate_staff",
  {
    id: identity(),
    affiliateId: foreignId("affiliate_id", () => affiliate.id, { onDelete: "cascade" }),
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("STAFF"),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("affiliate_staff_member_key").on(t.affiliateId, t.memberId),
    // The stores a member runs: one index walk from the member.
    index("affiliate_staff_member_idx").on(t.memberId),
    check("affiliate_staff_role_valid", sql`${t.role} in ('STAFF')`),
  ],
);
