/**
 * The magazine "월간 물멍" (issue 17, decision 030): issues with a cover and articles; the latest free issue reads
 * for everyone, subscription issues for subscribers (or buyers of that one issue). A purchase is paid through the
 * gateway with its own paymentId (`MAG-…`) and counts only once the gateway said PAID.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

export interface MagazineArticleRow {
  title: string;
  body: string;
}

export const magazine = pgTable(
  "magazine",
  {
    id: identity(),
    title: text("title").notNull(),
    /** "2026년 11월호". */
    issueLabel: text("issue_label").notNull(),
    summary: text("summary").notNull(),
    coverImageUrl: text("cover_image_url").notNull(),
    articles: jsonb("articles").$type<MagazineArticleRow[]>().notNull(),
    /** Subscription issues read only for subscribers or buyers of the issue; the others read for everyone. */
    isSubscription: boolean("is_subscription").notNull(),
    /** The price of this one issue in won (0 for a free issue). */
    price: integer("price").notNull().default(0),
    publishDate: at("publish_date").notNull(),
    createDate: createDate(),
  },
  (t) => [index("magazine_publish_idx").on(t.publishDate, t.id), check("magazine_price_valid", sql`${t.price} >= 0`)],
);

export const magazinePurchase = pgTable(
  "magazine_purchase",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    /** SUBSCRIPTION (every subscription issue until `valid_until`) or ISSUE (one issue, for good). */
    kind: text("kind").notNull(),
    magazineId: integer("magazine_id").references(() => magazine.id, { onDelete: "cascade" }),
    /** The gateway's paymentId. */
    paymentId: text("payment_id").notNull(),
    payMethod: text("pay_method").notNull(),
    /** What the server priced; the gateway's amount must equal it. */
    amount: integer("amount").notNull(),
    /** READY (window opened), PAID, FAILED (the gateway refused, or its amount differed from ours). */
    status: text("status").notNull().default("READY"),
    failureMessage: text("failure_message"),
    paidAt: at("paid_at"),
    validUntil: at("valid_until"),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("magazine_purchase_payment_id_key").on(t.paymentId),
    index("magazine_purchase_member_idx").on(t.memberId, t.id),
    check("magazine_purchase_kind_valid", sql`${t.kind} in ('SUBSCRIPTION', 'ISSUE')`),
    check("magazine_purchase_status_valid", sql`${t.status} in ('READY', 'PAID', 'FAILED')`),
    check("magazine_purchase_amount_valid", sql`${t.amount} > 0`),
    check(
      "magazine_purchase_target_valid",
      sql`(${t.kind} = 'ISSUE') = (${t.magazineId} is not null) and (${t.status} <> 'PAID' or ${t.paidAt} is not null)`,
    ),
  ],
);
