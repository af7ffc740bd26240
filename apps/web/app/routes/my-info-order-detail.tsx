import type { OrderForm } from "@mulmung/contract/order";
import { data } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { requireMemberPage } from "../features/member/me.server.ts";
import { ORDER_MESSAGE } from "../features/order/messages.ts";
import { OrderDetailView } from "../features/order/order-detail-view.tsx";
import type { Route } from "./+types/my-info-order-detail";

/** /my-info/order/{id}: one of my orders. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireMemberPage(context, request);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  const res = await context.api(`/api/v1/order/${id}`);
  if (res.status !== 200) {
    const message = (res.body as { message?: string } | null)?.message ?? "주문을 찾을 수 없습니다.";
    throw data({ message }, { status: res.status === 403 ? 404 : res.status });
  }
  return { order: res.body as OrderForm };
}

export const meta: Route.MetaFunction = () => [
  { title: `${ORDER_MESSAGE.detailTitle} - 물멍` },
  { name: "robots", content: "noindex" },
];

export default function OrderDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={ORDER_MESSAGE.detailTitle} />
      <OrderDetailView key={loaderData.order.id} initial={loaderData.order} />
    </>
  );
}
