import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assertWon,
  couponDiscountAmount,
  couponDiscountedPrice,
  discountRate,
  isAddOnOption,
  lineBasePrice,
  lineDeliveryOptionsTotal,
  linesDeliveryOptionsTotal,
  linesTotal,
  lineTotal,
  MIN_COUPON_PRICE,
  type OptionDetail,
  optionPrice,
  type ProductLine,
  refundShares,
  rewardPoints,
} from "./money.ts";

const won = (max = 10_000_000) => fc.integer({ min: 0, max });
const quantity = fc.integer({ min: 0, max: 100 });

const option = (overrides: Partial<OptionDetail> = {}): OptionDetail => ({
  sellPrice: 0,
  quantity: 1,
  isAddProductSellPrice: false,
  isRequired: false,
  isDeliveryPrice: false,
  ...overrides,
});

const optionArbitrary: fc.Arbitrary<OptionDetail> = fc.record({
  sellPrice: won(1_000_000),
  quantity,
  isAddProductSellPrice: fc.boolean(),
  isRequired: fc.boolean(),
  isDeliveryPrice: fc.boolean(),
});
const lineArbitrary: fc.Arbitrary<ProductLine> = fc.record({
  sellPrice: won(1_000_000),
  quantity,
  optionDetails: fc.array(optionArbitrary, { maxLength: 5 }),
});

describe("assertWon", () => {
  it.each([0, 1, 1000])("accepts %d", (amount) => {
    expect(() => assertWon(amount)).not.toThrow();
  });
  it.each([-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])("rejects %d", (amount) => {
    expect(() => assertWon(amount)).toThrow(RangeError);
  });
});

describe("couponDiscountedPrice (SPEC §5: never below 1000원)", () => {
  it("floors at 1000: results 999 / 1000 / 1001 before the floor", () => {
    expect(couponDiscountedPrice(2000, 1001)).toBe(1000); // would be 999
    expect(couponDiscountedPrice(2000, 1000)).toBe(1000);
    expect(couponDiscountedPrice(2000, 999)).toBe(1001);
  });

  it("applies the whole discount when the result stays above the floor", () => {
    expect(couponDiscountedPrice(15000, 3000)).toBe(12000);
    expect(couponDiscountAmount(15000, 3000)).toBe(3000);
  });

  it("caps the discount a coupon actually gives", () => {
    expect(couponDiscountAmount(5000, 10000)).toBe(4000);
  });

  it("never raises a price that is already under 1000원", () => {
    expect(couponDiscountedPrice(800, 500)).toBe(800);
    expect(couponDiscountedPrice(999, 0)).toBe(999);
  });

  it("rejects non-integer won", () => {
    expect(() => couponDiscountedPrice(1000.5, 0)).toThrow(RangeError);
    expect(() => couponDiscountedPrice(1000, -1)).toThrow(RangeError);
  });

  it("property: integer, within [min(price, 1000), price], and exact when above the floor", () => {
    fc.assert(
      fc.property(won(), won(), (price, discount) => {
        const result = couponDiscountedPrice(price, discount);
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeLessThanOrEqual(price);
        expect(result).toBeGreaterThanOrEqual(Math.min(price, MIN_COUPON_PRICE));
        if (price - discount >= MIN_COUPON_PRICE) expect(result).toBe(price - discount);
        expect(couponDiscountAmount(price, discount)).toBeLessThanOrEqual(discount);
      }),
    );
  });

  it("property: a bigger discount never gives a higher price", () => {
    fc.assert(
      fc.property(won(), won(), won(), (price, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(couponDiscountedPrice(price, large)).toBeLessThanOrEqual(couponDiscountedPrice(price, small));
      }),
    );
  });
});

