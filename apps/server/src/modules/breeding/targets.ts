/**
 * Farms and daily records as comment parents, like targets and bookmark targets: the tables whose counters move
 * and who may see a row. modules/services.ts hands them to the comment, like and bookmark services.
 */
import { sql } from "drizzle-orm";
import type { BookmarkTarget } from "../bookmark/targets.ts";
import type { CommentParent } from "../comment/targets.ts";
import type { LikeTarget } from "../like/targets.ts";
import type { GuardedTable } from "../shared/row-access.ts";
import { type BreedingFarmService, type BreedingRecordService, FARM_NOT_FOUND, RECORD_NOT_FOUND } from "./service.ts";

const farm: GuardedTable = {
  table: "breeding_farm",
  exists: sql`true`,
  visibleTo: (memberId) => (memberId === null ? sql`x.is_public` : sql`(x.is_public or x.member_id = ${memberId})`),
  notFoundMessage: FARM_NOT_FOUND,
};

const record: GuardedTable = {
  table: "breeding_daily_record",
  exists: sql`true`,
  visibleTo: (memberId) => {
    const isPublic = sql`(x.is_public and exists (select 1 from breeding_farm pf where pf.id = x.breeding_farm_id and pf.is_public))`;
    return memberId === null ? isPublic : sql`(${isPublic} or x.member_id = ${memberId})`;
  },
  notFoundMessage: RECORD_NOT_FOUND,
};

export const breedingCommentParents: CommentParent[] = [
  { ...farm, type: "BREEDING_FARM", segment: "breeding-farm-comment", parentIdParam: "breedingFarmId" },
  {
    ...record,
    type: "BREEDING_DAILY_RECORD",
    segment: "breeding-daily-record-comment",
    parentIdParam: "breedingDailyRecordId",
  },
];

export const breedingLikeTargets: LikeTarget[] = [
  { ...farm, type: "BREEDING_FARM", segment: "breeding-farm" },
  { ...record, type: "BREEDING_DAILY_RECORD", segment: "breeding-daily-record" },
];

export function breedingBookmarkTargets(
  farms: Pick<BreedingFarmService, "farmCards">,
  records: Pick<BreedingRecordService, "recordCards">,
): BookmarkTarget[] {
  return [
    { ...farm, type: "BREEDING_FARM", segment: "breeding-farm", summarize: (ids) => farms.farmCards(ids) },
    {
      ...record,
      type: "BREEDING_DAILY_RECORD",
      segment: "breeding-daily-record",
      summarize: (ids) => records.recordCards(ids),
    },
  ];
}
