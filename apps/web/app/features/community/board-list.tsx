/**
 * The board list (/community/list): top-fixed posts first, then 30 at a time with 더보기. The list built up
 * so far is kept while a post is read (list-memory.ts) and restored on the way back, counts refreshed.
 * Render it with `key={filterKeyOf(filters)}` so other filters start a new list.
 */

import type { ListPage } from "@mulmung/contract/common";
import type { CommunityBoardSummary } from "@mulmung/contract/community";
import { appendPage } from "@mulmung/domain/lists";
import { useEffect, useState } from "react";
import { useNavigationType } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import { apiRequest } from "../../lib/api-client.ts";
import { BoardItem } from "./board-item.tsx";
import { type BoardFilters, boardQuery } from "./board-query.ts";
import styles from "./community.module.css";
import { readBoardList, writeBoardList } from "./list-memory.ts";
import { COMMUNITY_MESSAGE } from "./messages.ts";

/** False until the first page of this tab has hydrated: the server never knows the kept list. */
let hasHydrated = false;

export function filterKeyOf(filters: BoardFilters): string {
  return JSON.stringify([
    filters.dept1Category ?? "",
    filters.dept2Category ?? "",
    filters.searchWord ?? "",
    filters.memberId ?? 0,
  ]);
}

export function BoardList({
  first,
  filters,
  topFixed = [],
  keep = false,
  emptyText = COMMUNITY_MESSAGE.empty,
}: {
  first: ListPage<CommunityBoardSummary>;
  filters: BoardFilters;
  topFixed?: CommunityBoardSummary[];
  /** Keep the built-up list for the way back from a post (the main board list only). */
  keep?: boolean;
  emptyText?: string;
}) {
  const navigationType = useNavigationType();
  const filterKey = filterKeyOf(filters);
  const initial = () => (keep && hasHydrated && navigationType === "POP" ? readBoardList(filterKey) : null) ?? first;
  const [page, setPage] = useState<ListPage<CommunityBoardSummary>>(initial);
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (keep) writeBoardList(filterKey, page);
  }, [keep, filterKey, page]);

  useEffect(() => {
    hasHydrated = true;
    setNow(Date.now());
  }, []);

  async function loadMore() {
    if (page.nextOffset === null || isLoading) return;
    setLoading(true);
    setError(null);
    const result = await apiRequest<ListPage<CommunityBoardSummary>>(boardQuery(filters, page.nextOffset), {
      handleUnauthorized: false,
    });
    setLoading(false);
    if (!result.ok) return setError(result.message);
    const next = result.body;
    setPage((current) => ({ items: appendPage(current.items, next.items), nextOffset: next.nextOffset }));
  }

  const topIds = new Set(topFixed.map((p) => p.id));
  const items = page.items.filter((p) => !topIds.has(p.id));
  if (items.length === 0 && topFixed.length === 0) {
    return filters.searchWord ? <EmptyState kind="noResults" /> : <EmptyState title={emptyText} />;
  }
  return (
    <>
      <h2 className="visually-hidden">{COMMUNITY_MESSAGE.postListHeading}</h2>
      <ul className={lists.divided} data-testid="board-list">
        {topFixed.map((post) => (
          <BoardItem key={`top-${post.id}`} post={post} now={now} />
        ))}
        {items.map((post) => (
          <BoardItem key={post.id} post={post} now={now} />
        ))}
      </ul>
      <AlertText message={error} className={styles.error} />
      {page.nextOffset !== null ? (
        <button type="button" className={styles.more} onClick={loadMore} disabled={isLoading}>
          {isLoading ? COMMUNITY_MESSAGE.loading : COMMUNITY_MESSAGE.loadMore}
        </button>
      ) : null}
    </>
  );
}
