import type { ListPage } from "@mulmung/contract/common";
import type { AffiliateOrder } from "@mulmung/contract/order";
import { loadManaged } from "../features/store-console/manage-loader.server.ts";
import { MANAGE_MESSAGE } from "../features/store-console/manage-messages.ts";
import { ManageFrame } from "../features/store-console/manage-page.tsx";
import { MANAGE_LIST_SIZE } from "../features/store-console/manage-query.ts";
import { PaymentRequestBoard, type SentRequest } from "../features/store-console/payment-request-board.tsx";
import type { StoreCustomer } from "../features/store-console/payment-request-form.tsx";
import { loadOr, loadOrThrow } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-payment-request";

/**
 * /store-console/payment-request?store=: the store's payment requests, its customers to send one to, and (when my
 * role may give points) its recent orders for 적립금 보상 (issue 26).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadManaged(context.api, request, "personalPayments", async (store) => {
    const query = { affiliateId: store.id, size: MANAGE_LIST_SIZE, offset: 0 };
    const [requests, customers, orders] = await Promise.all([
      loadOrThrow<ListPage<SentRequest>>(context.api, withQuery("/api/v1/affiliate-personal-payment", query), {
        request,
      }),
      loadOr<{ items: StoreCustomer[] }>(context.api, withQuery("/api/v1/affiliate-customer", query), { items: [] }),
      store.actions.includes("points")
        ? loadOr<ListPage<AffiliateOrder>>(context.api, withQuery("/api/v1/affiliate-order", query), {
            items: [],
            nextOffset: null,
          })
        : null,
    ]);
    return { requests: requests.items, customers: customers.items, orders: orders?.items ?? null };
  });
}

export const meta: Route.MetaFunction = () => privatePageMeta(MANAGE_MESSAGE.paymentsTitle);

export default function StoreConsolePaymentRequestPage({ loaderData }: Route.ComponentProps) {
  return (
    <ManageFrame title={MANAGE_MESSAGE.paymentsTitle} page="paymentRequest" {...loaderData}>
      {(page, store) => <PaymentRequestBoard store={store} {...page} />}
    </ManageFrame>
  );
}
