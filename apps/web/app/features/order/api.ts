/** The order feature's API calls from the browser (API.md "Orders and payment" and the store's side). */
import type {
  AffiliateOrder,
  AffiliateOrderSummary,
  AffiliateOrderTab,
  ConfirmationRequest,
  OrderForm,
  OrderListItem,
  OrderStateCount,
  PaymentResult,
  PaymentWindow,
  TransitRequest,
} from "@mulmung/contract/order";
import { apiRequest } from "../../lib/api-client.ts";

export interface Page<T> {
  items: T[];
  totalCount?: number;
  nextOffset: number | null;
}

export const getOrderForm = (id: number) => apiRequest<OrderForm>(`/api/v1/order/form/${id}`);

export const setFormShippingDestination = (id: number, shippingDestinationId: number) =>
  apiRequest<OrderForm>(`/api/v1/order/form/${id}/shipping-destination`, {
    method: "PATCH",
    body: { shippingDestinationId },
  });

export const confirmOrder = (id: number, body: ConfirmationRequest) =>
  apiRequest<PaymentWindow>(`/api/v1/order/${id}/confirmation`, { method: "PATCH", body });

export const completePayment = (paymentId: string) =>
  apiRequest<PaymentResult>("/api/v1/payment/complete", { method: "POST", body: { paymentId } });

export const getOrder = (id: number) => apiRequest<OrderForm>(`/api/v1/order/${id}`);

export const listOrders = (query: string) => apiRequest<Page<OrderListItem>>(`/api/v1/order?${query}`);

export const orderStateCount = () => apiRequest<OrderStateCount>("/api/v1/order/state-count");

export const cancelOrder = (id: number, reason: string, orderPartIds?: number[]) =>
  apiRequest<OrderForm>(`/api/v1/payment/order/${id}/cancel`, {
    method: "PATCH",
    body: { reason, ...(orderPartIds ? { orderPartIds } : {}) },
  });

export const confirmPurchase = (id: number, orderPartIds?: number[]) =>
  apiRequest<OrderForm>(`/api/v1/order/${id}/buy-confirmation`, {
    method: "PATCH",
    body: orderPartIds ? { orderPartIds } : {},
  });

export const listStoreOrders = (tab: AffiliateOrderTab, offset = 0) =>
  apiRequest<Page<AffiliateOrder>>(`/api/v1/affiliate-order?tab=${tab}&size=20&offset=${offset}&isTotalCount=true`);

export const storeOrderSummary = () => apiRequest<AffiliateOrderSummary>("/api/v1/affiliate-order/summary");

export const startPreparing = (partId: number) =>
  apiRequest<AffiliateOrder>(`/api/v1/affiliate-order/${partId}/preparing`, { method: "PATCH" });

export const markTransit = (partId: number, body: TransitRequest) =>
  apiRequest<AffiliateOrder>(`/api/v1/affiliate-order/${partId}/transit`, { method: "PATCH", body });

export const markDelivered = (partId: number) =>
  apiRequest<AffiliateOrder>(`/api/v1/affiliate-order/${partId}/delivered`, { method: "PATCH" });

export const storeCancel = (partId: number, reason: string) =>
  apiRequest<AffiliateOrder>(`/api/v1/affiliate-order/${partId}/cancel`, { method: "PATCH", body: { reason } });
