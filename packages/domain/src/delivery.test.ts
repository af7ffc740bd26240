import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DeliverySetting,
  deliveryTotal,
  extraDeliveryArea,
  freeDeliveryFrom,
  ISLAND_POSTAL_RANGES,
  isExtraDeliveryArea,
  parcelDeliveryFee,
} from "./delivery.ts";

const setting = (overrides: Partial<DeliverySetting> = {}): DeliverySetting => ({
  isParcel: true,
  isFreeDelivery: true,
  freeDeliveryPriceOrderPayment: 50000,
  parcelDeliveryPrice: 3000,
  ...overrides,
});

describe("freeDeliveryFrom (what a product card announces)", () => {
  it("is the threshold when free delivery is on, 0 when delivery costs nothing, null when it is never free", () => {
    expect(freeDeliveryFrom(setting())).toBe(50000);
    expect(freeDeliveryFrom(setting({ freeDeliveryPriceOrderPayment: 0 }))).toBe(0);
    expect(freeDeliveryFrom(setting({ isFreeDelivery: false }))).toBeNull();
    expect(freeDeliveryFrom(setting({ isFreeDelivery: false, parcelDeliveryPrice: 0 }))).toBe(0);
    expect(freeDeliveryFrom(setting({ isParcel: false }))).toBeNull();
  });

  it("agrees with parcelDeliveryFee: free from that payment on, charged below it", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        (isParcel, isFreeDelivery, freeDeliveryPriceOrderPayment, parcelDeliveryPrice, payment) => {
          const s = { isParcel, isFreeDelivery, freeDeliveryPriceOrderPayment, parcelDeliveryPrice };
          const from = freeDeliveryFrom(s);
          if (from === null) return;
          expect(parcelDeliveryFee(s, payment) === 0).toBe(payment >= from);
        },
      ),
    );
  });
});

describe("parcelDeliveryFee / deliveryTotal (SPEC §9)", () => {
  it("charges the parcel fee below the free-delivery threshold and waives it at and above", () => {
    expect(parcelDeliveryFee(setting(), 49999)).toBe(3000);
    expect(parcelDeliveryFee(setting(), 50000)).toBe(0);
    expect(parcelDeliveryFee(setting(), 50001)).toBe(0);
  });

  it("always charges the parcel fee when free delivery is off", () => {
    expect(parcelDeliveryFee(setting({ isFreeDelivery: false }), 1_000_000)).toBe(3000);
  });

  it("charges no parcel fee when the parcel service is not selected", () => {
    expect(parcelDeliveryFee(setting({ isParcel: false, isFreeDelivery: false }), 0)).toBe(0);
  });

  it("adds delivery options separately, even when parcel delivery is free or not selected", () => {
    expect(deliveryTotal(setting(), 10000, 5000)).toBe(8000);
    expect(deliveryTotal(setting(), 60000, 5000)).toBe(5000);
    expect(deliveryTotal(setting({ isParcel: false }), 10000, 5000)).toBe(5000);
    expect(deliveryTotal(setting(), 10000)).toBe(3000);
  });

  it("rejects non-integer won", () => {
    expect(() => parcelDeliveryFee(setting({ parcelDeliveryPrice: 2500.5 }), 0)).toThrow(RangeError);
    expect(() => deliveryTotal(setting(), 0, -1)).toThrow(RangeError);
  });

  it("property: the total is either the options or the options plus the parcel fee, per the rule", () => {
    const arbitrarySetting = fc.record({
      isParcel: fc.boolean(),
      isFreeDelivery: fc.boolean(),
      freeDeliveryPriceOrderPayment: fc.integer({ min: 0, max: 1_000_000 }),
      parcelDeliveryPrice: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        arbitrarySetting,
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (s, payment, options) => {
          const total = deliveryTotal(s, payment, options);
          const charged = s.isParcel && (!s.isFreeDelivery || payment < s.freeDeliveryPriceOrderPayment);
          expect(total).toBe(options + (charged ? s.parcelDeliveryPrice : 0));
          expect(Number.isInteger(total)).toBe(true);
        },
      ),
    );
  });

  it("property: paying more never makes delivery more expensive", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 200_000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(parcelDeliveryFee(setting(), high)).toBeLessThanOrEqual(parcelDeliveryFee(setting(), low));
      }),
    );
  });
});

