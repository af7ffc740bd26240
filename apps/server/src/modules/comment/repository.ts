/** Comment SQL. The parent's comment_count moves in the same transaction as the comment row. */
import { and, asc, count, desc, eq, exists, inArray, isNull, not, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database, Executor } from "../../db/client.ts";
import { member } from "../member/schema.ts";
import { comment } from "./schema.ts";
import type { CommentParent } from "./targets.ts";

/** A comment with its writer's public fields. */
export type CommentRow = Pick<
  typeof comment.$inferSelect,
  "id" | "parentId" | "replyToId" | "memberId" | "content" | "isDeleted" | "isHidden" | "createDate" | "updateDate"
> &
  Pick<typeof member.$inferSelect, "nickname" | "profileImageUrl" | "withdrawnAt">;

const COLUMNS = {
  id: comment.id,
  parentId: comment.parentId,
  replyToId: comment.replyToId,
  memberId: comment.memberId,
  content: comment.content,
  isDeleted: comment.isDeleted,
  isHidden: comment.isHidden,
  createDate: comment.createDate,
  updateDate: comment.updateDate,
  nickname: member.nickname,
  profileImageUrl: member.profileImageUrl,
  withdrawnAt: member.withdrawnAt,
};

const reply = alias(comment, "r");

/** Soft delete on the caller's transaction (replies keep their thread); the parent's count drops by one. */
async function softDeleteOn(tx: Executor, parent: CommentParent, id: number, parentId: number, now: Date) {
  const deleted = await tx
    .update(comment)
    .set({ isDeleted: true, updateDate: now })
    .where(and(eq(comment.id, id), not(comment.isDeleted)))
    .returning({ id: comment.id });
  if (deleted.length > 0) {
    await tx.execute(sql`
      update ${sql.identifier(parent.table)} set comment_count = greatest(comment_count - 1, 0) where id = ${parentId}`);
  }
}

export function createCommentRepository(db: Database) {
  /** Top-level comments of a parent; a deleted one stays (as a placeholder) while it has live replies. */
  const topLevelOf = (parent: CommentParent, parentId: number) =>
    and(
      eq(comment.parentType, parent.type),
      eq(comment.parentId, parentId),
      isNull(comment.replyToId),
      or(
        not(comment.isDeleted),
        exists(
          db
            .select({ one: sql`1` })
            .from(reply)
            .where(and(eq(reply.replyToId, comment.id), not(reply.isDeleted))),
        ),
      ),
    );

  return {
    /** Top-level comments by id ascending (with deleted placeholders that still have replies). */
    async listTopLevel(
      parent: CommentParent,
      parentId: number,
      page: { limit: number; offset: number },
    ): Promise<CommentRow[]> {
      return db
        .select(COLUMNS)
        .from(comment)
        .innerJoin(member, eq(member.id, comment.memberId))
        .where(topLevelOf(parent, parentId))
        .orderBy(asc(comment.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countTopLevel(parent: CommentParent, parentId: number): Promise<number> {
      const rows = await db.select({ n: count() }).from(comment).where(topLevelOf(parent, parentId));
      return rows[0]?.n ?? 0;
    },

    async listReplies(commentIds: number[]): Promise<CommentRow[]> {
      if (commentIds.length === 0) return [];
      return db
        .select(COLUMNS)
        .from(comment)
        .innerJoin(member, eq(member.id, comment.memberId))
        .where(and(inArray(comment.replyToId, commentIds), not(comment.isDeleted)))
        .orderBy(asc(comment.id));
    },

    async find(parent: CommentParent, id: number): Promise<CommentRow | undefined> {
      const rows = await db
        .select(COLUMNS)
        .from(comment)
        .innerJoin(member, eq(member.id, comment.memberId))
        .where(and(eq(comment.id, id), eq(comment.parentType, parent.type)))
        .limit(1);
      return rows[0];
    },

    async insert(
      parent: CommentParent,
      input: { parentId: number; replyToId: number | null; memberId: number; content: string },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(comment)
          .values({ parentType: parent.type, ...input })
          .returning({ id: comment.id });
        // The parent's table is named by its module at run time: only raw SQL can say it.
        await tx.execute(sql`
          update ${sql.identifier(parent.table)} set comment_count = comment_count + 1 where id = ${input.parentId}`);
        return inserted[0]?.id as number;
      });
    },

    async updateContent(id: number, content: string, now: Date): Promise<void> {
      await db
        .update(comment)
        .set({ content, updateDate: now })
        .where(and(eq(comment.id, id), not(comment.isDeleted)));
    },

    /** A comment reported by enough members is hidden (modules/report, inside its transaction). */
    async hide(tx: Executor, id: number): Promise<void> {
      await tx
        .update(comment)
        .set({ isHidden: true })
        .where(and(eq(comment.id, id), not(comment.isHidden)));
    },

    /** Soft delete (replies keep their thread); the parent's count drops by one. */
    async softDelete(parent: CommentParent, id: number, parentId: number, now: Date): Promise<void> {
      await db.transaction((tx) => softDeleteOn(tx, parent, id, parentId, now));
    },

    softDeleteOn,

    /** An operator restored a comment hidden after reports (issue 27, in the report's transaction). */
    async unhide(tx: Executor, id: number): Promise<void> {
      await tx
        .update(comment)
        .set({ isHidden: false })
        .where(and(eq(comment.id, id), comment.isHidden));
    },

    /** Where a comment hangs, whatever its state (an operator's decision on it). */
    async findPlace(tx: Executor, id: number) {
      const rows = await tx
        .select({ parentType: comment.parentType, parentId: comment.parentId })
        .from(comment)
        .where(eq(comment.id, id))
        .limit(1);
      return rows[0];
    },

    /** A member's latest comments and replies, hidden and deleted ones included (an operator's view). */
    async recentOfWriter(memberId: number, limit: number) {
      return db
        .select({
          id: comment.id,
          parentType: comment.parentType,
          parentId: comment.parentId,
          content: comment.content,
          createDate: comment.createDate,
          isHidden: comment.isHidden,
          isDeleted: comment.isDeleted,
        })
        .from(comment)
        .where(eq(comment.memberId, memberId))
        .orderBy(desc(comment.id))
        .limit(limit);
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
