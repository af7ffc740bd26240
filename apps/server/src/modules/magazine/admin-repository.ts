/** Magazine SQL for the operators: every issue, buyers per issue, active subscribers. */
import { and, desc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { member } from "../member/schema.ts";
import { magazine, magazinePurchase } from "./schema.ts";

export type MagazineRow = typeof magazine.$inferSelect;

export function createMagazineAdminRepository(db: Database) {
  return {
    all: (): Promise<MagazineRow[]> =>
      db.select().from(magazine).orderBy(desc(magazine.publishDate), desc(magazine.id)),

    async find(id: number): Promise<MagazineRow | undefined> {
      return (await db.select().from(magazine).where(eq(magazine.id, id)))[0];
    },

    async insert(values: typeof magazine.$inferInsert): Promise<MagazineRow> {
      return (await db.insert(magazine).values(values).returning())[0] as MagazineRow;
    },

    async update(id: number, values: Partial<typeof magazine.$inferInsert>): Promise<void> {
      await db.update(magazine).set(values).where(eq(magazine.id, id));
    },

    async buyerCounts(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: magazinePurchase.magazineId, n: sql<number>`count(distinct ${magazinePurchase.memberId})::int` })
        .from(magazinePurchase)
        .where(and(inArray(magazinePurchase.magazineId, ids), eq(magazinePurchase.status, "PAID")))
        .groupBy(magazinePurchase.magazineId);
      return new Map(rows.map((row) => [row.id as number, row.n]));
    },

    async activeSubscribers(now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${magazinePurchase.memberId})::int` })
        .from(magazinePurchase)
        .where(
          and(
            eq(magazinePurchase.kind, "SUBSCRIPTION"),
            eq(magazinePurchase.status, "PAID"),
            gt(magazinePurchase.validUntil, now),
          ),
        );
      return row?.n ?? 0;
    },

    /** Who bought this issue, and who subscribed while it was out (their subscription covers it). */
    async buyers(id: number) {
      return db
        .select({
          memberId: magazinePurchase.memberId,
          nickname: member.nickname,
          email: member.email,
          kind: magazinePurchase.kind,
          amount: magazinePurchase.amount,
          payMethod: magazinePurchase.payMethod,
          paidAt: magazinePurchase.paidAt,
          validUntil: magazinePurchase.validUntil,
        })
        .from(magazinePurchase)
        .innerJoin(member, eq(member.id, magazinePurchase.memberId))
        .innerJoin(magazine, eq(magazine.id, id))
        .where(
          and(
            eq(magazinePurchase.status, "PAID"),
            isNotNull(magazinePurchase.paidAt),
            or(
              eq(magazinePurchase.magazineId, id),
              and(
                eq(magazinePurchase.kind, "SUBSCRIPTION"),
                eq(magazine.isSubscription, true),
                sql`${magazinePurchase.paidAt} <= ${magazine.publishDate}`,
                gt(magazinePurchase.validUntil, magazine.publishDate),
              ),
            ),
          ),
        )
        .orderBy(desc(magazinePurchase.paidAt));
    },
  };
}
