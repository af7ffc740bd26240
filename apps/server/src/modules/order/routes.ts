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
  LatestOrderForm,
  OrderForm,
  OrderFormCreated,
  OrderLineTank,
  OrderList,
  OrderListQuery,
  OrderProductParams,
  OrderStateCount,
  OrderTankRequest,
  TransitRequest,
} from "@mulmung/contract/order";
import {
  AffiliatePersonalPaymentList,
  AffiliatePersonalPaymentListQuery,
  PersonalPayment,
  PersonalPaymentCreateRequest,
  PersonalPaymentList,
  PersonalPaymentListQuery,
  StoreCustomerList,
} from "@mulmung/contract/personal-payment";
import { orderWriteLimit } from "../../http/rate-limit.ts";
import { apiPlugin } from "../../http/route.ts";

const storeTags = ["store orders"];

export const orderRoutes = apiPlugin({ tags: ["orders"] }, (route, { orders, payments }) => {
  route.post("/api/v1/order/direct", {
    summary: "Creates an order form from one product (바로 구매); prices from the database",
    access: "member",
    config: orderWriteLimit,
    body: DirectOrderRequest,
    status: 201,
    response: OrderFormCreated,
    handler: ({ member, body }) => orders.createDirect(member.id, body),
  });

  route.post("/api/v1/order/basket", {
    summary: "Creates an order form from basket lines",
    access: "member",
    config: orderWriteLimit,
    body: BasketOrderRequest,
    status: 201,
    response: OrderFormCreated,
    handler: ({ member, body }) => orders.createFromBasket(member.id, body.basketProductIds),
  });

  route.get("/api/v1/order/form/latest", {
    summary: "My newest order form that can still be paid (id null when none); beyond API.md, for /ecommerce/order",
    access: "member",
    response: LatestOrderForm,
    handler: ({ member }) => orders.latestOpenForm(member.id),
  });

  route.get("/api/v1/order/form/:id", {
    summary: "The order form before payment, prices computed by the server (owner only)",
    access: "member",
    params: IdParams,
    response: OrderForm,
    handler: ({ member, params }) => payments.order(member.id, params.id),
  });

  route.get("/api/v1/order/form/:id/coupon-discount", {
    summary: "What the chosen coupons would take off this order form (nothing is kept; confirmation applies them)",
    access: "member",
    params: IdParams,
    querystring: CouponDiscountQuery,
    response: CouponDiscount,
    handler: ({ member, params, query }) => orders.couponDiscount(member.id, params.id, query.publishedCouponIds),
  });

  route.patch("/api/v1/order/form/:id/shipping-destination", {
    summary: "Chooses the shipping destination; recomputes the island / Jeju surcharge",
    access: "member",
    params: IdParams,
    body: FormShippingDestinationRequest,
    response: OrderForm,
    handler: ({ member, params, body }) =>
      payments.setShippingDestination(member.id, params.id, body.shippingDestinationId),
  });

  route.get("/api/v1/order", {
    summary: "My orders: period, order state, delivery state, payment method, displayed status; paging",
    access: "member",
    querystring: OrderListQuery,
    response: OrderList,
    handler: ({ member, query }) => payments.orders(member.id, query),
  });

  route.get("/api/v1/order/state-count", {
    summary: "How many of my orders show each displayed status (SPEC §4)",
    access: "member",
    response: OrderStateCount,
    handler: ({ member }) => orders.stateCount(member.id),
  });

  route.get("/api/v1/order/:id", {
    summary: "One of my orders",
    access: "member",
    params: IdParams,
    response: OrderForm,
    handler: ({ member, params }) => payments.order(member.id, params.id),
  });

  route.patch("/api/v1/order/:id/buy-confirmation", {
    summary: "Confirms the purchase of shipped parts (all, or the listed ones)",
    access: "member",
    params: IdParams,
    body: BuyConfirmationRequest,
    response: OrderForm,
    handler: ({ member, params, body }) => payments.buyConfirmation(member.id, params.id, body?.orderPartIds),
  });

  route.post("/api/v1/order/:id/product/:orderProductId/tank", {
    summary:
      "내 수조에 추가: a confirmed live-fish line's fish into one of my farms, with an arrival note in that day's record",
    access: "member",
    params: OrderProductParams,
    body: OrderTankRequest,
    response: OrderLineTank,
    handler: ({ member, params, body }) => orders.addToTank(member.id, params.id, params.orderProductId, body),
  });

  route.get("/api/v1/delivery", {
    summary: "My deliveries (paid order parts), newest first",
    access: "member",
    querystring: DeliveryListQuery,
    response: DeliveryList,
    handler: ({ member, query }) => orders.deliveries(member.id, query),
  });

  route.get("/api/v1/personal-payment", {
    summary: "Personal payment requests addressed to me",
    access: "member",
    querystring: PersonalPaymentListQuery,
    response: PersonalPaymentList,
    handler: ({ member, query }) => orders.personalPayments(member.id, query),
  });

  route.post("/api/v1/personal-payment/:id/order", {
    summary:
      "Pays a store's request through the order flow: answers its order form (created, or the one still open), then confirmation and payment as for any order",
    access: "member",
    config: orderWriteLimit,
    params: IdParams,
    status: 201,
    response: OrderFormCreated,
    handler: ({ member, params }) => orders.orderPersonalPayment(member.id, params.id),
  });

  route.get("/api/v1/affiliate-personal-payment", {
    summary: "The payment requests a store sent, newest first, with whom each went to",
    tags: storeTags,
    access: "member",
    querystring: AffiliatePersonalPaymentListQuery,
    response: AffiliatePersonalPaymentList,
    handler: ({ member, query }) => orders.storePersonalPayments(member.id, query),
  });

  route.get("/api/v1/affiliate-customer", {
    summary: "The members who bought from the store, most recent first (for a payment request or points)",
    tags: storeTags,
    access: "member",
    querystring: AffiliateOrderSummaryQuery.required(),
    response: StoreCustomerList,
    handler: ({ member, query }) => orders.storeCustomers(member.id, query.affiliateId),
  });

  route.post("/api/v1/affiliate-personal-payment", {
    summary: "The store's owner asks a member to pay an agreed amount (개인 결제 요청); the member is notified",
    tags: storeTags,
    access: "member",
    audit: "STORE",
    config: orderWriteLimit,
    body: PersonalPaymentCreateRequest,
    status: 201,
    response: PersonalPayment,
    handler: ({ member, body }) => orders.createPersonalPayment(member.id, body),
  });

  // ---- The store's side: a member who owns the store; any other store's order answers 404 ----

  route.get("/api/v1/affiliate-order", {
    summary: "My stores' paid orders (parts), by tab: NEW, PREPARING, SHIPPING, DONE, CANCELLED",
    tags: storeTags,
    access: "member",
    querystring: AffiliateOrderListQuery,
    response: AffiliateOrderList,
    handler: ({ member, query }) => orders.storeParts(member.id, query),
  });

  route.get("/api/v1/affiliate-order/summary", {
    summary: "My stores' order counts per tab and totals",
    tags: storeTags,
    access: "member",
    querystring: AffiliateOrderSummaryQuery,
    response: AffiliateOrderSummary,
    handler: ({ member, query }) => orders.storeSummary(member.id, query.affiliateId),
  });

  route.get("/api/v1/affiliate-order/:id", {
    summary: "One order part of my store",
    tags: storeTags,
    access: "member",
    params: IdParams,
    response: AffiliateOrder,
    handler: ({ member, params }) => orders.storePart(member.id, params.id),
  });

  route.patch("/api/v1/affiliate-order/:id/preparing", {
    summary: "Paid → preparing (상품 준비 중)",
    tags: storeTags,
    access: "member",
    audit: "STORE",
    params: IdParams,
    response: AffiliateOrder,
    handler: ({ member, params }) => orders.storeStep(member.id, params.id, "PREPARING"),
  });

  route.patch("/api/v1/affiliate-order/:id/transit", {
    summary: "Shipped: delivery type, carrier and tracking number (배송 중)",
    tags: storeTags,
    access: "member",
    audit: "STORE",
    params: IdParams,
    body: TransitRequest,
    response: AffiliateOrder,
    handler: ({ member, params, body }) => orders.storeStep(member.id, params.id, "TRANSIT", body),
  });

  route.patch("/api/v1/affiliate-order/:id/delivered", {
    summary: "Delivered (배송 완료)",
    tags: storeTags,
    access: "member",
    audit: "STORE",
    params: IdParams,
    response: AffiliateOrder,
    handler: ({ member, params }) => orders.storeStep(member.id, params.id, "SUCCESS"),
  });
});
