// Species for the tank rules' tests: a plain community fish to vary, and the species of the issue's anchor cases.
import type { FitSpecies } from "./tank-fit.ts";

let nextId = 1000;
/** A plain, peaceful 5 cm community fish that suits any other plain one; each row changes what its rule reads. */
export const fish = (koreanName: string, overrides: Partial<FitSpecies> = {}): FitSpecies => ({
  id: nextId++,
  koreanName,
  scientificName: `${koreanName} sp.`,
  group: "OTHER",
  adultSizeCm: 5,
  temperatureC: { min: 22, max: 28 },
  ph: { min: 6.5, max: 7.5 },
  hardnessDgh: { min: 5, max: 12 },
  temperament: "PEACEFUL",
  finNipper: false,
  longFins: false,
  eatsShrimp: false,
  oneMalePerTank: false,
  groupMin: 1,
  swimLevel: "MIDDLE",
  minTankLiters: 10,
  bioload: "MEDIUM",
  water: "FRESH",
  sources: { size: "test", temperature: "test", ph: "test", hardness: "test" },
  ...overrides,
});

// The species of the anchor cases, with figures as the public references give them.
export const discus = fish("디스커스", {
  group: "DISCUS",
  adultSizeCm: 15,
  temperatureC: { min: 28, max: 31 },
  ph: { min: 5, max: 7 },
  hardnessDgh: { min: 1, max: 8 },
  groupMin: 5,
  minTankLiters: 200,
  bioload: "HIGH",
});
export const neon = fish("네온테트라", {
  group: "TETRA",
  adultSizeCm: 3.5,
  temperatureC: { min: 20, max: 26 },
  ph: { min: 5, max: 7 },
  hardnessDgh: { min: 1, max: 10 },
  groupMin: 6,
  minTankLiters: 40,
  bioload: "LOW",
});
export const cherryShrimp = fish("체리새우", {
  group: "SHRIMP",
  adultSizeCm: 3,
  temperatureC: { min: 18, max: 28 },
  ph: { min: 6.5, max: 8 },
  hardnessDgh: { min: 4, max: 14 },
  groupMin: 10,
  swimLevel: "BOTTOM",
  bioload: "LOW",
});
export const peaPuffer = fish("피그미복어", {
  group: "PUFFERFISH",
  adultSizeCm: 3,
  temperatureC: { min: 24, max: 28 },
  ph: { min: 6.5, max: 8 },
  hardnessDgh: { min: 5, max: 15 },
  temperament: "SEMI_AGGRESSIVE",
  finNipper: true,
  eatsShrimp: true,
  minTankLiters: 20,
});
export const betta = fish("베타", {
  group: "BETTA",
  adultSizeCm: 6,
  temperatureC: { min: 24, max: 30 },
  ph: { min: 6, max: 8 },
  hardnessDgh: { min: 5, max: 19 },
  temperament: "SEMI_AGGRESSIVE",
  longFins: true,
  oneMalePerTank: true,
  swimLevel: "TOP",
  minTankLiters: 20,
  bioload: "LOW",
});
export const tigerBarb = fish("수마트라", {
  adultSizeCm: 7,
  temperatureC: { min: 20, max: 26 },
  ph: { min: 6, max: 8 },
  hardnessDgh: { min: 4, max: 10 },
  temperament: "SEMI_AGGRESSIVE",
  finNipper: true,
  groupMin: 6,
  minTankLiters: 80,
});
export const oscar = fish("오스카", {
  group: "LARGE_FISH",
  adultSizeCm: 30,
  temperatureC: { min: 22, max: 28 },
  ph: { min: 6, max: 8 },
  hardnessDgh: { min: 5, max: 19 },
  temperament: "SEMI_AGGRESSIVE",
  eatsShrimp: true,
  minTankLiters: 300,
  bioload: "HIGH",
});
