/** Direct inquiries (product questions, mail to a store or the company) and fish-tank consultations. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity } from "../../db/columns.ts";
import { affiliate } from "../affiliate/schema.ts";
import { product } from "../catalog/schema.ts";
import { member } from "../member/schema.ts";

/** Direct inquiries: about a product, to a store (mail), or to the company. */
export const directInquiry = pgTable(
  "direct_inquiry",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    productId: integer("product_id").references(() => product.id),
    affiliateId: integer("affiliate_id").references(() => affiliate.id),
    directInquiryCategory: text("direct_inquiry_category").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    isSecret: boolean("is_secret").notNull().default(false),
    directInquiryState: text("direct_inquiry_state").$type<"WAIT" | "ANSWERED">().notNull().default("WAIT"),
    answer: text("answer"),
    answerDate: at("answer_date"),
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

/** A member asks the company for a tank set up for them: size, fish, budget (won), region and a message. */
export const fishTankInquiry = pgTable(
  "fish_tank_inquiry",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    tankSize: text("tank_size").notNull(),
    fish: text("fish").notNull(),
    budget: integer("budget").notNull(),
    region: text("region").notNull(),
    content: text("content").notNull(),
    state: text("state").notNull().default("WAIT"),
    serviceType: text("service_type").notNull(),
    createDate: createDate(),
  },
  (t) => [
    index("fish_tank_inquiry_member_idx").on(t.memberId, t.id.desc()),
    check("fish_tank_inquiry_budget_non_negative", sql`${t.budget} >= 0`),
    check("fish_tank_inquiry_state_valid", sql`${t.state} in ('WAIT', 'ANSWERED')`),
  ],
);
