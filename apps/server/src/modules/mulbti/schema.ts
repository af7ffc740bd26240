/**
 * The mulbti quiz's counters and members' saved results. The quiz itself (questions, types) is written in
 * `quiz.ts`; the database only counts: starts, results and shares per type.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createDate, foreignId, identity } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/** One row per counter: `start`, or a type code for its results and shares. */
export const mulbtiCount = pgTable(
  "mulbti_count",
  {
    key: text("key").primaryKey(),
    resultCount: integer("result_count").notNull().default(0),
    shareCount: integer("share_count").notNull().default(0),
    startCount: integer("start_count").notNull().default(0),
  },
  (t) => [
    check("mulbti_count_non_negative", sql`${t.resultCount} >= 0 and ${t.shareCount} >= 0 and ${t.startCount} >= 0`),
  ],
);

/** A member's results, newest last (the latest is the member's type). */
export const mulbtiResult = pgTable(
  "mulbti_result",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    createDate: createDate(),
  },
  (t) => [index("mulbti_result_member_idx").on(t.memberId, t.id)],
);
