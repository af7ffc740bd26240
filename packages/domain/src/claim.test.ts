import { describe, expect, it } from "vitest";
import { claimableTypes, claimResolutions, doaDeadline, doaWindowMessage, liveArrivalWindowOf } from "./claim.ts";

const delivered = new Date("2026-11-20T10:00:00Z");
const part = { orderState: "PAYMENT_SUCCESS", deliveryState: "SUCCESS", deliveredAt: delivered };
const covered = { covered: true, windowHours: 2 };

describe("claims", () => {
  it("offers DOA only for a covered line inside the window after delivery", () => {
    expect(claimableTypes(part, covered, new Date("2026-11-20T11:59:59Z"))).toEqual(["RETURN", "EXCHANGE", "DOA"]);
    expect(claimableTypes(part, covered, new Date("2026-11-20T12:00:00Z"))).toEqual(["RETURN", "EXCHANGE"]);
    expect(claimableTypes(part, { covered: false, windowHours: 2 }, delivered)).toEqual(["RETURN", "EXCHANGE"]);
    expect(doaDeadline(delivered, 3).toISOString()).toBe("2026-11-20T13:00:00.000Z");
    expect(doaWindowMessage(2)).toBe("폐사 보상은 도착 후 2시간 이내에만 신청할 수 있어요.");
  });

  it("offers a cancel before shipping, nothing in transit, after confirmation or cancel", () => {
    const now = new Date();
    expect(claimableTypes({ ...part, orderState: "PREPARING", deliveryState: "WAIT" }, covered, now)).toEqual([
      "CANCEL",
    ]);
    expect(claimableTypes({ ...part, deliveryState: "TRANSIT" }, covered, now)).toEqual([]);
    expect(claimableTypes({ ...part, orderState: "CONFIRMATION" }, covered, delivered)).toEqual([]);
    expect(claimableTypes({ ...part, orderState: "PAYMENT_CANCEL" }, covered, delivered)).toEqual([]);
  });

  it("answers each type with the resolutions it allows", () => {
    expect(claimResolutions("DOA")).toEqual(["REFUND", "RESHIP"]);
    expect(claimResolutions("EXCHANGE")).toEqual(["RESHIP"]);
    expect(claimResolutions("RETURN")).toEqual(["REFUND"]);
  });
});

describe("liveArrivalWindowOf (the live_arrival setting)", () => {
  it("takes whole hours within 1..72, else the default 2", () => {
    expect(liveArrivalWindowOf({ windowHours: 6 })).toBe(6);
    expect(liveArrivalWindowOf({ windowHours: 0 })).toBe(2);
    expect(liveArrivalWindowOf(null)).toBe(2);
  });
});
