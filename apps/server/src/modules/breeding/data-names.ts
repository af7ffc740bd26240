/**
 * The data names a daily record holds values for (water temperature, pH, …: unit, range, decimals) and the check of
 * a record's values against them.
 */
import type { BreedingDataName } from "@mulmung/contract/breeding";
import { AppError } from "../../http/app-error.ts";
import { createCache } from "../../http/cache.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createBreedingAccess } from "./access.ts";
import { createBreedingRepository, type DataNameRow } from "./repository.ts";
import { toDataName } from "./rows.ts";

export type ValueInput = { breedingDataNameId: number; value: number };

function formatLimit(value: number, decimals: number): string {
  return value.toLocaleString("ko-KR", { maximumFractionDigits: decimals });
}

export function createBreedingDataNameService(deps: Pick<ServiceDeps, "db">) {
  const repo = createBreedingRepository(deps.db);
  const access = createBreedingAccess(repo);
  // Reference data that changes only by migration: a minute's cache spares a query per record write.
  const cache = createCache<DataNameRow[]>({ ttlMs: 60_000, maxEntries: 1 });
  const rows = () => cache.get("all", () => repo.listDataNames());

  return {
    async list(): Promise<BreedingDataName[]> {
      return (await rows()).map(toDataName);
    },

    /** The data names one of my farms has values for. */
    async ofFarm(farmId: number, memberId: number): Promise<BreedingDataName[]> {
      await access.ownFarm(farmId, memberId);
      return (await repo.farmDataNames(farmId)).map(toDataName);
    },

    /** Data names exist, values sit in their range with no more decimals than the data name allows. */
    async checkValues(values: ValueInput[]): Promise<void> {
      const names = new Map((await rows()).map((d) => [d.id, d]));
      for (const { breedingDataNameId, value } of values) {
        const name = names.get(breedingDataNameId);
        if (!name) throw AppError.badRequest(`알 수 없는 측정 항목입니다: ${breedingDataNameId}`);
        const range = `${formatLimit(name.min_value, name.decimals)}~${formatLimit(name.max_value, name.decimals)} ${name.unit}`;
        if (value < name.min_value || value > name.max_value) {
          throw AppError.badRequest(`${name.name} 값은 ${range} 사이로 입력해주세요. (입력값 ${value})`);
        }
        const scaled = value * 10 ** name.decimals;
        if (Math.abs(scaled - Math.round(scaled)) > 1e-6) {
          throw AppError.badRequest(
            name.decimals === 0
              ? `${name.name} 값은 정수로 입력해주세요. (입력값 ${value})`
              : `${name.name} 값은 소수점 ${name.decimals}자리까지 입력할 수 있습니다. (입력값 ${value})`,
          );
        }
      }
    },
  };
}

export type BreedingDataNameService = ReturnType<typeof createBreedingDataNameService>;
