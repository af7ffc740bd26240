/**
 * The console's species form (issue 30) as typed text, and the API's body from it. Pure, so the form stays thin and
 * this is tested alone. A figure that is not a number goes as the text typed: the API refuses it, naming the field
 * in Korean, and nothing typed is lost.
 */
import type { Species, SpeciesInput } from "@mulmung/contract/species";

/** The facts that are figures, as typed. */
export const FIGURES = [
  "adultSizeCm",
  "temperatureMin",
  "temperatureMax",
  "phMin",
  "phMax",
  "hardnessMin",
  "hardnessMax",
  "groupMin",
  "minTankLiters",
] as const;
export type Figure = (typeof FIGURES)[number];

export type SpeciesDraft = Omit<
  SpeciesInput,
  "adultSizeCm" | "temperatureC" | "ph" | "hardnessDgh" | "groupMin" | "minTankLiters"
> &
  Record<Figure, string>;

/** A new species starts peaceful, fresh-water, mid-water, in ones, with empty names and figures. */
export function speciesDraft(species: Species | null): SpeciesDraft {
  if (!species) {
    const blank = Object.fromEntries(FIGURES.map((key) => [key, ""])) as Record<Figure, string>;
    return {
      ...blank,
      koreanName: "",
      scientificName: "",
      group: "OTHER",
      temperament: "PEACEFUL",
      finNipper: false,
      longFins: false,
      eatsShrimp: false,
      oneMalePerTank: false,
      swimLevel: "MIDDLE",
      bioload: "MEDIUM",
      water: "FRESH",
      sources: { size: "", temperature: "", ph: "", hardness: "" },
    };
  }
  const { id: _, adultSizeCm, temperatureC, ph, hardnessDgh, groupMin, minTankLiters, ...rest } = species;
  return {
    ...rest,
    adultSizeCm: String(adultSizeCm),
    temperatureMin: String(temperatureC.min),
    temperatureMax: String(temperatureC.max),
    phMin: String(ph.min),
    phMax: String(ph.max),
    hardnessMin: String(hardnessDgh.min),
    hardnessMax: String(hardnessDgh.max),
    groupMin: String(groupMin),
    minTankLiters: String(minTankLiters),
    sources: { ...rest.sources },
  };
}

/**
 * "26.5" → 26.5; "" → undefined (left out of the JSON: the API asks for it); anything else → the text, which the
 * API refuses as not a number. Either way the message names the field.
 */
export function figure(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The body of `POST`/`PUT /api/v1/admin/species`; typed as the input, though a figure that is not one goes as typed. */
export function speciesBody(draft: SpeciesDraft): SpeciesInput {
  const {
    adultSizeCm,
    temperatureMin,
    temperatureMax,
    phMin,
    phMax,
    hardnessMin,
    hardnessMax,
    groupMin,
    minTankLiters,
    ...rest
  } = draft;
  return {
    ...rest,
    koreanName: rest.koreanName.trim(),
    scientificName: rest.scientificName.trim(),
    adultSizeCm: figure(adultSizeCm),
    temperatureC: { min: figure(temperatureMin), max: figure(temperatureMax) },
    ph: { min: figure(phMin), max: figure(phMax) },
    hardnessDgh: { min: figure(hardnessMin), max: figure(hardnessMax) },
    groupMin: figure(groupMin),
    minTankLiters: figure(minTankLiters),
  } as SpeciesInput;
}
