/**
 * SPEC.md section 2 page-history rule: the last 3 navigations between the named routes are remembered
 * (sessionStorage, per tab); product detail -> store page clears the remembered product list, its total
 * count and filters; product list -> store page resets the store page's scroll to 0.
 *
 * A navigation's `from` is the named page visited just before, if it was the adjacent history entry (React
 * Router numbers entries with `idx`), so detail -> home -> store does not count as detail -> store.
 */
import {
  type Navigation,
  PAGE_HISTORY_EFFECT,
  type PageHistoryEffect,
  pageHistoryEffects,
  ROUTE_NAME,
  recordNavigation,
} from "@mulmung/domain/history";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { clearListMemory, PRODUCT_LIST_MEMORY_KEY } from "./list-memory.ts";

export { ROUTE_NAME };

export const PAGE_HISTORY_STORAGE_KEY = "mulmung.pageHistory";

interface StoredPageHistory {
  last: { name: string; idx: number } | null;
  navigations: Navigation[];
}

function readStored(storage: Storage): StoredPageHistory {
  try {
    const value = JSON.parse(storage.getItem(PAGE_HISTORY_STORAGE_KEY) ?? "null") as StoredPageHistory | null;
    if (value && Array.isArray(value.navigations)) return value;
  } catch {
    // A broken record counts as none.
  }
  return { last: null, navigations: [] };
}

function historyIdx(): number {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === "number" ? idx : 0;
}

/** The named page the person came from (the adjacent history entry), or null. */
export function previousRouteName(storage: Storage, idx = historyIdx()): string | null {
  const { last } = readStored(storage);
  return last && Math.abs(last.idx - idx) === 1 ? last.name : null;
}

/** Records arriving at `routeName`; returns the navigations kept and the effects of the rule. */
export function recordPageVisit(
  storage: Storage,
  routeName: string,
  idx = historyIdx(),
): { navigations: Navigation[]; effects: PageHistoryEffect[] } {
  const stored = readStored(storage);
  const from = stored.last && Math.abs(stored.last.idx - idx) === 1 ? stored.last.name : null;
  const navigations = recordNavigation(stored.navigations, { from, to: routeName });
  storage.setItem(PAGE_HISTORY_STORAGE_KEY, JSON.stringify({ last: { name: routeName, idx }, navigations }));
  return { navigations, effects: pageHistoryEffects(navigations) };
}

/** Applies the product-list effects; the caller handles the store scroll (it owns the page). */
export function applyProductListEffects(effects: readonly PageHistoryEffect[]): void {
  if (effects.includes(PAGE_HISTORY_EFFECT.clearProductList)) clearListMemory(PRODUCT_LIST_MEMORY_KEY, "all");
  if (effects.includes(PAGE_HISTORY_EFFECT.clearProductTotalCount)) {
    clearListMemory(PRODUCT_LIST_MEMORY_KEY, "totalCount");
  }
  if (effects.includes(PAGE_HISTORY_EFFECT.clearProductSearchFilters)) {
    clearListMemory(PRODUCT_LIST_MEMORY_KEY, "filters");
  }
}

/**
 * Records each arrival at a named page (once per history entry) and applies the rule's effects.
 * React runs a child's effects before its parent's, so components below can still read where the person
 * came from with `previousRouteName` in their own effects.
 */
export function usePageHistory(routeName: string, onEffects?: (effects: PageHistoryEffect[]) => void): void {
  const { key } = useLocation();
  const callback = useRef(onEffects);
  callback.current = onEffects;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one record per history entry (location key).
  useEffect(() => {
    let storage: Storage;
    try {
      storage = window.sessionStorage;
    } catch {
      return;
    }
    const { effects } = recordPageVisit(storage, routeName);
    applyProductListEffects(effects);
    callback.current?.(effects);
  }, [key, routeName]);
}
