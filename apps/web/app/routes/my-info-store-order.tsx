import type { AffiliateClaim } from "@mulmung/contract/claim";
import type { ListPage } from "@mulmung/contract/common";
import {
  AFFILIATE_ORDER_TABS,
  type AffiliateOrder,
  type AffiliateOrderSummary,
  type AffiliateOrderTab,
} from "@mulmung/contract/order";
import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { StoreClaimsView } from "../features/claim/store-claims-view.tsx";
import { ORDER_MESSAGE } from "../features/order/messages.ts";
import { StoreOrderView } from "../features/order/store-order-view.tsx";
import { apiCall, loadOrThrow, pageFailure } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-store-order";

/** /my-info/store/order?tab=NEW|PREPARING|SHIPPING|DONE|CANCELLED: the orders of the stores I own. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("tab");
  const tab: AffiliateOrderTab = (AFFILIATE_ORDER_TABS as readonly string[]).includes(requested ?? "")
    ? (requested as AffiliateOrderTab)
    : "NEW";
  const summary = await apiCall<AffiliateOrderSummary>(context.api, "/api/v1/affiliate-order/summary");
  if (!summary.ok) {
    // A member without a store is told so; anything else is the page's failure.
    if (summary.status === 403 || summary.status === 404) return { tab, summary: null, page: null, claims: null };
    throw pageFailure(summary, request);
  }
  const [page, claims] = await Promise.all([
    loadOrThrow<ListPage<AffiliateOrder>>(context.api, `/api/v1/affiliate-order?tab=${tab}&size=50&isTotalCount=true`, {
      request,
    }),
    // The claims still to decide (decision 035).
    loadOrThrow<ListPage<AffiliateClaim>>(context.api, "/api/v1/affiliate-claim?state=REQUESTED&size=50", { request }),
  ]);
  return { tab, summary: summary.body, page, claims };
}

export const meta: Route.MetaFunction = () => privatePageMeta(ORDER_MESSAGE.storeTitle);

export default function StoreOrderPage({ loaderData }: Route.ComponentProps) {
  const { tab, summary, page, claims } = loaderData;
  return (
    <>
      <PageHeader title={ORDER_MESSAGE.storeTitle} />
      {summary && page ? (
        <>
          {claims ? <StoreClaimsView page={claims} /> : null}
          <StoreOrderView tab={tab} summary={summary} page={page} />
        </>
      ) : (
        <EmptyState title={ORDER_MESSAGE.storeNoStore} />
      )}
    </>
  );
}
