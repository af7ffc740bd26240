/**
 * The things comments hang on (API.md "Comments and replies": three parents, same shape). The community and
 * breeding modules register their parent here before the comment routes are registered (modules/routes.ts
 * order), naming the table whose `comment_count` moves with the comments and who may see a row.
 */
import type { SQL } from "drizzle-orm";

export type ParentAccess = "OK" | "NOT_FOUND" | "PRIVATE";

export interface CommentParent {
  /** comment.parent_type */
  type: "COMMUNITY_BOARD" | "BREEDING_FARM" | "BREEDING_DAILY_RECORD";
  /** The path segment: /api/v1/{segment}, e.g. "community-board-comment". */
  segment: string;
  /** The query parameter naming the parent in GET lists, e.g. "communityBoardId". */
  parentIdParam: string;
  /** Parent table (alias `x` in conditions) with a `comment_count` column. */
  table: string;
  /** A condition on alias `x`: the row exists for anyone (not deleted or hidden). */
  exists: SQL;
  /** A condition on alias `x`: the member (or a visitor, null) may see the row. */
  visibleTo: (memberId: number | null) => SQL;
  notFoundMessage: string;
}

export const COMMENT_PARENTS: CommentParent[] = [];

export function registerCommentParent(parent: CommentParent): void {
  if (!COMMENT_PARENTS.some((p) => p.type === parent.type)) COMMENT_PARENTS.push(parent);
}
