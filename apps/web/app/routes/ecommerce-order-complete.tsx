import type { OrderForm } from "@mulmung/contract/order";
import { useEffect, useState } from "react";
import { data, useNavigate } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { ORDER_MESSAGE } from "../features/order/messages.ts";
import { OrderCompleteView } from "../features/order/order-complete-view.tsx";
import { completePayment } from "../features/order/payment.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { orderFormPath, PATH, parseId, withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/ecommerce-order-complete";

/**
 * /ecommerce/order/complete?orderId={id}: the order just paid (or waiting for its deposit).
 * /ecommerce/order/complete?paymentId=…[&code=&message=][&orderId=]: the payment window's mobile redirect; the
 * browser reports it to the server, then shows the order (or goes back to the form with the failure).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const orderId = parseId(params.get("orderId"));
  const paymentId = params.get("paymentId");
  if (paymentId) {
    return {
      order: null,
      landing: { paymentId, orderId, code: params.get("code"), message: params.get("message") },
    };
  }
  if (orderId === null) throw data(null, { status: 404 });
  return { order: await loadOrThrow<OrderForm>(context.api, `/api/v1/order/${orderId}`, { request }), landing: null };
}

export const meta: Route.MetaFunction = () => privatePageMeta(ORDER_MESSAGE.completeTitle);

function RedirectLanding({
  landing,
}: {
  landing: { paymentId: string; orderId: number | null; code: string | null; message: string | null };
}) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string>(ORDER_MESSAGE.completing);
  useEffect(() => {
    let live = true;
    (async () => {
      // Reported even after a failure: the server records it and says which order form to go back to.
      const outcome = await completePayment(landing.paymentId);
      if (!live) return;
      if (outcome.kind === "done" && !landing.code) {
        navigate(withQuery(PATH.orderComplete, { orderId: outcome.orderFormId }), { replace: true });
        return;
      }
      const why = landing.message || (outcome.kind === "failed" ? outcome.message : null) || ORDER_MESSAGE.payFailed;
      const formId = (outcome.kind === "failed" ? outcome.orderFormId : undefined) ?? landing.orderId;
      if (formId !== undefined && formId !== null) {
        navigate(withQuery(orderFormPath(formId), { paymentError: why }), { replace: true });
      } else setMessage(why);
    })();
    return () => {
      live = false;
    };
  }, [landing, navigate]);
  return (
    <p role="status" style={{ padding: 20 }}>
      {message}
    </p>
  );
}

export default function OrderCompletePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={ORDER_MESSAGE.completeTitle} showBack={false} />
      {loaderData.order ? (
        <OrderCompleteView order={loaderData.order} />
      ) : loaderData.landing ? (
        <RedirectLanding landing={loaderData.landing} />
      ) : null}
    </>
  );
}
