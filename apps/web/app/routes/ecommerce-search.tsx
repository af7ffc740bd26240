import type { Affiliate } from "@mulmung/contract/catalog";
import type { ListPage } from "@mulmung/contract/common";
import { SET_PRODUCT_CATEGORY_CODE } from "@mulmung/domain/constants";
import { customTrim } from "@mulmung/domain/validation";
import { EmptyState } from "../components/empty-state.tsx";
import type { ServiceTileData } from "../components/service-tile.tsx";
import { loadProductList } from "../features/catalog/list-loader.server.ts";
import { CATALOG_MESSAGE } from "../features/catalog/messages.ts";
import { ProductListView } from "../features/catalog/product-list-view.tsx";
import { FLEA_MARKET_KEYWORD, productListHref, readProductFilters } from "../features/catalog/product-query.ts";
import { SEARCH_MESSAGE } from "../features/search/messages.ts";
import styles from "../features/search/search.module.css";
import { SearchHeader } from "../features/search/search-header.tsx";
import { SearchPanel } from "../features/search/search-panel.tsx";
import { StoreResults } from "../features/search/store-results.tsx";
import { loadOr } from "../lib/api.server.ts";
import { PATH } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/ecommerce-search";

/** /ecommerce/search: the search screen; with ?searchWord= it shows the matching stores and products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const word = customTrim(params.get("searchWord")).slice(0, 50);
  if (word === "") return { word: null, results: null };
  const filters = readProductFilters(params);
  const [list, stores] = await Promise.all([
    loadProductList(context.api, { ...filters, searchWord: word }),
    loadOr<ListPage<Affiliate>>(
      context.api,
      `/api/v1/affiliate?size=3&isTotalCount=true&searchWord=${encodeURIComponent(word)}`,
      { items: [], nextOffset: null },
    ),
  ]);
  return { word, results: { list, stores } };
}

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(data?.word ? SEARCH_MESSAGE.resultTitle(data.word) : SEARCH_MESSAGE.title);

const SERVICES: ServiceTileData[] = [
  { href: PATH.groupBuying, title: CATALOG_MESSAGE.groupBuying, sub: CATALOG_MESSAGE.groupBuyingSub },
  {
    href: productListHref({ categoryCode: SET_PRODUCT_CATEGORY_CODE }),
    title: CATALOG_MESSAGE.setProducts,
    sub: CATALOG_MESSAGE.setProductsSub,
  },
  {
    href: productListHref({ keyword: FLEA_MARKET_KEYWORD }),
    title: CATALOG_MESSAGE.fleaMarket,
    sub: CATALOG_MESSAGE.fleaMarketSub,
  },
  { href: PATH.category, title: CATALOG_MESSAGE.categories, sub: CATALOG_MESSAGE.allCategories },
  { href: PATH.stores, title: CATALOG_MESSAGE.nearbyStores, sub: CATALOG_MESSAGE.nearbyStoresSub },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { word, results } = loaderData;
  return (
    <>
      <SearchHeader currentWord={word} />
      {word && results ? (
        <div className={styles.results}>
          <StoreResults stores={results.stores.items} word={word} total={results.stores.totalCount} />
          <h2 className={styles.productsTitle}>{SEARCH_MESSAGE.products}</h2>
          <ProductListView
            filters={results.list.filters}
            first={results.list.products}
            path={PATH.search}
            emptyState={
              <EmptyState kind="noResults">{results.list.problem ?? SEARCH_MESSAGE.noResultsHint}</EmptyState>
            }
          />
        </div>
      ) : (
        <SearchPanel services={SERVICES} />
      )}
    </>
  );
}
