import { describe, expect, it } from "vitest";
import {
  copyEndDate,
  couponDiscount,
  couponEditRefusal,
  couponNominalDiscount,
  isCopyOpen,
  isCouponOpen,
  splitDiscount,
} from "./coupon.ts";

const amount = (value: number, min = 0) =>
  ({ discountType: "AMOUNT", discountValue: value, minOrderPrice: min, maxDiscountPrice: null }) as const;
const rate = (value: number, cap: number | null, min = 0) =>
  ({ discountType: "RATE", discountValue: value, minOrderPrice: min, maxDiscountPrice: cap }) as const;

describe("coupon discount", () => {
  it("takes a fixed amount, or a rate rounded down and capped", () => {
    expect(couponDiscount(amount(3000), 20000)).toBe(3000);
    expect(couponNominalDiscount(rate(10, 5000), 12345)).toBe(1234);
    expect(couponDiscount(rate(10, 5000), 80000)).toBe(5000);
    expect(couponDiscount(rate(10, null), 80000)).toBe(8000);
  });

  it("gives nothing under the minimum order price", () => {
    expect(couponDiscount(amount(3000, 20000), 19999)).toBe(0);
    expect(couponDiscount(amount(3000, 20000), 20000)).toBe(3000);
  });

  it("never brings the price below 1,000원 (SPEC §5)", () => {
    expect(couponDiscount(amount(5000), 4500)).toBe(3500);
    expect(couponDiscount(amount(5000), 800)).toBe(0);
    expect(couponDiscount(rate(100, null), 3000)).toBe(2000);
  });

  it("is open only while NORMAL and inside its period", () => {
    const c = { state: "NORMAL", startDate: new Date("2026-01-01"), endDate: new Date("2026-02-01") };
    expect(isCouponOpen(c, new Date("2026-01-15"))).toBe(true);
    expect(isCouponOpen(c, new Date("2026-02-01"))).toBe(false);
    expect(isCouponOpen({ ...c, state: "DEACTIVATE" }, new Date("2026-01-15"))).toBe(false);
  });

  it("a copy with its own days ends at the earlier of its days and its coupon's end", () => {
    const c = { state: "NORMAL", startDate: new Date("2026-01-01"), endDate: new Date("2026-02-01") };
    const welcome = { expiresAt: new Date("2026-01-20") };
    expect(copyEndDate(welcome, c)).toEqual(new Date("2026-01-20"));
    expect(copyEndDate({ expiresAt: new Date("2026-03-01") }, c)).toEqual(c.endDate);
    expect(copyEndDate({ expiresAt: null }, c)).toEqual(c.endDate);
    expect(isCopyOpen(welcome, c, new Date("2026-01-19"))).toBe(true);
    expect(isCopyOpen(welcome, c, new Date("2026-01-20"))).toBe(false);
    expect(isCopyOpen({ expiresAt: null }, { ...c, state: "DELETE" }, new Date("2026-01-19"))).toBe(false);
  });
});

describe("splitDiscount", () => {
  it("splits in proportion, sums exactly, and respects each room", () => {
    expect(splitDiscount(1000, [3000, 1000], [10000, 10000])).toEqual([750, 250]);
    expect(splitDiscount(1001, [1, 1, 1], [1000, 1000, 1000]).reduce((a, b) => a + b)).toBe(1001);
    expect(splitDiscount(5000, [4000, 4000], [3000, 500])).toEqual([3000, 500]);
  });
});

describe("couponEditRefusal", () => {
  const current = {
    discountType: "AMOUNT" as const,
    discountValue: 5000,
    maxDiscountPrice: null,
    issuedCount: 3,
    perMemberLimit: 2,
  };
  const same = { ...current, totalQuantity: null };
  it("lets anything change before a copy is issued", () => {
    expect(couponEditRefusal({ ...current, issuedCount: 0 }, { ...same, discountValue: 1, perMemberLimit: 1 })).toBe(
      null,
    );
  });
  it("keeps an issued coupon's discount, quantity floor and per-member limit", () => {
    expect(couponEditRefusal(current, same)).toBe(null);
    expect(couponEditRefusal(current, { ...same, discountValue: 4000 })).toMatch(/할인 내용을 바꿀 수 없습니다/);
    expect(couponEditRefusal(current, { ...same, totalQuantity: 2 })).toMatch(/이미 3장 발급되어/);
    expect(couponEditRefusal(current, { ...same, totalQuantity: 3 })).toBe(null);
    expect(couponEditRefusal(current, { ...same, perMemberLimit: 1 })).toMatch(/1인당 발급 수를 줄일 수 없습니다/);
  });
  it("reads a rate coupon's cap as part of its discount", () => {
    const rate = { ...current, discountType: "RATE" as const, discountValue: 10, maxDiscountPrice: 3000 };
    expect(couponEditRefusal(rate, { ...rate, totalQuantity: null, maxDiscountPrice: 4000 })).toMatch(/할인 내용/);
    expect(couponEditRefusal(current, { ...same, maxDiscountPrice: 4000 })).toBe(null);
  });
});
