/** A species row and the facts it holds (domain SpeciesFacts), both ways. */
import type { Species } from "@mulmung/contract/species";
import type { SpeciesFacts } from "@mulmung/domain/species";
import type { NewSpeciesRow, SpeciesRow } from "./repository.ts";

/** The row's enums were checked on the way in (the table's CHECKs list the domain's values). */
export function speciesOf(row: SpeciesRow): Species {
  return {
    id: row.id,
    koreanName: row.koreanName,
    scientificName: row.scientificName,
    group: row.speciesGroup as Species["group"],
    adultSizeCm: row.adultSizeCm,
    temperatureC: { min: row.temperatureMin, max: row.temperatureMax },
    ph: { min: row.phMin, max: row.phMax },
    hardnessDgh: { min: row.hardnessMin, max: row.hardnessMax },
    temperament: row.temperament as Species["temperament"],
    finNipper: row.finNipper,
    longFins: row.longFins,
    eatsShrimp: row.eatsShrimp,
    oneMalePerTank: row.oneMalePerTank,
    groupMin: row.groupMin,
    swimLevel: row.swimLevel as Species["swimLevel"],
    minTankLiters: row.minTankLiters,
    bioload: row.bioload as Species["bioload"],
    water: row.water as Species["water"],
    sources: row.sources,
  };
}

export function rowOf(facts: SpeciesFacts): NewSpeciesRow {
  return {
    koreanName: facts.koreanName,
    scientificName: facts.scientificName,
    speciesGroup: facts.group,
    adultSizeCm: facts.adultSizeCm,
    temperatureMin: facts.temperatureC.min,
    temperatureMax: facts.temperatureC.max,
    phMin: facts.ph.min,
    phMax: facts.ph.max,
    hardnessMin: facts.hardnessDgh.min,
    hardnessMax: facts.hardnessDgh.max,
    temperament: facts.temperament,
    finNipper: facts.finNipper,
    longFins: facts.longFins,
    eatsShrimp: facts.eatsShrimp,
    oneMalePerTank: facts.oneMalePerTank,
    groupMin: facts.groupMin,
    swimLevel: facts.swimLevel,
    minTankLiters: facts.minTankLiters,
    bioload: facts.bioload,
    water: facts.water,
    sources: facts.sources,
  };
}
