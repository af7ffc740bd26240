// Coupon rules of SPEC §3, §5 and §7: what a coupon takes off an amount, whether it applies, and the best first.
import { couponDiscountAmount } from "./money.ts";

export type CouponDiscountType = "AMOUNT" | "RATE";

export interface CouponTerms {
  discountType: CouponDiscountType;
  /** Won for AMOUNT, a percentage 1..100 for RATE. */
  discountValue: number;
  minOrderPrice: number;
  /** Cap of a RATE coupon's discount (won); null: no cap. */
  maxDiscountPrice: number | null;
}

/** The nominal discount on `price` (rate rounded down to the won, capped), before the 1,000원 floor. */
export function couponNominalDiscount(terms: CouponTerms, price: number): number {
  if (terms.discountType === "AMOUNT") return terms.discountValue;
  const byRate = Math.floor((price * terms.discountValue) / 100);
  return terms.maxDiscountPrice === null ? byRate : Math.min(byRate, terms.maxDiscountPrice);
}

/**
 * What the coupon takes off `price` (the products of a store part, or of the whole order): 0 under its minimum
 * order price; never more than brings the price below 1,000원 (SPEC §5, `couponDiscountAmount`).
 */
export function couponDiscount(terms: CouponTerms, price: number): number {
  if (price < terms.minOrderPrice) return 0;
  return couponDiscountAmount(price, couponNominalDiscount(terms, price));
}

/** A coupon's validity at `now` from its state and period. */
export function isCouponOpen(c: { state: string; startDate: Date; endDate: Date }, now: Date): boolean {
  return c.state === "NORMAL" && c.startDate <= now && now < c.endDate;
}

/** When a member's copy stops being usable: its own end (a welcome coupon's N days) or its coupon's, whichever first. */
export function copyEndDate(copy: { expiresAt: Date | null }, c: { endDate: Date }): Date {
  return copy.expiresAt && copy.expiresAt < c.endDate ? copy.expiresAt : c.endDate;
}

/** A member's copy is usable at `now`: its coupon open and the copy's own days not run out. */
export function isCopyOpen(
  copy: { expiresAt: Date | null },
  c: { state: string; startDate: Date; endDate: Date },
  now: Date,
): boolean {
  return isCouponOpen(c, now) && now < copyEndDate(copy, c);
}

/**
 * Splits `discount` over amounts in proportion (integer won, the remainder to the largest shares first), never
 * taking more from one than its `room`. Returns one share per amount; their sum is min(discount, sum of rooms).
 */
export function splitDiscount(discount: number, amounts: number[], rooms: number[]): number[] {
  const total = amounts.reduce((s, a) => s + a, 0);
  const shares = amounts.map((a, i) => (total === 0 ? 0 : Math.min(Math.floor((discount * a) / total), rooms[i] ?? 0)));
  let left = discount - shares.reduce((s, a) => s + a, 0);
  const order = amounts.map((_, i) => i).sort((a, b) => (amounts[b] ?? 0) - (amounts[a] ?? 0));
  while (left > 0) {
    let moved = false;
    for (const i of order) {
      const room = (rooms[i] ?? 0) - (shares[i] ?? 0);
      if (room <= 0 || left <= 0) continue;
      const take = Math.min(room, left);
      shares[i] = (shares[i] ?? 0) + take;
      left -= take;
      moved = true;
    }
    if (!moved) break;
  }
  return shares;
}

/**
 * Why a coupon's new terms cannot replace its current ones, or null when they can: once copies are issued, the
 * discount stays (members took the coupon for it) and the quantity and the per-member limit cannot fall below what
 * was given. One rule for a store's coupons and the company's campaigns.
 */
export function couponEditRefusal(
  current: Pick<CouponTerms, "discountType" | "discountValue" | "maxDiscountPrice"> & {
    issuedCount: number;
    perMemberLimit: number;
  },
  next: Pick<CouponTerms, "discountType" | "discountValue" | "maxDiscountPrice"> & {
    totalQuantity: number | null;
    perMemberLimit: number;
  },
): string | null {
  if (current.issuedCount === 0) return null;
  const discountChanged =
    current.discountType !== next.discountType ||
    current.discountValue !== next.discountValue ||
    (next.discountType === "RATE" && current.maxDiscountPrice !== next.maxDiscountPrice);
  if (discountChanged) return "이미 받은 회원이 있는 쿠폰은 할인 내용을 바꿀 수 없습니다. 새 쿠폰을 만들어주세요.";
  if (next.totalQuantity !== null && next.totalQuantity < current.issuedCount) {
    return `이미 ${current.issuedCount}장 발급되어 발행 수량을 그보다 줄일 수 없습니다.`;
  }
  if (next.perMemberLimit < current.perMemberLimit) return "이미 발급된 쿠폰은 1인당 발급 수를 줄일 수 없습니다.";
  return null;
}
