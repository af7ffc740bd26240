/** The console's URLs: which store (`?store=`), and the product list's filters, kept in the URL. */
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
