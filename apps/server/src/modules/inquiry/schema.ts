/** Fish-tank consultations (POST /api/v1/fish-tank-inquiry). Product questions and store mail are `direct_inquiry`. */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createDate } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/** A member asks the company for a tank set up for them: size, fish, budget (won), region and a message. */
export const fishTankInquiry = pgTable(
  "fish_tank_inquiry",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id, { onDelete: "cascade" }),
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
