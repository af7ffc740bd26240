/**
 * How a catalogue record is written: one call per species, the ranges as [min, max] pairs, the traits that differ
 * from the common case named. The figures are facts from the public references named in `sources` (species
 * profiles of FishBase, Seriously Fish, Planet Catfish…), put in our own words and rounded to what a keeper sets.
 */
import type {
  Bioload,
  SpeciesFacts,
  SpeciesGroup,
  SpeciesSources,
  SwimLevel,
  Temperament,
  WaterType,
} from "@mulmung/domain/species";

type Pair = readonly [min: number, max: number];

function sameFor(reference: string): SpeciesSources {
  return { size: reference, temperature: reference, ph: reference, hardness: reference };
}

/** The references the catalogue draws on, by a short key. */
export const REFERENCES = {
  /** Adult size from FishBase; water from Seriously Fish's species profile (most fish). */
  SF: { size: "FishBase", temperature: "Seriously Fish", ph: "Seriously Fish", hardness: "Seriously Fish" },
  /** Everything from FishBase (species Seriously Fish does not profile: cold-water and Korean native fish). */
  FB: sameFor("FishBase"),
  /** Catfish (plecos, corydoras, large catfish): Planet Catfish's species profile. */
  PC: sameFor("Planet Catfish"),
  /** Shrimp, crayfish and snails: Planet Inverts' species profile. */
  INV: sameFor("Planet Inverts"),
  /** Apple snails: Applesnail.net. */
  SNAIL: sameFor("Applesnail.net"),
  /** The axolotl: size from AmphibiaWeb, water from Axolotl.org's care pages. */
  AX: { size: "AmphibiaWeb", temperature: "Axolotl.org", ph: "Axolotl.org", hardness: "Axolotl.org" },
} as const satisfies Record<string, SpeciesSources>;
export type Reference = keyof typeof REFERENCES;

/** The flowerhorn is a man-made cichlid hybrid: no FishBase record, its ranges are those of its parent species. */
export const HYBRID_SOURCES: SpeciesSources = {
  ...REFERENCES.SF,
  size: "Seriously Fish (parent cichlids; a hybrid has no FishBase record)",
};

/** What differs between species beyond names and ranges; the common case (peaceful, fresh water…) is the default. */
export interface Traits {
  swim: SwimLevel;
  groupMin: number;
  liters: number;
  /** Default LOW. */
  bioload?: Bioload;
  /** Default PEACEFUL. */
  temperament?: Temperament;
  finNipper?: boolean;
  longFins?: boolean;
  eatsShrimp?: boolean;
  oneMale?: boolean;
  /** Default FRESH. */
  water?: WaterType;
  /** Default SF (or the group file's default). */
  src?: Reference | SpeciesSources;
}

/** A writer of one group's records: `fish("네온 테트라", "Paracheirodon innesi", 3.5, [20, 26], …)`. */
export function speciesOf(group: SpeciesGroup, defaultSource: Reference = "SF") {
  return (
    koreanName: string,
    scientificName: string,
    adultSizeCm: number,
    temperatureC: Pair,
    ph: Pair,
    hardnessDgh: Pair,
    traits: Traits,
  ): SpeciesFacts => {
    const src = traits.src ?? defaultSource;
    return {
      koreanName,
      scientificName,
      group,
      adultSizeCm,
      temperatureC: { min: temperatureC[0], max: temperatureC[1] },
      ph: { min: ph[0], max: ph[1] },
      hardnessDgh: { min: hardnessDgh[0], max: hardnessDgh[1] },
      temperament: traits.temperament ?? "PEACEFUL",
      finNipper: traits.finNipper ?? false,
      longFins: traits.longFins ?? false,
      eatsShrimp: traits.eatsShrimp ?? false,
      oneMalePerTank: traits.oneMale ?? false,
      groupMin: traits.groupMin,
      swimLevel: traits.swim,
      minTankLiters: traits.liters,
      bioload: traits.bioload ?? "LOW",
      water: traits.water ?? "FRESH",
      sources: typeof src === "string" ? REFERENCES[src] : src,
    };
  };
}
