import { describe, expect, it } from "vitest";
import { approvalBody, feePercentText, offsetParam, parseCoordinate, parseFeePercent, pick } from "./helpers.ts";

describe("fee as a percentage", () => {
  it("shows basis points as a percentage without trailing zeros", () => {
    expect(feePercentText(1000)).toBe("10%");
    expect(feePercentText(1050)).toBe("10.5%");
    expect(feePercentText(1234)).toBe("12.34%");
    expect(feePercentText(0)).toBe("0%");
  });

  it("reads a typed percentage as basis points; empty is the default", () => {
    expect(parseFeePercent("10.5")).toBe(1050);
    expect(parseFeePercent(" 7 %")).toBe(700);
    expect(parseFeePercent("0.07")).toBe(7);
    expect(parseFeePercent("")).toBeNull();
    expect(parseFeePercent("1.234")).toBeUndefined();
    expect(parseFeePercent("-1")).toBeUndefined();
    expect(parseFeePercent("십")).toBeUndefined();
  });
});

describe("approval position", () => {
  it("sends nothing when both are empty, both when typed", () => {
    expect(approvalBody("", " ")).toBeUndefined();
    expect(approvalBody("37.5", "127.0")).toEqual({ latitude: 37.5, longitude: 127 });
  });

  it("passes one alone or a non-number on, for the API to refuse in Korean", () => {
    expect(approvalBody("37.5", "")).toEqual({ latitude: 37.5 });
    expect(parseCoordinate("abc")).toBeNaN();
    expect(parseCoordinate("-33.1")).toBe(-33.1);
  });
});

describe("search params", () => {
  it("keeps only allowed values", () => {
    expect(pick("DONE", ["WAIT", "DONE"] as const, "WAIT")).toBe("DONE");
    expect(pick("x", ["WAIT", "DONE"] as const, "WAIT")).toBe("WAIT");
    expect(pick(null, ["A"] as const)).toBeUndefined();
  });

  it("reads an offset", () => {
    expect(offsetParam("20")).toBe(20);
    expect(offsetParam("-1")).toBe(0);
    expect(offsetParam(null)).toBe(0);
  });
});
