/** Comments and replies on posts, farms and records. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createDate, foreignId, identity, updateDate } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/**
 * Comments and their replies on a board post, a breeding farm or a daily record (API.md "Comments and
 * replies"). A reply is a comment whose replyToId is a top-level comment of the same parent.
 */
export const comment = pgTable(
  "comment",
  {
    id: identity(),
    parentType: text("parent_type").notNull(),
    parentId: integer("parent_id").notNull(),
    replyToId: integer("reply_to_id"),
    memberId: foreignId("member_id", () => member.id),
    content: text("content").notNull(),
    isDeleted: boolean("is_deleted").notNull().default(false),
    /** Hidden pending review after reports from several different members (its writer still sees it). */
    isHidden: boolean("is_hidden").notNull().default(false),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [
    index("comment_parent_idx").on(t.parentType, t.parentId, t.id).where(sql`${t.replyToId} is null`),
    index("comment_reply_idx").on(t.replyToId, t.id),
    index("comment_member_idx").on(t.memberId, t.id.desc()),
    // Board search walks the newest board comments in post order (community/repository.ts searchIds).
    index("comment_board_parent_idx")
      .on(t.parentId.desc(), t.id.desc())
      .where(sql`${t.parentType} = 'COMMUNITY_BOARD' and not ${t.isDeleted}`),
    check(
      "comment_parent_type_valid",
      sql`${t.parentType} in ('COMMUNITY_BOARD', 'BREEDING_FARM', 'BREEDING_DAILY_RECORD')`,
    ),
    check("comment_content_length", sql`char_length(${t.content}) between 1 and 1000`),
  ],
);
