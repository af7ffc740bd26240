/**
 * A farm's chart: its values per data name over a date range, serialised by PostgreSQL and cached per farm under
 * the farm's chart version, which every change to its records raises (so a cached chart is never stale).
 */
import { seoulDateKey } from "@mulmung/domain/time";
import { AppError } from "../../http/app-error.ts";
import { createCache } from "../../http/cache.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createBreedingAccess } from "./access.ts";
import { createBreedingRepository } from "./repository.ts";

const DEFAULT_CHART_DAYS = 365;
const CHART_MAX_DAYS = 1100;
const DAY_MS = 86_400_000;

function addDays(dateKey: string, days: number): string {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** 400 when a range ends before it starts (charts and record lists). */
export function checkDateRange(startDate?: string, endDate?: string): void {
  if (startDate && endDate && startDate > endDate) {
    throw AppError.badRequest("시작일은 종료일보다 늦을 수 없습니다.");
  }
}

export function createBreedingChartService(deps: Pick<ServiceDeps, "db" | "clock">) {
  const repo = createBreedingRepository(deps.db);
  const access = createBreedingAccess(repo);
  // About 50 KB per year-long chart: a thousand of them stay under 64 MB.
  const cache = createCache<Buffer>({ maxEntries: 1000 });

  return {
    /** The chart answer, already serialised (see repo.chartJson); shaped as the `Chart` contract. */
    async chartJson(
      farmId: number,
      viewer: { ownerId: number } | { publicView: true },
      q: { startDate?: string; endDate?: string; breedingDataNameId?: number },
    ): Promise<Buffer> {
      const endDate = q.endDate ?? seoulDateKey(deps.clock.now());
      const startDate = q.startDate ?? addDays(endDate, -(DEFAULT_CHART_DAYS - 1));
      checkDateRange(startDate, endDate);
      if (daysBetween(startDate, endDate) >= CHART_MAX_DAYS) {
        throw AppError.badRequest(`차트는 한 번에 ${CHART_MAX_DAYS}일까지 볼 수 있습니다.`);
      }
      // Who may see the farm is decided live on every call; only the values behind it are cached.
      const publicOnly = !("ownerId" in viewer);
      const farm = publicOnly ? await access.publicFarm(farmId) : await access.ownFarm(farmId, viewer.ownerId);
      const range = { startDate, endDate, dataNameId: q.breedingDataNameId, publicOnly };
      const key = `${farmId}:${publicOnly ? "public" : "owner"}:${startDate}:${endDate}:${range.dataNameId ?? ""}`;
      return cache.get(
        key,
        async () => {
          const items = await repo.chartJson(farmId, range);
          return Buffer.from(
            `{"startDate":${JSON.stringify(startDate)},"endDate":${JSON.stringify(endDate)},"items":${items}}`,
          );
        },
        farm.chart_version,
      );
    },
  };
}

export type BreedingChartService = ReturnType<typeof createBreedingChartService>;
