/** Raffle SQL: recruitments by state (from the time given), entries (UNIQUE per member), winners. */
import { and, asc, desc, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { member } from "../member/schema.ts";
import { raffleEntry, raffleRecruitment } from "./schema.ts";

export type RaffleRow = typeof raffleRecruitment.$inferSelect;
export type RaffleEntryRow = typeof raffleEntry.$inferSelect;
export type RaffleState = "UPCOMING" | "OPEN" | "ENDED";

function stateCondition(state: RaffleState, now: Date): SQL | undefined {
  if (state === "UPCOMING") return gt(raffleRecruitment.startDate, now);
  if (state === "OPEN") return and(lte(raffleRecruitment.startDate, now), gt(raffleRecruitment.endDate, now));
  return lte(raffleRecruitment.endDate, now);
}

export function createRaffleRepository(db: Database | Transaction) {
  return {
    async findRecruitments(state: RaffleState | undefined, now: Date, window: { limit: number; offset: number }) {
      return db
        .select()
        .from(raffleRecruitment)
        .where(state ? stateCondition(state, now) : undefined)
        .orderBy(desc(raffleRecruitment.startDate), desc(raffleRecruitment.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async countRecruitments(state: RaffleState | undefined, now: Date): Promise<number> {
      return db.$count(raffleRecruitment, state ? stateCondition(state, now) : undefined);
    },

    async findRecruitment(id: number, forUpdate = false): Promise<RaffleRow | undefined> {
      const query = db.select().from(raffleRecruitment).where(eq(raffleRecruitment.id, id)).limit(1);
      const rows = forUpdate ? await query.for("update") : await query;
      return rows[0];
    },

    async findEntry(raffleId: number, memberId: number): Promise<RaffleEntryRow | undefined> {
      const rows = await db
        .select()
        .from(raffleEntry)
        .where(and(eq(raffleEntry.raffleRecruitmentId, raffleId), eq(raffleEntry.memberId, memberId)))
        .limit(1);
      return rows[0];
    },

    /** Undefined when the member already entered (the UNIQUE constraint decides). */
    async insertEntry(raffleId: number, memberId: number): Promise<RaffleEntryRow | undefined> {
      const rows = await db
        .insert(raffleEntry)
        .values({ raffleRecruitmentId: raffleId, memberId })
        .onConflictDoNothing({ target: [raffleEntry.raffleRecruitmentId, raffleEntry.memberId] })
        .returning();
      return rows[0];
    },

    async addEntryCount(raffleId: number): Promise<void> {
      await db
        .update(raffleRecruitment)
        .set({ entryCount: sql`${raffleRecruitment.entryCount} + 1` })
        .where(eq(raffleRecruitment.id, raffleId));
    },

    async markWinners(raffleId: number, memberIds: number[], now: Date): Promise<number> {
      const rows = await db
        .update(raffleEntry)
        .set({ isWinner: true })
        .where(and(eq(raffleEntry.raffleRecruitmentId, raffleId), inArray(raffleEntry.memberId, memberIds)))
        .returning({ id: raffleEntry.id });
      await db.update(raffleRecruitment).set({ announcedAt: now }).where(eq(raffleRecruitment.id, raffleId));
      return rows.length;
    },

    /** The entrants in the order they entered (entry id), at most `limit` of them. */
    async entrants(raffleId: number, limit?: number) {
      const query = db
        .select({ memberId: raffleEntry.memberId, nickname: member.nickname, isWinner: raffleEntry.isWinner })
        .from(raffleEntry)
        .innerJoin(member, eq(member.id, raffleEntry.memberId))
        .where(eq(raffleEntry.raffleRecruitmentId, raffleId))
        .orderBy(asc(raffleEntry.id))
        .$dynamic();
      return limit === undefined ? query : query.limit(limit);
    },

    async recordDraw(raffleId: number, seed: string, entrants: number): Promise<void> {
      await db
        .update(raffleRecruitment)
        .set({ drawSeed: seed, drawEntrants: entrants })
        .where(eq(raffleRecruitment.id, raffleId));
    },

    /** Every recruitment for the console, newest start first. */
    async allRecruitments() {
      return db.select().from(raffleRecruitment).orderBy(desc(raffleRecruitment.startDate), desc(raffleRecruitment.id));
    },

    async findWinnerNicknames(raffleId: number): Promise<(string | null)[]> {
      const rows = await db
        .select({ nickname: member.nickname })
        .from(raffleEntry)
        .innerJoin(member, eq(member.id, raffleEntry.memberId))
        .where(and(eq(raffleEntry.raffleRecruitmentId, raffleId), eq(raffleEntry.isWinner, true)))
        .orderBy(asc(raffleEntry.id));
      return rows.map((r) => r.nickname);
    },
  };
}
