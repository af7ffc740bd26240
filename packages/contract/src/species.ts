/** The species catalogue (issue 30): `GET /api/v1/species` and `GET /api/v1/species/{id}`. */
import { BIOLOADS, SPECIES_GROUPS, SWIM_LEVELS, TEMPERAMENTS, WATER_TYPES } from "@mulmung/domain/species";
import { z } from "zod";
import { PagingQuery } from "./common.ts";

export const SpeciesGroup = z.enum(SPECIES_GROUPS, { error: "어종 분류가 올바르지 않습니다." });
export type SpeciesGroup = z.infer<typeof SpeciesGroup>;

/** An inclusive range, min ≤ max. */
export const SpeciesRange = z.object({ min: z.number(), max: z.number() }).meta({ id: "SpeciesRange" });

/** A species as the rules read it (domain SpeciesFacts) with its id: the shape the web hands to the tank-fit rules. */
export const Species = z
  .object({
    id: z.number().int(),
    koreanName: z.string(),
    scientificName: z.string(),
    group: SpeciesGroup,
    /** Typical adult length, cm. */
    adultSizeCm: z.number(),
    temperatureC: SpeciesRange,
    ph: SpeciesRange,
    /** General hardness, dGH. */
    hardnessDgh: SpeciesRange,
    temperament: z.enum(TEMPERAMENTS),
    finNipper: z.boolean(),
    longFins: z.boolean(),
    eatsShrimp: z.boolean(),
    oneMalePerTank: z.boolean(),
    groupMin: z.number().int(),
    swimLevel: z.enum(SWIM_LEVELS),
    minTankLiters: z.number().int(),
    bioload: z.enum(BIOLOADS),
    water: z.enum(WATER_TYPES),
    /** The public reference each range comes from. */
    sources: z.object({ size: z.string(), temperature: z.string(), ph: z.string(), hardness: z.string() }),
  })
  .meta({ id: "Species" });
export type Species = z.infer<typeof Species>;

/** Korean-name order; `search` finds part of the Korean or the scientific name (case and spaces aside). */
export const SpeciesListQuery = PagingQuery.extend({
  search: z.string().trim().max(50, "검색어는 50자까지입니다").optional(),
  group: SpeciesGroup.optional(),
});
export type SpeciesListQuery = z.infer<typeof SpeciesListQuery>;
