/** What lives in a tank, as the rules read it and as the API shows it (from tank-repository.ts rows). */
import type { BreedingFarmInhabitant } from "@mulmung/contract/breeding";
import type { FitSpecies, TankInhabitant } from "@mulmung/domain/tank-fit";
import { speciesOf } from "../species/service.ts";
import type { InhabitantWithSpecies } from "./tank-repository.ts";

/** Fish of one species as the rules see them: rows of the same species merged into one count. */
export function mergedInhabitants(rows: readonly InhabitantWithSpecies[]): TankInhabitant[] {
  const bySpecies = new Map<number, { species: FitSpecies; count: number }>();
  for (const { inhabitant, species } of rows) {
    const seen = bySpecies.get(species.id);
    if (seen) seen.count += inhabitant.count;
    else bySpecies.set(species.id, { species: speciesOf(species), count: inhabitant.count });
  }
  return [...bySpecies.values()];
}

export function inhabitantOf({ inhabitant, species }: InhabitantWithSpecies): BreedingFarmInhabitant {
  return {
    id: inhabitant.id,
    breedingFarmId: inhabitant.breedingFarmId,
    speciesId: species.id,
    koreanName: species.koreanName,
    scientificName: species.scientificName,
    count: inhabitant.count,
    addedOn: inhabitant.addedOn,
    removedOn: inhabitant.removedOn,
    orderProductId: inhabitant.orderProductId,
    note: inhabitant.note,
  };
}
