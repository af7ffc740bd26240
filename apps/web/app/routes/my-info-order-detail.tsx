import type { OrderClaims } from "@mulmung/contract/claim";
import type { OrderForm } from "@mulmung/contract/order";
import { data } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { OrderClaimsView } from "../features/claim/order-claims-view.tsx";
import { ORDER_MESSAGE } from "../features/order/messages.ts";
import { OrderDetailView } from "../features/order/order-detail-view.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { parseId } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-order-detail";

/** /my-info/order/{id}: one of my orders. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const [order, claims] = await Promise.all([
    loadOrThrow<OrderForm>(context.api, `/api/v1/order/${id}`, { request }),
    loadOrThrow<OrderClaims>(context.api, `/api/v1/order/${id}/claim`, { request }),
  ]);
  return { order, claims };
}

export const meta: Route.MetaFunction = () => privatePageMeta(ORDER_MESSAGE.detailTitle);

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={ORDER_MESSAGE.detailTitle} />
      <OrderDetailView key={loaderData.order.id} initial={loaderData.order} />
      <OrderClaimsView orderId={loaderData.order.id} claims={loaderData.claims} />
    </>
  );
}
