import { describe, expect, it } from "vitest";
import {
  DELIVERY_STATES,
  type DeliveryState,
  ORDER_STATES,
  type OrderState,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "./enums.ts";
import { ORDER_STATUS_LABEL, ORDER_STATUSES, orderStatus, orderStatusLabel } from "./order-status.ts";

// The expected label for every order state and delivery state ("none" = no delivery yet), written out by
// hand from SPEC §4 and the precedence documented in order-status.ts. A function value depends on payment.
type Expected = string | ((method: PaymentMethod | null) => string);
const deposit = (method: PaymentMethod | null) => (method === "VBANK" ? "입금 대기" : "결제 대기");
const EXPECTED: Record<OrderState, Record<DeliveryState | "none", Expected>> = {
  ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED: {
    none: "주문서 작성 중",
    WAIT: "주문서 작성 중",
    TRANSIT: "주문서 작성 중",
    SUCCESS: "주문서 작성 중",
  },
  PAYMENT_WAIT: { none: deposit, WAIT: deposit, TRANSIT: deposit, SUCCESS: deposit },
  PAYMENT_SUCCESS: {
    none: "결제 완료(판매자 확인 중)",
    WAIT: "결제 완료(판매자 확인 중)",
    TRANSIT: "배송 중",
    SUCCESS: "배송 완료",
  },
  PREPARING: { none: "상품 준비 중", WAIT: "상품 준비 중", TRANSIT: "배송 중", SUCCESS: "배송 완료" },
  PAYMENT_CANCEL: {
    none: "주문 취소(7영업일 이내 환불)",
    WAIT: "주문 취소(7영업일 이내 환불)",
    TRANSIT: "주문 취소(7영업일 이내 환불)",
    SUCCESS: "주문 취소(7영업일 이내 환불)",
  },
  CONFIRMATION: { none: "구매 확정", WAIT: "구매 확정", TRANSIT: "구매 확정", SUCCESS: "구매 확정" },
  UNPAID: { none: "미결제", WAIT: "미결제", TRANSIT: "미결제", SUCCESS: "미결제" },
};

const combinations = ORDER_STATES.flatMap((orderState) =>
  [...DELIVERY_STATES, null].flatMap((deliveryState) =>
    [...PAYMENT_METHODS, null].map((paymentMethod) => ({ orderState, deliveryState, paymentMethod })),
  ),
);

describe("orderStatusLabel (SPEC §4): every combination of the enums", () => {
  it("covers 7 order states × 4 delivery states × 11 payment methods", () => {
    expect(combinations).toHaveLength(7 * 4 * 11);
  });

  it.each(combinations)("$orderState / $deliveryState / $paymentMethod", (input) => {
    const expected = EXPECTED[input.orderState][input.deliveryState ?? "none"];
    const label = typeof expected === "function" ? expected(input.paymentMethod) : expected;
    expect(orderStatusLabel(input)).toBe(label);
    expect(ORDER_STATUS_LABEL[orderStatus(input)]).toBe(label);
  });

  it("reaches every status and label", () => {
    const reached = new Set(combinations.map((input) => orderStatus(input)));
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it("spells the SPEC §4 cases out", () => {
    expect(orderStatusLabel({ orderState: "PAYMENT_WAIT", deliveryState: null, paymentMethod: "VBANK" })).toBe(
      "입금 대기",
    );
    expect(orderStatusLabel({ orderState: "PAYMENT_WAIT", deliveryState: null, paymentMethod: "CARD" })).toBe(
      "결제 대기",
    );
    expect(orderStatusLabel({ orderState: "PAYMENT_SUCCESS", deliveryState: "WAIT", paymentMethod: "CARD" })).toBe(
      "결제 완료(판매자 확인 중)",
    );
    expect(orderStatusLabel({ orderState: "PREPARING", deliveryState: "WAIT", paymentMethod: "CARD" })).toBe(
      "상품 준비 중",
    );
    expect(orderStatusLabel({ orderState: "PREPARING", deliveryState: "TRANSIT", paymentMethod: "CARD" })).toBe(
      "배송 중",
    );
    expect(orderStatusLabel({ orderState: "PAYMENT_SUCCESS", deliveryState: "SUCCESS", paymentMethod: "CARD" })).toBe(
      "배송 완료",
    );
    expect(orderStatusLabel({ orderState: "PAYMENT_CANCEL", deliveryState: "SUCCESS", paymentMethod: "VBANK" })).toBe(
      "주문 취소(7영업일 이내 환불)",
    );
    expect(orderStatusLabel({ orderState: "CONFIRMATION", deliveryState: "SUCCESS", paymentMethod: "CARD" })).toBe(
      "구매 확정",
    );
  });
});
