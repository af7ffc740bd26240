import type { ListPage } from "@mulmung/contract/common";
import type { PartnerProductSummary } from "@mulmung/contract/partner";
import { PageHeader } from "../components/page-header.tsx";
import { NoStoreNotice, StoreSwitcher } from "../features/store-console/console-home.tsx";
import { loadConsoleStores } from "../features/store-console/console-loader.server.ts";
import {
  consoleProductsPath,
  productListApiPath,
  readProductFilters,
} from "../features/store-console/console-query.ts";
import { CONSOLE_MESSAGE } from "../features/store-console/messages.ts";
import { ProductCsvPanel } from "../features/store-console/product-csv.tsx";
import { ProductListView } from "../features/store-console/product-list-view.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-product";

/** /store-console/product?store=&searchWord=&state=&stock=: the store's products (issue 26). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { stores, store } = await loadConsoleStores(context.api, request);
  const filters = readProductFilters(new URL(request.url).searchParams);
  if (!store) return { stores, store: null, filters, first: null };
  const first = await loadOrThrow<ListPage<PartnerProductSummary>>(
    context.api,
    productListApiPath(store.id, filters, 0),
    { request },
  );
  return { stores, store, filters, first };
}

export const meta: Route.MetaFunction = () => privatePageMeta(CONSOLE_MESSAGE.productsTitle);

export default function StoreConsoleProductPage({ loaderData }: Route.ComponentProps) {
  const { stores, store, filters, first } = loaderData;
  return (
    <>
      <PageHeader title={CONSOLE_MESSAGE.productsTitle} />
      {store && first ? (
        <>
          <StoreSwitcher stores={stores} current={store} path={(id) => consoleProductsPath(id, filters)} />
          <ProductListView stores={stores} store={store} filters={filters} first={first}>
            <ProductCsvPanel storeId={store.id} />
          </ProductListView>
        </>
      ) : (
        <NoStoreNotice />
      )}
    </>
  );
}
