/** Bookmark calls (member only) through the session's API client (SPEC.md section 4: save, read, delete). */
import type { BookmarkCounts, BookmarkItem, BookmarkList, BookmarkState } from "@mulmung/contract/bookmark";
import { BOOKMARK_TARGET_TYPES, type BookmarkTargetType } from "@mulmung/domain/enums";
import { type ApiResult, apiRequest } from "../../lib/api-client.ts";

export const BOOKMARK_TYPES = BOOKMARK_TARGET_TYPES;
export type BookmarkType = BookmarkTargetType;

/** The path segment of each type in /api/v1/{segment}/{id}/bookmark. */
export const BOOKMARK_SEGMENT: Readonly<Record<BookmarkType, string>> = {
  PRODUCT: "product",
  AFFILIATE: "affiliate",
  BREEDING_FARM: "breeding-farm",
  BREEDING_DAILY_RECORD: "breeding-daily-record",
  COMMUNITY_BOARD: "community-board",
};

export type { BookmarkCounts, BookmarkItem, BookmarkState };
export type BookmarkPage = Pick<BookmarkList, "items" | "nextOffset">;

export const BOOKMARK_PAGE_SIZE = 10;

const path = (type: BookmarkType, id: number) => `/api/v1/${BOOKMARK_SEGMENT[type]}/${id}/bookmark`;

export const readBookmark = (type: BookmarkType, id: number): Promise<ApiResult<BookmarkState>> =>
  apiRequest<BookmarkState>(path(type, id));

export const saveBookmark = (type: BookmarkType, id: number): Promise<ApiResult<BookmarkState>> =>
  apiRequest<BookmarkState>(path(type, id), { method: "POST" });

export const removeBookmark = (type: BookmarkType, id: number): Promise<ApiResult<BookmarkState>> =>
  apiRequest<BookmarkState>(path(type, id), { method: "DELETE" });

export const bookmarkListPath = (type: BookmarkType, offset: number) =>
  `/api/v1/bookmark?type=${type}&size=${BOOKMARK_PAGE_SIZE}&offset=${offset}`;

export const listBookmarks = (type: BookmarkType, offset: number): Promise<ApiResult<BookmarkPage>> =>
  apiRequest<BookmarkPage>(bookmarkListPath(type, offset));

export const countBookmarks = (): Promise<ApiResult<BookmarkCounts>> =>
  apiRequest<BookmarkCounts>("/api/v1/bookmark/count");

export function isBookmarkType(value: string | null): value is BookmarkType {
  return (BOOKMARK_TYPES as readonly (string | null)[]).includes(value);
}
