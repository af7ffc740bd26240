/** Likes on posts, farms and records. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { memberMarkColumns } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/** One like per member and target; the target's `likes` column moves with it. */
export const likeLog = pgTable(
  "like_log",
  memberMarkColumns(() => member.id),
  (t) => [
    uniqueIndex("like_log_member_target_key").on(t.memberId, t.targetType, t.targetId),
    index("like_log_target_idx").on(t.targetType, t.targetId, t.id.desc()),
    check(
      "like_log_target_type_valid",
      sql`${t.targetType} in ('COMMUNITY_BOARD', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD')`,
    ),
  ],
);
