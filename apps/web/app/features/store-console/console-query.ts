/** The console's URLs: which store (`?store=`), and the product list's filters, kept in the URL. */
import { AFFILIATE_ORDER_TABS, type AffiliateOrderTab } from "@mulmung/contract/order";
import type { PartnerStore } from "@mulmung/contract/partner";
import { PATH, parseId, withQuery } from "../../lib/paths.ts";

export type ProductStateFilter = "NORMAL" | "DEACTIVATE";
export type ProductStockFilter = "SOLD_OUT" | "LOW";

export interface ProductFilters {
  searchWord: string;
  state: ProductStateFilter | null;
  stock: ProductStockFilter | null;
}

export const PRODUCT_PAGE_SIZE = 20;

/** The store the console shows: `?store=` when I run it, else the first of mine; null when I run none. */
export function pickStore(stores: readonly PartnerStore[], requested: string | null): PartnerStore | null {
  const id = parseId(requested);
  return stores.find((store) => store.id === id) ?? stores[0] ?? null;
}

export function readProductFilters(params: URLSearchParams): ProductFilters {
  const state = params.get("state");
  const stock = params.get("stock");
  return {
    searchWord: (params.get("searchWord") ?? "").trim().slice(0, 100),
    state: state === "NORMAL" || state === "DEACTIVATE" ? state : null,
    stock: stock === "SOLD_OUT" || stock === "LOW" ? stock : null,
  };
}

/** GET /api/v1/partner/product for a page of the list. */
export function productListApiPath(storeId: number, filters: ProductFilters, offset: number): string {
  return withQuery("/api/v1/partner/product", {
    affiliateId: storeId,
    searchWord: filters.searchWord,
    state: filters.state,
    stock: filters.stock,
    size: PRODUCT_PAGE_SIZE,
    offset,
    isTotalCount: offset === 0 ? "true" : null,
  });
}

/**
 * The console's page paths; `store` is kept only when the member runs several stores (`storeQuery`).
 */
export const consoleHomePath = (store?: number | null) => withQuery(PATH.storeConsole, { store });
export const consoleProductsPath = (store?: number | null, filters: Partial<ProductFilters> = {}): string =>
  withQuery(PATH.storeConsoleProducts, {
    store,
    searchWord: filters.searchWord,
    state: filters.state,
    stock: filters.stock,
  });
export const consoleNewProductPath = (store?: number | null) =>
  withQuery(`${PATH.storeConsoleProducts}/new`, { store });
export const consoleProductPath = (id: number) => `${PATH.storeConsoleProducts}/${id}`;

/** `?store=` is worth writing only when there is a choice. */
export function storeQuery(stores: readonly PartnerStore[], store: PartnerStore): number | null {
  return stores.length > 1 ? store.id : null;
}

export const consoleOrdersPath = (store?: number | null, tab?: AffiliateOrderTab | null) =>
  withQuery(PATH.storeOrders, { store, tab: tab === "NEW" ? null : tab });
export const consoleInquiriesPath = (store?: number | null) => withQuery(PATH.storeInquiries, { store });
export const consoleReviewsPath = (store?: number | null) => withQuery(PATH.storeReviews, { store });
export const consoleSettlementPath = (store?: number | null, period: { from?: string; to?: string } = {}) =>
  withQuery(PATH.storeConsoleSettlement, { store, from: period.from, to: period.to });
export const consoleStaffPath = (store?: number | null) => withQuery(PATH.storeConsoleStaff, { store });
/** The packing slips of these parts, one a page. */
export const slipPath = (ids: readonly number[], store?: number | null) =>
  withQuery(PATH.storeOrderSlips, { store, ids: ids.join(",") });

/** The order list's tab from `?tab=`, 신규 주문 when missing or unknown. */
export function readOrderTab(value: string | null): AffiliateOrderTab {
  return (AFFILIATE_ORDER_TABS as readonly string[]).includes(value ?? "") ? (value as AffiliateOrderTab) : "NEW";
}

/** The part ids of `?ids=1,2,3`: positive integers, each once, in order, at most `max`. */
export function readSlipIds(value: string | null, max = 50): number[] {
  const ids: number[] = [];
  for (const piece of (value ?? "").split(",")) {
    const id = parseId(piece.trim());
    if (id !== null && !ids.includes(id)) ids.push(id);
    if (ids.length === max) break;
  }
  return ids;
}
