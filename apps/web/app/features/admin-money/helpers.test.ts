import { describe, expect, it } from "vitest";
import { codesCsv, couponBody, offsetParam, parseWon, pick } from "./helpers.ts";

describe("admin money helpers", () => {
  it("reads typed won", () => {
    expect(parseWon("5,000")).toBe(5000);
    expect(parseWon(" 12 000원 ")).toBe(12000);
    expect(parseWon("")).toBeNull();
    expect(parseWon("-3000")).toBeNaN();
    expect(parseWon("-3,000", true)).toBe(-3000);
    expect(parseWon("1.5", true)).toBeNaN();
    expect(parseWon("abc")).toBeNaN();
  });

  it("builds the campaign body in Seoul time, the cap only for a rate", () => {
    const draft = {
      name: "겨울 쿠폰",
      discountType: "AMOUNT",
      discountValue: "3,000",
      maxDiscountPrice: "9000",
      minOrderPrice: "",
      startDate: "2026-12-01T00:00",
      endDate: "2026-12-31T23:59",
      totalQuantity: "",
      perMemberLimit: "1",
      state: "NORMAL",
    };
    expect(couponBody(draft)).toEqual({
      name: "겨울 쿠폰",
      discountType: "AMOUNT",
      discountValue: 3000,
      maxDiscountPrice: null,
      minOrderPrice: 0,
      startDate: "2026-12-01T00:00:00+09:00",
      endDate: "2026-12-31T23:59:00+09:00",
      totalQuantity: null,
      perMemberLimit: 1,
      state: "NORMAL",
    });
    const rate = couponBody({ ...draft, discountType: "RATE", discountValue: "10", totalQuantity: "500" });
    expect(rate).toMatchObject({ discountValue: 10, maxDiscountPrice: 9000, totalQuantity: 500 });
    expect(couponBody({ ...draft, discountValue: "" }).discountValue).toBeNaN();
  });

  it("writes the codes as CSV", () => {
    expect(codesCsv('겨울 "특가"', ["AB12", "CD34"])).toBe(
      'campaign,code\r\n"겨울 ""특가""",AB12\r\n"겨울 ""특가""",CD34\r\n',
    );
  });

  it("reads offsets and choices from the URL", () => {
    expect(offsetParam("30")).toBe(30);
    expect(offsetParam("-1")).toBe(0);
    expect(pick("HANDLED", ["OWED", "HANDLED"] as const, "OWED")).toBe("HANDLED");
    expect(pick("x", ["OWED", "HANDLED"] as const, "OWED")).toBe("OWED");
  });
});
