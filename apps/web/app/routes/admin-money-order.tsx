import type { AdminOrderDetail } from "@mulmung/contract/admin-money";
import { data } from "react-router";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { MONEY_MESSAGE } from "../features/admin-money/messages.ts";
import { OrderDetailView } from "../features/admin-money/order-detail.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-money-order";

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(data ? MONEY_MESSAGE.orderTitle(data.order.orderNumber) : MONEY_MESSAGE.title);

/** /admin/money/order/{id}: one order whole, for operators (issue 27). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!/^\d+$/.test(params.id)) throw data(null, { status: 404 });
  const order = await loadOrThrow<AdminOrderDetail>(context.api, `/api/v1/admin/order/${params.id}`, { request });
  return { order };
}

export default function AdminMoneyOrderPage({ loaderData }: Route.ComponentProps) {
  return <OrderDetailView order={loaderData.order} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
