/**
 * Species (issue 30): the facts the tank-fit and water rules read about a fish, shrimp or axolotl that members keep.
 * The catalogue itself is data (the species module's seed, operators edit it in the console); these are its shapes.
 */

/** The live-fish quick categories of SPEC (side panel) a species belongs to, by category code. */
export const SPECIES_GROUPS = [
  "GUPPY",
  "SHRIMP",
  "CLEANER",
  "GOLDFISH",
  "MOLLY",
  "MEDAKA",
  "BETTA",
  "TETRA",
  "DISCUS",
  "CORYDORAS",
  "AXOLOTL",
  "PUFFERFISH",
  "LARGE_FISH",
  /** Rasboras, gouramis, cichlids, loaches, snails…: kept, but not one of the quick categories. */
  "OTHER",
] as const;
export type SpeciesGroup = (typeof SPECIES_GROUPS)[number];

/** SPEC's quick category code of each group (OTHER has none). */
export const SPECIES_GROUP_CATEGORY_CODE: Readonly<Record<SpeciesGroup, number | null>> = {
  GUPPY: 30000,
  SHRIMP: 20001,
  CLEANER: 30003,
  GOLDFISH: 30006,
  MOLLY: 30004,
  MEDAKA: 30011,
  BETTA: 30001,
  TETRA: 30012,
  DISCUS: 30016,
  CORYDORAS: 30008,
  AXOLOTL: 30471,
  PUFFERFISH: 30021,
  LARGE_FISH: 30010,
  OTHER: null,
};

export const TEMPERAMENTS = ["PEACEFUL", "SEMI_AGGRESSIVE", "AGGRESSIVE"] as const;
export type Temperament = (typeof TEMPERAMENTS)[number];
export const TEMPERAMENT_LABEL: Readonly<Record<Temperament, string>> = {
  PEACEFUL: "온순",
  SEMI_AGGRESSIVE: "다소 공격적",
  AGGRESSIVE: "공격적",
};

export const SWIM_LEVELS = ["TOP", "MIDDLE", "BOTTOM", "ALL"] as const;
export type SwimLevel = (typeof SWIM_LEVELS)[number];
export const SWIM_LEVEL_LABEL: Readonly<Record<SwimLevel, string>> = {
  TOP: "상층",
  MIDDLE: "중층",
  BOTTOM: "저층",
  ALL: "전층",
};

export const BIOLOADS = ["LOW", "MEDIUM", "HIGH"] as const;
export type Bioload = (typeof BIOLOADS)[number];
export const BIOLOAD_LABEL: Readonly<Record<Bioload, string>> = { LOW: "적음", MEDIUM: "보통", HIGH: "많음" };

export const WATER_TYPES = ["FRESH", "BRACKISH"] as const;
export type WaterType = (typeof WATER_TYPES)[number];
export const WATER_TYPE_LABEL: Readonly<Record<WaterType, string>> = { FRESH: "담수", BRACKISH: "기수" };

/** An inclusive range (min ≤ max). */
export interface Range {
  min: number;
  max: number;
}

/** Where a fact comes from: a public reference, named (e.g. "FishBase", "Seriously Fish"), in our own words. */
export interface SpeciesSources {
  size: string;
  temperature: string;
  ph: string;
  hardness: string;
}

/** What the rules know of a species. */
export interface SpeciesFacts {
  koreanName: string;
  scientificName: string;
  group: SpeciesGroup;
  /** Typical adult length, cm. */
  adultSizeCm: number;
  temperatureC: Range;
  ph: Range;
  /** General hardness, dGH. */
  hardnessDgh: Range;
  temperament: Temperament;
  /** Nips the fins of slow, long-finned tank mates (tiger barbs, serpae tetras…). */
  finNipper: boolean;
  /** Has long, flowing fins that fin-nippers go for (bettas, fancy guppies, angelfish…). */
  longFins: boolean;
  /** Eats dwarf shrimp (pufferfish, most cichlids, large fish…). */
  eatsShrimp: boolean;
  /** Males fight: one male per tank (betta males, some gouramis…). */
  oneMalePerTank: boolean;
  /** The smallest group it should be kept in (1 for a solitary species). */
  groupMin: number;
  swimLevel: SwimLevel;
  /** The smallest tank, litres, for one adult or the minimum group. */
  minTankLiters: number;
  bioload: Bioload;
  water: WaterType;
  sources: SpeciesSources;
}

/** The top categories whose products are living animals of one species: 관상어 (300) and 새우·무척추 (200). */
const SPECIES_DEPT1_CODES: ReadonlySet<string> = new Set(["300", "200"]);

/** Whether a product of this top category may name its species (plants and goods do not). */
export function sellsSpecies(dept1Code: string | null | undefined): boolean {
  return dept1Code != null && SPECIES_DEPT1_CODES.has(dept1Code);
}
