import { describe, expect, it } from "vitest";
import { CARRIERS, trackingLink } from "./carriers.ts";

describe("carriers", () => {
  it("links a known carrier's parcel to its tracking page, and no other", () => {
    expect(trackingLink("CJ대한통운", "6012-3456-7890")).toBe(
      "https://trace.cjlogistics.com/next/tracking.html?wblNo=6012-3456-7890",
    );
    expect(trackingLink("동네 퀵", "123")).toBeNull();
    expect(trackingLink(null, "123")).toBeNull();
  });

  it("names each carrier once, every link on https with the number's place", () => {
    expect(new Set(CARRIERS.map((c) => c.name)).size).toBe(CARRIERS.length);
    for (const c of CARRIERS) expect(c.trackingUrl).toMatch(/^https:\/\/.+\{n\}/);
  });
});
