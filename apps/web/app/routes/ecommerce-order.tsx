import type { ListPage } from "@mulmung/contract/common";
import type { ShippingDestination } from "@mulmung/contract/member";
import type { LatestOrderForm, OrderForm } from "@mulmung/contract/order";
import type { PointSummary } from "@mulmung/contract/point";
import { data, redirect } from "react-router";
import type { ShellHandle } from "../components/app-shell/app-shell.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { BASKET_PATH } from "../features/basket/api.ts";
import { CouponPicker } from "../features/coupon/coupon-picker.tsx";
import { ShippingDestinationList } from "../features/member/shipping-destination-list.tsx";
import { ORDER_MESSAGE } from "../features/order/messages.ts";
import { OrderFormView } from "../features/order/order-form-view.tsx";
import { PointUseField } from "../features/point/point-use-field.tsx";
import { loadOr, loadOrThrow } from "../lib/api.server.ts";
import { myOrderPath, orderFormPath, parseId } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/ecommerce-order";

export const handle = { layout: "footer" } satisfies ShellHandle;

/** A form that was paid (or is waiting for its deposit, or was cancelled) is an order now: show it there. */
const DONE_PAYMENT = new Set<OrderForm["payment"]["status"]>(["PAID", "WAITING_DEPOSIT", "CANCELLED"]);
const DONE_STATE = new Set<OrderForm["orderState"]>(["PAYMENT_SUCCESS", "PREPARING", "CONFIRMATION", "PAYMENT_CANCEL"]);

/**
 * /ecommerce/order/{id}: the order form before payment (a paid order goes to its page in My info). Without an id:
 * the member's newest form that can still be paid, or the basket when there is none.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.id === undefined) {
    const latest = await loadOrThrow<LatestOrderForm>(context.api, "/api/v1/order/form/latest", { request });
    throw redirect(latest.id === null ? BASKET_PATH : orderFormPath(latest.id));
  }
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const form = await loadOrThrow<OrderForm>(context.api, `/api/v1/order/form/${id}`, { request });
  if (DONE_PAYMENT.has(form.payment.status) || DONE_STATE.has(form.orderState)) throw redirect(myOrderPath(form.id));
  const destinations = await loadOr<ListPage<ShippingDestination>>(context.api, "/api/v1/shipping-destination", {
    items: [],
    nextOffset: null,
  });
  const paymentError = new URL(request.url).searchParams.get("paymentError");
  // The balance, plus what this form already holds (a form waiting for payment took its points at confirmation).
  const points = await loadOr<PointSummary | null>(context.api, "/api/v1/point-history/summary", null);
  const pointBalance = points ? points.point + form.usePoint : 0;
  return { form, destinations: destinations.items, paymentError, pointBalance };
}

export const meta: Route.MetaFunction = () => privatePageMeta(ORDER_MESSAGE.formTitle);

export default function OrderFormPage({ loaderData }: Route.ComponentProps) {
  const { form, destinations, paymentError, pointBalance } = loaderData;
  return (
    <>
      <PageHeader title={ORDER_MESSAGE.formTitle} />
      <OrderFormView
        key={form.id}
        initial={form}
        initialError={paymentError}
        destinationChooser={({ selectedId, onChoose }) => (
          <ShippingDestinationList initial={destinations} selectedId={selectedId} onChoose={onChoose} />
        )}
        couponPicker={({ form: current, onChange }) => (
          <CouponPicker key={current.totalPrice} form={current} onChange={onChange} />
        )}
        pointField={(props) => <PointUseField balance={pointBalance} {...props} />}
      />
    </>
  );
}
