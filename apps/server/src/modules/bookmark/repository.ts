/** Bookmark SQL. The target's bookmark_count moves in the same transaction as the bookmark row. */
import { and, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { addMark, type MarkKind, removeMark } from "../shared/member-mark.ts";
import { bookmark } from "./schema.ts";
import type { BookmarkTarget } from "./targets.ts";

const BOOKMARK: MarkKind = { markTable: "bookmark", countColumn: "bookmark_count" };

export type BookmarkRow = typeof bookmark.$inferSelect;

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

    /** The target's counter (its table is named by its module at run time: only raw SQL can say it). */
    async count(target: BookmarkTarget, id: number): Promise<number> {
      const result = await db.execute<{ bookmark_count: number }>(
        sql`select bookmark_count from ${sql.identifier(target.table)} where id = ${id}`,
      );
      return result.rows[0]?.bookmark_count ?? 0;
    },

    async find(target: BookmarkTarget, id: number, memberId: number): Promise<BookmarkRow | undefined> {
      const rows = await db
        .select()
        .from(bookmark)
        .where(and(eq(bookmark.memberId, memberId), eq(bookmark.targetType, target.type), eq(bookmark.targetId, id)))
        .limit(1);
      return rows[0];
    },

    /** Members who bookmarked the target, by member id after `afterMemberId` (a keyset for batched fan-outs). */
    async membersOf(targetType: string, id: number, afterMemberId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ memberId: bookmark.memberId })
        .from(bookmark)
        .where(
          and(eq(bookmark.targetType, targetType), eq(bookmark.targetId, id), gt(bookmark.memberId, afterMemberId)),
        )
        .orderBy(asc(bookmark.memberId))
        .limit(limit);
      return rows.map((r) => r.memberId);
    },

    /** A member's bookmarks, newest first, of one type or all. */
    async list(
      memberId: number,
      type: string | undefined,
      page: { limit: number; offset: number },
    ): Promise<BookmarkRow[]> {
      return db
        .select()
        .from(bookmark)
        .where(and(eq(bookmark.memberId, memberId), type ? eq(bookmark.targetType, type) : undefined))
        .orderBy(desc(bookmark.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async counts(memberId: number): Promise<{ targetType: string; n: number }[]> {
      return db
        .select({ targetType: bookmark.targetType, n: count() })
        .from(bookmark)
        .where(eq(bookmark.memberId, memberId))
        .groupBy(bookmark.targetType);
    },
  };
}
