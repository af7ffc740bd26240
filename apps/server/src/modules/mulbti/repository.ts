/** Mulbti SQL: counters (upserted, so a type counts from its first result) and members' saved results. */
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { mulbtiCount, mulbtiResult } from "./schema.ts";

export type MulbtiCountRow = typeof mulbtiCount.$inferSelect;
export const START_KEY = "start";

export function createMulbtiRepository(db: Database | Transaction) {
  async function add(key: string, column: "resultCount" | "shareCount" | "startCount") {
    const rows = await db
      .insert(mulbtiCount)
      .values({ key, [column]: 1 })
      .onConflictDoUpdate({ target: mulbtiCount.key, set: { [column]: sql`${mulbtiCount[column]} + 1` } })
      .returning();
    return rows[0] as MulbtiCountRow;
  }
  return {
    countStart: () => add(START_KEY, "startCount"),
    countShare: (type: string) => add(type, "shareCount"),
    countResult: (type: string) => add(type, "resultCount"),

    async findCounts(): Promise<MulbtiCountRow[]> {
      return db.select().from(mulbtiCount);
    },

    async insertResult(memberId: number, type: string): Promise<void> {
      await db.insert(mulbtiResult).values({ memberId, type });
    },
  };
}
