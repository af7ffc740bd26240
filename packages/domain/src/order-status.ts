// The order status a person sees (SPEC §4), derived from order state, delivery state and payment method.
//
// Precedence, first match wins (a total function: every combination has a status):
//   1. PAYMENT_CANCEL                                -> CANCELLED         (a cancel overrides any delivery)
//   2. CONFIRMATION                                  -> PURCHASE_CONFIRMED (confirmed after delivery)
//   3. PAYMENT_SUCCESS or PREPARING, delivery SUCCESS -> DELIVERED
//   4. PAYMENT_SUCCESS or PREPARING, delivery TRANSIT -> SHIPPING
//   5. PAYMENT_SUCCESS, delivery WAIT or none        -> PAID_SELLER_CHECKING
//   6. PREPARING, delivery WAIT or none              -> PREPARING
//   7. PAYMENT_WAIT with VBANK                       -> AWAITING_DEPOSIT
//   8. PAYMENT_WAIT with any other or no method      -> AWAITING_PAYMENT
//   9. UNPAID                                        -> UNPAID
//  10. ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED   -> WRITING_ORDER_FORM
// Delivery progress is shown only for paid orders (rules 3-4): SPEC §4 lists TRANSIT and SUCCESS after
// PAYMENT_SUCCESS / PREPARING, and an unpaid order that claims to be delivered is inconsistent data, so
// the payment state, which asks the person to act, wins.
import type { DeliveryState, OrderState, PaymentMethod } from "./enums.ts";

export const ORDER_STATUS_LABEL = {
  AWAITING_DEPOSIT: "입금 대기",
  AWAITING_PAYMENT: "결제 대기",
  PAID_SELLER_CHECKING: "결제 완료(판매자 확인 중)",
  PREPARING: "상품 준비 중",
  SHIPPING: "배송 중",
  DELIVERED: "배송 완료",
  CANCELLED: "주문 취소(7영업일 이내 환불)",
  PURCHASE_CONFIRMED: "구매 확정",
  UNPAID: "미결제",
  WRITING_ORDER_FORM: "주문서 작성 중",
} as const;
export type OrderStatus = keyof typeof ORDER_STATUS_LABEL;
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABEL) as OrderStatus[];

export interface OrderStatusInput {
  orderState: OrderState;
  /** null before a delivery record exists; treated as WAIT. */
  deliveryState: DeliveryState | null;
  /** null before a payment method is chosen. */
  paymentMethod: PaymentMethod | null;
}

/** SPEC §4 displayed order status: the status key for any order, delivery and payment combination. */
export function orderStatus({ orderState, deliveryState, paymentMethod }: OrderStatusInput): OrderStatus {
  switch (orderState) {
    case "PAYMENT_CANCEL":
      return "CANCELLED";
    case "CONFIRMATION":
      return "PURCHASE_CONFIRMED";
    case "PAYMENT_SUCCESS":
    case "PREPARING":
      if (deliveryState === "SUCCESS") return "DELIVERED";
      if (deliveryState === "TRANSIT") return "SHIPPING";
      return orderState === "PAYMENT_SUCCESS" ? "PAID_SELLER_CHECKING" : "PREPARING";
    case "PAYMENT_WAIT":
      return paymentMethod === "VBANK" ? "AWAITING_DEPOSIT" : "AWAITING_PAYMENT";
    case "UNPAID":
      return "UNPAID";
    case "ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED":
      return "WRITING_ORDER_FORM";
  }
}

/** SPEC §4 displayed order status: the Korean label, e.g. "결제 완료(판매자 확인 중)". */
export function orderStatusLabel(input: OrderStatusInput): string {
  return ORDER_STATUS_LABEL[orderStatus(input)];
}
