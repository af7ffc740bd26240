/** Bookmarks (찜, API.md "Bookmarks"): my mark on one thing, my list, my counts. */
import { BOOKMARK_TARGET_TYPES } from "@mulmung/domain/enums";
import { z } from "zod";
import { listOf, PagingQuery } from "./common.ts";

export const BookmarkState = z.object({
  isBookmarked: z.boolean(),
  id: z.number().nullable(),
  bookmarkCount: z.number(),
});
export type BookmarkState = z.infer<typeof BookmarkState>;

export const BookmarkTargetType = z.enum(BOOKMARK_TARGET_TYPES, {
  message: `type은 ${BOOKMARK_TARGET_TYPES.join(", ")} 중 하나입니다`,
});

export const BookmarkItem = z.object({
  id: z.number(),
  targetType: BookmarkTargetType,
  targetId: z.number(),
  createDate: z.string(),
  target: z.record(z.string(), z.unknown()).nullable().meta({ description: "the product, store, farm or record card" }),
});
export type BookmarkItem = z.infer<typeof BookmarkItem>;

export const BookmarkListQuery = PagingQuery.extend({ type: BookmarkTargetType.optional() });

export const BookmarkList = listOf(BookmarkItem);
export type BookmarkList = z.infer<typeof BookmarkList>;

export const BookmarkCounts = z
  .object(
    Object.fromEntries(BOOKMARK_TARGET_TYPES.map((t) => [t, z.number()])) as Record<
      (typeof BOOKMARK_TARGET_TYPES)[number],
      z.ZodNumber
    >,
  )
  .extend({ total: z.number() });
export type BookmarkCounts = z.infer<typeof BookmarkCounts>;
