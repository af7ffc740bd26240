import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawOrder, drawWinners } from "./draw.ts";

describe("a raffle draw anyone can check (issue 27)", () => {
  it("the same seed and entrants give the same winners; the winners are distinct entrants", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 200 }),
        fc.integer({ min: 0, max: 20 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        (entrants, count, seed) => {
          const winners = drawWinners(entrants, count, seed);
          expect(drawWinners(entrants, count, seed)).toEqual(winners);
          expect(winners).toHaveLength(Math.min(count, entrants.length));
          expect(new Set(winners).size).toBe(winners.length);
          for (const winner of winners) expect(entrants).toContain(winner);
          expect([...drawOrder(entrants, seed)].sort((a, b) => a - b)).toEqual([...entrants].sort((a, b) => a - b));
        },
      ),
    );
  });

  it("is pinned: a recorded draw gives the same answer in every later version", () => {
    expect(drawWinners([11, 22, 33, 44, 55, 66, 77, 88, 99], 3, "9f2c4e7a1b3d5f60")).toMatchInlineSnapshot(`
      [
        99,
        44,
        66,
      ]
    `);
    expect(drawOrder([1, 2, 3, 4, 5], "물멍")).toMatchInlineSnapshot(`
      [
        3,
        2,
        1,
        4,
        5,
      ]
    `);
  });

  it("different seeds spread the wins: each of ten entrants wins a one-winner draw about a tenth of the time", () => {
    const wins = new Map<number, number>();
    const entrants = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    for (let i = 0; i < 5000; i++) {
      const [winner] = drawWinners(entrants, 1, `seed-${i}`);
      wins.set(winner as number, (wins.get(winner as number) ?? 0) + 1);
    }
    for (const entrant of entrants) expect(wins.get(entrant) ?? 0).toBeGreaterThan(400);
  });
});
