/** Company coupon campaigns' SQL (part of the coupon repository): the campaigns with their counts, and their codes. */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { coupon, couponCode, publishedCoupon } from "./schema.ts";

export type CouponCodeRow = typeof couponCode.$inferSelect;

/** The outer coupon row, named: drizzle writes a one-table query's columns bare, and a bare "id" in a subquery is the subquery's own. */
const couponId = sql.raw(`"coupon"."id"`);

const counts = {
  used: sql<number>`(select count(*)::int from ${publishedCoupon} pc where pc.coupon_id = ${couponId} and pc.state = 'USED')`,
  codes: sql<number>`(select count(*)::int from ${couponCode} cc where cc.coupon_id = ${couponId})`,
  codesRedeemed: sql<number>`(select count(*)::int from ${couponCode} cc where cc.coupon_id = ${couponId} and cc.redeemed_by is not null)`,
};

export function createCouponCampaignRepository(db: Database) {
  return {
    /** Company coupons (not deleted), newest first, with their counts. */
    campaigns(window: { limit: number; offset: number }) {
      return db
        .select({ coupon, ...counts })
        .from(coupon)
        .where(and(eq(coupon.resourceType, "COMPANY"), sql`${coupon.state} <> 'DELETE'`))
        .orderBy(desc(coupon.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async campaign(id: number) {
      const [row] = await db
        .select({ coupon, ...counts })
        .from(coupon)
        .where(and(eq(coupon.id, id), eq(coupon.resourceType, "COMPANY"), sql`${coupon.state} <> 'DELETE'`));
      return row;
    },

    async insert(values: typeof coupon.$inferInsert) {
      const [row] = await db.insert(coupon).values(values).returning({ id: coupon.id });
      return (row as { id: number }).id;
    },

    async lock(tx: Transaction, id: number) {
      const [row] = await tx.select().from(coupon).where(eq(coupon.id, id)).for("update");
      return row;
    },

    update: (tx: Transaction, id: number, values: Partial<typeof coupon.$inferInsert>) =>
      tx.update(coupon).set(values).where(eq(coupon.id, id)),

    /** Whether a code is taken, as a shared code or a single-use one. */
    async codeTaken(tx: Transaction, code: string, exceptCouponId?: number): Promise<boolean> {
      const shared = await tx
        .select({ id: coupon.id })
        .from(coupon)
        .where(and(eq(coupon.code, code), exceptCouponId ? sql`${coupon.id} <> ${exceptCouponId}` : undefined))
        .limit(1);
      if (shared.length > 0) return true;
      return (await tx.$count(couponCode, eq(couponCode.code, code))) > 0;
    },

    /** Inserts codes; answers those inserted (a collision with an existing code is skipped). */
    async insertCodes(tx: Transaction, couponId: number, codes: string[]): Promise<string[]> {
      if (codes.length === 0) return [];
      const rows = await tx
        .insert(couponCode)
        .values(codes.map((code) => ({ couponId, code })))
        .onConflictDoNothing()
        .returning({ code: couponCode.code });
      return rows.map((r) => r.code);
    },

    async findCode(code: string): Promise<CouponCodeRow | undefined> {
      const [row] = await db.select().from(couponCode).where(eq(couponCode.code, code)).limit(1);
      return row;
    },

    /** Takes a single-use code for the member: true only for the one caller that found it free. */
    async takeCode(tx: Transaction, id: number, memberId: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(couponCode)
        .set({ redeemedBy: memberId, redeemedAt: now })
        .where(and(eq(couponCode.id, id), isNull(couponCode.redeemedBy)))
        .returning({ id: couponCode.id });
      return rows.length > 0;
    },

    async linkCopy(tx: Transaction, id: number, publishedCouponId: number): Promise<void> {
      await tx.update(couponCode).set({ publishedCouponId }).where(eq(couponCode.id, id));
    },
  };
}
