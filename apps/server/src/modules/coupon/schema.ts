/**
 * Coupons the company (COMPANY, any product) or a partner store (AFFILIATE, its products) offers, and the members'
 * copies of them (`published_coupon`). A copy is taken by download (a counted, limited issue) or by code, at most
 * one per member and coupon; checkout marks it USED on the order it paid for, and a cancel gives it back.
 */

import { COUPON_COPY_STATES, type CouponCopyState, sqlList } from "@mulmung/domain/state-machines";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity, period } from "../../db/columns.ts";
import { affiliate } from "../affiliate/schema.ts";
import { member } from "../member/schema.ts";
import { orderForm, orderPart } from "../order/schema.ts";

export const coupon = pgTable(
  "coupon",
  {
    id: identity(),
    resourceType: text("resource_type").$type<"COMPANY" | "AFFILIATE">().notNull(),
    affiliateId: integer("affiliate_id").references(() => affiliate.id),
    name: text("name").notNull(),
    /** A code members register the coupon with (`PATCH /published-coupon/register`); null: download only. */
    code: text("code"),
    discountType: text("discount_type").$type<"AMOUNT" | "RATE">().notNull(),
    discountValue: integer("discount_value").notNull(),
    minOrderPrice: integer("min_order_price").notNull().default(0),
    maxDiscountPrice: integer("max_discount_price"),
    ...period(),
    /** How many copies may be issued; null: no limit. */
    totalQuantity: integer("total_quantity"),
    /** Copies issued so far (raised by the conditional update that issues one; never above totalQuantity). */
    issuedCount: integer("issued_count").notNull().default(0),
    state: text("state").$type<"NORMAL" | "DEACTIVATE" | "DELETE">().notNull().default("NORMAL"),
    /** Issued by itself on an event instead of downloaded: `SIGN_UP` gives every new member a copy while open. */
    issueOn: text("issue_on").$type<"SIGN_UP">(),
    /** A copy can be used for this many days from its issue (and never after the coupon's end); null: until the end. */
    validDays: integer("valid_days"),
    /** How many copies one member may hold (an operator's company campaign may allow more than one). */
    perMemberLimit: integer("per_member_limit").notNull().default(1),
    createDate: createDate(),
  },
  (t) => [
    index("coupon_affiliate_idx").on(t.affiliateId),
    check("coupon_issue_on_valid", sql`${t.issueOn} is null or ${t.issueOn} = 'SIGN_UP'`),
    check("coupon_valid_days_valid", sql`${t.validDays} is null or ${t.validDays} > 0`),
    check("coupon_per_member_limit_valid", sql`${t.perMemberLimit} between 1 and 100`),
    uniqueIndex("coupon_code_key").on(t.code),
    check("coupon_discount_type_valid", sql`${t.discountType} in ('AMOUNT', 'RATE')`),
    check(
      "coupon_discount_value_valid",
      sql`${t.discountValue} > 0 and (${t.discountType} <> 'RATE' or ${t.discountValue} <= 100)`,
    ),
    check("coupon_resource_valid", sql`(${t.resourceType} = 'COMPANY') = (${t.affiliateId} is null)`),
    check("coupon_state_valid", sql`${t.state} in ('NORMAL', 'DEACTIVATE', 'DELETE')`),
    check(
      "coupon_issued_valid",
      sql`${t.issuedCount} >= 0 and (${t.totalQuantity} is null or ${t.issuedCount} <= ${t.totalQuantity})`,
    ),
    check("coupon_prices_valid", sql`${t.minOrderPrice} >= 0 and coalesce(${t.maxDiscountPrice}, 1) > 0`),
  ],
);

/**
 * Single-use codes of a company campaign (`POST /api/v1/admin/coupon/{id}/code`): each gives one copy, once. The
 * redemption marks the code by a conditional update in the copy's transaction, so two members (or two taps) racing
 * for one code get exactly one copy. A shared code is the coupon's own `code`.
 */
export const couponCode = pgTable(
  "coupon_code",
  {
    id: identity(),
    couponId: foreignId("coupon_id", () => coupon.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    redeemedBy: integer("redeemed_by").references(() => member.id),
    redeemedAt: at("redeemed_at"),
    publishedCouponId: integer("published_coupon_id").references(() => publishedCoupon.id, { onDelete: "set null" }),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("coupon_code_code_key").on(t.code),
    index("coupon_code_coupon_idx").on(t.couponId),
    check("coupon_code_redeemed_valid", sql`(${t.redeemedBy} is null) = (${t.redeemedAt} is null)`),
  ],
);

/** A member's copy of a coupon: AVAILABLE until an order uses it (USED, with the order and what it took off). */
export const publishedCoupon = pgTable(
  "published_coupon",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    couponId: foreignId("coupon_id", () => coupon.id),
    state: text("state").$type<CouponCopyState>().notNull().default("AVAILABLE"),
    usedOrderFormId: integer("used_order_form_id").references(() => orderForm.id),
    /** The store part a store coupon paid for; null for a company coupon (the whole order). */
    usedOrderPartId: integer("used_order_part_id").references(() => orderPart.id),
    discountPrice: integer("discount_price").notNull().default(0),
    usedAt: at("used_at"),
    /** The copy's own end (its coupon's `validDays` from issue); null: the coupon's end. */
    expiresAt: at("expires_at"),
    /** The member's n-th copy of this coupon (1 up to the coupon's per-member limit): parallel issues collide here. */
    copyNo: integer("copy_no").notNull().default(1),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("published_coupon_member_coupon_key").on(t.memberId, t.couponId, t.copyNo),
    check("published_coupon_copy_no_valid", sql`${t.copyNo} >= 1`),
    index("published_coupon_member_idx").on(t.memberId, t.id.desc()),
    index("published_coupon_order_idx").on(t.usedOrderFormId),
    check("published_coupon_state_valid", sql.raw(`state in (${sqlList(COUPON_COPY_STATES)})`)),
    check(
      "published_coupon_used_valid",
      sql`(${t.state} = 'USED') = (${t.usedOrderFormId} is not null and ${t.usedAt} is not null) and ${t.discountPrice} >= 0`,
    ),
  ],
);
