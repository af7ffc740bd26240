/** The comment API paths of a farm or a record (API.md "Comments and replies"), for the loader and the browser. */
import { COMMENT_LIST_QUERY } from "@mulmung/domain/constants";

export type SocialKind = "farm" | "record";

export const COMMENT_SEGMENT = { farm: "breeding-farm-comment", record: "breeding-daily-record-comment" } as const;
export const PARENT_PARAM = { farm: "breedingFarmId", record: "breedingDailyRecordId" } as const;

/** A page of comments: SPEC §9 10 per page, id ascending. */
export function commentListPath(kind: SocialKind, id: number, offset: number, size: number = COMMENT_LIST_QUERY.size) {
  return `/api/v1/${COMMENT_SEGMENT[kind]}?${PARENT_PARAM[kind]}=${id}&size=${size}&offset=${offset}&orderBy=${COMMENT_LIST_QUERY.orderBy}`;
}
