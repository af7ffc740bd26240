import type { OrderListItem, OrderStateCount } from "@mulmung/contract/order";
import { PageHeader } from "../components/page-header.tsx";
import { requireMemberPage } from "../features/member/me.server.ts";
import type { Page } from "../features/order/api.ts";
import { ORDER_MESSAGE } from "../features/order/messages.ts";
import { OrderListView } from "../features/order/order-list-view.tsx";
import { orderListQuery, readOrderFilters } from "../features/order/order-query.ts";
import type { Route } from "./+types/my-info-order-list";

/** /my-info/order/list?period=&status=&orderState=&deliveryState=&paymentMethod=: 주문 내역. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMemberPage(context, request);
  const filters = readOrderFilters(new URL(request.url).searchParams);
  const [counts, list] = await Promise.all([
    context.api("/api/v1/order/state-count"),
    context.api(`/api/v1/order?${orderListQuery(filters, 0, new Date())}`),
  ]);
  return {
    filters,
    counts: counts.status === 200 ? (counts.body as OrderStateCount) : null,
    first: list.status === 200 ? (list.body as Page<OrderListItem>) : { items: [], nextOffset: null },
  };
}

export const meta: Route.MetaFunction = () => [
  { title: `${ORDER_MESSAGE.listTitle} - 물멍` },
  { name: "robots", content: "noindex" },
];

export default function OrderListPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={ORDER_MESSAGE.listTitle} />
      <OrderListView filters={loaderData.filters} counts={loaderData.counts} first={loaderData.first} />
    </>
  );
}
