/**
 * The points ledger's SQL (decision 033). Every write runs in the caller's transaction, under the member's row lock;
 * the kept balance `member.point` is the member module's column, moved through its service.
 */
import { and, asc, desc, eq, gt, isNull, lte, sql, sum } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../../db/client.ts";
import { member } from "../member/schema.ts";
import { pointAllocation, pointHistory } from "./schema.ts";

export type PointHistoryRow = typeof pointHistory.$inferSelect;
export type PointHistoryInsert = typeof pointHistory.$inferInsert;
export type PointKind = "SAVE" | "USE" | "EXTINCTION";

/** Saves still NORMAL: points left to use, or to expire. */
const normalSaves = () => and(eq(pointHistory.kind, "SAVE"), eq(pointHistory.state, "NORMAL"));

export function createPointRepository(db: Database) {
  return {
    /** Serialises every change of one member's points; answers the kept balance. */
    /** What saves of one type for one cause add up to (a store's compensations on one order part). */
    async sumSaved(tx: Transaction, type: string, refType: string, refId: number): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(sum(${pointHistory.amount}), 0)::int` })
        .from(pointHistory)
        .where(
          and(
            eq(pointHistory.kind, "SAVE"),
            eq(pointHistory.savePointType, type as "AFFILIATE_COMPENSATION"),
            eq(pointHistory.refType, refType),
            eq(pointHistory.refId, refId),
          ),
        );
      return row?.n ?? 0;
    },

    async lockMember(tx: Transaction, memberId: number): Promise<number | undefined> {
      const [row] = await tx.select({ point: member.point }).from(member).where(eq(member.id, memberId)).for("update");
      return row?.point;
    },

    /** Inserts a row; `undefined` when a save of that cause already exists (once per cause). */
    async insert(tx: Transaction, values: PointHistoryInsert): Promise<PointHistoryRow | undefined> {
      const [row] = await tx.insert(pointHistory).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** The member's usable saves, oldest expiry first, locked. */
    async usableSaves(tx: Transaction, memberId: number, now: Date): Promise<PointHistoryRow[]> {
      return tx
        .select()
        .from(pointHistory)
        .where(and(eq(pointHistory.memberId, memberId), normalSaves(), gt(pointHistory.expiresAt, now)))
        .orderBy(asc(pointHistory.expiresAt), asc(pointHistory.id))
        .for("update");
    },

    /** Saves still NORMAL whose expiry passed (of one member, or of anyone), locked. */
    async dueSaves(tx: Transaction, now: Date, memberId?: number, limit = 500): Promise<PointHistoryRow[]> {
      return tx
        .select()
        .from(pointHistory)
        .where(
          and(
            normalSaves(),
            lte(pointHistory.expiresAt, now),
            memberId === undefined ? undefined : eq(pointHistory.memberId, memberId),
          ),
        )
        .orderBy(asc(pointHistory.expiresAt), asc(pointHistory.id))
        .limit(limit)
        .for("update");
    },

    /** Members with a save due to expire (the job takes them one by one). */
    async membersWithDueSaves(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ memberId: pointHistory.memberId })
        .from(pointHistory)
        .where(and(normalSaves(), lte(pointHistory.expiresAt, now)))
        .limit(limit);
      return rows.map((r) => r.memberId);
    },

    async setSave(tx: Transaction, id: number, values: { remaining: number; state: string }): Promise<void> {
      await tx.update(pointHistory).set(values).where(eq(pointHistory.id, id));
    },

    async insertAllocations(tx: Transaction, rows: { useId: number; saveId: number; amount: number }[]) {
      if (rows.length > 0) await tx.insert(pointAllocation).values(rows);
    },

    /** The live (not yet returned) use of an order, locked. */
    async liveUse(tx: Transaction, orderFormId: number): Promise<PointHistoryRow | undefined> {
      const [row] = await tx
        .select()
        .from(pointHistory)
        .where(
          and(eq(pointHistory.orderFormId, orderFormId), eq(pointHistory.kind, "USE"), isNull(pointHistory.returnedAt)),
        )
        .for("update");
      return row;
    },

    async allocationsOf(tx: Transaction, useId: number) {
      return tx
        .select({ amount: pointAllocation.amount, save: pointHistory })
        .from(pointAllocation)
        .innerJoin(pointHistory, eq(pointHistory.id, pointAllocation.saveId))
        .where(eq(pointAllocation.useId, useId))
        .orderBy(asc(pointAllocation.id))
        .for("update", { of: pointHistory });
    },

    async markReturned(tx: Transaction, useId: number, now: Date): Promise<void> {
      await tx.update(pointHistory).set({ returnedAt: now }).where(eq(pointHistory.id, useId));
    },

    async list(memberId: number, kind: PointKind, window: { limit: number; offset: number }) {
      return db
        .select()
        .from(pointHistory)
        .where(and(eq(pointHistory.memberId, memberId), eq(pointHistory.kind, kind)))
        .orderBy(desc(pointHistory.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async count(memberId: number, kind: PointKind): Promise<number> {
      return db.$count(pointHistory, and(eq(pointHistory.memberId, memberId), eq(pointHistory.kind, kind)));
    },

    /** Remaining points of NORMAL saves that expire between `from` and `to`, per expiry moment. */
    async expiring(memberId: number, from: Date, to: Date) {
      return db
        .select({ expiresAt: pointHistory.expiresAt, amount: sum(pointHistory.remaining).mapWith(Number) })
        .from(pointHistory)
        .where(
          and(
            eq(pointHistory.memberId, memberId),
            normalSaves(),
            gt(pointHistory.expiresAt, from),
            lte(pointHistory.expiresAt, to),
          ),
        )
        .groupBy(pointHistory.expiresAt)
        .orderBy(asc(pointHistory.expiresAt));
    },

    async balance(executor: Executor, memberId: number): Promise<number> {
      const [row] = await executor.select({ point: member.point }).from(member).where(eq(member.id, memberId));
      return row?.point ?? 0;
    },
  };
}

export type PointRepository = ReturnType<typeof createPointRepository>;
