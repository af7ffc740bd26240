import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountUntilFreeDelivery, storeFreeDeliveryFrom, storeParcelDeliveryFee } from "./basket.ts";
import { type DeliverySetting, parcelDeliveryFee } from "./delivery.ts";

const setting = (overrides: Partial<DeliverySetting> = {}): DeliverySetting => ({
  isParcel: true,
  isFreeDelivery: true,
  freeDeliveryPriceOrderPayment: 50000,
  parcelDeliveryPrice: 3000,
  ...overrides,
});

const anySetting = fc.record({
  isParcel: fc.boolean(),
  isFreeDelivery: fc.boolean(),
  freeDeliveryPriceOrderPayment: fc.integer({ min: 0, max: 200_000 }),
  parcelDeliveryPrice: fc.integer({ min: 0, max: 10_000 }),
});

describe("one store's parcel fee", () => {
  it("is the store's fee below its threshold and 0 from it on", () => {
    expect(storeParcelDeliveryFee([setting()], 49_999)).toBe(3000);
    expect(storeParcelDeliveryFee([setting()], 50_000)).toBe(0);
    expect(storeParcelDeliveryFee([setting({ isFreeDelivery: false })], 500_000)).toBe(3000);
    expect(storeParcelDeliveryFee([setting({ isParcel: false })], 0)).toBe(0);
    expect(storeParcelDeliveryFee([], 10_000)).toBe(0);
  });

  it("charges the largest fee of its products' settings once, never a sum", () => {
    const cheap = setting({ parcelDeliveryPrice: 2500, freeDeliveryPriceOrderPayment: 30_000 });
    const dear = setting({ parcelDeliveryPrice: 4000, freeDeliveryPriceOrderPayment: 60_000 });
    expect(storeParcelDeliveryFee([cheap, dear], 20_000)).toBe(4000);
    expect(storeParcelDeliveryFee([cheap, dear], 40_000)).toBe(4000);
    expect(storeParcelDeliveryFee([cheap, dear], 60_000)).toBe(0);
  });

  it("equals SPEC §9's fee for a store with one setting", () => {
    fc.assert(
      fc.property(anySetting, fc.integer({ min: 0, max: 300_000 }), (s, payment) => {
        expect(storeParcelDeliveryFee([s, s], payment)).toBe(parcelDeliveryFee(s, payment));
      }),
    );
  });
});

describe("how much more ships free", () => {
  it("is the rest to the threshold, null once free or when never free", () => {
    expect(amountUntilFreeDelivery([setting()], 32_000)).toBe(18_000);
    expect(amountUntilFreeDelivery([setting()], 50_000)).toBeNull();
    expect(amountUntilFreeDelivery([setting({ isFreeDelivery: false })], 10_000)).toBeNull();
    expect(amountUntilFreeDelivery([setting(), setting({ isFreeDelivery: false })], 10_000)).toBeNull();
    expect(amountUntilFreeDelivery([setting({ parcelDeliveryPrice: 0 })], 10_000)).toBeNull();
  });

  it("adding exactly that amount makes the store's fee 0, and a won less does not", () => {
    fc.assert(
      fc.property(
        fc.array(anySetting, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 300_000 }),
        (settings, payment) => {
          const rest = amountUntilFreeDelivery(settings, payment);
          if (rest === null) return;
          expect(rest).toBeGreaterThan(0);
          expect(storeParcelDeliveryFee(settings, payment + rest)).toBe(0);
          expect(storeParcelDeliveryFee(settings, payment + rest - 1)).toBeGreaterThan(0);
        },
      ),
    );
  });

  it("agrees with what the store announces", () => {
    fc.assert(
      fc.property(
        fc.array(anySetting, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 300_000 }),
        (settings, payment) => {
          const from = storeFreeDeliveryFrom(settings);
          const fee = storeParcelDeliveryFee(settings, payment);
          if (from === null) return;
          expect(fee === 0).toBe(payment >= from);
        },
      ),
    );
  });
});
