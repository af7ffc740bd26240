/**
 * A product list page's body: total count and sort, the category chips, the grid and "더보기". Shared by
 * /ecommerce/product/list, the search results and a store's products (each passes its own filters).
 */

import type { ProductSummary } from "@mulmung/contract/catalog";
import type { ListPage } from "@mulmung/contract/common";
import { formatCount } from "@mulmung/domain/display";
import { type ReactNode, useCallback } from "react";
import { Link } from "react-router";
import chip from "../../components/chip.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import scrollRow from "../../components/scroll-row.module.css";
import { ScrollRow } from "../../components/scroll-row.tsx";
import stack from "../../components/stack.module.css";
import type { CategoryNav } from "./category-tree.ts";
import { PRODUCT_LIST_MEMORY_KEY } from "./list-memory.ts";
import { LoadMoreButton } from "./load-more-button.tsx";
import { CATALOG_MESSAGE } from "./messages.ts";
import { previousRouteName, ROUTE_NAME } from "./page-history.ts";
import { ProductGrid } from "./product-grid.tsx";
import styles from "./product-list-view.module.css";
import { type ProductFilters, productApiPath, productListHref } from "./product-query.ts";
import { SortSelect } from "./sort-select.tsx";
import { useLoadMore } from "./use-load-more.ts";

export interface ProductListViewProps {
  filters: ProductFilters;
  first: ListPage<ProductSummary>;
  categoryNav?: CategoryNav | null;
  /** The page the filters link to (sort form, category chips). */
  path?: string;
  /** Remember the paged list for a return from a product (the main list only). */
  remember?: boolean;
  emptyState?: ReactNode;
  /** Hidden query fields the sort form must keep besides the filters (e.g. a store page's tab). */
  extraQuery?: Record<string, string>;
}

/** SPEC.md section 2: leaving the list resets it, except for a trip into one of its products and back. */
function cameBackFromProduct(): boolean {
  try {
    return previousRouteName(window.sessionStorage) === ROUTE_NAME.productDetail;
  } catch {
    return false;
  }
}

/** The query of the filters as hidden form fields (without orderBy, which the select sets). */
function hiddenFields(filters: ProductFilters, extra: Record<string, string>): Record<string, string> {
  const href = productListHref({ ...filters, orderBy: undefined }, "/");
  const fields = Object.fromEntries(new URLSearchParams(href.split("?")[1] ?? ""));
  return { ...fields, ...extra };
}

export function ProductListView({
  filters,
  first,
  categoryNav,
  path,
  remember = false,
  emptyState,
  extraQuery = {},
}: ProductListViewProps) {
  const filterKey = productListHref(filters, path);
  const pathForOffset = useCallback((offset: number) => productApiPath(filters, offset), [filters]);
  const list = useLoadMore({
    first,
    filterKey,
    pathForOffset,
    memoryKey: remember ? PRODUCT_LIST_MEMORY_KEY : undefined,
    mayRestore: cameBackFromProduct,
  });

  return (
    <section className={styles.view} aria-busy={list.isLoading}>
      {categoryNav ? (
        <nav className={styles.categories} aria-label={CATALOG_MESSAGE.categories}>
          <ol className={`${lists.plain} ${styles.breadcrumb}`}>
            {categoryNav.path.map((category) => (
              <li key={category.code}>
                <Link to={productListHref({ categoryCode: category.code, orderBy: filters.orderBy }, path)}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ol>
          <ScrollRow>
            <ul className={`${lists.plain} ${scrollRow.scrollRow} ${styles.chips}`}>
              {categoryNav.parent ? (
                <li>
                  <Link
                    to={productListHref({ categoryCode: categoryNav.parent.code, orderBy: filters.orderBy }, path)}
                    className={`${chip.chip} ${chip.dark}`}
                    aria-current={categoryNav.parent.code === filters.categoryCode ? "page" : undefined}
                    preventScrollReset
                  >
                    {CATALOG_MESSAGE.viewAllOf(categoryNav.parent.name)}
                  </Link>
                </li>
              ) : null}
              {categoryNav.choices.map((category) => (
                <li key={category.code}>
                  <Link
                    to={productListHref({ categoryCode: category.code, orderBy: filters.orderBy }, path)}
                    className={`${chip.chip} ${chip.dark}`}
                    aria-current={category.code === filters.categoryCode ? "page" : undefined}
                    preventScrollReset
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </ScrollRow>
        </nav>
      ) : null}

      <div className={`${stack.spread} ${styles.toolbar}`}>
        <p className={styles.count} data-total-count={list.totalCount ?? ""}>
          {list.totalCount !== undefined ? CATALOG_MESSAGE.totalCount(formatCount(list.totalCount)) : null}
        </p>
        <SortSelect key={filters.orderBy} value={filters.orderBy} hidden={hiddenFields(filters, extraQuery)} />
      </div>

      {list.items.length === 0 ? (
        (emptyState ?? <EmptyState kind="noResults" />)
      ) : (
        <>
          <h2 className="visually-hidden">{CATALOG_MESSAGE.productListHeading}</h2>
          <ProductGrid products={list.items} eagerCount={4} />
          <LoadMoreButton list={list} />
        </>
      )}
    </section>
  );
}
