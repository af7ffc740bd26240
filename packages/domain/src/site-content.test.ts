import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contentSchedule, rearranged } from "./site-content.ts";

describe("site content as operators see it (issue 27)", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it("hidden whatever its period; else scheduled, running or ended by its period", () => {
    expect(contentSchedule({ state: "DEACTIVATE", startDate: at(-5), endDate: at(5) }, now)).toBe("HIDDEN");
    expect(contentSchedule({ state: "NORMAL", startDate: at(1), endDate: at(5) }, now)).toBe("SCHEDULED");
    expect(contentSchedule({ state: "NORMAL", startDate: now, endDate: at(5) }, now)).toBe("RUNNING");
    expect(contentSchedule({ state: "NORMAL", startDate: at(-5), endDate: now }, now)).toBe("ENDED");
    expect(contentSchedule({ state: "NORMAL" }, now)).toBe("RUNNING");
  });

  it("a new order is exactly a rearrangement of the list", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 20 }), fc.nat(), (ids, seed) => {
        const shuffled = [...ids].sort((a, b) => ((a * 31 + seed) % 97) - ((b * 31 + seed) % 97));
        expect(rearranged(ids, shuffled)).toEqual(shuffled);
        if (ids.length > 0) {
          expect(rearranged(ids, [...shuffled, shuffled[0] as number])).toBeNull();
          expect(rearranged(ids, shuffled.slice(1))).toBeNull();
          expect(rearranged(ids, [...shuffled.slice(1), 1001])).toBeNull();
        }
      }),
    );
  });
});
