/**
 * The species catalogue (issue 30): what the tank-fit and water rules know of a fish. Public reading; operators'
 * edits and the product and tank links come with the console and tanks.
 */
import type { Species, SpeciesListQuery } from "@mulmung/contract/species";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { createSpeciesRepository } from "./repository.ts";
import { speciesOf } from "./rows.ts";

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
      if (!row) throw AppError.of(ErrorCode.NOT_FOUND, "어종 정보를 찾을 수 없습니다.");
      return speciesOf(row);
    },
  };
}
export type SpeciesService = ReturnType<typeof createSpeciesService>;

/** A species row as the rules read it: the breeding module selects species with its inhabitants in one query. */
export { speciesOf } from "./rows.ts";
