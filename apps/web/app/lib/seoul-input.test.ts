import { describe, expect, it } from "vitest";
import { fromSeoulInput, toSeoulInput } from "./seoul-input.ts";

describe("Seoul datetime-local values", () => {
  it("shows an instant in Seoul time, to the second", () => {
    expect(toSeoulInput("2026-11-30T15:00:05.000Z")).toBe("2026-12-01T00:00:05");
    expect(toSeoulInput("2026-12-01T09:30:00+09:00")).toBe("2026-12-01T09:30:00");
    expect(toSeoulInput("")).toBe("");
    expect(toSeoulInput(null)).toBe("");
  });

  it("reads a typed value as Seoul time, adding seconds when left out", () => {
    expect(fromSeoulInput("2026-12-01T09:30")).toBe("2026-12-01T09:30:00+09:00");
    expect(fromSeoulInput("2026-12-01T09:30:07")).toBe("2026-12-01T09:30:07+09:00");
    expect(Date.parse(fromSeoulInput(toSeoulInput("2026-11-30T15:00:05.000Z")))).toBe(
      Date.parse("2026-11-30T15:00:05.000Z"),
    );
  });

  it("leaves anything else for the API to refuse", () => {
    expect(fromSeoulInput(" 내일 ")).toBe("내일");
    expect(fromSeoulInput("")).toBe("");
  });
});
