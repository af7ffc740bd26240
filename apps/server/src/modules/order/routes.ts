/** Orders (API.md "Orders and payment") and the store's side (`/api/v1/affiliate-order`). Payment steps: payment/routes.ts. */
import { IdParams } from "@mulmung/contract/common";
import { CouponDiscount, CouponDiscountQuery } from "@mulmung/contract/coupon";
import {
  AffiliateOrder,
  AffiliateOrderList,
  AffiliateOrderListQuery,
  AffiliateOrderSummary,
  AffiliateOrderSummaryQuery,
  BasketOrderRequest,
  BuyConfirmationRequest,
  DeliveryList,
  DeliveryListQuery,
  DirectOrderRequest,
  FormShippingDestinationRequest,
  OrderForm,
  OrderFormCreated,
  OrderList,
  OrderListQuery,
  OrderStateCount,
  PersonalPayment,
  PersonalPaymentCreateRequest,
  PersonalPaymentList,
  PersonalPaymentListQuery,
  TransitRequest,
} from "@mulmung/contract/order";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentMember, requireMember } from "../../http/auth.ts";
import { orderWriteLimit } from "../../http/rate-limit.ts";

const tags = ["orders"];
const storeTags = ["store orders"];
const security = [{ bearerAuth: [] }];

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, payments } = app.services;

  app.post(
    "/api/v1/order/direct",
    {
      preHandler: requireMember,
      config: orderWriteLimit,
      schema: {
        tags,
        summary: "Creates an order form from one product (바로 구매); prices from the database",
        security,
        body: DirectOrderRequest,
        response: { 201: OrderFormCreated },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.createDirect(currentMember(request).id, request.body)),
  );

  app.post(
    "/api/v1/order/basket",
    {
      preHandler: requireMember,
      config: orderWriteLimit,
      schema: {
        tags,
        summary: "Creates an order form from basket lines",
        security,
        body: BasketOrderRequest,
        response: { 201: OrderFormCreated },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.createFromBasket(currentMember(request).id, request.body.basketProductIds)),
  );

  app.get(
    "/api/v1/order/form/:id",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "The order form before payment, prices computed by the server (owner only)",
        security,
        params: IdParams,
        response: { 200: OrderForm },
      },
    },
    async (request) => payments.order(currentMember(request).id, request.params.id),
  );

  app.get(
    "/api/v1/order/form/:id/coupon-discount",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "What the chosen coupons would take off this order form (nothing is kept; confirmation applies them)",
        security,
        params: IdParams,
        querystring: CouponDiscountQuery,
        response: { 200: CouponDiscount },
      },
    },
    async (request) =>
      orders.couponDiscount(currentMember(request).id, request.params.id, request.query.publishedCouponIds),
  );

  app.patch(
    "/api/v1/order/form/:id/shipping-destination",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "Chooses the shipping destination; recomputes the island / Jeju surcharge",
        security,
        params: IdParams,
        body: FormShippingDestinationRequest,
        response: { 200: OrderForm },
      },
    },
    async (request) =>
      payments.setShippingDestination(currentMember(request).id, request.params.id, request.body.shippingDestinationId),
  );

  app.get(
    "/api/v1/order",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "My orders: period, order state, delivery state, payment method, displayed status; paging",
        security,
        querystring: OrderListQuery,
        response: { 200: OrderList },
      },
    },
    async (request) => payments.orders(currentMember(request).id, request.query),
  );

  app.get(
    "/api/v1/order/state-count",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "How many of my orders show each displayed status (SPEC §4)",
        security,
        response: { 200: OrderStateCount },
      },
    },
    async (request) => orders.stateCount(currentMember(request).id),
  );

  app.get(
    "/api/v1/order/:id",
    {
      preHandler: requireMember,
      schema: { tags, summary: "One of my orders", security, params: IdParams, response: { 200: OrderForm } },
    },
    async (request) => payments.order(currentMember(request).id, request.params.id),
  );

  app.patch(
    "/api/v1/order/:id/buy-confirmation",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "Confirms the purchase of shipped parts (all, or the listed ones)",
        security,
        params: IdParams,
        body: BuyConfirmationRequest,
        response: { 200: OrderForm },
      },
    },
    async (request) =>
      payments.buyConfirmation(currentMember(request).id, request.params.id, request.body?.orderPartIds),
  );

  app.get(
    "/api/v1/delivery",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "My deliveries (paid order parts), newest first",
        security,
        querystring: DeliveryListQuery,
        response: { 200: DeliveryList },
      },
    },
    async (request) => orders.deliveries(currentMember(request).id, request.query),
  );

  app.get(
    "/api/v1/personal-payment",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "Personal payment requests addressed to me",
        security,
        querystring: PersonalPaymentListQuery,
        response: { 200: PersonalPaymentList },
      },
    },
    async (request) => orders.personalPayments(currentMember(request).id, request.query),
  );

  app.post(
    "/api/v1/personal-payment/:id/order",
    {
      preHandler: requireMember,
      config: orderWriteLimit,
      schema: {
        tags,
        summary:
          "Pays a store's request through the order flow: answers its order form (created, or the one still open), then confirmation and payment as for any order",
        security,
        params: IdParams,
        response: { 201: OrderFormCreated },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.orderPersonalPayment(currentMember(request).id, request.params.id)),
  );

  app.post(
    "/api/v1/affiliate-personal-payment",
    {
      preHandler: requireMember,
      config: orderWriteLimit,
      schema: {
        tags: ["store orders"],
        summary: "The store's owner asks a member to pay an agreed amount (개인 결제 요청); the member is notified",
        security,
        body: PersonalPaymentCreateRequest,
        response: { 201: PersonalPayment },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.createPersonalPayment(currentMember(request).id, request.body)),
  );

  // ---- The store's side: a member who owns the store; any other store's order answers 404 ----

  app.get(
    "/api/v1/affiliate-order",
    {
      preHandler: requireMember,
      schema: {
        tags: storeTags,
        summary: "My stores' paid orders (parts), by tab: NEW, PREPARING, SHIPPING, DONE, CANCELLED",
        security,
        querystring: AffiliateOrderListQuery,
        response: { 200: AffiliateOrderList },
      },
    },
    async (request) => orders.storeParts(currentMember(request).id, request.query),
  );

  app.get(
    "/api/v1/affiliate-order/summary",
    {
      preHandler: requireMember,
      schema: {
        tags: storeTags,
        summary: "My stores' order counts per tab and totals",
        security,
        querystring: AffiliateOrderSummaryQuery,
        response: { 200: AffiliateOrderSummary },
      },
    },
    async (request) => orders.storeSummary(currentMember(request).id, request.query.affiliateId),
  );

  app.get(
    "/api/v1/affiliate-order/:id",
    {
      preHandler: requireMember,
      schema: {
        tags: storeTags,
        summary: "One order part of my store",
        security,
        params: IdParams,
        response: { 200: AffiliateOrder },
      },
    },
    async (request) => orders.storePart(currentMember(request).id, request.params.id),
  );

  app.patch(
    "/api/v1/affiliate-order/:id/preparing",
    {
      preHandler: requireMember,
      schema: {
        tags: storeTags,
        summary: "Paid → preparing (상품 준비 중)",
        security,
        params: IdParams,
        response: { 200: AffiliateOrder },
      },
    },
    async (request) => orders.storeStep(currentMember(request).id, request.params.id, "PREPARING"),
  );

  app.patch(
    "/api/v1/affiliate-order/:id/transit",
    {
      preHandler: requireMember,
      schema: {
        tags: storeTags,
        summary: "Shipped: delivery type, carrier and tracking number (배송 중)",
        security,
        params: IdParams,
        body: TransitRequest,
        response: { 200: AffiliateOrder },
      },
    },
    async (request) => orders.storeStep(currentMember(request).id, request.params.id, "TRANSIT", request.body),
  );

  app.patch(
    "/api/v1/affiliate-order/:id/delivered",
    {
      preHandler: requireMember,
      schema: {
        tags: storeTags,
        summary: "Delivered (배송 완료)",
        security,
        params: IdParams,
        response: { 200: AffiliateOrder },
      },
    },
    async (request) => orders.storeStep(currentMember(request).id, request.params.id, "SUCCESS"),
  );
};
