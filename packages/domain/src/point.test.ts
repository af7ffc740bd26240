import { describe, expect, it } from "vitest";
import { buyRewardPoints, REFEREE_RECEIVED_POINTS, REFEREE_SENT_POINTS } from "./point.ts";

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
});
