import { describe, expect, it } from "vitest";
import {
  buyRewardPoints,
  DEFAULT_POINT_RATES,
  pointRatesOf,
  REFEREE_RECEIVED_POINTS,
  REFEREE_SENT_POINTS,
} from "./point.ts";

describe("points rules", () => {
  it("a purchase earns 1% of the products' price, rounded half up (SPEC §5)", () => {
    expect(buyRewardPoints(25_000)).toBe(250);
    expect(buyRewardPoints(12_350)).toBe(124);
    expect(buyRewardPoints(12_349)).toBe(123);
    expect(buyRewardPoints(0)).toBe(0);
  });

  it("a referral rewards both sides with whole points", () => {
    expect(REFEREE_RECEIVED_POINTS).toBe(2000);
    expect(REFEREE_SENT_POINTS).toBe(2000);
  });

  it("a purchase at the operator's rate (point_rate), two decimals of a percent", () => {
    expect(buyRewardPoints(25_000, 2.5)).toBe(625);
    expect(buyRewardPoints(10_000, 0)).toBe(0);
  });

  it("the stored point_rate, each field within bounds, the constants for anything missing or malformed", () => {
    expect(pointRatesOf(undefined)).toEqual(DEFAULT_POINT_RATES);
    expect(
      pointRatesOf({ buyRewardPercent: 1.5, reviewTextPoints: 100, reviewPhotoPoints: -5, refereeSentPoints: "9" }),
    ).toEqual({ ...DEFAULT_POINT_RATES, buyRewardPercent: 1.5, reviewTextPoints: 100 });
    expect(pointRatesOf({ buyRewardPercent: 99, refereeReceivedPoints: 1.5 })).toEqual(DEFAULT_POINT_RATES);
  });
});
