/**
 * What lives in a member's tanks (issue 30), for the breeding module's own pages and for the modules that build on
 * it (only this module writes its tables): the tanks as the tank-fit rules read them (catalog), fish added from an
 * order line with a note in that day's record and taken out again by a dead-on-arrival claim (order), and a public
 * tank's card for a community post (community).
 */
import type { BreedingFarmInhabitantList, TankCard } from "@mulmung/contract/breeding";
import type { Range } from "@mulmung/domain/species";
import { type FitTank, type RecentWater, stockingPercent } from "@mulmung/domain/tank-fit";
import { seoulDateKey } from "@mulmung/domain/time";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createBreedingAccess, FARM_NOT_FOUND } from "./access.ts";
import { inhabitantOf, mergedInhabitants } from "./inhabitants.ts";
import { createBreedingRepository } from "./repository.ts";
import { createTankRepository } from "./tank-repository.ts";
import { farmWater } from "./water-alerts.ts";

const DAY_MS = 86_400_000;
/** The records the fit rules read as the tank's recent water: the last 14 days, today included. */
const RECENT_DAYS = 14;
/** The data codes of the recent water (breeding_data_name.code) and where each goes in RecentWater. */
const RECENT_CODES = { WATER_TEMPERATURE: "temperatureC", PH: "ph", GH: "hardnessDgh" } as const;

export const INHABITANT_NOT_FOUND = "수조에 없는 물고기입니다.";

export interface InhabitantItem {
  speciesId: number;
  count: number;
  /** The order line they were bought with, so a dead-on-arrival claim on it can take them out. */
  orderProductId?: number;
}

function checkCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < 1 || count > 10_000) {
    throw AppError.badRequest("마릿수는 1~10000 사이로 입력해주세요.");
  }
}

