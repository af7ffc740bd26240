/**
 * Daily records of a farm: one per day, values checked against their data names. The owner reads and changes
 * them all; everyone else reads the public ones of public farms.
 */
import type { DailyRecord } from "@mulmung/contract/breeding";
import { ErrorCode } from "@mulmung/domain/errors";
import { seoulDateKey } from "@mulmung/domain/time";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { createBreedingAccess, RECORD_NOT_FOUND } from "./access.ts";
import { checkDateRange } from "./chart.ts";
import type { BreedingDataNameService, ValueInput } from "./data-names.ts";
import { createBreedingRepository, type RecordFields, type RecordFilter, type RecordRow } from "./repository.ts";
import { newRecordFields, recordChanges, toRecord } from "./rows.ts";
import { alertsByRecord, WATER_ALERT_JOB, type WaterAlertData } from "./water-alerts.ts";

interface RecordListQuery {
  startDate?: string;
  endDate?: string;
  size: number;
  offset: number;
  orderBy: string;
  isTotalCount?: boolean;
}

const duplicateDay = () =>
  AppError.of(ErrorCode.DUPLICATE_RECORD_DATE, "이 날짜의 기록이 이미 있습니다. 기존 기록을 수정해주세요.");

export function createBreedingRecordService(
  deps: Pick<ServiceDeps, "db" | "config" | "clock" | "jobs"> & {
    dataNames: Pick<BreedingDataNameService, "checkValues">;
  },
) {
  const repo = createBreedingRepository(deps.db);
  const access = createBreedingAccess(repo);
  const today = () => seoulDateKey(deps.clock.now());

  function checkRecordDate(recordDate: string): void {
    if (recordDate > today()) throw AppError.badRequest("오늘 이후 날짜로는 기록할 수 없습니다.");
  }

  /** Records as `viewerId` sees them, with their water alerts (one query for the fish of all their farms). */
  async function recordsOf(rows: RecordRow[], viewerId: number | null): Promise<DailyRecord[]> {
    const alerts = await alertsByRecord(deps.db, rows);
    return rows.map((row) => toRecord(row, viewerId, alerts.get(row.id) ?? []));
  }

  /**
   * A record saved with values tells its owner what they say, by a job sent in the save's transaction (the job
   * judges and notifies; nothing is sent inline). Without values there is nothing to judge.
   */
  const alertJob = (values: readonly ValueInput[] | undefined) =>
    values && values.length > 0
      ? (tx: Transaction, recordId: number) =>
          deps.jobs.send(WATER_ALERT_JOB, { recordId } satisfies WaterAlertData, {
            tx,
            singletonKey: `water-alert-${recordId}`,
          })
      : undefined;

  /** One record as `viewerId` sees it; the caller has checked access. */
  async function recordById(id: number, publicOnly: boolean, viewerId: number | null): Promise<DailyRecord> {
    const [row] = await repo.listRecords({ ids: [id], publicOnly, ascending: false, limit: 1, offset: 0 });
    if (!row) throw AppError.notFound(RECORD_NOT_FOUND);
    return (await recordsOf([row], viewerId))[0] as DailyRecord;
  }

  /**
   * One page of records, the total only when asked for. Only rows the filter allows come back, so an empty page
   * asks `whenEmpty` whether the farm behind it may be seen at all (404 or 9003 rather than an empty list).
   */
  async function recordPage(
    filter: Omit<RecordFilter, "ascending" | "limit" | "offset">,
    q: RecordListQuery,
    viewerId: number | null,
    whenEmpty: () => Promise<unknown>,
  ) {
    checkDateRange(q.startDate, q.endDate);
    const rows = await repo.listRecords({ ...filter, ascending: q.orderBy === "recordDate,ASC", ...pageWindow(q) });
    if (rows.length === 0) await whenEmpty();
    const alerts = await alertsByRecord(deps.db, rows);
    return {
      ...pageOf(rows, q, (row) => toRecord(row, viewerId, alerts.get(row.id) ?? [])),
      ...(q.isTotalCount ? { totalCount: await repo.countRecords(filter) } : {}),
    };
  }

  return {
    async createRecord(
      farmId: number,
      memberId: number,
      input: { recordDate: string; values: ValueInput[] } & RecordFields,
    ): Promise<DailyRecord> {
      await access.ownFarm(farmId, memberId);
      checkRecordDate(input.recordDate);
      await deps.dataNames.checkValues(input.values);
      const fields = newRecordFields(input, deps.config.publicUrl);
      const id = await repo.insertRecord(farmId, memberId, fields, input.values, alertJob(input.values));
      if (id === undefined) throw duplicateDay();
      return recordById(id, false, memberId);
    },

    async getOwnRecord(recordId: number, memberId: number): Promise<DailyRecord> {
      await access.ownRecord(recordId, memberId);
      return recordById(recordId, false, memberId);
    },

    async updateRecord(
      recordId: number,
      memberId: number,
      input: RecordFields & { values?: ValueInput[] },
    ): Promise<DailyRecord> {
      const record = await access.ownRecord(recordId, memberId);
      if (input.recordDate !== undefined) {
        checkRecordDate(input.recordDate);
        if (await repo.recordDateTaken(record.breeding_farm_id, input.recordDate, recordId)) throw duplicateDay();
      }
      if (input.values) await deps.dataNames.checkValues(input.values);
      const { values, ...fields } = input;
      const changes = recordChanges(fields, deps.config.publicUrl);
      if (!(await repo.updateRecord(recordId, changes, values, alertJob(values)))) {
        throw duplicateDay();
      }
      return recordById(recordId, false, memberId);
    },

    async deleteRecord(recordId: number, memberId: number): Promise<void> {
      await access.ownRecord(recordId, memberId);
      await repo.deleteRecord(recordId);
    },

    async setRecordPublic(recordId: number, memberId: number, isPublic: boolean): Promise<DailyRecord> {
      await access.ownRecord(recordId, memberId);
      await repo.setRecordPublic(recordId, isPublic);
      return recordById(recordId, false, memberId);
    },

    async listFarmRecords(farmId: number, memberId: number, q: RecordListQuery & { ids?: number[] }) {
      const filter = {
        breedingFarmId: farmId,
        memberId,
        publicOnly: false,
        startDate: q.startDate,
        endDate: q.endDate,
        ids: q.ids,
      };
      return recordPage(filter, q, memberId, () => access.ownFarm(farmId, memberId));
    },

    async todayRecords(memberId: number) {
      const recordDate = today();
      const rows = await repo.listRecords({
        memberId,
        publicOnly: false,
        startDate: recordDate,
        endDate: recordDate,
        ascending: false,
        limit: 500,
        offset: 0,
      });
      return { recordDate, items: await recordsOf(rows, memberId) };
    },

    /** `visitor` (shared/view-count.ts) is counted once a day; the owner never. */
    async getPublicRecord(recordId: number, viewerId: number | null, visitor: string): Promise<DailyRecord> {
      const record = await access.publicRecord(recordId);
      if (record.member_id !== viewerId) await repo.countRecordView(recordId, visitor);
      return recordById(recordId, true, viewerId);
    },

    async listPublicRecords(viewerId: number | null, q: RecordListQuery & { breedingFarmId?: number }) {
      const { breedingFarmId, startDate, endDate } = q;
      const filter = { breedingFarmId, publicOnly: true, startDate, endDate };
      return recordPage(filter, q, viewerId, async () => {
        if (breedingFarmId !== undefined) await access.publicFarm(breedingFarmId);
      });
    },

    /** Bookmark cards (public only: a bookmark never reveals something made private later). */
    async recordCards(ids: number[]): Promise<Map<number, DailyRecord>> {
      const records = await recordsOf(await repo.recordCards(ids), null);
      return new Map(records.map((r) => [r.id, r]));
    },
  };
}

export type BreedingRecordService = ReturnType<typeof createBreedingRecordService>;
