// List rules of SPEC §3, §4 and §6: paging, in-place refreshes, local bookmark counts, sort orders.

/**
 * SPEC §4 lists append page by page: the next page goes after the current items; an item already
 * present (same id, e.g. shifted by a new post) is not shown twice.
 */
export function appendPage<T extends { id: string | number }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((item) => item.id));
  return [...list, ...page.filter((item) => !seen.has(item.id))];
}

/** SPEC §4 board item refresh: replaces hits, likes and comments of one item in place. */
export function refreshBoardItemCounts<
  T extends { id: string | number; hits: number; likes: number; comments: number },
>(list: readonly T[], id: T["id"], counts: Pick<T, "hits" | "likes" | "comments">): T[] {
  return list.map((item) =>
    item.id === id ? { ...item, hits: counts.hits, likes: counts.likes, comments: counts.comments } : item,
  );
}

/** SPEC §4 bookmark change updates bookmarkCount locally: +1 on save, -1 on delete, never below 0. */
export function applyBookmarkChange(bookmarkCount: number, isBookmarked: boolean): number {
  return isBookmarked ? bookmarkCount + 1 : Math.max(0, bookmarkCount - 1);
}

/** SPEC §3 mulbti list: types sorted by count, most first; equal counts keep their order. */
export function sortMulbtiByCount<T extends { count: number }>(types: readonly T[]): T[] {
  return [...types].sort((a, b) => b.count - a.count);
}

/** SPEC §3 ecommerce theme product lists are sorted by orderNumber, ascending. */
export function sortByOrderNumber<T extends { orderNumber: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.orderNumber - b.orderNumber);
}

/** SPEC §6 writer check: the author id equals the current member's id (no member: never the writer). */
export function isWriter(
  authorId: string | number | null | undefined,
  memberId: string | number | null | undefined,
): boolean {
  return authorId != null && memberId != null && String(authorId) === String(memberId);
}
