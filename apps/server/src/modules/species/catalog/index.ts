/**
 * The species catalogue (issue 30): the species Korean hobbyists keep, one record per species (a strain or colour
 * variety is not a species), with the ranges the tank-fit and water rules read. The seed inserts it into `species`;
 * operators correct it in the console afterwards.
 */
import type { SpeciesFacts } from "@mulmung/domain/species";
import { DISCUS_CORYDORAS_PUFFERS } from "./discus-corydoras-puffers.ts";
import { GOLDFISH_AND_BETTAS } from "./goldfish-betta.ts";
import { LARGE_FISH } from "./large-fish.ts";
import { LIVEBEARERS } from "./livebearers.ts";
import { OTHER_FISH } from "./other-fish.ts";
import { OTHER_MORE } from "./other-more.ts";
import { SHRIMP_AND_CLEANERS } from "./shrimp-cleaners.ts";
import { TETRAS } from "./tetras.ts";

export const SPECIES_CATALOG: readonly SpeciesFacts[] = [
  ...LIVEBEARERS,
  ...SHRIMP_AND_CLEANERS,
  ...GOLDFISH_AND_BETTAS,
  ...TETRAS,
  ...DISCUS_CORYDORAS_PUFFERS,
  ...LARGE_FISH,
  ...OTHER_FISH,
  ...OTHER_MORE,
];
