/**
 * Claims on an order line (decision 035): a buyer's cancel, return, exchange or dead-on-arrival request and the
 * store's decision. One open claim per line (partial UNIQUE); a decline carries its reason; a DOA claim a photo.
 */

import { CLAIM_STATES, type ClaimState } from "@mulmung/domain/claim";
import { sqlList } from "@mulmung/domain/state-machines";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity, updateDate } from "../../db/columns.ts";
import { affiliate } from "../affiliate/schema.ts";
import { member } from "../member/schema.ts";
import { orderForm, orderPart, orderProduct } from "../order/schema.ts";

export const orderClaim = pgTable(
  "order_claim",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    orderFormId: foreignId("order_form_id", () => orderForm.id, { onDelete: "cascade" }),
    orderPartId: foreignId("order_part_id", () => orderPart.id, { onDelete: "cascade" }),
    orderProductId: foreignId("order_product_id", () => orderProduct.id, { onDelete: "cascade" }),
    affiliateId: foreignId("affiliate_id", () => affiliate.id),
    /** CANCEL, RETURN, EXCHANGE or DOA (dead on arrival). */
    type: text("type").notNull(),
    /** The preset reason chosen, and the buyer's own words. */
    reason: text("reason").notNull(),
    content: text("content").notNull().default(""),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    /** REQUESTED → APPROVED → REFUNDED, REQUESTED → RESHIPPED, REQUESTED → DECLINED. */
    state: text("state").$type<ClaimState>().notNull().default("REQUESTED"),
    resolution: text("resolution"),
    /** What the approval refunds (integer won; 0 for a reshipment). */
    refundAmount: integer("refund_amount").notNull().default(0),
    declineReason: text("decline_reason"),
    note: text("note"),
    decidedAt: at("decided_at"),
    resolvedAt: at("resolved_at"),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [
    uniqueIndex("order_claim_open_line_key").on(t.orderProductId).where(sql`${t.state} in ('REQUESTED', 'APPROVED')`),
    index("order_claim_member_idx").on(t.memberId, t.id.desc()),
    index("order_claim_form_idx").on(t.orderFormId),
    index("order_claim_affiliate_idx").on(t.affiliateId, t.state, t.id.desc()),
    check("order_claim_type_valid", sql`${t.type} in ('CANCEL', 'RETURN', 'EXCHANGE', 'DOA')`),
    check("order_claim_state_valid", sql.raw(`state in (${sqlList(CLAIM_STATES)})`)),
    check("order_claim_resolution_valid", sql`${t.resolution} is null or ${t.resolution} in ('REFUND', 'RESHIP')`),
    check(
      "order_claim_decided_has_resolution",
      sql`${t.state} in ('REQUESTED', 'DECLINED') or ${t.resolution} is not null`,
    ),
    check(
      "order_claim_decline_has_reason",
      sql`${t.state} <> 'DECLINED' or length(coalesce(${t.declineReason}, '')) > 0`,
    ),
    check("order_claim_doa_has_photo", sql`${t.type} <> 'DOA' or cardinality(${t.imageUrls}) >= 1`),
    check("order_claim_photos_max", sql`cardinality(${t.imageUrls}) <= 5`),
    check("order_claim_refund_non_negative", sql`${t.refundAmount} >= 0`),
  ],
);
