/**
 * The species catalogue is reference data: every installation has it, demo data or not. boot.ts seeds it after
 * the migrations on every start, and the demo seed does too (the test template and the seed CLI do not boot); it
 * inserts only into an empty table, so a catalogue operators have edited is never put back, and conflicting names
 * are skipped, so instances starting together insert each species once.
 */
import type { Executor } from "../../db/client.ts";
import { SPECIES_CATALOG } from "./catalog/index.ts";
import { createSpeciesRepository } from "./repository.ts";
import { rowOf } from "./rows.ts";

export async function seedSpecies(db: Executor): Promise<void> {
  const repository = createSpeciesRepository(db);
  if (await repository.isEmpty()) await repository.insertMissing(SPECIES_CATALOG.map(rowOf));
}
