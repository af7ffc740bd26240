/**
 * Breeding rules and authorisation: owners read and change their farms and records; everyone else sees only
 * what is public (a record is public when it and its farm both are) and gets 9003 for the rest.
 */
import type { BreedingDataName, BreedingFarm, BreedingFarmBrief, DailyRecord } from "@mulmung/contract/breeding";
import { writerDisplay, writerDisplayName } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { seoulDateKey } from "@mulmung/domain/time";
import { AppError } from "../../http/app-error.ts";
import { createCache } from "../../http/cache.ts";
import type { ShareLinkService } from "../share-link/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { ownImage, ownImageOrKeep } from "../shared/own-image.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import {
  createBreedingRepository,
  type DataNameRow,
  type FarmFields,
  type FarmRow,
  type RecordFields,
  type RecordRow,
} from "./repository.ts";

export const FARM_NOT_FOUND = "사육장을 찾을 수 없습니다.";
export const RECORD_NOT_FOUND = "사육 일지를 찾을 수 없습니다.";
/** A member keeps at most this many farms (a tank log, not a bulk store). */
export const MAX_FARMS_PER_MEMBER = 100;
const DEFAULT_CHART_DAYS = 365;
const CHART_MAX_DAYS = 1100;
const DAY_MS = 86_400_000;

type ValueInput = { breedingDataNameId: number; value: number };

