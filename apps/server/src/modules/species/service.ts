/**
 * The species catalogue (issue 30): what the tank-fit and water rules know of a fish. Public reading; operators
 * add and correct species in the console (`admin-routes.ts`, audited there like every console write).
 */
import type { Species, SpeciesInput, SpeciesListQuery, SpeciesRef } from "@mulmung/contract/species";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { createSpeciesRepository } from "./repository.ts";
import { rowOf, speciesOf } from "./rows.ts";

const NOT_FOUND = "어종 정보를 찾을 수 없습니다.";

/** The two names are unique (the table's indexes): a second species of the same name is refused in Korean. */
function refuseDuplicateName(error: unknown): never {
  const pg = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  if (pg.code === "23505" && pg.constraint === "species_korean_name_key") {
    throw AppError.badRequest("같은 국문명의 어종이 이미 있습니다.");
  }
  if (pg.code === "23505" && pg.constraint === "species_scientific_name_key") {
    throw AppError.badRequest("같은 학명의 어종이 이미 있습니다.");
  }
  throw error;
}

export function createSpeciesService(deps: Pick<ServiceDeps, "db">) {
  const repository = createSpeciesRepository(deps.db);
  return {
    /** GET /species: Korean-name order, by part of either name and by group. */
    async list(query: SpeciesListQuery) {
      const filter = { search: query.search, group: query.group };
      const rows = await repository.list(filter, pageWindow(query));
      return {
        ...pageOf(rows, query, speciesOf),
        ...(query.isTotalCount ? { totalCount: await repository.count(filter) } : {}),
      };
    },

    /** GET /species/{id}. */
    async get(id: number): Promise<Species> {
      const row = await repository.find(id);
      if (!row) throw AppError.of(ErrorCode.NOT_FOUND, NOT_FOUND);
      return speciesOf(row);
    },

    /** The species of these ids by name (unknown ids left out), for a product or a basket line. */
    async refs(ids: readonly number[]): Promise<Map<number, SpeciesRef>> {
      const rows = await repository.refs([...new Set(ids)]);
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Console: a new species. */
    async create(input: SpeciesInput): Promise<Species> {
      const row = await repository.insert(rowOf(input)).catch(refuseDuplicateName);
      return speciesOf(row);
    },

    /** Console: corrects a species; products and tanks that name it read the new facts from now on. */
    async update(id: number, input: SpeciesInput): Promise<Species> {
      const row = await repository.update(id, rowOf(input)).catch(refuseDuplicateName);
      if (!row) throw AppError.of(ErrorCode.NOT_FOUND, NOT_FOUND);
      return speciesOf(row);
    },
  };
}
export type SpeciesService = ReturnType<typeof createSpeciesService>;

/** A species row as the rules read it: the breeding module selects species with its inhabitants in one query. */
export { speciesOf } from "./rows.ts";
