import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_FEE_RATE_BP,
  feeRateLabel,
  platformFee,
  platformFeeRateOf,
  settlementTotals,
  settlePart,
} from "./settlement.ts";

const part = fc
  .record({
    gross: fc.integer({ min: 0, max: 5_000_000 }),
    storeShare: fc.double({ min: 0, max: 1, noNaN: true }),
    companyShare: fc.double({ min: 0, max: 1, noNaN: true }),
    refundShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ gross, storeShare, companyShare, refundShare }) => {
    const storeCoupon = Math.floor(gross * storeShare * 0.5);
    const companyCoupon = Math.floor((gross - storeCoupon) * companyShare * 0.5);
    const paid = gross - storeCoupon - companyCoupon;
    return { gross, storeCoupon, companyCoupon, refunded: Math.floor(paid * refundShare) };
  });
const rate = fc.integer({ min: 0, max: 5_000 });

describe("settlement (정산)", () => {
  it("charges 10% by default, rounded down to the won", () => {
    expect(platformFee(12_345, DEFAULT_FEE_RATE_BP)).toBe(1_234);
    expect(platformFee(0, DEFAULT_FEE_RATE_BP)).toBe(0);
    expect(feeRateLabel(1_000)).toBe("10%");
    expect(feeRateLabel(1_050)).toBe("10.5%");
  });

  it("pays the company coupon back to the store, but not on a part refunded whole", () => {
    expect(settlePart({ gross: 30_000, storeCoupon: 0, companyCoupon: 3_000, refunded: 0 }, 1_000)).toMatchObject({
      paid: 27_000,
      netSales: 30_000,
      fee: 3_000,
      payout: 27_000,
    });
    expect(
      settlePart({ gross: 30_000, storeCoupon: 2_000, companyCoupon: 3_000, refunded: 25_000 }, 1_000),
    ).toMatchObject({
      netSales: 0,
      fee: 0,
      payout: 0,
    });
  });

  it("adds up: each line's columns, and the totals as the sum of the lines", () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 30 }), rate, (parts, bp) => {
        const lines = parts.map((p) => settlePart(p, bp));
        for (const l of lines) {
          if (l.gross - l.storeCoupon - l.companyCoupon - l.refunded + l.companyCouponBack !== l.netSales) return false;
          if (l.fee + l.payout !== l.netSales || l.fee < 0 || l.payout < 0) return false;
          if (!Number.isInteger(l.fee) || l.fee > (l.netSales * bp) / 10_000) return false;
        }
        const totals = settlementTotals(lines);
        return (
          totals.payout === lines.reduce((s, l) => s + l.payout, 0) &&
          totals.fee + totals.payout === totals.netSales &&
          totals.gross - totals.storeCoupon - totals.companyCoupon - totals.refunded + totals.companyCouponBack ===
            totals.netSales
        );
      }),
    );
  });
});

describe("platformFeeRateOf (the platform_fee setting)", () => {
  it("takes a whole rate within 0..50%, else 10%", () => {
    expect(platformFeeRateOf({ rateBp: 1250 })).toBe(1250);
    expect(platformFeeRateOf({ rateBp: 0 })).toBe(0);
    expect(platformFeeRateOf({ rateBp: 9000 })).toBe(1000);
    expect(platformFeeRateOf(undefined)).toBe(1000);
  });
});
