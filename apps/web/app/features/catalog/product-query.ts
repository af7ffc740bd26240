/**
 * The product list filters of SPEC.md section 3 (size, offset, orderBy, searchWord, categoryCode,
 * affiliateId, isTotalCount, keyword, ids) as they live in a page's URL, and the API query they become.
 * Pure functions: the list page, the search page and the store page share them.
 */
import { ORDER_BY, PAGE_SIZE, PRODUCT_LIST_KEYWORD, SET_PRODUCT_CATEGORY_CODE } from "@mulmung/domain/constants";
import { toProductSearchWord } from "@mulmung/domain/search-word";
import { CATALOG_MESSAGE } from "./messages.ts";
import { type ProductFilters, productListHref } from "./product-list-href.ts";

export { type ProductFilters, productListHref };

export const FLEA_MARKET_KEYWORD = "fleamarket";

export type SortValue = keyof typeof CATALOG_MESSAGE.sortOptions;
export const SORT_VALUES = Object.keys(CATALOG_MESSAGE.sortOptions) as SortValue[];

const ORDER_BY_PATTERN = /^(productScore|createDate|sellPrice|salesVolume|id|reviewCount),(ASC|DESC)$/;
const CATEGORY_PATTERN = /^[0-9A-Z]{3,10}$/;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

function text(value: string | null, max: number): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed.slice(0, max);
}

/** Reads the filters from a URL's query; anything malformed falls back to its default rather than failing. */
export function readProductFilters(params: URLSearchParams): ProductFilters {
  const size = positiveInt(params.get("size"));
  const orderBy = params.get("orderBy") ?? "";
  const categoryCode = params.get("categoryCode")?.trim().toUpperCase() ?? "";
  const ids = params
    .getAll("ids")
    .flatMap((value) => value.split(","))
    .map((value) => positiveInt(value.trim()))
    .filter((id): id is number => id !== null)
    .slice(0, 100);
  return {
    size: size === null ? PAGE_SIZE.default : Math.min(size, 100),
    orderBy: ORDER_BY_PATTERN.test(orderBy) ? orderBy : ORDER_BY.product,
    searchWord: text(params.get("searchWord"), 100),
    categoryCode: CATEGORY_PATTERN.test(categoryCode) ? categoryCode : null,
    affiliateId: positiveInt(params.get("affiliateId")),
    keyword: text(params.get("keyword"), 30),
    ids: [...new Set(ids)],
    isTotalCount: params.get("isTotalCount") !== "false",
    title: text(params.get("title"), 40),
  };
}

/** The GET /api/v1/product path for the filters, from `offset`. */
export function productApiPath(filters: ProductFilters, offset = 0): string {
  const query = new URLSearchParams();
  query.set("size", String(filters.size));
  query.set("offset", String(offset));
  query.set("orderBy", filters.orderBy);
  if (filters.searchWord) query.set("searchWord", toProductSearchWord(filters.searchWord));
  if (filters.categoryCode) query.set("categoryCode", filters.categoryCode);
  if (filters.affiliateId !== null) query.set("affiliateId", String(filters.affiliateId));
  if (filters.keyword) query.set("keyword", filters.keyword);
  if (filters.ids.length > 0) query.set("ids", filters.ids.join(","));
  if (filters.isTotalCount && offset === 0) query.set("isTotalCount", "true");
  return `/api/v1/product?${query.toString()}`;
}

/** The list's heading for its filters (the category name is looked up by the caller). */
export function productListTitle(filters: ProductFilters, categoryName: string | null): string {
  if (filters.keyword === PRODUCT_LIST_KEYWORD.groupBuying) return CATALOG_MESSAGE.groupBuying;
  if (filters.keyword === FLEA_MARKET_KEYWORD) return CATALOG_MESSAGE.fleaMarket;
  if (filters.categoryCode === SET_PRODUCT_CATEGORY_CODE) return CATALOG_MESSAGE.setProducts;
  if (filters.categoryCode && categoryName) return categoryName;
  if (filters.searchWord) return CATALOG_MESSAGE.searchResultTitle(filters.searchWord);
  if (filters.ids.length > 0) return filters.title ?? CATALOG_MESSAGE.recommendedProducts;
  if (filters.keyword) return CATALOG_MESSAGE.tagTitle(filters.keyword);
  if (filters.affiliateId !== null) return CATALOG_MESSAGE.storeProducts;
  return CATALOG_MESSAGE.allProducts;
}

export function isSortValue(value: string): value is SortValue {
  return (SORT_VALUES as string[]).includes(value);
}