describe("discountRate (SPEC §5: rounded percentage)", () => {
  it("rounds to the nearest whole percent, half up", () => {
    expect(discountRate(10000, 7000)).toBe(30);
    expect(discountRate(3000, 2000)).toBe(33); // 33.33
    expect(discountRate(3000, 1000)).toBe(67); // 66.67
    expect(discountRate(200, 199)).toBe(1); // 0.5 rounds up
    expect(discountRate(201, 200)).toBe(0); // 0.497 rounds down
    expect(discountRate(8, 7)).toBe(13); // 12.5 rounds up
  });

  it("is 0 with no original price or no discount, 100 when free", () => {
    expect(discountRate(0, 0)).toBe(0);
    expect(discountRate(1000, 1000)).toBe(0);
    expect(discountRate(1000, 1500)).toBe(0);
    expect(discountRate(1000, 0)).toBe(100);
  });

  it("property: an integer in 0..100 equal to the rounded exact percentage", () => {
    fc.assert(
      fc.property(won(), won(), (original, sale) => {
        const rate = discountRate(original, sale);
        expect(Number.isInteger(rate)).toBe(true);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
        if (original > 0 && sale < original) {
          const exact = ((original - sale) / original) * 100;
          expect(Math.abs(rate - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        }
      }),
    );
  });
});

describe("rewardPoints (SPEC §5: rounded price × sum of three percentages)", () => {
  it("sums the three percentages before multiplying", () => {
    expect(rewardPoints(10000, [1, 2, 0.5])).toBe(350);
    expect(rewardPoints(12345, [1, 0, 0])).toBe(123); // 123.45
    expect(rewardPoints(12350, [1, 0, 0])).toBe(124); // 123.5 rounds up
    expect(rewardPoints(12349, [1, 0, 0])).toBe(123); // 123.49
  });

  it("is exact where floating point would drift", () => {
    // 500 × (0.1 + 0.1 + 0.7) / 100 is 4.499999999999999 in floating point; exactly 4.5 -> 5.
    expect(rewardPoints(500, [0.1, 0.1, 0.7])).toBe(5);
    expect(rewardPoints(250, [0.1, 0.2, 2.3])).toBe(7); // 6.5
  });

  it("gives 0 for 0 price or 0 percent", () => {
    expect(rewardPoints(0, [5, 5, 5])).toBe(0);
    expect(rewardPoints(99999, [0, 0, 0])).toBe(0);
  });

  it("rejects negative or non-finite percentages", () => {
    expect(() => rewardPoints(1000, [-1, 0, 0])).toThrow(RangeError);
    expect(() => rewardPoints(1000, [Number.NaN, 0, 0])).toThrow(RangeError);
  });

  it("property: integer within half a point of the exact amount", () => {
    const percent = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(won(), percent, percent, percent, (price, a, b, c) => {
        const points = rewardPoints(price, [a, b, c]);
        expect(Number.isInteger(points)).toBe(true);
        expect(Math.abs(points - (price * (a + b + c)) / 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it("property: the order of the three percentages does not matter", () => {
    const percent = fc.integer({ min: 0, max: 3000 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(won(), percent, percent, percent, (price, a, b, c) => {
        expect(rewardPoints(price, [a, b, c])).toBe(rewardPoints(price, [c, a, b]));
      }),
    );
  });
});

describe("optionPrice (SPEC §9)", () => {
  it("adds the product price when isAddProductSellPrice", () => {
    expect(optionPrice(10000, { sellPrice: 2000, quantity: 3, isAddProductSellPrice: true })).toBe(36000);
  });
  it("uses only the option price otherwise", () => {
    expect(optionPrice(10000, { sellPrice: 2000, quantity: 3, isAddProductSellPrice: false })).toBe(6000);
  });
  it("property: integer, linear in quantity, and the flag adds exactly product price × quantity", () => {
    fc.assert(
      fc.property(won(1_000_000), won(1_000_000), quantity, (product, price, qty) => {
        const plain = optionPrice(product, { sellPrice: price, quantity: qty, isAddProductSellPrice: false });
        const added = optionPrice(product, { sellPrice: price, quantity: qty, isAddProductSellPrice: true });
        expect(plain).toBe(price * qty);
        expect(added - plain).toBe(product * qty);
        expect(Number.isInteger(added)).toBe(true);
      }),
    );
  });
});

describe("line totals (SPEC §5 total price)", () => {
  it("counts sellPrice × quantity for a line without option details", () => {
    const line = { sellPrice: 12000, quantity: 2, optionDetails: [] };
    expect(lineBasePrice(line)).toBe(24000);
    expect(lineTotal(line)).toBe(24000);
  });

  it("adds optional (non-required) options on top of the product", () => {
    const line = { sellPrice: 12000, quantity: 2, optionDetails: [option({ sellPrice: 3000, quantity: 1 })] };
    expect(lineTotal(line)).toBe(27000);
  });

  it("does not count the bare product when a required option exists", () => {
    const line = {
      sellPrice: 12000,
      quantity: 1,
      optionDetails: [
        option({ sellPrice: 2000, quantity: 2, isAddProductSellPrice: true, isRequired: true }),
        option({ sellPrice: 500, quantity: 1 }),
      ],
    };
    expect(lineBasePrice(line)).toBe(0);
    expect(lineTotal(line)).toBe(2 * 14000 + 500);
  });

  it("keeps delivery options out of the product total and sums them separately", () => {
    const line = {
      sellPrice: 30000,
      quantity: 1,
      optionDetails: [option({ sellPrice: 8000, quantity: 1, isDeliveryPrice: true, isRequired: true })],
    };
    // A required delivery option does not replace the product itself.
    expect(lineTotal(line)).toBe(30000);
    expect(lineDeliveryOptionsTotal(line)).toBe(8000);
  });

  it("sums lines", () => {
    const lines = [
      { sellPrice: 1000, quantity: 3, optionDetails: [] },
      {
        sellPrice: 5000,
        quantity: 1,
        optionDetails: [option({ sellPrice: 2500, quantity: 2, isDeliveryPrice: true })],
      },
    ];
    expect(linesTotal(lines)).toBe(8000);
    expect(linesDeliveryOptionsTotal(lines)).toBe(5000);
    expect(linesTotal([])).toBe(0);
  });

  it("property: totals are integers equal to the sum of their parts", () => {
    fc.assert(
      fc.property(fc.array(lineArbitrary, { maxLength: 5 }), (lines) => {
        const total = linesTotal(lines);
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBe(lines.reduce((sum, line) => sum + lineTotal(line), 0));
        const everyOption = lines.reduce(
          (sum, line) => sum + line.optionDetails.reduce((s, o) => s + optionPrice(line.sellPrice, o), 0),
          0,
        );
        const bases = lines.reduce((sum, line) => sum + lineBasePrice(line), 0);
        expect(total + linesDeliveryOptionsTotal(lines)).toBe(bases + everyOption);
      }),
    );
  });

  it("property: without a required product option the base is sellPrice × quantity", () => {
    fc.assert(
      fc.property(lineArbitrary, (line) => {
        const hasRequired = line.optionDetails.some((o) => o.isRequired && !o.isDeliveryPrice);
        expect(lineBasePrice(line)).toBe(hasRequired ? 0 : line.sellPrice * line.quantity);
      }),
    );
  });
});

describe("refundShares", () => {
  const paid = fc.record({ cash: won(1_000_000), points: won(1_000_000) });
  /** Refunds in any order and sizes, each split against what went before. */
  const refunds = fc.array(won(1_500_000), { maxLength: 8 });

  it("never gives back more cash than was paid, nor more points than were spent, however refunds are cut", () => {
    fc.assert(
      fc.property(paid, refunds, (p, amounts) => {
        let before = 0;
        let cash = 0;
        let points = 0;
        for (const amount of amounts) {
          const share = refundShares(p, before, amount);
          expect(share.cash).toBeGreaterThanOrEqual(0);
          expect(share.points).toBeGreaterThanOrEqual(0);
          cash += share.cash;
          points += share.points;
          before += amount;
          expect(cash).toBeLessThanOrEqual(p.cash);
          expect(points).toBeLessThanOrEqual(p.points);
          expect(cash + points).toBe(Math.min(before, p.cash + p.points));
        }
      }),
    );
  });

  it("gives cash first: points come back only once every won of cash has", () => {
    fc.assert(
      fc.property(paid, won(), won(), (p, before, amount) => {
        const share = refundShares(p, before, amount);
        if (share.points > 0)
          expect(Math.min(before + amount, p.cash + p.points) - share.points).toBeGreaterThanOrEqual(p.cash);
      }),
    );
  });

  it("splits the examples of issue 24: 5,500원 back on 1,000원 by card and 8,500원 in points", () => {
    expect(refundShares({ cash: 1000, points: 8500 }, 0, 5500)).toEqual({ cash: 1000, points: 4500 });
    expect(refundShares({ cash: 1000, points: 8500 }, 5500, 4000)).toEqual({ cash: 0, points: 4000 });
    expect(refundShares({ cash: 20_000, points: 0 }, 0, 26_000)).toEqual({ cash: 20_000, points: 0 });
  });
});

describe("isAddOnOption", () => {
  it("is an option outside any required choice, priced by itself (packing)", () => {
    expect(isAddOnOption({ isRequired: false, isAddProductSellPrice: false })).toBe(true);
    expect(isAddOnOption({ isRequired: true, isAddProductSellPrice: false })).toBe(false);
    expect(isAddOnOption({ isRequired: false, isAddProductSellPrice: true })).toBe(false);
  });
});
