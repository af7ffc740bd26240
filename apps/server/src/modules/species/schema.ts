/**
 * The species catalogue (issue 30): the facts the tank-fit and water rules read (packages/domain/src/species.ts),
 * one row per species. Reference data: seeded from `catalog/` on a fresh database, with or without demo data
 * (`seed.ts`), then corrected by operators. Each range is two columns; the CHECKs hold min ≤ max and the enums.
 */

import {
  BIOLOADS,
  SPECIES_GROUPS,
  type SpeciesSources,
  SWIM_LEVELS,
  TEMPERAMENTS,
  WATER_TYPES,
} from "@mulmung/domain/species";
import { sqlList } from "@mulmung/domain/state-machines";
import { type SQL, sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createDate, identity } from "../../db/columns.ts";

/** A measured figure with one decimal (cm, °C, dGH), read as a number. */
const figure = (name: string) => numeric(name, { precision: 5, scale: 1, mode: "number" }).notNull();
/** pH with two decimals (6.25). */
const phValue = (name: string) => numeric(name, { precision: 4, scale: 2, mode: "number" }).notNull();

const oneOf = (column: string, values: readonly string[]): SQL => sql.raw(`${column} in (${sqlList(values)})`);

export const species = pgTable(
  "species",
  {
    id: identity(),
    koreanName: text("korean_name").notNull(),
    scientificName: text("scientific_name").notNull(),
    /** The SPEC quick category (SPECIES_GROUPS). */
    speciesGroup: text("species_group").notNull(),
    adultSizeCm: figure("adult_size_cm"),
    temperatureMin: figure("temperature_min"),
    temperatureMax: figure("temperature_max"),
    phMin: phValue("ph_min"),
    phMax: phValue("ph_max"),
    hardnessMin: figure("hardness_min"),
    hardnessMax: figure("hardness_max"),
    temperament: text("temperament").notNull(),
    finNipper: boolean("fin_nipper").notNull(),
    longFins: boolean("long_fins").notNull(),
    eatsShrimp: boolean("eats_shrimp").notNull(),
    oneMalePerTank: boolean("one_male_per_tank").notNull(),
    groupMin: integer("group_min").notNull(),
    swimLevel: text("swim_level").notNull(),
    minTankLiters: integer("min_tank_liters").notNull(),
    bioload: text("bioload").notNull(),
    water: text("water").notNull(),
    /** The reference of each range, by fact (SpeciesSources). */
    sources: jsonb("sources").$type<SpeciesSources>().notNull(),
    createDate: createDate(),
  },
  (t) => [
    // One row per species, whatever the case: the seed inserts `on conflict do nothing` on these.
    uniqueIndex("species_korean_name_key").on(t.koreanName),
    uniqueIndex("species_scientific_name_key").on(sql`lower(${t.scientificName})`),
    index("species_group_idx").on(t.speciesGroup, t.koreanName),
    check("species_group_valid", oneOf("species_group", SPECIES_GROUPS)),
    check("species_temperament_valid", oneOf("temperament", TEMPERAMENTS)),
    check("species_swim_level_valid", oneOf("swim_level", SWIM_LEVELS)),
    check("species_bioload_valid", oneOf("bioload", BIOLOADS)),
    check("species_water_valid", oneOf("water", WATER_TYPES)),
    check(
      "species_ranges_valid",
      sql`${t.temperatureMin} <= ${t.temperatureMax} and ${t.phMin} <= ${t.phMax} and ${t.hardnessMin} <= ${t.hardnessMax}`,
    ),
    check(
      "species_figures_valid",
      sql`${t.adultSizeCm} > 0 and ${t.groupMin} >= 1 and ${t.minTankLiters} >= 1 and ${t.hardnessMin} >= 0 and ${t.phMin} >= 0 and ${t.phMax} <= 14`,
    ),
    check("species_names_valid", sql`btrim(${t.koreanName}) <> '' and btrim(${t.scientificName}) <> ''`),
  ],
);