export function createBreedingTankService(deps: Pick<ServiceDeps, "db" | "clock">) {
  const db = deps.db;
  const access = createBreedingAccess(createBreedingRepository(db));
  const today = () => seoulDateKey(deps.clock.now());

  function checkDate(day: string, label: string): void {
    if (day > today()) throw AppError.badRequest(`${label}는 오늘 이후일 수 없습니다.`);
  }

  /** Runs `work` in the caller's transaction, or in one of its own. */
  const within = <T>(tx: Transaction | undefined, work: (tx: Transaction) => Promise<T>): Promise<T> =>
    tx ? work(tx) : db.transaction(work);

  return {
    /**
     * GET /breeding-farm/{id}/inhabitant: the fish in a farm now, in the order they came, and how full they make it.
     * A public farm for anyone; a private one for its owner (401 without a session, 9003 for someone else).
     */
    async listInhabitants(farmId: number, viewerId: number | null): Promise<BreedingFarmInhabitantList> {
      await access.visibleFarm(farmId, viewerId);
      const repo = createTankRepository(db);
      const [farm, rows] = await Promise.all([repo.farmCard(farmId), repo.currentInhabitants([farmId])]);
      if (!farm) throw AppError.notFound(FARM_NOT_FOUND);
      const volume = farm.volumeLiters;
      return {
        items: rows.map(inhabitantOf),
        stockingPercent: volume === null ? null : stockingPercent(mergedInhabitants(rows), volume),
        ...(await farmWater(db, farm, farm.memberId !== viewerId, deps.clock.now())),
      };
    },

    /**
     * Every farm of the member as the tank-fit rules read it: its current inhabitants with their species facts and
     * the range of temperature, pH and GH its records showed in the last 14 days (Seoul dates). Three queries.
     */
    async tanksForFit(memberId: number): Promise<{ farmId: number; farmName: string; tank: FitTank }[]> {
      const repo = createTankRepository(db);
      const farms = await repo.farmsOf(memberId);
      const ids = farms.map((f) => f.id);
      const since = seoulDateKey(deps.clock.now().getTime() - (RECENT_DAYS - 1) * DAY_MS);
      const [rows, ranges] = await Promise.all([
        repo.currentInhabitants(ids),
        repo.valueRanges(ids, Object.keys(RECENT_CODES), since),
      ]);
      return farms.map((farm) => {
        const recent: { -readonly [K in keyof RecentWater]: Range } = {};
        for (const r of ranges) {
          if (r.farmId === farm.id)
            recent[RECENT_CODES[r.code as keyof typeof RECENT_CODES]] = { min: r.min, max: r.max };
        }
        const inhabitants = mergedInhabitants(rows.filter((r) => r.inhabitant.breedingFarmId === farm.id));
        return { farmId: farm.id, farmName: farm.name, tank: { volumeLiters: farm.volumeLiters, inhabitants, recent } };
      });
    },

    /**
     * Adds fish to one of the member's farms (404 when there is none, 9003 when it is someone else's) on `addedOn`
     * (today by default). With `arrivalNote`, that day's record notes the arrival: created when there is none, its
     * fish_added grown by the counts and the line appended to its note. One transaction (the caller's, if given).
     * Returns the new rows' ids.
     */
    async addInhabitants(
      input: {
        memberId: number;
        farmId: number;
        items: InhabitantItem[];
        addedOn?: string;
        arrivalNote?: string;
        note?: string;
      },
      tx?: Transaction,
    ): Promise<number[]> {
      await access.ownFarm(input.farmId, input.memberId);
      const addedOn = input.addedOn ?? today();
      checkDate(addedOn, "추가한 날짜");
      if (input.items.length === 0) throw AppError.badRequest("추가할 물고기를 선택해주세요.");
      for (const item of input.items) checkCount(item.count);
      return within(tx, async (tx) => {
        const repo = createTankRepository(tx);
        const known = await repo.existingSpecies(input.items.map((i) => i.speciesId));
        const unknown = input.items.find((i) => !known.has(i.speciesId));
        if (unknown) throw AppError.badRequest(`알 수 없는 어종입니다: ${unknown.speciesId}`);
        const ids = await repo.insertInhabitants(
          input.items.map((item) => ({
            breedingFarmId: input.farmId,
            memberId: input.memberId,
            speciesId: item.speciesId,
            count: item.count,
            addedOn,
            orderProductId: item.orderProductId ?? null,
            note: input.note ?? "",
          })),
        );
        if (input.arrivalNote !== undefined) {
          const total = input.items.reduce((sum, i) => sum + i.count, 0);
          await repo.noteArrival(input.farmId, input.memberId, addedOn, total, input.arrivalNote);
        }
        return ids;
      });
    },

    /**
     * Takes `count` fish of one inhabitant row of the member's farm out on `removedOn` (today by default): all of
     * them marks the row removed; some of them splits it (the row keeps the rest, a removed row records the others).
     */
    async removeInhabitants(
      input: { memberId: number; farmId: number; inhabitantId: number; count: number; removedOn?: string },
      tx?: Transaction,
    ): Promise<void> {
      await access.ownFarm(input.farmId, input.memberId);
      checkCount(input.count);
      const removedOn = input.removedOn ?? today();
      checkDate(removedOn, "뺀 날짜");
      await within(tx, async (tx) => {
        const repo = createTankRepository(tx);
        const row = await repo.inhabitantForUpdate(input.inhabitantId, input.farmId);
        if (!row || row.removedOn !== null) throw AppError.notFound(INHABITANT_NOT_FOUND);
        if (input.count > row.count) {
          throw AppError.badRequest(`수조에 있는 ${row.count}마리보다 많이 뺄 수 없습니다.`);
        }
        if (removedOn < row.addedOn) throw AppError.badRequest("뺀 날짜는 추가한 날짜보다 앞설 수 없습니다.");
        await repo.removeFromRow(row, input.count, removedOn);
      });
    },

    /**
     * A dead-on-arrival claim took `count` of an order line out of whatever tanks they were added to (oldest rows
     * first), today. Returns how many were taken out: 0 when they were never added, fewer than `count` when fewer
     * are still there.
     */
    async removeByOrderProduct(orderProductId: number, count: number, tx?: Transaction): Promise<number> {
      if (count < 1) return 0;
      const removedOn = today();
      return within(tx, async (tx) => {
        const repo = createTankRepository(tx);
        let left = count;
        for (const row of await repo.currentOfOrderProduct(orderProductId)) {
          if (left === 0) break;
          const taken = Math.min(left, row.count);
          // A row added later than today's claim date cannot be: added_on ≤ today always holds (checkDate).
          await repo.removeFromRow(row, taken, removedOn < row.addedOn ? row.addedOn : removedOn);
          left -= taken;
        }
        return count - left;
      });
    },

    /**
     * A public farm's card for a community post: name, image, volume, current inhabitants (species and count) and
     * the latest public value of each data name with its date. null when the farm is private or gone.
     */
    async tankCard(farmId: number): Promise<TankCard | null> {
      const repo = createTankRepository(db);
      const farm = await repo.farmCard(farmId);
      if (!farm?.isPublic) return null;
      const [rows, values] = await Promise.all([repo.currentInhabitants([farmId]), repo.latestPublicValues(farmId)]);
      return {
        breedingFarmId: farm.id,
        breedingFarmName: farm.name,
        imageUrl: farm.imageUrl,
        volumeLiters: farm.volumeLiters,
        inhabitants: mergedInhabitants(rows).map((i) => ({
          speciesId: i.species.id,
          koreanName: i.species.koreanName,
          count: i.count,
        })),
        latestValues: values.map((v) => ({
          code: v.code,
          dataName: v.data_name,
          unit: v.unit,
          value: v.value,
          recordDate: v.record_date,
        })),
      };
    },
  };
}

export type BreedingTankService = ReturnType<typeof createBreedingTankService>;
