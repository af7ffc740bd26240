/**
 * Client-side paging of a server-rendered list (SPEC.md section 4: lists append page by page). The first
 * page comes from the loader; "더보기" fetches the next from the public API and appends it without
 * duplicates. With `memoryKey`, the built-up list survives a trip to a product and back.
 */
import type { ListPage } from "@mulmung/contract/common";
import { appendPage } from "@mulmung/domain/lists";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";
import { apiData } from "../../lib/api-client.ts";
import { useHeldPage } from "../../lib/use-held-page.ts";
import { readListMemory, writeListMemory } from "./list-memory.ts";
import { CATALOG_MESSAGE } from "./messages.ts";

export interface LoadMoreState<T> {
  items: T[];
  nextOffset: number | null;
  totalCount: number | undefined;
  isLoading: boolean;
  error: string | null;
  loadMore: () => void;
  /** Replaces one item in place (e.g. a bookmark count). */
  update: (id: T extends { id: infer I } ? I : never, change: (item: T) => T) => void;
  remove: (id: T extends { id: infer I } ? I : never) => void;
}

export function useLoadMore<T extends { id: number | string }>(options: {
  first: ListPage<T>;
  /** Changes whenever the filters change; the list then starts again from `first`. */
  filterKey: string;
  /** A public API path for the page at `offset`, or a function fetching it (e.g. through the member client). */
  pathForOffset: ((offset: number) => string) | null;
  fetchPage?: (offset: number, signal: AbortSignal) => Promise<ListPage<T>>;
  memoryKey?: string;
  /** Whether a remembered list may be restored now (asked only on a back/forward navigation). */
  mayRestore?: () => boolean;
}): LoadMoreState<T> {
  const { first, filterKey, pathForOffset, fetchPage, memoryKey, mayRestore } = options;
  const navigationType = useNavigationType();
  const [page, setPage] = useHeldPage(first);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const restoring = useRef<ListPage<T> | null>(null);
  const restoreDecision = useRef<{ key: string; allowed: boolean } | null>(null);
  const location = useLocation();

  // New filters (or fresh loader data): start from the loader's first page, unless this is a return
  // (back/forward) to a list the person had already paged through. mayRestore is asked once per list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: mayRestore is not a reason to start the list again.
  useEffect(() => {
    abort.current?.abort();
    setError(null);
    setLoading(false);
    // Decided once per history entry: later runs (fresh loader data) must not ask again, because by then the
    // page history already records this very page as the last one visited.
    if (restoreDecision.current?.key !== location.key) {
      restoreDecision.current = { key: location.key, allowed: navigationType === "POP" && (mayRestore?.() ?? true) };
    }
    const remembered = memoryKey && restoreDecision.current.allowed ? readListMemory<T>(memoryKey, filterKey) : null;
    const next = remembered && remembered.items.length > first.items.length ? remembered : first;
    restoring.current = next === first ? null : next;
    setPage(next);
  }, [first, filterKey, memoryKey, navigationType, location.key]);

  useEffect(() => {
    // While a remembered list is being restored, the page still on screen is the short first page: writing
    // it now would overwrite the very memory being restored.
    if (restoring.current && page !== restoring.current) return;
    restoring.current = null;
    if (memoryKey) writeListMemory(memoryKey, { filterKey, ...page });
  }, [memoryKey, filterKey, page]);

  useEffect(() => () => abort.current?.abort(), []);

  const loadMore = useCallback(() => {
    if (page.nextOffset === null || isLoading) return;
    const controller = new AbortController();
    abort.current?.abort();
    abort.current = controller;
    setLoading(true);
    setError(null);
    const offset = page.nextOffset;
    const request = fetchPage
      ? fetchPage(offset, controller.signal)
      : apiData<ListPage<T>>((pathForOffset as (offset: number) => string)(offset), {
          signal: controller.signal,
          handleUnauthorized: false,
        });
    request
      .then((next) => {
        setPage((current) => ({
          items: appendPage(current.items, next.items),
          nextOffset: next.nextOffset,
          totalCount: current.totalCount,
        }));
      })
      .catch((caught: Error) => {
        if (caught.name !== "AbortError") setError(caught.message || CATALOG_MESSAGE.loadFailed);
      })
      .finally(() => {
        if (abort.current === controller) setLoading(false);
      });
  }, [page.nextOffset, isLoading, pathForOffset, fetchPage, setPage]);

  const update = useCallback<LoadMoreState<T>["update"]>(
    (id, change) => {
      setPage((current) => ({
        ...current,
        items: current.items.map((item) => (item.id === id ? change(item) : item)),
      }));
    },
    [setPage],
  );
  const remove = useCallback<LoadMoreState<T>["remove"]>(
    (id) => {
      setPage((current) => ({
        ...current,
        items: current.items.filter((item) => item.id !== id),
        totalCount: current.totalCount === undefined ? undefined : Math.max(0, current.totalCount - 1),
      }));
    },
    [setPage],
  );

  return {
    items: page.items,
    nextOffset: page.nextOffset,
    totalCount: page.totalCount,
    isLoading,
    error,
    loadMore,
    update,
    remove,
  };
}
