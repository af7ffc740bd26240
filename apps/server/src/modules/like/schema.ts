/** Likes on posts, farms and records. */
import { index } from "drizzle-orm/pg-core";
import { memberMarkTable } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/** One like per member and target; the target's `likes` column moves with it. */
export const likeLog = memberMarkTable(
  "like_log",
  () => member.id,
  ["COMMUNITY_BOARD", "BREEDING_FARM", "BREEDING_DAILY_RECORD"],
  (t) => [index("like_log_target_idx").on(t.targetType, t.targetId, t.id.desc())],
);
