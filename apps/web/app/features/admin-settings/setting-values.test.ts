import { describe, expect, it } from "vitest";
import { bpToPercent, memoLines, memoText, numberOf, percentToBp } from "./setting-values.ts";

describe("the fee as a percentage", () => {
  it("turns a percentage with up to two decimals into basis points", () => {
    expect(percentToBp("10")).toBe(1000);
    expect(percentToBp("10.5")).toBe(1050);
    expect(percentToBp("0.01")).toBe(1);
    expect(percentToBp(" 12.34 ")).toBe(1234);
  });

  it("refuses what is not such a number", () => {
    expect(percentToBp("10.555")).toBeNull();
    expect(percentToBp("-1")).toBeNull();
    expect(percentToBp("십")).toBeNull();
    expect(percentToBp("")).toBeNull();
  });

  it("shows basis points with two decimals", () => {
    expect(bpToPercent(1050)).toBe("10.50");
    expect(bpToPercent(1)).toBe("0.01");
    expect(percentToBp(bpToPercent(777))).toBe(777);
  });
});

describe("delivery-memo presets", () => {
  it("go between one-a-line text and a list, without empty lines", () => {
    expect(memoLines("문 앞에 놓아주세요\n\n  경비실에 맡겨주세요 \n")).toEqual([
      "문 앞에 놓아주세요",
      "경비실에 맡겨주세요",
    ]);
    expect(memoText(["a", " ", "b "])).toBe("a\nb");
  });
});

describe("numberOf", () => {
  it("reads a number, NaN for an empty box", () => {
    expect(numberOf(" 24 ")).toBe(24);
    expect(numberOf("")).toBeNaN();
  });
});
