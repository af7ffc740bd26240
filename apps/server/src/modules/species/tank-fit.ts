/**
 * "내 수조에 맞아요?" (issue 30): the product's species against each of the member's tanks, by the domain's
 * `tankFit` (never a rule of its own here). The tanks, with their inhabitants and recent water, come from the
 * breeding module's service; the product's species from the catalogue's.
 */
import type { SpeciesRef, TankFit, TankFitEntry } from "@mulmung/contract/species";
import { FIT_VERDICT_LABEL, type FitSpecies, tankFit } from "@mulmung/domain/tank-fit";
import { AppError } from "../../http/app-error.ts";
import type { BreedingTankService } from "../breeding/service.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createSpeciesRepository } from "./repository.ts";
import { speciesOf } from "./rows.ts";

/** A product line to judge: the product and how many units of it (the fish are units × the fish a unit is). */
export interface FitLine {
  productId: number;
  quantity: number;
}

export function createTankFitService(
  deps: Pick<ServiceDeps, "db"> & {
    catalog: Pick<CatalogService, "speciesOfProducts">;
    breedingTanks: Pick<BreedingTankService, "tanksForFit">;
  },
) {
  const repository = createSpeciesRepository(deps.db);

  /** The species of these ids with their facts, by id. */
  async function facts(ids: readonly number[]): Promise<Map<number, FitSpecies>> {
    const rows = await repository.findMany([...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, speciesOf(row)]));
  }

  function judge(
    tanks: Awaited<ReturnType<BreedingTankService["tanksForFit"]>>,
    candidate: FitSpecies,
    quantity: number,
  ): TankFitEntry[] {
    return tanks.map(({ farmId, farmName, tank }) => {
      const fit = tankFit(tank, candidate, quantity);
      return { farmId, farmName, verdictLabel: FIT_VERDICT_LABEL[fit.verdict], ...fit };
    });
  }

  const ref = ({ id, koreanName, scientificName }: FitSpecies): SpeciesRef => ({ id, koreanName, scientificName });

  return {
    /**
     * GET /product/{id}/tank-fit: 404 for an unknown product; no tanks when it names no species. `quantity` is in
     * units, as the basket counts them; the rules count fish ("네온 테트라 10마리" × 2 is twenty).
     */
    async forProduct(memberId: number, productId: number, quantity: number): Promise<TankFit> {
      const linked = (await deps.catalog.speciesOfProducts([productId])).get(productId);
      if (!linked) throw AppError.notFound("상품을 찾을 수 없습니다.");
      const { speciesId, fishPerUnit } = linked;
      const fish = quantity * fishPerUnit;
      const candidate = speciesId === null ? undefined : (await facts([speciesId])).get(speciesId);
      if (!candidate) return { species: null, fish, tanks: [] };
      const tanks = await deps.breedingTanks.tanksForFit(memberId);
      return { species: ref(candidate), fish, tanks: judge(tanks, candidate, fish) };
    },

    /**
     * GET /product/tank-fit?items=…: the basket's lines at once, one answer per line whose product names a species
     * (lines of other products, and unknown products, are left out; no tanks, no answers).
     */
    async forLines(memberId: number, lines: readonly FitLine[]) {
      const linked = await deps.catalog.speciesOfProducts(lines.map((line) => line.productId));
      const ids = lines.flatMap((line) => linked.get(line.productId)?.speciesId ?? []);
      if (ids.length === 0) return { items: [] };
      const [candidates, tanks] = await Promise.all([facts(ids), deps.breedingTanks.tanksForFit(memberId)]);
      if (tanks.length === 0) return { items: [] };
      return {
        items: lines.flatMap(({ productId, quantity }) => {
          const product = linked.get(productId);
          const candidate = candidates.get(product?.speciesId ?? 0);
          if (!product || !candidate) return [];
          const fish = quantity * product.fishPerUnit;
          return [{ productId, quantity, fish, species: ref(candidate), tanks: judge(tanks, candidate, fish) }];
        }),
      };
    },
  };
}

export type TankFitService = ReturnType<typeof createTankFitService>;
