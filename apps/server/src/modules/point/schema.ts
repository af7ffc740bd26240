/**
 * The points ledger (SPEC §3 save-point types and point states, §7 coupons and points; decision 033). Every save,
 * use and extinction is a `point_history` row; a use is linked to the saves it consumed by `point_allocation` rows
 * (oldest expiry first), so a cancelled order gives back exactly those amounts. `member.point` is kept equal to the
 * sum of the saves' `remaining` in the same transaction as every change.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity } from "../../db/columns.ts";
import { affiliate } from "../affiliate/schema.ts";
import { member } from "../member/schema.ts";
import { orderForm } from "../order/schema.ts";

const SAVE_POINT_TYPE_CHECK = `'BUY_PRODUCT', 'REVIEW_PRODUCT', 'EVENT', 'COMPANY_COMPENSATION', 'AFFILIATE_COMPENSATION', 'RECEIVED_REFEREE', 'SENT_REFEREE'`;

export const pointHistory = pgTable(
  "point_history",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    /** SAVE (points given), USE (spent on an order) or EXTINCTION (a save's rest that expired). */
    kind: text("kind").notNull(),
    /** SAVE only: SPEC §3 save-point type. */
    savePointType: text("save_point_type"),
    /** Points this row is about (> 0). */
    amount: integer("amount").notNull(),
    /** SAVE only: what is left to use (0 once used up or expired). */
    remaining: integer("remaining").notNull().default(0),
    /** SPEC §3 point state: a save NORMAL → USED_COMPLETE / EXTINCTION; a use USED_COMPLETE; an extinction EXTINCTION. */
    state: text("state").notNull(),
    /** SAVE only: from this moment the rest expires. */
    expiresAt: at("expires_at"),
    /** What caused a save: ORDER_PART, REVIEW, REFEREE, EVENT… with its id. */
    refType: text("ref_type"),
    refId: integer("ref_id"),
    /** USE only: the order it paid for (null for an operator's deduction, ref_type OPERATOR). */
    orderFormId: integer("order_form_id").references(() => orderForm.id),
    /** EXTINCTION only: the save that expired. */
    sourceId: integer("source_id"),
    /** AFFILIATE_COMPENSATION: the store that gave it. */
    affiliateId: integer("affiliate_id").references(() => affiliate.id),
    /** Shown to the member: the order name, the compensation reason, the event's name. */
    description: text("description"),
    /** USE only: when the order was cancelled and the points went back. */
    returnedAt: at("returned_at"),
    createDate: createDate(),
  },
  (t) => [
    index("point_history_member_kind_idx").on(t.memberId, t.kind, t.id.desc()),
    // The expiry job walks only the saves that can still expire.
    index("point_history_expiring_idx").on(t.expiresAt).where(sql`${t.kind} = 'SAVE' and ${t.state} = 'NORMAL'`),
    // Once per cause: one purchase reward per store part, one review reward per review, one referral reward per side.
    uniqueIndex("point_history_save_once_key")
      .on(t.savePointType, t.refType, t.refId)
      .where(
        sql`${t.kind} = 'SAVE' and ${t.refId} is not null and ${t.savePointType} in ('BUY_PRODUCT', 'REVIEW_PRODUCT', 'RECEIVED_REFEREE', 'SENT_REFEREE')`,
      ),
    // One live use per order.
    uniqueIndex("point_history_use_once_key")
      .on(t.orderFormId)
      .where(sql`${t.kind} = 'USE' and ${t.returnedAt} is null`),
    check("point_history_kind_valid", sql`${t.kind} in ('SAVE', 'USE', 'EXTINCTION')`),
    check("point_history_state_valid", sql`${t.state} in ('NORMAL', 'EXTINCTION', 'USED_COMPLETE')`),
    check("point_history_amount_positive", sql`${t.amount} > 0`),
    check("point_history_remaining_valid", sql`${t.remaining} between 0 and ${t.amount}`),
    check(
      "point_history_save_valid",
      sql.raw(
        `kind <> 'SAVE' or (save_point_type in (${SAVE_POINT_TYPE_CHECK}) and expires_at is not null and (state = 'NORMAL') = (remaining > 0))`,
      ),
    ),
    // A use pays for an order, or is an operator's deduction (ref_type OPERATOR, no order).
    check(
      "point_history_use_valid",
      sql`${t.kind} <> 'USE' or ((${t.orderFormId} is not null or ${t.refType} = 'OPERATOR') and ${t.remaining} = 0)`,
    ),
  ],
);

/** How much of one save a use consumed. */
export const pointAllocation = pgTable(
  "point_allocation",
  {
    id: identity(),
    useId: foreignId("use_id", () => pointHistory.id),
    saveId: foreignId("save_id", () => pointHistory.id),
    amount: integer("amount").notNull(),
  },
  (t) => [
    index("point_allocation_use_idx").on(t.useId),
    check("point_allocation_amount_positive", sql`${t.amount} > 0`),
  ],
);
