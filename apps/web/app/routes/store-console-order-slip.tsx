import type { AffiliateOrder } from "@mulmung/contract/order";
import { PageHeader } from "../components/page-header.tsx";
import { NoStoreNotice } from "../features/store-console/console-home.tsx";
import { loadConsoleStores } from "../features/store-console/console-loader.server.ts";
import { consoleOrdersPath, readSlipIds, storeQuery } from "../features/store-console/console-query.ts";
import { OPERATIONS_MESSAGE } from "../features/store-console/messages.ts";
import { SlipView } from "../features/store-console/slip-view.tsx";
import { apiCall } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-order-slip";
import "../features/store-console/slip-print.css";

/**
 * /store-console/order/slip?store=&ids=: packing slips of the chosen parts of the store, one a printed page
 * (issue 26). A part of another store (the API answers 404) is left out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { stores, store } = await loadConsoleStores(context.api, request);
  if (!store) return { store: null, parts: [], backPath: consoleOrdersPath() };
  const ids = readSlipIds(new URL(request.url).searchParams.get("ids"));
  const results = await Promise.all(
    ids.map((id) => apiCall<AffiliateOrder>(context.api, `/api/v1/affiliate-order/${id}`)),
  );
  const parts = results.flatMap((res) => (res.ok && res.body.affiliate.id === store.id ? [res.body] : []));
  return { store, parts, backPath: consoleOrdersPath(storeQuery(stores, store), "PREPARING") };
}

export const meta: Route.MetaFunction = () => privatePageMeta(OPERATIONS_MESSAGE.slipTitle);

export default function StoreConsoleSlipPage({ loaderData }: Route.ComponentProps) {
  const { store, parts, backPath } = loaderData;
  return (
    <>
      <PageHeader title={OPERATIONS_MESSAGE.slipTitle} />
      {store ? <SlipView parts={parts} backPath={backPath} /> : <NoStoreNotice />}
    </>
  );
}
