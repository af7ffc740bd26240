// fast-check properties of the tank-fit rules, over any tank and any candidate (the table tests are in
// tank-fit.test.ts).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BIOLOADS, type Range, SPECIES_GROUPS, SWIM_LEVELS, TEMPERAMENTS, WATER_TYPES } from "./species.ts";
import { type FitSpecies, type FitTank, type FitVerdict, type TankInhabitant, tankFit } from "./tank-fit.ts";

const rangeOf = (lo: number, hi: number, maxWidth: number, scale: number) =>
  fc
    .tuple(fc.integer({ min: lo, max: hi }), fc.integer({ min: 0, max: maxWidth }))
    .map(([min, width]): Range => ({ min: min / scale, max: (min + width) / scale }));
const anyFacts = fc.record({
  koreanName: fc.constantFrom("구피", "금붕어", "베타", "오토싱", "디스커스", "소드테일"),
  scientificName: fc.constant("Piscis testus"),
  group: fc.constantFrom(...SPECIES_GROUPS),
  adultSizeCm: fc.integer({ min: 5, max: 600 }).map((mm) => mm / 10),
  temperatureC: rangeOf(10, 30, 10, 1),
  ph: rangeOf(50, 85, 20, 10),
  hardnessDgh: rangeOf(0, 20, 15, 1),
  temperament: fc.constantFrom(...TEMPERAMENTS),
  finNipper: fc.boolean(),
  longFins: fc.boolean(),
  eatsShrimp: fc.boolean(),
  oneMalePerTank: fc.boolean(),
  groupMin: fc.integer({ min: 1, max: 10 }),
  swimLevel: fc.constantFrom(...SWIM_LEVELS),
  minTankLiters: fc.integer({ min: 5, max: 500 }),
  bioload: fc.constantFrom(...BIOLOADS),
  water: fc.constantFrom(...WATER_TYPES),
  sources: fc.constant({ size: "test", temperature: "test", ph: "test", hardness: "test" }),
});
const anyCount = fc.integer({ min: 1, max: 30 });
const anyTank = fc.record({
  volumeLiters: fc.option(fc.integer({ min: 5, max: 1000 })),
  inhabitants: fc
    .array(fc.tuple(anyFacts, anyCount), { maxLength: 5 })
    .map((list) => list.map(([facts, count], i): TankInhabitant => ({ species: { ...facts, id: i + 1 }, count }))),
  recent: fc.record(
    { temperatureC: rangeOf(10, 32, 5, 1), ph: rangeOf(50, 85, 10, 10), hardnessDgh: rangeOf(0, 25, 5, 1) },
    { requiredKeys: [] },
  ),
});
/** A tank and a candidate: a species new to the tank, or one already living in it. */
const anyCase = anyTank.chain((t) =>
  fc.record({
    tank: fc.constant(t),
    candidate: fc.oneof(
      anyFacts.map((facts): FitSpecies => ({ ...facts, id: 100 })),
      ...(t.inhabitants.length > 0 ? [fc.constantFrom(...t.inhabitants.map((i) => i.species))] : []),
    ),
    quantity: anyCount,
  }),
);
const severity = (verdict: FitVerdict) => ["GOOD", "CAUTION", "BAD"].indexOf(verdict);
const added = (t: FitTank, inhabitant: TankInhabitant): FitTank => ({
  ...t,
  inhabitants: [...t.inhabitants, inhabitant],
});

describe("tank-fit properties", () => {
  it("adding a fish of another species never makes the verdict better", () => {
    fc.assert(
      fc.property(anyCase, anyFacts, anyCount, ({ tank: t, candidate, quantity }, facts, count) => {
        const before = tankFit(t, candidate, quantity);
        const after = tankFit(added(t, { species: { ...facts, id: 200 }, count }), candidate, quantity);
        expect(severity(after.verdict)).toBeGreaterThanOrEqual(severity(before.verdict));
      }),
    );
  });

  it("adding more of the candidate's own species only ever lifts the group minimum", () => {
    fc.assert(
      fc.property(anyCase, anyCount, ({ tank: t, candidate, quantity }, count) => {
        const before = tankFit(t, candidate, quantity);
        const after = tankFit(added(t, { species: candidate, count }), candidate, quantity);
        for (const rule of before.rules.filter((r) => r.code !== "GROUP_MIN")) {
          const still = after.rules.find((r) => r.code === rule.code);
          expect(still, rule.code).toBeDefined();
          expect(severity(still?.level ?? "GOOD")).toBeGreaterThanOrEqual(severity(rule.level));
        }
      }),
    );
  });

  it("the stocking figure grows with every fish added, to the tank or to the basket", () => {
    fc.assert(
      fc.property(anyCase, anyFacts, anyCount, fc.boolean(), ({ tank: t, candidate, quantity }, facts, count, same) => {
        const volume = t.volumeLiters ?? 100;
        const base = tankFit({ ...t, volumeLiters: volume }, candidate, quantity).stocking;
        const species = same ? candidate : { ...facts, id: 200 };
        const more = tankFit(added({ ...t, volumeLiters: volume }, { species, count }), candidate, quantity).stocking;
        const basket = tankFit({ ...t, volumeLiters: volume }, candidate, quantity + 1).stocking;
        expect(more?.before).toBeGreaterThan(base?.before ?? Number.POSITIVE_INFINITY);
        expect(more?.after).toBeGreaterThan(base?.after ?? Number.POSITIVE_INFINITY);
        expect(basket?.before).toBe(base?.before);
        expect(basket?.after).toBeGreaterThan(base?.after ?? Number.POSITIVE_INFINITY);
      }),
    );
  });

  it("the verdict is BAD exactly when a BAD rule fired, GOOD exactly when none did", () => {
    fc.assert(
      fc.property(anyCase, ({ tank: t, candidate, quantity }) => {
        const fit = tankFit(t, candidate, quantity);
        expect(fit.verdict === "BAD").toBe(fit.rules.some((r) => r.level === "BAD"));
        expect(fit.verdict === "GOOD").toBe(fit.rules.length === 0);
        expect(new Set(fit.rules.map((r) => r.code)).size).toBe(fit.rules.length);
      }),
    );
  });
});
