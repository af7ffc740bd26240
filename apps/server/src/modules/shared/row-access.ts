/**
 * Who may see a commentable, likeable or bookmarkable row (the registries in comment/, like/, bookmark/):
 * missing → 404 with the owner module's message; there but private to someone else → 9003 (SPEC §8).
 */
import { ErrorCode } from "@mulmung/domain/errors";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";

export type RowAccess = "OK" | "NOT_FOUND" | "PRIVATE";

export interface GuardedTable {
  /** Table name; conditions refer to it as alias `x`. */
  table: string;
  /** The row exists for anyone (not deleted or hidden). */
  exists: SQL;
  /** The member (or a visitor, null) may see the row. */
  visibleTo: (memberId: number | null) => SQL;
  notFoundMessage: string;
}

export async function rowAccess(
  db: Database,
  target: GuardedTable,
  id: number,
  memberId: number | null,
): Promise<RowAccess> {
  const result = await db.execute<{ visible: boolean }>(sql`
    select (${target.visibleTo(memberId)}) as visible from ${sql.identifier(target.table)} x
    where x.id = ${id} and ${target.exists}`);
  const row = result.rows[0];
  if (!row) return "NOT_FOUND";
  return row.visible ? "OK" : "PRIVATE";
}

export async function requireRowAccess(db: Database, target: GuardedTable, id: number, memberId: number | null) {
  const access = await rowAccess(db, target, id, memberId);
  if (access === "NOT_FOUND") throw AppError.notFound(target.notFoundMessage);
  if (access === "PRIVATE") throw AppError.of(ErrorCode.ACCESS_DENIED_OR_PRIVATE);
}
