/**
 * The one paging idiom: ask the repository for one row more than the page (`pageWindow`), then `pageOf` cuts the
 * page and says where the next starts (`nextOffset`, null on the last page), as API.md's list answer does.
 */
export interface Page {
  size: number;
  offset: number;
}

/** The rows to fetch for a page: one more than its size tells whether another page follows. */
export function pageWindow(page: Page): { limit: number; offset: number } {
  return { limit: page.size + 1, offset: page.offset };
}

/** `{items, nextOffset}` from rows fetched with `pageWindow(page)`. */
export function pageOf<Row, Item>(
  rows: readonly Row[],
  page: Page,
  toItem: (row: Row) => Item,
): { items: Item[]; nextOffset: number | null } {
  return {
    items: rows.slice(0, page.size).map(toItem),
    nextOffset: rows.length > page.size ? page.offset + page.size : null,
  };
}
