/** Like SQL. The target's `likes` counter moves in the same transaction as the like row (shared/member-mark.ts). */
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { member } from "../member/schema.ts";
import { addMark, type MarkKind, removeMark } from "../shared/member-mark.ts";
import { likeLog } from "./schema.ts";
import type { LikeTarget } from "./targets.ts";

const LIKE: MarkKind = { markTable: "like_log", countColumn: "likes" };

export function createLikeRepository(db: Database) {
  return {
    add: (target: LikeTarget, id: number, memberId: number) => addMark(db, LIKE, target, id, memberId),

    remove: (target: LikeTarget, id: number, memberId: number, likeId: number) =>
      removeMark(db, LIKE, target, id, memberId, likeId),

    async findMine(target: LikeTarget, id: number, memberId: number): Promise<{ id: number } | undefined> {
      const rows = await db
        .select({ id: likeLog.id })
        .from(likeLog)
        .where(and(eq(likeLog.memberId, memberId), eq(likeLog.targetType, target.type), eq(likeLog.targetId, id)))
        .limit(1);
      return rows[0];
    },

    /** The target's counter (its table is the target's, named at run time). */
    async likesOf(target: LikeTarget, id: number): Promise<number> {
      const result = await db.execute<{ likes: number }>(
        sql`select likes from ${sql.identifier(target.table)} where id = ${id}`,
      );
      return result.rows[0]?.likes ?? 0;
    },

    /** Who liked it, newest first. */
    async likers(target: LikeTarget, id: number, page: { limit: number; offset: number }) {
      return db
        .select({
          id: likeLog.id,
          memberId: likeLog.memberId,
          createDate: likeLog.createDate,
          nickname: member.nickname,
          profileImageUrl: member.profileImageUrl,
          withdrawnAt: member.withdrawnAt,
        })
        .from(likeLog)
        .innerJoin(member, eq(member.id, likeLog.memberId))
        .where(and(eq(likeLog.targetType, target.type), eq(likeLog.targetId, id)))
        .orderBy(desc(likeLog.id))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}

export type LikeRepository = ReturnType<typeof createLikeRepository>;
