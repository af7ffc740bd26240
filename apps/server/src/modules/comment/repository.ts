/** Comment SQL. The parent's comment_count moves in the same transaction as the comment row. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { CommentParent } from "./parents.ts";

export type CommentRow = {
  id: number;
  parent_id: number;
  reply_to_id: number | null;
  member_id: number;
  nickname: string | null;
  profile_image_url: string | null;
  withdrawn_at: Date | null;
  content: string;
  is_deleted: boolean;
  is_hidden: boolean;
  create_date: Date;
  update_date: Date;
  reply_count?: number;
};

const COLUMNS = sql`c.id, c.parent_id, c.reply_to_id, c.member_id, m.nickname, m.profile_image_url, m.withdrawn_at,
  c.content, c.is_deleted, c.is_hidden, c.create_date, c.update_date`;

export function createCommentRepository(db: Database) {
  return {
    /**
     * Top-level comments by id ascending, with live replies. A deleted comment stays as a placeholder while it
     * has live replies.
     */
    async listTopLevel(parent: CommentParent, parentId: number, page: { limit: number; offset: number }) {
      const result = await db.execute<CommentRow>(sql`
        select ${COLUMNS}
        from comment c join member m on m.id = c.member_id
        where c.parent_type = ${parent.type} and c.parent_id = ${parentId} and c.reply_to_id is null
          and (not c.is_deleted or exists (select 1 from comment r where r.reply_to_id = c.id and not r.is_deleted))
        order by c.id asc limit ${page.limit} offset ${page.offset}`);
      return result.rows;
    },

    async countTopLevel(parent: CommentParent, parentId: number): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from comment c
        where c.parent_type = ${parent.type} and c.parent_id = ${parentId} and c.reply_to_id is null
          and (not c.is_deleted or exists (select 1 from comment r where r.reply_to_id = c.id and not r.is_deleted))`);
      return result.rows[0]?.n ?? 0;
    },

    async listReplies(commentIds: number[]) {
      if (commentIds.length === 0) return [];
      const result = await db.execute<CommentRow>(sql`
        select ${COLUMNS} from comment c join member m on m.id = c.member_id
        where c.reply_to_id = any(${sql.param(commentIds)}::int[]) and not c.is_deleted
        order by c.id asc`);
      return result.rows;
    },

    async find(parent: CommentParent, id: number) {
      const result = await db.execute<CommentRow>(sql`
        select ${COLUMNS} from comment c join member m on m.id = c.member_id
        where c.id = ${id} and c.parent_type = ${parent.type}`);
      return result.rows[0];
    },

    async insert(
      parent: CommentParent,
      input: { parentId: number; replyToId: number | null; memberId: number; content: string },
    ) {
      return db.transaction(async (tx) => {
        const inserted = await tx.execute<{ id: number }>(sql`
          insert into comment (parent_type, parent_id, reply_to_id, member_id, content)
          values (${parent.type}, ${input.parentId}, ${input.replyToId}, ${input.memberId}, ${input.content})
          returning id`);
        await tx.execute(sql`
          update ${sql.identifier(parent.table)} set comment_count = comment_count + 1 where id = ${input.parentId}`);
        return inserted.rows[0]?.id as number;
      });
    },

    async updateContent(id: number, content: string) {
      await db.execute(
        sql`update comment set content = ${content}, update_date = now() where id = ${id} and not is_deleted`,
      );
    },

    /** Soft delete (replies keep their thread); the parent's count drops by one. */
    async softDelete(parent: CommentParent, id: number, parentId: number) {
      await db.transaction(async (tx) => {
        const deleted = await tx.execute(sql`
          update comment set is_deleted = true, update_date = now() where id = ${id} and not is_deleted returning id`);
        if (deleted.rows.length > 0) {
          await tx.execute(sql`
            update ${sql.identifier(parent.table)} set comment_count = greatest(comment_count - 1, 0) where id = ${parentId}`);
        }
      });
    },
  };
}
export type CommentRepository = ReturnType<typeof createCommentRepository>;
