import { SPECIES_GROUPS, type SpeciesFacts } from "@mulmung/domain/species";
import { describe, expect, it } from "vitest";
import { SPECIES_CATALOG } from "./catalog/index.ts";

const bySci = (name: string): SpeciesFacts => {
  const found = SPECIES_CATALOG.find((s) => s.scientificName === name);
  if (!found) throw new Error(`${name} is not in the catalogue`);
  return found;
};

/** Every value outside its bounds, named, so a failure says which record and which field. */
function problemsOf(s: SpeciesFacts): string[] {
  const problems: string[] = [];
  const range = (field: string, r: { min: number; max: number }, low: number, high: number) => {
    if (!(r.min <= r.max)) problems.push(`${field} min ${r.min} > max ${r.max}`);
    if (r.min < low || r.max > high) problems.push(`${field} ${r.min}~${r.max} outside ${low}~${high}`);
  };
  range("temperatureC", s.temperatureC, 0, 40);
  range("ph", s.ph, 4, 10);
  range("hardnessDgh", s.hardnessDgh, 0, 40);
  if (s.adultSizeCm < 0.5 || s.adultSizeCm > 120) problems.push(`adultSizeCm ${s.adultSizeCm}`);
  if (!Number.isInteger(s.groupMin) || s.groupMin < 1) problems.push(`groupMin ${s.groupMin}`);
  if (!Number.isInteger(s.minTankLiters) || s.minTankLiters < 1) problems.push(`minTankLiters ${s.minTankLiters}`);
  if (s.koreanName.trim() === "" || s.koreanName !== s.koreanName.trim()) problems.push("koreanName blank or padded");
  // A binomial (or "Genus sp. (hybrid)"): a capitalised genus, then a lower-case epithet.
  if (!/^[A-Z][a-z]+ [a-z.]+( \([a-z ]+\))?$/.test(s.scientificName)) problems.push("scientificName shape");
  for (const [fact, reference] of Object.entries(s.sources)) {
    if (reference.trim() === "") problems.push(`no source for ${fact}`);
  }
  return problems;
}

describe("the species catalogue", () => {
  it("has at least 130 species, each with plausible, ordered ranges and a named source", () => {
    expect(SPECIES_CATALOG.length).toBeGreaterThanOrEqual(130);
    const bad = SPECIES_CATALOG.map((s) => [s.scientificName, problemsOf(s)] as const).filter(([, p]) => p.length);
    expect(bad).toEqual([]);
  });

  it("names each species once, in Korean and in Latin (case aside)", () => {
    const duplicates = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);
    expect(duplicates(SPECIES_CATALOG.map((s) => s.koreanName.replace(/\s/g, "")))).toEqual([]);
    expect(duplicates(SPECIES_CATALOG.map((s) => s.scientificName.toLowerCase()))).toEqual([]);
  });

  it("covers every quick category with at least three species (the axolotl is one species)", () => {
    const counts = Object.fromEntries(SPECIES_GROUPS.map((g) => [g, 0]));
    for (const s of SPECIES_CATALOG) counts[s.group] = (counts[s.group] ?? 0) + 1;
    for (const group of SPECIES_GROUPS) {
      if (group === "OTHER") continue;
      expect(counts[group], group).toBeGreaterThanOrEqual(group === "AXOLOTL" ? 1 : 3);
    }
  });

  it("holds the facts the browser test and the rules' examples rely on", () => {
    // A discus tank at 29 °C is too warm for neon tetras.
    const neon = bySci("Paracheirodon innesi");
    expect(neon).toMatchObject({ koreanName: "네온 테트라", group: "TETRA", temperatureC: { min: 20, max: 26 } });
    const discus = bySci("Symphysodon aequifasciatus");
    expect(discus).toMatchObject({ group: "DISCUS", temperatureC: { min: 28, max: 31 } });
    expect(neon.temperatureC.max).toBeLessThan(29);
    expect(discus.temperatureC.min).toBeLessThanOrEqual(29);
    expect(bySci("Neocaridina davidi")).toMatchObject({ koreanName: "체리새우", group: "SHRIMP" });
    const puffers = SPECIES_CATALOG.filter((s) => s.group === "PUFFERFISH");
    expect(puffers.filter((s) => s.eatsShrimp).map((s) => s.koreanName)).toContain("피그미 복어");
    expect(bySci("Betta splendens")).toMatchObject({ oneMalePerTank: true, longFins: true });
    expect(bySci("Puntigrus tetrazona")).toMatchObject({ finNipper: true, group: "OTHER" });
    expect(bySci("Dichotomyctere nigroviridis").water).toBe("BRACKISH");
  });
});
