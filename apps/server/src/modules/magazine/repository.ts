/** Magazine issues and their purchases (SQL only). */
import { and, desc, eq, gt, lt, lte, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { magazine, magazinePurchase } from "./schema.ts";

export type MagazineRow = typeof magazine.$inferSelect;
export type MagazinePurchaseRow = typeof magazinePurchase.$inferSelect;
export type MagazineSummaryRow = Omit<MagazineRow, "articles" | "createDate">;

const summaryColumns = {
  id: magazine.id,
  title: magazine.title,
  issueLabel: magazine.issueLabel,
  summary: magazine.summary,
  coverImageUrl: magazine.coverImageUrl,
  isSubscription: magazine.isSubscription,
  price: magazine.price,
  publishDate: magazine.publishDate,
};

export function createMagazineRepository(db: Database) {
  return {
    /** Published issues, newest first. */
    list(now: Date, window: { limit: number; offset: number }): Promise<MagazineSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(magazine)
        .where(lte(magazine.publishDate, now))
        .orderBy(desc(magazine.publishDate), desc(magazine.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async latestFree(now: Date): Promise<MagazineRow | undefined> {
      const [row] = await db
        .select()
        .from(magazine)
        .where(and(eq(magazine.isSubscription, false), lte(magazine.publishDate, now)))
        .orderBy(desc(magazine.publishDate), desc(magazine.id))
        .limit(1);
      return row;
    },

    async find(id: number, now: Date): Promise<MagazineRow | undefined> {
      const [row] = await db
        .select()
        .from(magazine)
        .where(and(eq(magazine.id, id), lte(magazine.publishDate, now)));
      return row;
    },

    /** A paid subscription running at `now`, or a paid purchase of this issue. */
    async findAccess(
      memberId: number,
      magazineId: number,
      now: Date,
      tx: Transaction | Database = db,
    ): Promise<MagazinePurchaseRow[]> {
      return tx
        .select()
        .from(magazinePurchase)
        .where(
          and(
            eq(magazinePurchase.memberId, memberId),
            eq(magazinePurchase.status, "PAID"),
            or(
              and(eq(magazinePurchase.kind, "SUBSCRIPTION"), gt(magazinePurchase.validUntil, now)),
              and(eq(magazinePurchase.kind, "ISSUE"), eq(magazinePurchase.magazineId, magazineId)),
            ),
          ),
        );
    },

    async latestSubscriptionEnd(memberId: number, tx: Transaction): Promise<Date | null> {
      const [row] = await tx
        .select({ validUntil: magazinePurchase.validUntil })
        .from(magazinePurchase)
        .where(
          and(
            eq(magazinePurchase.memberId, memberId),
            eq(magazinePurchase.kind, "SUBSCRIPTION"),
            eq(magazinePurchase.status, "PAID"),
          ),
        )
        .orderBy(desc(magazinePurchase.validUntil))
        .limit(1);
      return row?.validUntil ?? null;
    },

    async insert(tx: Transaction, values: typeof magazinePurchase.$inferInsert): Promise<MagazinePurchaseRow> {
      const [row] = await tx.insert(magazinePurchase).values(values).returning();
      return row as MagazinePurchaseRow;
    },

    /** Serialises purchases of one member (opening one, applying the gateway's answer). */
    async lockMember(tx: Transaction, memberId: number): Promise<void> {
      // A transaction-scoped advisory lock (namespace 30 = decision 030): the builder cannot say it.
      await tx.execute(sql`select pg_advisory_xact_lock(30, ${memberId})`);
    },

    async findByPaymentId(paymentId: string, tx: Transaction | Database = db) {
      const [row] = await tx.select().from(magazinePurchase).where(eq(magazinePurchase.paymentId, paymentId));
      return row;
    },

    async update(tx: Transaction, id: number, values: Partial<typeof magazinePurchase.$inferInsert>) {
      await tx.update(magazinePurchase).set(values).where(eq(magazinePurchase.id, id));
    },

    /** The member's paid purchases, newest first, with the issue's title. */
    listPaid(memberId: number, window: { limit: number; offset: number }) {
      return db
        .select({ purchase: magazinePurchase, magazineTitle: magazine.title })
        .from(magazinePurchase)
        .leftJoin(magazine, eq(magazine.id, magazinePurchase.magazineId))
        .where(and(eq(magazinePurchase.memberId, memberId), eq(magazinePurchase.status, "PAID")))
        .orderBy(desc(magazinePurchase.paidAt), desc(magazinePurchase.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    /** Purchases still READY, opened before `before`, oldest first (the reconciliation sweep). */
    listUnsettled(before: Date, limit: number): Promise<MagazinePurchaseRow[]> {
      return db
        .select()
        .from(magazinePurchase)
        .where(and(eq(magazinePurchase.status, "READY"), lt(magazinePurchase.createDate, before)))
        .orderBy(magazinePurchase.id)
        .limit(limit);
    },

    async titleOf(id: number | null): Promise<string | null> {
      if (id === null) return null;
      const [row] = await db.select({ title: magazine.title }).from(magazine).where(eq(magazine.id, id));
      return row?.title ?? null;
    },
  };
}
