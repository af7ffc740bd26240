/**
 * A store's own coupons from its console (issue 26): made, edited, stopped and restarted by the store (the store
 * policy's "coupons" action), with how many copies went out and how many were used. The store bears the discount
 * (`resource_type` AFFILIATE, read by 정산). Copies already issued keep what they were issued as where it matters:
 * the discount cannot change once a copy is out, and the quantity never falls below the copies issued.
 */
import type { PartnerCoupon, PartnerCouponCreate, PartnerCouponInput } from "@mulmung/contract/partner-store";
import { couponEditRefusal } from "@mulmung/domain/coupon";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { StoreActor, StorePolicy } from "../shared/deps.ts";
import { toConsoleCoupon } from "./console-coupon.ts";
import { type CouponRow, couponColumns, createCouponRepository } from "./repository.ts";

const NOT_FOUND = "쿠폰을 찾을 수 없습니다.";

function toPartnerCoupon(row: CouponRow, usedCount: number): PartnerCoupon {
  return { ...toConsoleCoupon(row, usedCount), affiliateId: row.affiliateId as number };
}

export function createStoreCouponService(deps: { db: Database; affiliate: StorePolicy }) {
  const { db } = deps;
  const repository = createCouponRepository(db);

  /** The store's coupon (not deleted) when the caller may run the store's coupons; 404 otherwise. */
  async function requireOwn(actor: StoreActor, id: number): Promise<CouponRow> {
    const row = await repository.findCoupon(id);
    if (!row || row.affiliateId === null || row.state === "DELETE") throw AppError.notFound(NOT_FOUND);
    await deps.affiliate.requireStore(actor, row.affiliateId, "coupons").catch(() => {
      throw AppError.notFound(NOT_FOUND);
    });
    return row;
  }

  return {
    async list(actor: StoreActor, affiliateId: number): Promise<{ items: PartnerCoupon[] }> {
      await deps.affiliate.requireStore(actor, affiliateId, "coupons");
      const rows = await repository.findStoreCoupons(affiliateId);
      return { items: rows.map((r) => toPartnerCoupon(r.coupon, r.used)) };
    },

    async create(actor: StoreActor, input: PartnerCouponCreate): Promise<PartnerCoupon> {
      await deps.affiliate.requireStore(actor, input.affiliateId, "coupons");
      const row = await repository.insertCoupon({
        resourceType: "AFFILIATE",
        affiliateId: input.affiliateId,
        ...couponColumns(input),
      });
      return toPartnerCoupon(row, 0);
    },

    async update(actor: StoreActor, id: number, input: PartnerCouponInput): Promise<PartnerCoupon> {
      await requireOwn(actor, id);
      return db.transaction(async (tx) => {
        const rows = createCouponRepository(tx);
        const row = (await rows.lockCoupon(id)) as CouponRow;
        const refusal = couponEditRefusal(row, { ...input, perMemberLimit: row.perMemberLimit });
        if (refusal) throw AppError.badRequest(refusal);
        const updated = await rows.updateCoupon(id, couponColumns(input));
        return toPartnerCoupon(updated, await rows.countUsed(id));
      });
    },

    async setState(actor: StoreActor, id: number, state: "NORMAL" | "DEACTIVATE"): Promise<PartnerCoupon> {
      await requireOwn(actor, id);
      const updated = await repository.updateCoupon(id, { state });
      return toPartnerCoupon(updated, await repository.countUsed(id));
    },
  };
}

export type StoreCouponService = ReturnType<typeof createStoreCouponService>;
