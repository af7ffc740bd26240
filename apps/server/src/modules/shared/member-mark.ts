/**
 * A member's mark on a row (a like, a bookmark): one per member and target, and the target's counter column
 * moves with it in the same transaction. Concurrent marks from one member count once (unique row + ON CONFLICT).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

export interface MarkKind {
  /** The mark table: like_log or bookmark (member_id, target_type, target_id unique). */
  markTable: "like_log" | "bookmark";
  /** The target's counter column: likes or bookmark_count. */
  countColumn: "likes" | "bookmark_count";
}

interface Target {
  type: string;
  table: string;
}

export async function addMark(db: Database, kind: MarkKind, target: Target, targetId: number, memberId: number) {
  const marks = sql.identifier(kind.markTable);
  const counted = sql.identifier(target.table);
  const column = sql.identifier(kind.countColumn);
  return db.transaction(async (tx) => {
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into ${marks} (member_id, target_type, target_id) values (${memberId}, ${target.type}, ${targetId})
      on conflict (member_id, target_type, target_id) do nothing returning id`);
    const count = inserted.rows[0]
      ? await tx.execute<{ n: number }>(sql`
          update ${counted} set ${column} = ${column} + 1 where id = ${targetId} returning ${column} as n`)
      : await tx.execute<{ n: number }>(sql`select ${column} as n from ${counted} where id = ${targetId}`);
    const mark =
      inserted.rows[0] ??
      (
        await tx.execute<{ id: number }>(sql`
          select id from ${marks} where member_id = ${memberId} and target_type = ${target.type} and target_id = ${targetId}`)
      ).rows[0];
    return { id: mark?.id ?? null, count: count.rows[0]?.n ?? 0, added: inserted.rows[0] !== undefined };
  });
}

/** Removes the member's mark (only that one, when `markId` is given); the count drops only if a row went. */
export async function removeMark(
  db: Database,
  kind: MarkKind,
  target: Target,
  targetId: number,
  memberId: number,
  markId?: number,
) {
  const marks = sql.identifier(kind.markTable);
  const counted = sql.identifier(target.table);
  const column = sql.identifier(kind.countColumn);
  return db.transaction(async (tx) => {
    const deleted = await tx.execute(sql`
      delete from ${marks}
      where member_id = ${memberId} and target_type = ${target.type} and target_id = ${targetId}
        ${markId === undefined ? sql`` : sql`and id = ${markId}`}
      returning id`);
    const count = deleted.rows[0]
      ? await tx.execute<{ n: number }>(sql`
          update ${counted} set ${column} = greatest(${column} - 1, 0) where id = ${targetId} returning ${column} as n`)
      : await tx.execute<{ n: number }>(sql`select ${column} as n from ${counted} where id = ${targetId}`);
    return { removed: deleted.rows.length > 0, count: count.rows[0]?.n ?? 0 };
  });
}
