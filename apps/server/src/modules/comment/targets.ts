/**
 * The things comments hang on (API.md "Comments and replies": three parents, same shape). The owning modules
 * define their parents (breeding/targets.ts, community/targets.ts) and modules/services.ts lists them for the
 * comment service, naming the table whose `comment_count` moves with the comments and who may see a row.
 */
import type { GuardedTable } from "../shared/row-access.ts";

export interface CommentParent extends GuardedTable {
  /** comment.parent_type */
  type: "COMMUNITY_BOARD" | "BREEDING_FARM" | "BREEDING_DAILY_RECORD";
  /** The path segment: /api/v1/{segment}, e.g. "community-board-comment". */
  segment: string;
  /** The query parameter naming the parent in GET lists, e.g. "communityBoardId". `table` needs `comment_count`. */
  parentIdParam: string;
}
