import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { SearchIconLink } from "../features/catalog/header-actions.tsx";
import { loadProductList } from "../features/catalog/list-loader.server.ts";
import { CATALOG_MESSAGE } from "../features/catalog/messages.ts";
import { ROUTE_NAME, usePageHistory } from "../features/catalog/page-history.ts";
import { ProductListView } from "../features/catalog/product-list-view.tsx";
import { readProductFilters } from "../features/catalog/product-query.ts";
import { PATH } from "../lib/paths.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/ecommerce-product-list";

/** /ecommerce/product/list?categoryCode=&keyword=&searchWord=&orderBy=...: every filter of SPEC.md section 3. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await loadProductList(context.api, readProductFilters(url.searchParams));
  return { ...list, url: url.href };
}

export const handle = { routeName: ROUTE_NAME.productList };

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({
    title: data?.title ?? CATALOG_MESSAGE.allProducts,
    description: CATALOG_MESSAGE.shopDescription,
    url: data?.url,
  });

export default function ProductListPage({ loaderData }: Route.ComponentProps) {
  usePageHistory(ROUTE_NAME.productList);
  const { filters, title, products, categoryNav, problem } = loaderData;
  return (
    <>
      <PageHeader title={title} right={<SearchIconLink />} />
      {problem ? (
        <EmptyState kind="noResults">{problem}</EmptyState>
      ) : (
        <ProductListView
          filters={filters}
          first={products}
          categoryNav={categoryNav}
          path={PATH.productList}
          remember
        />
      )}
    </>
  );
}
