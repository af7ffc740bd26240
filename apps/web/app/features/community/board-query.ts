/** The community board API's list queries for a screen's filters (loaders and the browser share them). */
export const boardListPath = (query: URLSearchParams) => `/api/v1/community-board?${query}`;

/** The board's query for a list screen's filters; a search word goes to the search endpoint on every field. */
export function boardQuery(filters: BoardFilters, offset: number, size = 30): string {
  const query = new URLSearchParams({ size: String(size), offset: String(offset) });
  if (filters.dept1Category) query.set("dept1Category", filters.dept1Category);
  if (filters.dept2Category) query.set("dept2Category", filters.dept2Category);
  if (filters.memberId) query.set("memberId", String(filters.memberId));
  if (filters.searchWord) {
    for (const field of ["title", "content", "nickname", "comment"]) query.set(field, filters.searchWord);
    return `/api/v1/community-board/search?${query}`;
  }
  if (!filters.memberId) query.set("isTopFix", "false");
  return `/api/v1/community-board?${query}`;
}

export interface BoardFilters {
  dept1Category?: string;
  dept2Category?: string;
  searchWord?: string;
  memberId?: number;
}

export function filtersOf(search: URLSearchParams): BoardFilters {
  const word = search.get("searchWord")?.trim();
  return {
    dept1Category: search.get("dept1Category") || undefined,
    dept2Category: search.get("dept2Category") || undefined,
    searchWord: word ? word.slice(0, 50) : undefined,
  };
}
