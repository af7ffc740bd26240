/**
 * The things comments hang on (API.md "Comments and replies": three parents, same shape). The community and
 * breeding modules register their parent here before the comment routes are registered (modules/routes.ts
 * order), naming the table whose `comment_count` moves with the comments and who may see a row.
 */
import type { GuardedTable } from "../shared/row-access.ts";

export interface CommentParent extends GuardedTable {
  /** comment.parent_type */
  type: "COMMUNITY_BOARD" | "BREEDING_FARM" | "BREEDING_DAILY_RECORD";
  /** The path segment: /api/v1/{segment}, e.g. "community-board-comment". */
  segment: string;
  /** The query parameter naming the parent in GET lists, e.g. "communityBoardId". */
  parentIdParam: string;
  /** `table` needs an integer `comment_count` column. */
}

export const COMMENT_PARENTS: CommentParent[] = [];

export function registerCommentParent(parent: CommentParent): void {
  if (!COMMENT_PARENTS.some((p) => p.type === parent.type)) COMMENT_PARENTS.push(parent);
}
