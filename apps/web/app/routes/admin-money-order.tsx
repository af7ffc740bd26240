import type { AdminOrderDetail } from "@mulmung/contract/admin-money";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { MONEY_MESSAGE } from "../features/admin-money/messages.ts";
import { OrderDetailView } from "../features/admin-money/order-detail.tsx";
import { loadOrThrow, requirePathId } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-money-order";

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(data ? MONEY_MESSAGE.orderTitle(data.order.orderNumber) : MONEY_MESSAGE.title);

/** /admin/money/order/{id}: one order whole, for operators (issue 27). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = requirePathId(params.id);
  const order = await loadOrThrow<AdminOrderDetail>(context.api, `/api/v1/admin/order/${id}`, { request });
  return { order };
}

export default function AdminMoneyOrderPage({ loaderData }: Route.ComponentProps) {
  return <OrderDetailView order={loaderData.order} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
