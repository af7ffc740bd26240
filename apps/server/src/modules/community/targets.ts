/**
 * Board posts as a comment parent, a like target and a bookmark target (SPEC §1): modules/services.ts hands these
 * to the comment, like and bookmark services. A post exists until deleted; a post hidden pending review is visible to its writer only.
 */
import { sql } from "drizzle-orm";
import type { BookmarkTarget } from "../bookmark/targets.ts";
import type { CommentParent } from "../comment/targets.ts";
import type { LikeTarget } from "../like/targets.ts";
import type { GuardedTable } from "../shared/row-access.ts";
import { BOARD_NOT_FOUND, type CommunityService } from "./service.ts";

const board: GuardedTable = {
  table: "community_board",
  exists: sql`not x.is_deleted`,
  visibleTo: (memberId) =>
    memberId === null ? sql`not x.is_hidden` : sql`(not x.is_hidden or x.member_id = ${memberId})`,
  notFoundMessage: BOARD_NOT_FOUND,
};

export const communityCommentParents: CommentParent[] = [
  { ...board, type: "COMMUNITY_BOARD", segment: "community-board-comment", parentIdParam: "communityBoardId" },
];

export const communityLikeTargets: LikeTarget[] = [{ ...board, type: "COMMUNITY_BOARD", segment: "community-board" }];

/** A bookmarked post's card in "my bookmarks" is its list summary. */
export function communityBookmarkTargets(community: Pick<CommunityService, "boardCards">): BookmarkTarget[] {
  return [
    { ...board, type: "COMMUNITY_BOARD", segment: "community-board", summarize: (ids) => community.boardCards(ids) },
  ];
}
