/** Bookmark SQL. The target's bookmark_count moves in the same transaction as the bookmark row. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { addMark, type MarkKind, removeMark } from "../shared/member-mark.ts";
import type { BookmarkTarget } from "./targets.ts";

const BOOKMARK: MarkKind = { markTable: "bookmark", countColumn: "bookmark_count" };

export function createBookmarkRepository(db: Database) {
  return {
    /** Adds the bookmark once however many requests arrive together; returns the target's count. */
    async add(target: BookmarkTarget, id: number, memberId: number) {
      const saved = await addMark(db, BOOKMARK, target, id, memberId);
      return { id: saved.id ?? 0, bookmarkCount: saved.count };
    },

    async remove(target: BookmarkTarget, id: number, memberId: number) {
      const result = await removeMark(db, BOOKMARK, target, id, memberId);
      return { removed: result.removed, bookmarkCount: result.count };
    },

    async count(target: BookmarkTarget, id: number): Promise<number> {
      const result = await db.execute<{ bookmark_count: number }>(
        sql`select bookmark_count from ${sql.identifier(target.table)} where id = ${id}`,
      );
      return result.rows[0]?.bookmark_count ?? 0;
    },

    async find(target: BookmarkTarget, id: number, memberId: number) {
      const result = await db.execute<{ id: number; create_date: Date }>(sql`
        select id, create_date from bookmark where member_id = ${memberId} and target_type = ${target.type} and target_id = ${id}`);
      return result.rows[0];
    },

    async list(memberId: number, type: string | undefined, page: { limit: number; offset: number }) {
      const result = await db.execute<{ id: number; target_type: string; target_id: number; create_date: Date }>(sql`
        select id, target_type, target_id, create_date from bookmark
        where member_id = ${memberId} ${type ? sql`and target_type = ${type}` : sql``}
        order by id desc limit ${page.limit} offset ${page.offset}`);
      return result.rows;
    },

    async counts(memberId: number) {
      const result = await db.execute<{ target_type: string; n: number }>(sql`
        select target_type, count(*)::int as n from bookmark where member_id = ${memberId} group by target_type`);
      return result.rows;
    },
  };
}
