import type { ListPage } from "@mulmung/contract/common";
import type { OrderListItem, OrderStateCount } from "@mulmung/contract/order";
import { PageHeader } from "../components/page-header.tsx";
import { ORDER_MESSAGE } from "../features/order/messages.ts";
import { OrderListView } from "../features/order/order-list-view.tsx";
import { orderListQuery, readOrderFilters } from "../features/order/order-query.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-order-list";

/** /my-info/order/list?period=&status=&orderState=&deliveryState=&paymentMethod=: 주문 내역. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = readOrderFilters(new URL(request.url).searchParams);
  const [counts, first] = await Promise.all([
    loadOrThrow<OrderStateCount>(context.api, "/api/v1/order/state-count", { request }),
    loadOrThrow<ListPage<OrderListItem>>(context.api, `/api/v1/order?${orderListQuery(filters, 0, new Date())}`, {
      request,
    }),
  ]);
  return { filters, counts, first };
}

export const meta: Route.MetaFunction = () => privatePageMeta(ORDER_MESSAGE.listTitle);

export default function OrderListPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={ORDER_MESSAGE.listTitle} />
      <OrderListView filters={loaderData.filters} counts={loaderData.counts} first={loaderData.first} />
    </>
  );
}
