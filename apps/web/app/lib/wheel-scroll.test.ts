import { describe, expect, it } from "vitest";
import { sidewaysDelta } from "./wheel-scroll.ts";

describe("wheel to sideways scrolling", () => {
  const row = (scrollLeft: number) => ({ scrollLeft, scrollWidth: 1000, clientWidth: 400 });

  it("moves the row by the wheel's turn while it has room that way", () => {
    expect(sidewaysDelta(row(0), 120)).toBe(120);
    expect(sidewaysDelta(row(300), -120)).toBe(-120);
  });

  it("leaves the turn to the page at either end of the row", () => {
    expect(sidewaysDelta(row(0), -120)).toBe(0);
    expect(sidewaysDelta(row(600), 120)).toBe(0);
  });
});
