/** Coupons and members' copies: SQL only. */

import { COUPON_COPY_MACHINE, conditionalMove } from "@mulmung/domain/state-machines";
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { affiliate } from "../affiliate/schema.ts";
import { coupon, publishedCoupon } from "./schema.ts";

/** A copy's moves (domain/state-machines.ts COUPON_COPY_MACHINE) as the conditional updates below apply them. */
const USE = conditionalMove(COUPON_COPY_MACHINE, "use");
const RELEASE = conditionalMove(COUPON_COPY_MACHINE, "release");

export type CouponRow = typeof coupon.$inferSelect;
export type PublishedCouponRow = typeof publishedCoupon.$inferSelect;
/** A member's copy with its coupon and, for a store coupon, the store's name. */
export interface HeldCoupon {
  published: PublishedCouponRow;
  coupon: CouponRow;
  affiliateName: string | null;
}

/** Open at `now`: NORMAL and inside its period. */
const openAt = (now: Date) => and(eq(coupon.state, "NORMAL"), lte(coupon.startDate, now), gt(coupon.endDate, now));

/** The copy's own days (a welcome coupon's) have not run out at `now`. */
const copyOpenAt = (now: Date) => or(isNull(publishedCoupon.expiresAt), gt(publishedCoupon.expiresAt, now));

/** A copy's shown state: USED; EXPIRED (unused, and its coupon or its own days ended, or withdrawn); AVAILABLE otherwise. */
function heldState(state: "AVAILABLE" | "USED" | "EXPIRED" | undefined, now: Date): SQL | undefined {
  if (state === undefined) return undefined;
  if (state === "USED") return eq(publishedCoupon.state, "USED");
  const usable = and(eq(coupon.state, "NORMAL"), gt(coupon.endDate, now), copyOpenAt(now));
  return state === "AVAILABLE"
    ? and(eq(publishedCoupon.state, "AVAILABLE"), usable)
    : and(eq(publishedCoupon.state, "AVAILABLE"), sql`not (${usable})`);
}

/**
 * A coupon's columns from the terms a store or an operator wrote: a cap only on a rate coupon, dates as moments.
 * The company's campaigns add their per-member limit and state.
 */
export function couponColumns(input: {
  name: string;
  discountType: CouponRow["discountType"];
  discountValue: number;
  maxDiscountPrice: number | null;
  minOrderPrice: number;
  startDate: string;
  endDate: string;
  totalQuantity: number | null;
}) {
  return {
    name: input.name,
    discountType: input.discountType,
    discountValue: input.discountValue,
    maxDiscountPrice: input.discountType === "RATE" ? input.maxDiscountPrice : null,
    minOrderPrice: input.minOrderPrice,
    startDate: new Date(input.startDate),
    endDate: new Date(input.endDate),
    totalQuantity: input.totalQuantity,
  };
}

