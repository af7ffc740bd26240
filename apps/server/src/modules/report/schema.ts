/** Reports of posts, comments and reviews (POST /api/v1/mail/report). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/** Reports of posts and comments (POST /api/v1/mail/report): one per member and target, pending review. */
export const report = pgTable(
  "report",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    reportType: text("report_type").notNull(),
    targetId: integer("target_id").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    directInquiryCategory: text("direct_inquiry_category").notNull().default("REPORT"),
    serviceType: text("service_type").notNull(),
    state: text("state").notNull().default("WAIT"),
    createDate: createDate(),
    /** When an operator decided it (DONE or REJECTED; issue 27's moderation queue). */
    decidedAt: at("decided_at"),
  },
  (t) => [
    uniqueIndex("report_member_target_key").on(t.memberId, t.reportType, t.targetId),
    index("report_target_idx").on(t.reportType, t.targetId),
    // The moderation queue: a state's targets, grouped (issue 27).
    index("report_state_target_idx").on(t.state, t.reportType, t.targetId),
    check("report_type_valid", sql`${t.reportType} in ('COMMUNITY_BOARD', 'COMMUNITY_BOARD_COMMENT', 'REVIEW')`),
    check("report_category_valid", sql`${t.directInquiryCategory} = 'REPORT'`),
    check("report_state_valid", sql`${t.state} in ('WAIT', 'DONE', 'REJECTED')`),
  ],
);
