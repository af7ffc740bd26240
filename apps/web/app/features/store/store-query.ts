/**
 * The store list search of SPEC.md section 3 (size, offset, orderBy, latitude, longitude, keywords,
 * radius, searchWord, isShopVisit) as it lives in the page URL, and the API path it becomes. Defaults
 * are SPEC.md section 9's: size 10, distanceSphere,ASC, radius 0, isShopVisit true, Seoul City Hall.
 */
import { DEFAULT_AFFILIATE_SEARCH, DEFAULT_POSITION } from "@mulmung/domain/constants";
import { PATH } from "../../lib/paths.ts";

export interface StoreFilters {
  size: number;
  orderBy: string;
  latitude: number;
  longitude: number;
  keywords: string[];
  /** km; 0 = no limit. */
  radius: number;
  searchWord: string | null;
  isShopVisit: boolean;
  /** Whether the URL named the position (else the device's remembered position may replace the default). */
  hasPosition: boolean;
}

const ORDER_BY_PATTERN = /^(distanceSphere|createDate|bookmarkCount|reviewCount),(ASC|DESC)$/;

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? Math.round(n * 1_000_000) / 1_000_000 : null;
}

export function readStoreFilters(params: URLSearchParams): StoreFilters {
  const latitude = coordinate(params.get("latitude"), 90);
  const longitude = coordinate(params.get("longitude"), 180);
  const hasPosition = latitude !== null && longitude !== null;
  const size = Number(params.get("size"));
  const radius = Number(params.get("radius"));
  const orderBy = params.get("orderBy") ?? "";
  const keywords = params
    .getAll("keywords")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim().slice(0, 30))
    .filter(Boolean);
  const searchWord = params.get("searchWord")?.trim().slice(0, 50) ?? "";
  return {
    size: Number.isInteger(size) && size >= 1 && size <= 100 ? size : DEFAULT_AFFILIATE_SEARCH.size,
    orderBy: ORDER_BY_PATTERN.test(orderBy) ? orderBy : DEFAULT_AFFILIATE_SEARCH.orderBy,
    latitude: hasPosition ? latitude : DEFAULT_POSITION.latitude,
    longitude: hasPosition ? longitude : DEFAULT_POSITION.longitude,
    keywords: [...new Set(keywords)].slice(0, 20),
    radius: Number.isFinite(radius) && radius >= 0 && radius <= 1000 ? radius : DEFAULT_AFFILIATE_SEARCH.radius,
    searchWord: searchWord === "" ? null : searchWord,
    isShopVisit: params.get("isShopVisit") === "false" ? false : DEFAULT_AFFILIATE_SEARCH.isShopVisit,
    hasPosition,
  };
}

/** GET /api/v1/affiliate for the filters from `offset` (isShopVisit=false means "every store"). */
export function storeApiPath(filters: StoreFilters, offset = 0): string {
  const query = new URLSearchParams({
    size: String(filters.size),
    offset: String(offset),
    orderBy: filters.orderBy,
    latitude: String(filters.latitude),
    longitude: String(filters.longitude),
    radius: String(filters.radius),
  });
  if (filters.keywords.length > 0) query.set("keywords", filters.keywords.join(","));
  if (filters.searchWord) query.set("searchWord", filters.searchWord);
  if (filters.isShopVisit) query.set("isShopVisit", "true");
  if (offset === 0) query.set("isTotalCount", "true");
  return `/api/v1/affiliate?${query.toString()}`;
}

/** The page URL for filters, naming only what differs from the defaults. */
export function storeListHref(filters: Partial<StoreFilters> & { view?: "map" | "list" }): string {
  const query = new URLSearchParams();
  if (filters.hasPosition && filters.latitude !== undefined && filters.longitude !== undefined) {
    query.set("latitude", String(filters.latitude));
    query.set("longitude", String(filters.longitude));
  }
  if (filters.radius) query.set("radius", String(filters.radius));
  if (filters.keywords && filters.keywords.length > 0) query.set("keywords", filters.keywords.join(","));
  if (filters.searchWord) query.set("searchWord", filters.searchWord);
  if (filters.isShopVisit === false) query.set("isShopVisit", "false");
  if (filters.orderBy && filters.orderBy !== DEFAULT_AFFILIATE_SEARCH.orderBy) query.set("orderBy", filters.orderBy);
  if (filters.view === "map") query.set("view", "map");
  const search = query.toString();
  return search ? `${PATH.stores}?${search}` : PATH.stores;
}

export function toggleKeyword(keywords: readonly string[], keyword: string): string[] {
  return keywords.includes(keyword) ? keywords.filter((k) => k !== keyword) : [...keywords, keyword];
}