function addDays(dateKey: string, days: number): string {
  return new Date(Date.parse(`${dateKey}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

function formatLimit(value: number, decimals: number): string {
  return value.toLocaleString("ko-KR", { maximumFractionDigits: decimals });
}

/** The writer as shown beside a farm (SPEC §6: a withdrawn member has no name and no picture). */
function writerOf(row: FarmRow) {
  const { nickname, profileImageUrl } = writerDisplay({
    nickname: row.nickname,
    profileImageUrl: row.profile_image_url,
    withdrawnAt: row.withdrawn_at,
  });
  return { nickname, profileImageUrl };
}

function toDataName(row: DataNameRow): BreedingDataName {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    unit: row.unit,
    minValue: row.min_value,
    maxValue: row.max_value,
    decimals: row.decimals,
  };
}

export function createBreedingService(
  deps: Pick<ServiceDeps, "db" | "config" | "clock"> & {
    /** A farm's 공유 makes its short link (`/s/{code}`) there. */
    shareLinks: Pick<ShareLinkService, "linkFor">;
  },
) {
  const repo = createBreedingRepository(deps.db);
  const now = () => deps.clock.now();
  const base = deps.config.publicUrl.replace(/\/+$/, "");
  // Reference data that changes only by migration: a minute's cache spares a query per record write.
  const dataNameCache = createCache<DataNameRow[]>({ ttlMs: 60_000, maxEntries: 1 });
  // About 50 KB per year-long chart: a thousand of them stay under 64 MB.
  const chartCache = createCache<Buffer>({ maxEntries: 1000 });

  function dataNames(): Promise<DataNameRow[]> {
    return dataNameCache.get("all", () => repo.listDataNames());
  }

  /** The farm's public page: what share links and QR codes open (SPEC §3 dynamicLink). */
  function dynamicLinkOf(farmId: number): string | null {
    return /^https?:\/\//.test(base) ? `${base}/breeding/farm/${farmId}?isPublic=true` : null;
  }

  function toFarm(row: FarmRow, viewerId: number | null): BreedingFarm {
    return {
      id: row.id,
      memberId: row.member_id,
      ...writerOf(row),
      breedingFarmName: row.breeding_farm_name,
      description: row.description,
      tankSize: row.tank_size,
      imageUrl: row.image_url,
      isPublic: row.is_public,
      hits: row.hits,
      likes: row.likes,
      bookmarkCount: row.bookmark_count,
      commentCount: row.comment_count,
      recordCount: row.record_count,
      lastRecordDate: row.last_record_date,
      dynamicLink: dynamicLinkOf(row.id),
      isMine: viewerId === row.member_id,
      createDate: new Date(row.create_date).toISOString(),
      updateDate: new Date(row.update_date).toISOString(),
    };
  }

  async function toRecords(rows: RecordRow[], viewerId: number | null): Promise<DailyRecord[]> {
    return rows.map((r) => ({
      id: r.id,
      breedingFarmId: r.breeding_farm_id,
      breedingFarmName: r.breeding_farm_name,
      memberId: r.member_id,
      nickname: writerDisplayName({ nickname: r.nickname, withdrawnAt: r.withdrawn_at }),
      recordDate: r.record_date,
      isPublic: r.is_public,
      values: r.values,
      waterChangePercent: r.water_change_percent,
      feedingCount: r.feeding_count,
      feedName: r.feed_name,
      fishAdded: r.fish_added,
      fishBorn: r.fish_born,
      fishLost: r.fish_lost,
      note: r.note,
      imageUrls: r.image_urls,
      hits: r.hits,
      likes: r.likes,
      bookmarkCount: r.bookmark_count,
      commentCount: r.comment_count,
      isMine: viewerId === r.member_id,
      createDate: new Date(r.create_date).toISOString(),
      updateDate: new Date(r.update_date).toISOString(),
    }));
  }

  /** The owner's farm; 404 when there is none, 9003 when it is someone else's (API.md auth `O`). */
  async function requireOwnFarm(farmId: number, memberId: number) {
    const farm = await repo.findFarmAccess(farmId);
    if (!farm) throw AppError.notFound(FARM_NOT_FOUND);
    if (farm.member_id !== memberId) throw AppError.of(ErrorCode.ACCESS_DENIED_OR_PRIVATE);
    return farm;
  }

  async function requirePublicFarm(farmId: number) {
    const farm = await repo.findFarmAccess(farmId);
    if (!farm) throw AppError.notFound(FARM_NOT_FOUND);
    if (!farm.is_public) throw AppError.of(ErrorCode.ACCESS_DENIED_OR_PRIVATE);
    return farm;
  }

  async function requireOwnRecord(recordId: number, memberId: number) {
    const record = await repo.findRecordAccess(recordId);
    if (!record) throw AppError.notFound(RECORD_NOT_FOUND);
    if (record.member_id !== memberId) throw AppError.of(ErrorCode.ACCESS_DENIED_OR_PRIVATE);
    return record;
  }

  /** Data names exist, values sit in their range with no more decimals than the data name allows. */
  async function checkValues(values: ValueInput[]): Promise<void> {
    const names = new Map((await dataNames()).map((d) => [d.id, d]));
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
  }

  function checkRecordDate(recordDate: string): void {
    if (recordDate > seoulDateKey(now())) throw AppError.badRequest("오늘 이후 날짜로는 기록할 수 없습니다.");
  }

  function checkDateRange(startDate?: string, endDate?: string): void {
    if (startDate && endDate && startDate > endDate) {
      throw AppError.badRequest("시작일은 종료일보다 늦을 수 없습니다.");
    }
  }

  const DUPLICATE_DAY = () =>
    AppError.of(ErrorCode.DUPLICATE_RECORD_DATE, "이 날짜의 기록이 이미 있습니다. 기존 기록을 수정해주세요.");

  return {
    dynamicLinkOf,

    async listDataNames(): Promise<BreedingDataName[]> {
      return (await dataNames()).map(toDataName);
    },

    /**
     * POST /breeding-farm/{id}/share-link: the farm's short link to its public page, made once and then the same.
     * A public farm for anyone, a private one for its owner only (401 without a session, 9003 for others); 503 "링크가 생성되지 않았습니다"
     * when none can be made.
     */
    async shareLink(farmId: number, viewerId: number | null): Promise<{ shortLink: string }> {
      const farm = await repo.findFarmAccess(farmId);
      if (!farm) throw AppError.notFound(FARM_NOT_FOUND);
      // A private farm: 401 without a session (its owner's page then logs the call in and asks again), else owner only.
      if (!farm.is_public && viewerId === null) throw AppError.of(ErrorCode.UNAUTHORIZED);
      if (!farm.is_public && farm.member_id !== viewerId) throw AppError.of(ErrorCode.ACCESS_DENIED_OR_PRIVATE);
      const shortLink = await deps.shareLinks.linkFor({
        type: "BREEDING_FARM",
        id: farmId,
        path: `/breeding/farm/${farmId}?isPublic=true`,
      });
      if (!shortLink) throw AppError.of(ErrorCode.SHARE_LINK_UNAVAILABLE);
      return { shortLink };
    },

    async farmDataNames(farmId: number, memberId: number): Promise<BreedingDataName[]> {
      await requireOwnFarm(farmId, memberId);
      return (await repo.farmDataNames(farmId)).map(toDataName);
    },

    /* ---- farms ---- */

    async createFarm(
      memberId: number,
      input: {
        breedingFarmName: string;
        description?: string;
        tankSize?: string | null;
        imageUrl?: string | null;
        isPublic?: boolean;
      },
    ): Promise<BreedingFarm> {
      if ((await repo.countFarmsOf(memberId)) >= MAX_FARMS_PER_MEMBER) {
        throw AppError.badRequest(`사육장은 ${MAX_FARMS_PER_MEMBER}개까지 만들 수 있습니다.`);
      }
      const id = await repo.insertFarm(memberId, {
        breedingFarmName: input.breedingFarmName,
        description: input.description ?? "",
        tankSize: input.tankSize ?? null,
        imageUrl: ownImageOrKeep(input.imageUrl ?? null, deps.config.publicUrl),
        isPublic: input.isPublic ?? false,
      });
      return toFarm((await repo.findFarm(id, false)) as FarmRow, memberId);
    },

    async getOwnFarm(farmId: number, memberId: number): Promise<BreedingFarm> {
      await requireOwnFarm(farmId, memberId);
      return toFarm((await repo.findFarm(farmId, false)) as FarmRow, memberId);
    },

    async updateFarm(farmId: number, memberId: number, fields: FarmFields): Promise<BreedingFarm> {
      await requireOwnFarm(farmId, memberId);
      const imageUrl = ownImageOrKeep(fields.imageUrl, deps.config.publicUrl);
      await repo.updateFarm(farmId, { ...fields, ...(imageUrl !== undefined ? { imageUrl } : {}) });
      return toFarm((await repo.findFarm(farmId, false)) as FarmRow, memberId);
    },

    async deleteFarm(farmId: number, memberId: number): Promise<void> {
      await requireOwnFarm(farmId, memberId);
      await repo.deleteFarm(farmId);
    },

    async listMyFarms(
      memberId: number,
      q: { searchWord?: string; ids?: number[]; size: number; offset: number; orderBy: string; isTotalCount?: boolean },
    ) {
      const filter = { memberId, publicOnly: false, searchWord: q.searchWord || undefined, ids: q.ids };
      const rows = await repo.listFarms({ ...filter, orderBy: q.orderBy, ...pageWindow(q) });
      return {
        ...pageOf(rows, q, (r) => toFarm(r, memberId)),
        ...(q.isTotalCount ? { totalCount: await repo.countFarms(filter) } : {}),
      };
    },

    async allMyFarms(memberId: number): Promise<{ items: BreedingFarmBrief[] }> {
      const rows = await repo.allFarmsOf(memberId, false);
      return {
        items: rows.map((r) => ({
          id: r.id,
          breedingFarmName: r.breeding_farm_name,
          imageUrl: r.image_url,
          isPublic: r.is_public,
          dynamicLink: dynamicLinkOf(r.id),
        })),
      };
    },

    /** `visitor` (shared/view-count.ts) is counted once a day; the owner never. */
    async getPublicFarm(farmId: number, viewerId: number | null, visitor: string): Promise<BreedingFarm> {
      const farm = await requirePublicFarm(farmId);
      if (farm.member_id !== viewerId) await repo.countFarmView(farmId, visitor);
      return toFarm((await repo.findFarm(farmId, true, viewerId)) as FarmRow, viewerId);
    },

    async listPublicFarms(
      viewerId: number | null,
      q: {
        searchWord?: string;
        memberId?: number;
        ids?: number[];
        size: number;
        offset: number;
        orderBy: string;
        isTotalCount?: boolean;
      },
    ) {
      const filter = { publicOnly: true, memberId: q.memberId, searchWord: q.searchWord || undefined, ids: q.ids };
      const rows = await repo.listFarms({
        ...filter,
        viewerId,
        orderBy: q.orderBy,
        ...pageWindow(q),
      });
      return {
        ...pageOf(rows, q, (r) => toFarm(r, viewerId)),
        ...(q.isTotalCount ? { totalCount: await repo.countFarms(filter) } : {}),
      };
    },

    async allPublicFarmsOf(memberId: number, viewerId: number | null) {
      const rows = await repo.listFarms({
        memberId,
        publicOnly: true,
        viewerId,
        orderBy: "createDate,DESC",
        limit: 500,
        offset: 0,
      });
      return { items: rows.map((r) => toFarm(r, viewerId)) };
    },

    /** The chart answer, already serialised (see repo.chartJson); shaped as the `Chart` contract. */
    async chartJson(
      farmId: number,
      access: { ownerId: number } | { publicView: true },
      q: { startDate?: string; endDate?: string; breedingDataNameId?: number },
    ): Promise<Buffer> {
      const endDate = q.endDate ?? seoulDateKey(now());
      const startDate = q.startDate ?? addDays(endDate, -(DEFAULT_CHART_DAYS - 1));
      checkDateRange(startDate, endDate);
      if (daysBetween(startDate, endDate) >= CHART_MAX_DAYS) {
        throw AppError.badRequest(`차트는 한 번에 ${CHART_MAX_DAYS}일까지 볼 수 있습니다.`);
      }
      // Who may see the farm is decided live on every call; only the values behind it are cached, under the
      // farm's chart version, which every change to its records raises (so a cached chart is never stale).
      const publicOnly = !("ownerId" in access);
      const farm = publicOnly ? await requirePublicFarm(farmId) : await requireOwnFarm(farmId, access.ownerId);
      const range = { startDate, endDate, dataNameId: q.breedingDataNameId, publicOnly };
      const key = `${farmId}:${publicOnly ? "public" : "owner"}:${startDate}:${endDate}:${range.dataNameId ?? ""}`;
      return chartCache.get(
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

    /* ---- records ---- */

    async createRecord(
      farmId: number,
      memberId: number,
      input: { recordDate: string; values: ValueInput[] } & RecordFields,
    ): Promise<DailyRecord> {
      await requireOwnFarm(farmId, memberId);
      checkRecordDate(input.recordDate);
      await checkValues(input.values);
      const id = await repo.insertRecord(
        farmId,
        memberId,
        {
          recordDate: input.recordDate,
          isPublic: input.isPublic ?? true,
          waterChangePercent: input.waterChangePercent ?? null,
          feedingCount: input.feedingCount ?? null,
          feedName: input.feedName ?? null,
          fishAdded: input.fishAdded ?? 0,
          fishBorn: input.fishBorn ?? 0,
          fishLost: input.fishLost ?? 0,
          note: input.note ?? "",
          imageUrls: (input.imageUrls ?? []).map((url) => ownImage(url, deps.config.publicUrl)),
        },
        input.values,
      );
      if (id === undefined) throw DUPLICATE_DAY();
      const [row] = await repo.listRecords({ ids: [id], publicOnly: false, ascending: false, limit: 1, offset: 0 });
      return (await toRecords([row as RecordRow], memberId))[0] as DailyRecord;
    },

    async getOwnRecord(recordId: number, memberId: number): Promise<DailyRecord> {
      await requireOwnRecord(recordId, memberId);
      const rows = await repo.listRecords({
        ids: [recordId],
        publicOnly: false,
        ascending: false,
        limit: 1,
        offset: 0,
      });
      return (await toRecords(rows, memberId))[0] as DailyRecord;
    },

    async updateRecord(
      recordId: number,
      memberId: number,
      input: RecordFields & { values?: ValueInput[] },
    ): Promise<DailyRecord> {
      const record = await requireOwnRecord(recordId, memberId);
      if (input.recordDate !== undefined) {
        checkRecordDate(input.recordDate);
        if (await repo.recordDateTaken(record.breeding_farm_id, input.recordDate, recordId)) throw DUPLICATE_DAY();
      }
      if (input.values) await checkValues(input.values);
      const { values, ...fields } = input;
      if (fields.imageUrls) fields.imageUrls = fields.imageUrls.map((url) => ownImage(url, deps.config.publicUrl));
      if (!(await repo.updateRecord(recordId, fields, values))) throw DUPLICATE_DAY();
      return this.getOwnRecord(recordId, memberId);
    },

    async deleteRecord(recordId: number, memberId: number): Promise<void> {
      await requireOwnRecord(recordId, memberId);
      await repo.deleteRecord(recordId);
    },

    async setRecordPublic(recordId: number, memberId: number, isPublic: boolean): Promise<DailyRecord> {
      await requireOwnRecord(recordId, memberId);
      await repo.setRecordPublic(recordId, isPublic);
      return this.getOwnRecord(recordId, memberId);
    },

    async listFarmRecords(
      farmId: number,
      memberId: number,
      q: {
        startDate?: string;
        endDate?: string;
        ids?: number[];
        size: number;
        offset: number;
        orderBy: string;
        isTotalCount?: boolean;
      },
    ) {
      checkDateRange(q.startDate, q.endDate);
      const filter = {
        breedingFarmId: farmId,
        memberId,
        publicOnly: false,
        startDate: q.startDate,
        endDate: q.endDate,
        ids: q.ids,
      };
      const rows = await repo.listRecords({
        ...filter,
        ascending: q.orderBy === "recordDate,ASC",
        ...pageWindow(q),
      });
      // Only the owner's records match; an empty page still has to say whether the farm is theirs.
      if (rows.length === 0) await requireOwnFarm(farmId, memberId);
      const page = pageOf(rows, q, (row) => row);
      return {
        items: await toRecords(page.items, memberId),
        nextOffset: page.nextOffset,
        ...(q.isTotalCount ? { totalCount: await repo.countRecords(filter) } : {}),
      };
    },

    async todayRecords(memberId: number) {
      const today = seoulDateKey(now());
      const rows = await repo.listRecords({
        memberId,
        publicOnly: false,
        startDate: today,
        endDate: today,
        ascending: false,
        limit: 500,
        offset: 0,
      });
      return { recordDate: today, items: await toRecords(rows, memberId) };
    },

    /** `visitor` (shared/view-count.ts) is counted once a day; the owner never. */
    async getPublicRecord(recordId: number, viewerId: number | null, visitor: string): Promise<DailyRecord> {
      const record = await repo.findRecordAccess(recordId);
      if (!record) throw AppError.notFound(RECORD_NOT_FOUND);
      if (!record.is_public || !record.farm_is_public) throw AppError.of(ErrorCode.ACCESS_DENIED_OR_PRIVATE);
      if (record.member_id !== viewerId) await repo.countRecordView(recordId, visitor);
      const rows = await repo.listRecords({ ids: [recordId], publicOnly: true, ascending: false, limit: 1, offset: 0 });
      return (await toRecords(rows, viewerId))[0] as DailyRecord;
    },

    async listPublicRecords(
      viewerId: number | null,
      q: {
        breedingFarmId?: number;
        startDate?: string;
        endDate?: string;
        size: number;
        offset: number;
        orderBy: string;
        isTotalCount?: boolean;
      },
    ) {
      checkDateRange(q.startDate, q.endDate);
      const filter = {
        breedingFarmId: q.breedingFarmId,
        publicOnly: true,
        startDate: q.startDate,
        endDate: q.endDate,
      };
      const rows = await repo.listRecords({
        ...filter,
        ascending: q.orderBy === "recordDate,ASC",
        ...pageWindow(q),
      });
      // Rows only come from public farms; an empty page still has to tell a private or missing farm apart.
      if (rows.length === 0 && q.breedingFarmId !== undefined) await requirePublicFarm(q.breedingFarmId);
      const page = pageOf(rows, q, (row) => row);
      return {
        items: await toRecords(page.items, viewerId),
        nextOffset: page.nextOffset,
        ...(q.isTotalCount ? { totalCount: await repo.countRecords(filter) } : {}),
      };
    },

    /** Bookmark cards (public only: a bookmark never reveals something made private later). */
    async farmCards(ids: number[]): Promise<Map<number, BreedingFarm>> {
      return new Map((await repo.farmCards(ids)).map((r) => [r.id, toFarm(r, null)]));
    },

    async recordCards(ids: number[]): Promise<Map<number, DailyRecord>> {
      const records = await toRecords(await repo.recordCards(ids), null);
      return new Map(records.map((r) => [r.id, r]));
    },
  };
}

export type BreedingService = ReturnType<typeof createBreedingService>;
