/** How a coupon's terms read: "3,000원 할인", "10% 할인 · 최대 5,000원 · 20,000원 이상 구매 시 · 2027.12.31까지". */
import { formatWon } from "@mulmung/domain/display";
import { formatSeoulDate } from "@mulmung/domain/time";
import { COUPON_MESSAGE } from "./messages.ts";

interface Terms {
  discountType: "AMOUNT" | "RATE";
  discountValue: number;
  minOrderPrice: number;
  maxDiscountPrice: number | null;
  endDate: string;
}

export function couponHeadline(c: Terms): string {
  return c.discountType === "RATE"
    ? COUPON_MESSAGE.rate(c.discountValue)
    : COUPON_MESSAGE.amount(formatWon(c.discountValue));
}

export function couponConditions(c: Terms): string {
  return [
    c.maxDiscountPrice !== null && c.discountType === "RATE" ? COUPON_MESSAGE.max(formatWon(c.maxDiscountPrice)) : null,
    c.minOrderPrice > 0 ? COUPON_MESSAGE.min(formatWon(c.minOrderPrice)) : null,
    COUPON_MESSAGE.until(formatSeoulDate(c.endDate)),
  ]
    .filter(Boolean)
    .join(" · ");
}
