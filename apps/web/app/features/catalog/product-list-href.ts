/**
 * The product list's filters and its address for them. Apart from the rest of product-query.ts (which reads the
 * filters, names the list and carries the shop's messages for it), so a product page's category links do not carry
 * those.
 */
import { ORDER_BY, PAGE_SIZE } from "@mulmung/domain/constants";
import { PATH } from "../../lib/paths.ts";

/** The product list's filters as they live in a page's URL (read by product-query.ts `readProductFilters`). */
export interface ProductFilters {
  size: number;
  orderBy: string;
  /** The words as the person typed them (shown in the page); sent joined with | (SPEC.md section 5). */
  searchWord: string | null;
  categoryCode: string | null;
  affiliateId: number | null;
  keyword: string | null;
  ids: number[];
  isTotalCount: boolean;
  /** A heading given with an `ids` list (themed lists link here with their title). */
  title: string | null;
}

/** The page URL for filters (only what differs from the defaults), so links and the address bar stay short. */
export function productListHref(filters: Partial<ProductFilters>, path: string = PATH.productList): string {
  const query = new URLSearchParams();
  if (filters.searchWord) query.set("searchWord", filters.searchWord);
  if (filters.categoryCode) query.set("categoryCode", filters.categoryCode);
  if (filters.keyword) query.set("keyword", filters.keyword);
  if (filters.affiliateId) query.set("affiliateId", String(filters.affiliateId));
  if (filters.ids && filters.ids.length > 0) query.set("ids", filters.ids.join(","));
  if (filters.title) query.set("title", filters.title);
  if (filters.orderBy && filters.orderBy !== ORDER_BY.product) query.set("orderBy", filters.orderBy);
  if (filters.size && filters.size !== PAGE_SIZE.default) query.set("size", String(filters.size));
  if (filters.isTotalCount === false) query.set("isTotalCount", "false");
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
