/** Reviews of bought order lines, with the store's one reply (decision 034). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity } from "../../db/columns.ts";
import { affiliate } from "../affiliate/schema.ts";
import { product } from "../catalog/schema.ts";
import { member } from "../member/schema.ts";

export const review = pgTable(
  "review",
  {
    id: identity(),
    productId: foreignId("product_id", () => product.id),
    affiliateId: foreignId("affiliate_id", () => affiliate.id),
    memberId: foreignId("member_id", () => member.id),
    productScore: integer("product_score").notNull(),
    content: text("content").notNull(),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    reviewState: text("review_state").notNull().default("NORMAL"),
    /**
     * The order line reviewed (modules/review): one review per line, by its buyer, once the line's part is
     * confirmed. Null only for demo reviews seeded without orders.
     */
    orderProductId: integer("order_product_id"),
    /** REVIEW_PRODUCT points this review earned (domain `reviewRewardPoints`), saved to the ledger with it. */
    rewardPoint: integer("reward_point").notNull().default(0),
    /** The store's one reply. */
    reply: text("reply"),
    replyDate: at("reply_date"),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("review_order_product_key").on(t.orderProductId),
    index("review_product_idx").on(t.productId, t.id.desc()),
    index("review_affiliate_idx").on(t.affiliateId, t.id.desc()),
    index("review_member_idx").on(t.memberId, t.id.desc()),
    check("review_score_valid", sql`${t.productScore} between 1 and 5`),
    check("review_state_valid", sql`${t.reviewState} in ('NORMAL', 'DEACTIVATE', 'DELETE')`),
    check("review_reward_point_non_negative", sql`${t.rewardPoint} >= 0`),
    check("review_reply_dated", sql`(${t.reply} is null) = (${t.replyDate} is null)`),
  ],
);
