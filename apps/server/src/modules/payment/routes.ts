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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentMember, requireMember } from "../../http/auth.ts";
import { orderWriteLimit } from "../../http/rate-limit.ts";

const tags = ["payments"];
const security = [{ bearerAuth: [] }];
const OrderFormNumberIdParams = z.object({ orderFormNumberId: IdParams.shape.id });

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.services;

  app.patch(
    "/api/v1/order/:orderFormNumberId/confirmation",
    {
      preHandler: requireMember,
      config: orderWriteLimit,
      schema: {
        tags,
        summary: "Confirms the order: payment method and agreement; reserves stock; returns the payment window",
        security,
        params: OrderFormNumberIdParams,
        body: ConfirmationRequest,
        response: { 200: PaymentWindow },
      },
    },
    async (request) => payments.confirm(currentMember(request).id, request.params.orderFormNumberId, request.body),
  );

  app.post(
    "/api/v1/payment/complete",
    {
      preHandler: requireMember,
      config: orderWriteLimit,
      schema: {
        tags,
        summary: "After the payment window: the server asks the gateway and answers where the order stands",
        security,
        body: PaymentCompleteRequest,
        response: { 200: PaymentResult },
      },
    },
    async (request) => payments.complete(currentMember(request).id, request.body.paymentId),
  );

  // The webhook is verified on the raw text body (a re-serialised body never verifies): its own JSON parser.
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      "/api/v1/payment/webhook",
      {
        schema: {
          tags,
          summary: "Gateway webhook (Standard Webhooks signature; 401 when it does not verify)",
          body: z.string().meta({ description: "the raw JSON text PortOne sent" }),
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => payments.webhook(request.body as string, request.headers),
    );
  });

  app.patch(
    "/api/v1/payment/order/:id/cancel",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "Cancels the order (or listed parts) before shipping; refunds through the gateway",
        security,
        params: IdParams,
        body: OrderCancelRequest,
        response: { 200: OrderForm },
      },
    },
    async (request) => payments.cancel(currentMember(request).id, request.params.id, request.body),
  );

  app.patch(
    "/api/v1/payment/order/:id/deposit",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "Operator: the company account received this OURPLATFORM_ACCOUNT order's money (administrators only)",
        security,
        params: IdParams,
        response: { 200: OrderForm },
      },
    },
    async (request) => payments.confirmDeposit(currentMember(request).role, request.params.id),
  );

  app.patch(
    "/api/v1/order/:id/unpaid",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "Gives up an order waiting for payment (미결제 처리); its stock goes back",
        security,
        params: IdParams,
        response: { 200: OrderForm },
      },
    },
    async (request) => payments.unpaid(currentMember(request).id, request.params.id),
  );

  app.patch(
    "/api/v1/affiliate-order/:id/cancel",
    {
      preHandler: requireMember,
      schema: {
        tags: ["store orders"],
        summary: "The store cancels one of its order parts with a reason; the buyer is refunded",
        security,
        params: IdParams,
        body: AffiliateCancelRequest,
        response: { 200: AffiliateOrder },
      },
    },
    async (request) => payments.storeCancel(currentMember(request).id, request.params.id, request.body.reason),
  );
};
