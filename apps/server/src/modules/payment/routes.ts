/** Payment steps (API.md "Orders and payment"): confirmation, completion, webhook, cancel, unpaid, the store's cancel. */
import { IdParams } from "@mulmung/contract/common";
import {
  AffiliateCancelRequest,
  AffiliateOrder,
  ConfirmationRequest,
  OrderCancelRequest,
  OrderForm,
  PaymentCompleteRequest,
  PaymentResult,
  PaymentWindow,
} from "@mulmung/contract/order";
import { z } from "zod";
import { orderWriteLimit } from "../../http/rate-limit.ts";
import { apiPlugin, apiRoutes } from "../../http/route.ts";

const OrderFormNumberIdParams = z.object({ orderFormNumberId: IdParams.shape.id });

export const paymentRoutes = apiPlugin({ tags: ["payments"] }, async (route, { payments, orderAdmin }, app) => {
  route.patch("/api/v1/order/:orderFormNumberId/confirmation", {
    summary: "Confirms the order: payment method and agreement; reserves stock; returns the payment window",
    access: "member",
    config: orderWriteLimit,
    params: OrderFormNumberIdParams,
    body: ConfirmationRequest,
    response: PaymentWindow,
    handler: ({ member, params, body }) => payments.confirm(member.id, params.orderFormNumberId, body),
  });

  route.post("/api/v1/payment/complete", {
    summary: "After the payment window: the server asks the gateway and answers where the order stands",
    access: "member",
    config: orderWriteLimit,
    body: PaymentCompleteRequest,
    response: PaymentResult,
    handler: ({ member, body }) => payments.complete(member.id, body.paymentId),
  });

  // The webhook is verified on the raw text body (a re-serialised body never verifies): its own JSON parser.
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    apiRoutes(scope, { tags: ["payments"] }).post("/api/v1/payment/webhook", {
      summary: "Gateway webhook (Standard Webhooks signature; 401 when it does not verify)",
      body: z.string().meta({ description: "the raw JSON text PortOne sent" }),
      response: z.object({ received: z.literal(true) }),
      handler: ({ body, request }) => payments.webhook(body, request.headers),
    });
  });

  route.patch("/api/v1/payment/order/:id/cancel", {
    summary: "Cancels the order (or listed parts) before shipping; refunds through the gateway",
    access: "member",
    params: IdParams,
    body: OrderCancelRequest,
    response: OrderForm,
    handler: ({ member, params, body }) => payments.cancel(member.id, params.id, body),
  });

  route.patch("/api/v1/payment/order/:id/deposit", {
    summary: "Operator: the company account received this OURPLATFORM_ACCOUNT order's money (administrators only)",
    access: "admin",
    params: IdParams,
    response: OrderForm,
    // The audit log keeps the order as operators see it, before and after the deposit.
    auditTarget: ({ params }) => orderAdmin.detail(params.id).catch(() => null),
    handler: ({ params }) => payments.confirmDeposit(params.id),
  });

  route.patch("/api/v1/order/:id/unpaid", {
    summary: "Gives up an order waiting for payment (미결제 처리); its stock goes back",
    access: "member",
    params: IdParams,
    response: OrderForm,
    handler: ({ member, params }) => payments.unpaid(member.id, params.id),
  });

  route.patch("/api/v1/affiliate-order/:id/cancel", {
    summary: "The store cancels one of its order parts with a reason; the buyer is refunded",
    tags: ["store orders"],
    access: "member",
    audit: "STORE",
    params: IdParams,
    body: AffiliateCancelRequest,
    response: AffiliateOrder,
    handler: ({ member, params, body }) => payments.storeCancel(member.id, params.id, body.reason),
  });
});
