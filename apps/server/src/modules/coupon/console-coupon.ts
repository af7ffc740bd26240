/** A coupon as both consoles show it (the operators' campaigns, a store's own coupons): terms, period, counts, state. */
import type { CouponRow } from "./repository.ts";

export function toConsoleCoupon(row: CouponRow, usedCount: number) {
  return {
    id: row.id,
    name: row.name,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxDiscountPrice: row.discountType === "RATE" ? row.maxDiscountPrice : null,
    minOrderPrice: row.minOrderPrice,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    totalQuantity: row.totalQuantity,
    issuedCount: row.issuedCount,
    usedCount,
    state: row.state === "DEACTIVATE" ? ("DEACTIVATE" as const) : ("NORMAL" as const),
  };
}
