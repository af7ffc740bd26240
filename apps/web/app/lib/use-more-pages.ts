/**
 * A member's own list paged by "더보기" in the browser (orders, points): the loader's first page, then each next
 * page appended without repeats (SPEC §4). `busy` while a page loads, and before hydration; `error` the message
 * of a page that failed.
 *
 *   const list = useMorePages(first, (offset) => `/api/v1/order?offset=${offset}`);
 *   list.page.items … <button onClick={list.more} disabled={list.busy}>
 */
import type { ListPage } from "@mulmung/contract/common";
import { appendPage } from "@mulmung/domain/lists";
import { useState } from "react";
import { apiRequest } from "./api-client.ts";
import { useIsClient } from "./session.ts";
import { useHeldPage } from "./use-held-page.ts";

export function useMorePages<T extends { id: number | string }>(
  first: ListPage<T>,
  pathFor: (offset: number) => string,
) {
  const isClient = useIsClient();
  const [page, setPage] = useHeldPage(first);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function more() {
    if (page.nextOffset === null) return;
    setLoading(true);
    const res = await apiRequest<ListPage<T>>(pathFor(page.nextOffset));
    setLoading(false);
    if (!res.ok) return setError(res.message);
    setError(null);
    setPage((current) => ({ ...res.body, items: appendPage(current.items, res.body.items) }));
  }

  return { page, error, busy: !isClient || loading, more };
}
