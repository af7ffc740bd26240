/**
 * The product list the person has built up by paging (items, next offset, total count) and its filters,
 * kept per tab in sessionStorage so coming back from a product shows the same list at the same depth.
 * SPEC.md section 2: the page-history rule clears it (product detail -> store page), and leaving the
 * list for anything but a product resets it.
 */
import type { ListPage } from "@mulmung/contract/common";

export const PRODUCT_LIST_MEMORY_KEY = "mulmung.productList";

export interface ListMemory<T> {
  /** The filters the list was built with (the page URL's search). */
  filterKey: string;
  items: T[];
  nextOffset: number | null;
  totalCount?: number;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readListMemory<T>(key: string, filterKey: string): ListPage<T> | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const memory = JSON.parse(raw) as ListMemory<T>;
    if (memory.filterKey !== filterKey || !Array.isArray(memory.items)) return null;
    return { items: memory.items, nextOffset: memory.nextOffset ?? null, totalCount: memory.totalCount };
  } catch {
    return null;
  }
}

export function writeListMemory<T>(key: string, memory: ListMemory<T>): void {
  try {
    storage()?.setItem(key, JSON.stringify(memory));
  } catch {
    // Quota or private mode: the list simply starts again from the first page next time.
  }
}

/** What the page-history effects clear: the whole list, only its total count, or only its filters. */
export function clearListMemory(key: string, part: "all" | "totalCount" | "filters" = "all"): void {
  const store = storage();
  if (!store) return;
  if (part === "all") {
    store.removeItem(key);
    return;
  }
  try {
    const memory = JSON.parse(store.getItem(key) ?? "null") as ListMemory<unknown> | null;
    if (!memory) return;
    if (part === "totalCount") delete memory.totalCount;
    // Without its filters the kept list can no longer match any page, so nothing is restored.
    if (part === "filters") memory.filterKey = "";
    store.setItem(key, JSON.stringify(memory));
  } catch {
    store.removeItem(key);
  }
}
