/**
 * The board list a person has built up (pages loaded, filters) kept per tab, so reading a post and coming
 * back shows the same list at the same place, with that post's hits, likes and comments refreshed in place.
 * SPEC.md section 2: leaving the list screens (the list and the posts opened from it) resets it.
 */

import type { ListPage } from "@mulmung/contract/common";
import type { CommunityBoardSummary } from "@mulmung/contract/community";
import { refreshBoardItemCounts } from "@mulmung/domain/lists";
import { useEffect } from "react";
import { useNavigation } from "react-router";
import { PATH } from "../../lib/paths.ts";

const KEY = "mulmung.communityList";

interface Memory extends ListPage<CommunityBoardSummary> {
  filterKey: string;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readBoardList(filterKey: string): ListPage<CommunityBoardSummary> | null {
  try {
    const memory = JSON.parse(storage()?.getItem(KEY) ?? "null") as Memory | null;
    if (!memory || memory.filterKey !== filterKey || !Array.isArray(memory.items)) return null;
    return { items: memory.items, nextOffset: memory.nextOffset, totalCount: memory.totalCount };
  } catch {
    return null;
  }
}

export function writeBoardList(filterKey: string, page: ListPage<CommunityBoardSummary>): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ filterKey, ...page } satisfies Memory));
  } catch {
    // Quota or private mode: the list starts from the first page next time.
  }
}

export function clearBoardList(): void {
  storage()?.removeItem(KEY);
}

/** A post was read: its fresh counts go into the kept list (SPEC §4 board item refresh). */
export function refreshBoardListItem(id: number, counts: { hits: number; likes: number; comments: number }): void {
  try {
    const memory = JSON.parse(storage()?.getItem(KEY) ?? "null") as Memory | null;
    if (!memory) return;
    storage()?.setItem(KEY, JSON.stringify({ ...memory, items: refreshBoardItemCounts(memory.items, id, counts) }));
  } catch {
    // Nothing kept, nothing to refresh.
  }
}

/** The list screens: the board list and a post opened from it. */
export function isListScreen(pathname: string): boolean {
  return pathname === PATH.communityList || /^\/community\/board\/\d+$/.test(pathname);
}

/**
 * Call on every list screen: when the person goes anywhere else, the kept list and filters are dropped. A
 * navigation away is seen as it starts; the unmount check (deferred until the URL has changed) covers the rest.
 */
export function useResetListWhenLeaving(): void {
  const navigation = useNavigation();
  const target = navigation.location?.pathname;
  useEffect(() => {
    if (target !== undefined && !isListScreen(target)) clearBoardList();
  }, [target]);
  useEffect(
    () => () => {
      setTimeout(() => {
        if (!isListScreen(window.location.pathname)) clearBoardList();
      }, 0);
    },
    [],
  );
}

/** A deleted post leaves the kept list. */
export function removeBoardListItem(id: number): void {
  try {
    const memory = JSON.parse(storage()?.getItem(KEY) ?? "null") as Memory | null;
    if (!memory) return;
    storage()?.setItem(KEY, JSON.stringify({ ...memory, items: memory.items.filter((item) => item.id !== id) }));
  } catch {
    // Nothing kept.
  }
}
