/**
 * Pre-user (trial tester) recruitments, members' applications (one per member and recruitment; a cancelled one
 * may apply again) with their state (SPEC §3: APPLY, CANCEL, SELECTED, UNSELECTED, DELETE), and the review links
 * a selected tester submits (SPEC §3 social link types).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createDate, foreignId, identity, period, updateDate } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

export const preuserRecruitment = pgTable(
  "preuser_recruitment",
  {
    id: identity(),
    title: text("title").notNull(),
    productName: text("product_name").notNull(),
    description: text("description").notNull(),
    ...period(),
    capacity: integer("capacity").notNull(),
    createDate: createDate(),
  },
  (t) => [
    check("preuser_recruitment_period", sql`${t.startDate} < ${t.endDate}`),
    check("preuser_recruitment_capacity", sql`${t.capacity} > 0`),
  ],
);

export const preuser = pgTable(
  "preuser",
  {
    id: identity(),
    recruitmentId: foreignId("recruitment_id", () => preuserRecruitment.id, { onDelete: "cascade" }),
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    state: text("state").notNull().default("APPLY"),
    createDate: createDate(),
    updateDate: updateDate(),
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
    id: identity(),
    preuserId: foreignId("preuser_id", () => preuser.id, { onDelete: "cascade" }),
    linkType: text("link_type").notNull(),
    url: text("url").notNull(),
    createDate: createDate(),
  },
  (t) => [
    unique("preuser_review_link_once").on(t.preuserId, t.url),
    check("preuser_review_link_type", sql`${t.linkType} in ('INSTAGRAM', 'NAVER_BLOG', 'YOUTUBE')`),
  ],
);
