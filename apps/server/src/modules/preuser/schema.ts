/**
 * Pre-user (trial tester) recruitments, members' applications (one per member and recruitment; a cancelled one
 * may apply again) with their state (SPEC §3: APPLY, CANCEL, SELECTED, UNSELECTED, DELETE), and the review links
 * a selected tester submits (SPEC §3 social link types).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { member } from "../member/schema.ts";

export const preuserRecruitment = pgTable(
  "preuser_recruitment",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    productName: text("product_name").notNull(),
    description: text("description").notNull(),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull(),
    createDate: timestamp("create_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("preuser_recruitment_period", sql`${t.startDate} < ${t.endDate}`),
    check("preuser_recruitment_capacity", sql`${t.capacity} > 0`),
  ],
);

export const preuser = pgTable(
  "preuser",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    recruitmentId: integer("recruitment_id")
      .notNull()
      .references(() => preuserRecruitment.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => member.id, { onDelete: "cascade" }),
    state: text("state").notNull().default("APPLY"),
    createDate: timestamp("create_date", { withTimezone: true }).notNull().defaultNow(),
    updateDate: timestamp("update_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("preuser_once").on(t.recruitmentId, t.memberId),
    index("preuser_member_idx").on(t.memberId, t.id),
    check("preuser_state", sql`${t.state} in ('APPLY', 'CANCEL', 'SELECTED', 'UNSELECTED', 'DELETE')`),
  ],
);

export const preuserReviewLink = pgTable(
  "preuser_review_link",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    preuserId: integer("preuser_id")
      .notNull()
      .references(() => preuser.id, { onDelete: "cascade" }),
    linkType: text("link_type").notNull(),
    url: text("url").notNull(),
    createDate: timestamp("create_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("preuser_review_link_once").on(t.preuserId, t.url),
    check("preuser_review_link_type", sql`${t.linkType} in ('INSTAGRAM', 'NAVER_BLOG', 'YOUTUBE')`),
  ],
);