describe("extraDeliveryArea (SPEC §5 island and Jeju surcharge)", () => {
  it("flags Jeju 63000-63644 exactly", () => {
    expect(extraDeliveryArea("62999")).toBeNull();
    expect(extraDeliveryArea("63000")).toBe("JEJU");
    expect(extraDeliveryArea("63300")).toBe("JEJU");
    expect(extraDeliveryArea("63644")).toBe("JEJU");
    expect(extraDeliveryArea("63645")).toBeNull();
  });

  it("flags 58826 (Sinan) and not 28826 (Cheongju): see decision 004", () => {
    expect(extraDeliveryArea("58826")).toBe("ISLAND");
    expect(extraDeliveryArea("28826")).toBeNull();
    expect(extraDeliveryArea("58825")).toBeNull();
    expect(extraDeliveryArea("58827")).toBeNull();
  });

  it.each([
    ["22386", "ISLAND"],
    ["22388", "ISLAND"],
    ["22389", null],
    ["22385", null],
    ["23004", "ISLAND"],
    ["23011", null],
    ["23116", "ISLAND"],
    ["23117", null],
    ["23123", null],
    ["23124", "ISLAND"],
    ["31708", "ISLAND"],
    ["31709", null],
    ["32133", "ISLAND"],
    ["33411", "ISLAND"],
    ["40200", "ISLAND"],
    ["40240", "ISLAND"],
    ["40241", null],
    ["46768", "ISLAND"],
    ["46771", "ISLAND"],
    ["52570", "ISLAND"],
    ["53031", "ISLAND"],
    ["53089", "ISLAND"],
    ["53104", "ISLAND"],
    ["54000", "ISLAND"],
    ["54001", null],
    ["56348", "ISLAND"],
    ["57069", "ISLAND"],
    ["58760", "ISLAND"],
    ["58800", "ISLAND"],
    ["58810", "ISLAND"],
    ["58811", null],
    ["58816", "ISLAND"],
    ["58818", "ISLAND"],
    ["58828", "ISLAND"],
    ["58866", "ISLAND"],
    ["58867", null],
    ["58953", "ISLAND"],
    ["58958", "ISLAND"],
    ["59102", "ISLAND"],
    ["59104", null],
    ["59106", "ISLAND"],
    ["59127", "ISLAND"],
    ["59128", null],
    ["59129", "ISLAND"],
    ["59137", "ISLAND"],
    ["59166", "ISLAND"],
    ["59650", "ISLAND"],
    ["59766", "ISLAND"],
    ["59781", "ISLAND"],
    ["59790", "ISLAND"],
    ["59791", null],
    ["04524", null], // Seoul City Hall area
  ] as const)("%s -> %s", (code, expected) => {
    expect(extraDeliveryArea(code)).toBe(expected);
  });

  it("accepts surrounding spaces and rejects anything but five digits", () => {
    expect(extraDeliveryArea(" 63000 ")).toBe("JEJU");
    expect(extraDeliveryArea("6300")).toBeNull();
    expect(extraDeliveryArea("630000")).toBeNull();
    expect(extraDeliveryArea("63-000")).toBeNull();
    expect(extraDeliveryArea("")).toBeNull();
  });

  it("isExtraDeliveryArea mirrors the area", () => {
    expect(isExtraDeliveryArea("63644")).toBe(true);
    expect(isExtraDeliveryArea("59781")).toBe(true);
    expect(isExtraDeliveryArea("28826")).toBe(false);
  });

  it("keeps the table well formed: ordered, non-overlapping, five-digit ranges", () => {
    let previousLast = 0;
    for (const [first, last] of ISLAND_POSTAL_RANGES) {
      expect(first).toBeLessThanOrEqual(last);
      expect(first).toBeGreaterThan(previousLast);
      expect(last).toBeLessThanOrEqual(99999);
      previousLast = last;
    }
  });

  it("matches SPEC §5's island list, with 28826 read as 58826", () => {
    const specList =
      "22386-22388, 23004-23010, 23100-23116, 23124-23136, 31708, 32133, 33411, 40200-40240, 46768-46771, " +
      "52570-52571, 53031-53033, 53089-53104, 54000, 56347-56349, 57068-57069, 58760-58762, 58800-58810, " +
      "58816-58818, 28826, 58828-58866, 58953-58958, 59102-59103, 59106, 59127, 59129, 59137-59166, 59650, " +
      "59766, 59781-59790";
    const ranges = specList
      .split(", ")
      .map((entry) => (entry === "28826" ? "58826" : entry))
      .map((entry) => {
        const [first, last = first] = entry.split("-").map(Number);
        return [first, last];
      });
    expect(ISLAND_POSTAL_RANGES).toEqual(ranges);
  });
});