export function createCouponRepository(db: Database | Transaction) {
  const held = (tx: Database | Transaction = db) =>
    tx
      .select({ published: publishedCoupon, coupon, affiliateName: affiliate.name })
      .from(publishedCoupon)
      .innerJoin(coupon, eq(coupon.id, publishedCoupon.couponId))
      .leftJoin(affiliate, eq(affiliate.id, coupon.affiliateId));

  return {
    /** A store's coupons open now that are downloaded (not code-only), soonest to end first. */
    async findOpenOfAffiliate(affiliateId: number, now: Date): Promise<CouponRow[]> {
      return db
        .select()
        .from(coupon)
        .where(and(eq(coupon.affiliateId, affiliateId), isNull(coupon.code), isNull(coupon.issueOn), openAt(now)))
        .orderBy(asc(coupon.endDate), asc(coupon.id));
    },

    async heldCouponIds(memberId: number, couponIds: number[]): Promise<number[]> {
      if (couponIds.length === 0) return [];
      const rows = await db
        .select({ couponId: publishedCoupon.couponId })
        .from(publishedCoupon)
        .where(and(eq(publishedCoupon.memberId, memberId), inArray(publishedCoupon.couponId, couponIds)));
      return rows.map((r) => r.couponId);
    },

    async findCoupon(id: number): Promise<CouponRow | undefined> {
      const rows = await db.select().from(coupon).where(eq(coupon.id, id)).limit(1);
      return rows[0];
    },

    async findCouponByCode(code: string): Promise<CouponRow | undefined> {
      const rows = await db.select().from(coupon).where(eq(coupon.code, code)).limit(1);
      return rows[0];
    },

    /**
     * The member's `copyNo`-th copy; undefined when they already hold it (UNIQUE member, coupon, copy number), so
     * two parallel issues to one member never both succeed.
     */
    async insertCopy(
      tx: Transaction,
      memberId: number,
      couponId: number,
      copyNo = 1,
    ): Promise<PublishedCouponRow | undefined> {
      const rows = await tx
        .insert(publishedCoupon)
        .values({ memberId, couponId, copyNo })
        .onConflictDoNothing()
        .returning();
      return rows[0];
    },

    /** How many copies of the coupon the member holds (used or not). */
    async countCopies(tx: Transaction, memberId: number, couponId: number): Promise<number> {
      return tx.$count(
        publishedCoupon,
        and(eq(publishedCoupon.memberId, memberId), eq(publishedCoupon.couponId, couponId)),
      );
    },

    /**
     * A new member's copies of every open coupon issued on sign-up (while copies are left), each valid for its
     * coupon's days from now: one statement, in the sign-up's transaction. Answers how many were issued.
     */
    async issueOnSignUp(tx: Transaction, memberId: number, now: Date): Promise<number> {
      const result = await tx.execute(sql`
        with counted as (
          update ${coupon} set issued_count = issued_count + 1
           where issue_on = 'SIGN_UP' and ${openAt(now)}
             and (total_quantity is null or issued_count < total_quantity)
          returning id, valid_days)
        insert into ${publishedCoupon} (member_id, coupon_id, expires_at)
        select ${memberId}, id,
               case when valid_days is null then null else ${now}::timestamptz + valid_days * interval '1 day' end
          from counted
        on conflict do nothing`);
      return result.rowCount ?? 0;
    },

    /**
     * Counts one more copy issued, only while the coupon is open and copies are left: the row lock makes parallel
     * downloads wait their turn, so exactly as many succeed as were left. False when none was left (or it closed).
     */
    async countIssue(tx: Transaction, couponId: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(coupon)
        .set({ issuedCount: sql`${coupon.issuedCount} + 1` })
        .where(
          and(
            eq(coupon.id, couponId),
            openAt(now),
            or(isNull(coupon.totalQuantity), sql`${coupon.issuedCount} < ${coupon.totalQuantity}`),
          ),
        )
        .returning({ id: coupon.id });
      return rows.length > 0;
    },

    async findHeld(id: number, tx: Database | Transaction = db): Promise<HeldCoupon | undefined> {
      const rows = await held(tx).where(eq(publishedCoupon.id, id)).limit(1);
      return rows[0];
    },

    async listHeld(
      memberId: number,
      state: "AVAILABLE" | "USED" | "EXPIRED" | undefined,
      now: Date,
      window: { limit: number; offset: number },
    ) {
      return held()
        .where(and(eq(publishedCoupon.memberId, memberId), heldState(state, now)))
        .orderBy(desc(publishedCoupon.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async countHeld(memberId: number, state: "AVAILABLE" | "USED" | "EXPIRED" | undefined, now: Date) {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(publishedCoupon)
        .innerJoin(coupon, eq(coupon.id, publishedCoupon.couponId))
        .where(and(eq(publishedCoupon.memberId, memberId), heldState(state, now)));
      return rows[0]?.n ?? 0;
    },

    /** The member's unused copies whose coupon is open at `now` (company ones, and the given stores' ones). */
    async findUsable(memberId: number, now: Date, affiliateIds?: number[]): Promise<HeldCoupon[]> {
      const stores =
        affiliateIds === undefined
          ? undefined
          : or(
              eq(coupon.resourceType, "COMPANY"),
              inArray(coupon.affiliateId, affiliateIds.length ? affiliateIds : [0]),
            );
      return held()
        .where(
          and(
            eq(publishedCoupon.memberId, memberId),
            eq(publishedCoupon.state, "AVAILABLE"),
            openAt(now),
            copyOpenAt(now),
            stores,
          ),
        )
        .orderBy(asc(coupon.endDate), asc(publishedCoupon.id));
    },

    /** The listed copies, locked for this transaction (checkout decides on them). */
    async lockHeld(tx: Transaction, ids: number[]): Promise<HeldCoupon[]> {
      if (ids.length === 0) return [];
      return held(tx).where(inArray(publishedCoupon.id, ids)).orderBy(asc(publishedCoupon.id)).for("update", {
        of: publishedCoupon,
      });
    },

    /** AVAILABLE → USED for this order; false when it was no longer AVAILABLE (used by a parallel checkout). */
    async markUsed(
      tx: Transaction,
      id: number,
      use: { orderFormId: number; orderPartId: number | null; discountPrice: number; at: Date },
    ): Promise<boolean> {
      const rows = await tx
        .update(publishedCoupon)
        .set({
          state: USE.to,
          usedOrderFormId: use.orderFormId,
          usedOrderPartId: use.orderPartId,
          discountPrice: use.discountPrice,
          usedAt: use.at,
        })
        .where(and(eq(publishedCoupon.id, id), inArray(publishedCoupon.state, USE.from)))
        .returning({ id: publishedCoupon.id });
      return rows.length > 0;
    },

    /** Copies an order uses: back to AVAILABLE (all of the order's, or those of the listed parts). */
    async release(tx: Transaction, orderFormId: number, scope: { partIds: number[] } | "all"): Promise<number[]> {
      const rows = await tx
        .update(publishedCoupon)
        .set({ state: RELEASE.to, usedOrderFormId: null, usedOrderPartId: null, discountPrice: 0, usedAt: null })
        .where(
          and(
            eq(publishedCoupon.usedOrderFormId, orderFormId),
            inArray(publishedCoupon.state, RELEASE.from),
            scope === "all"
              ? undefined
              : inArray(publishedCoupon.usedOrderPartId, scope.partIds.length ? scope.partIds : [0]),
          ),
        )
        .returning({ id: publishedCoupon.id });
      return rows.map((r) => r.id);
    },

    async usedBy(orderFormId: number): Promise<number[]> {
      const rows = await db
        .select({ id: publishedCoupon.id })
        .from(publishedCoupon)
        .where(eq(publishedCoupon.usedOrderFormId, orderFormId))
        .orderBy(asc(publishedCoupon.id));
      return rows.map((r) => r.id);
    },

    // ---- A store's own coupons (the console, coupon/store-coupons.ts) ----

    async lockCoupon(id: number): Promise<CouponRow | undefined> {
      const rows = await db.select().from(coupon).where(eq(coupon.id, id)).for("update");
      return rows[0];
    },

    /** A store's coupons (not deleted), newest first, with how many copies were used. */
    async findStoreCoupons(affiliateId: number) {
      return db
        .select({
          coupon,
          // "coupon"."id" named: drizzle writes a one-table query's columns bare, and a bare "id" here is pc.id.
          used: sql<number>`(select count(*)::int from published_coupon pc where pc.coupon_id = "coupon"."id" and pc.state = 'USED')`,
        })
        .from(coupon)
        .where(and(eq(coupon.affiliateId, affiliateId), sql`${coupon.state} <> 'DELETE'`))
        .orderBy(desc(coupon.id));
    },

    async insertCoupon(values: typeof coupon.$inferInsert): Promise<CouponRow> {
      const rows = await db.insert(coupon).values(values).returning();
      return rows[0] as CouponRow;
    },

    async updateCoupon(id: number, values: Partial<typeof coupon.$inferInsert>): Promise<CouponRow> {
      const rows = await db.update(coupon).set(values).where(eq(coupon.id, id)).returning();
      return rows[0] as CouponRow;
    },

    async countUsed(couponId: number): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(publishedCoupon)
        .where(and(eq(publishedCoupon.couponId, couponId), eq(publishedCoupon.state, "USED")));
      return rows[0]?.n ?? 0;
    },
  };
}

export type CouponRepository = ReturnType<typeof createCouponRepository>;
