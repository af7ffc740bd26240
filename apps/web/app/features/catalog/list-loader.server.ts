/** The product list page's data: the first page for the URL's filters and, for a category, its chips. */

import type { ProductSummary } from "@mulmung/contract/catalog";
import type { ListPage } from "@mulmung/contract/common";
import { type Api, apiCall, loadOr, pageFailure } from "../../lib/api.server.ts";
import { type CategoryNav, type CategoryTreeNode, categoryNav } from "./category-tree.ts";
import { type ProductFilters, productApiPath, productListTitle } from "./product-query.ts";

export interface ProductListData {
  filters: ProductFilters;
  title: string;
  products: ListPage<ProductSummary>;
  categoryNav: CategoryNav | null;
  /** A filter the API refused (e.g. an unknown category code), shown instead of the list. */
  problem: string | null;
}

export async function loadProductList(api: Api, filters: ProductFilters): Promise<ProductListData> {
  const [products, tree] = await Promise.all([
    apiCall<ListPage<ProductSummary>>(api, productApiPath(filters)),
    filters.categoryCode
      ? loadOr<{ items: CategoryTreeNode[] }>(api, "/api/v1/product-category", { items: [] })
      : Promise.resolve({ items: [] }),
  ]);
  if (!products.ok && products.status >= 500) throw pageFailure(products);
  const nav = filters.categoryCode ? categoryNav(tree.items, filters.categoryCode) : null;
  return {
    filters,
    title: productListTitle(filters, nav?.path.at(-1)?.name ?? null),
    products: products.ok ? products.body : { items: [], nextOffset: null, totalCount: 0 },
    categoryNav: nav,
    problem: products.ok ? null : products.message,
  };
}
