import type { AffiliateClaim } from "@mulmung/contract/claim";
import type { ListPage } from "@mulmung/contract/common";
import type { AffiliateOrder, AffiliateOrderSummary } from "@mulmung/contract/order";
import { PageHeader } from "../components/page-header.tsx";
import { StoreClaimsView } from "../features/claim/store-claims-view.tsx";
import { StoreOrderView } from "../features/order/store-order-view.tsx";
import { NoStoreNotice, StoreSwitcher } from "../features/store-console/console-home.tsx";
import { loadConsoleStores } from "../features/store-console/console-loader.server.ts";
import { consoleOrdersPath, readOrderTab, slipPath, storeQuery } from "../features/store-console/console-query.ts";
import { CONSOLE_MESSAGE } from "../features/store-console/messages.ts";
import { ShipmentCsvPanel } from "../features/store-console/shipment-csv.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-order";

/**
 * /store-console/order?store=&tab=NEW|PREPARING|SHIPPING|DONE|CANCELLED: the store's orders by tab with the claims
 * to decide (the order and claim features' store views, composed here), shipping in bulk by CSV and the packing
 * slips (issue 26). /my-info/store/order redirects here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { stores, store } = await loadConsoleStores(context.api, request);
  const tab = readOrderTab(new URL(request.url).searchParams.get("tab"));
  if (!store) return { stores, store: null, tab, summary: null, page: null, claims: null };
  const [summary, page, claims] = await Promise.all([
    loadOrThrow<AffiliateOrderSummary>(context.api, `/api/v1/affiliate-order/summary?affiliateId=${store.id}`, {
      request,
    }),
    loadOrThrow<ListPage<AffiliateOrder>>(
      context.api,
      `/api/v1/affiliate-order?affiliateId=${store.id}&tab=${tab}&size=50&isTotalCount=true`,
      { request },
    ),
    // The claims still to decide (decision 035).
    store.actions.includes("claims")
      ? loadOrThrow<ListPage<AffiliateClaim>>(
          context.api,
          `/api/v1/affiliate-claim?affiliateId=${store.id}&state=REQUESTED&size=50`,
          { request },
        )
      : null,
  ]);
  return { stores, store, tab, summary, page, claims };
}

export const meta: Route.MetaFunction = () => privatePageMeta(CONSOLE_MESSAGE.ordersTitle);

export default function StoreConsoleOrderPage({ loaderData }: Route.ComponentProps) {
  const { stores, store, tab, summary, page, claims } = loaderData;
  if (!store || !summary || !page) {
    return (
      <>
        <PageHeader title={CONSOLE_MESSAGE.ordersTitle} />
        <NoStoreNotice />
      </>
    );
  }
  const query = storeQuery(stores, store);
  return (
    <>
      <PageHeader title={CONSOLE_MESSAGE.ordersTitle} />
      <StoreSwitcher stores={stores} current={store} path={(id) => consoleOrdersPath(id, tab)} />
      {claims ? <StoreClaimsView page={claims} /> : null}
      <StoreOrderView
        tab={tab}
        summary={summary}
        page={page}
        tabPath={(next) => consoleOrdersPath(query, next)}
        slipPath={(ids) => slipPath(ids, query)}
      >
        {tab === "NEW" || tab === "PREPARING" ? <ShipmentCsvPanel storeId={store.id} /> : null}
      </StoreOrderView>
    </>
  );
}
