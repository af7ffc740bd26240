/**
 * Who may reach a farm or a record (API.md auth `O` and public views): 404 when there is none, 9003 when it is
 * someone else's or private. Every breeding service checks through these before it reads or changes a row.
 */
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { BreedingRepository } from "./repository.ts";

export const FARM_NOT_FOUND = "사육장을 찾을 수 없습니다.";
export const RECORD_NOT_FOUND = "사육 일지를 찾을 수 없습니다.";

function allowedIf<T>(row: T, allowed: boolean): T {
  if (!allowed) throw AppError.of(ErrorCode.ACCESS_DENIED_OR_PRIVATE);
  return row;
}

export function createBreedingAccess(repo: Pick<BreedingRepository, "findFarmAccess" | "findRecordAccess">) {
  async function farm(farmId: number) {
    const row = await repo.findFarmAccess(farmId);
    if (!row) throw AppError.notFound(FARM_NOT_FOUND);
    return row;
  }

  async function record(recordId: number) {
    const row = await repo.findRecordAccess(recordId);
    if (!row) throw AppError.notFound(RECORD_NOT_FOUND);
    return row;
  }

  return {
    async ownFarm(farmId: number, memberId: number) {
      const row = await farm(farmId);
      return allowedIf(row, row.member_id === memberId);
    },

    async publicFarm(farmId: number) {
      const row = await farm(farmId);
      return allowedIf(row, row.is_public);
    },

    /** A public farm for anyone; a private one for its owner: 401 without a session (the page logs in and asks again). */
    async visibleFarm(farmId: number, viewerId: number | null) {
      const row = await farm(farmId);
      if (!row.is_public && viewerId === null) throw AppError.of(ErrorCode.UNAUTHORIZED);
      return allowedIf(row, row.is_public || row.member_id === viewerId);
    },

    async ownRecord(recordId: number, memberId: number) {
      const row = await record(recordId);
      return allowedIf(row, row.member_id === memberId);
    },

    /** A record is public when it and its farm both are. */
    async publicRecord(recordId: number) {
      const row = await record(recordId);
      return allowedIf(row, row.is_public && row.farm_is_public);
    },
  };
}
