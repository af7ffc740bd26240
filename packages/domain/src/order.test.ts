import { describe, expect, it } from "vitest";
import type { DeliverySetting } from "./delivery.ts";
import { PAYMENT_METHODS } from "./enums.ts";
import {
  affiliateOrderTab,
  canCancelPart,
  canConfirmPart,
  gatewayPayMethod,
  lineStockQuantity,
  orderFormStatus,
  orderHeadline,
  partDeliverySetting,
  partPrices,
  paymentDeadline,
} from "./order.ts";

const store: DeliverySetting = {
  isParcel: true,
  isFreeDelivery: true,
  freeDeliveryPriceOrderPayment: 50_000,
  parcelDeliveryPrice: 4000,
};
const bare = (sellPrice: number, quantity: number) => ({ sellPrice, quantity, optionDetails: [] });

describe("partPrices (SPEC §5, §9)", () => {
  it("charges the parcel fee below the free-delivery threshold and says how much more is free", () => {
    expect(partPrices([bare(12_000, 2)], [store], null)).toEqual({
      productPrice: 24_000,
      deliveryPrice: 4000,
      extraDeliveryPrice: 0,
      totalPrice: 28_000,
      freeDeliveryRemaining: 26_000,
    });
  });

  it("waives the parcel fee from the threshold on, never the delivery options, and adds the island surcharge", () => {
    const line = {
      sellPrice: 25_000,
      quantity: 2,
      optionDetails: [
        {
          sellPrice: 8000,
          quantity: 1,
          isAddProductSellPrice: false,
          isRequired: false,
          isDeliveryPrice: true,
        },
      ],
    };
    expect(partPrices([line], [store], "ISLAND")).toEqual({
      productPrice: 50_000,
      deliveryPrice: 8000,
      extraDeliveryPrice: 5000,
      totalPrice: 63_000,
      freeDeliveryRemaining: null,
    });
    expect(partPrices([bare(1000, 1)], [store], "JEJU").extraDeliveryPrice).toBe(3000);
    expect(partPrices([bare(1000, 1)], [{ ...store, isParcel: false }], "JEJU").extraDeliveryPrice).toBe(0);
  });

  it("uses the dearest parcel terms when a store's products differ", () => {
    const cheap = { ...store, parcelDeliveryPrice: 3000 };
    expect(partDeliverySetting([cheap, store, cheap])).toBe(store);
  });
});

describe("stock, deadlines and methods", () => {
  it("takes stock by the required options' quantities when there are any", () => {
    const option = (quantity: number, isRequired: boolean) => ({
      sellPrice: 0,
      quantity,
      isAddProductSellPrice: true,
      isRequired,
      isDeliveryPrice: false,
    });
    expect(lineStockQuantity({ sellPrice: 1, quantity: 3, optionDetails: [] })).toBe(3);
    expect(lineStockQuantity({ sellPrice: 1, quantity: 1, optionDetails: [option(2, true), option(4, true)] })).toBe(6);
    expect(lineStockQuantity({ sellPrice: 1, quantity: 2, optionDetails: [option(5, false)] })).toBe(2);
  });

  it("gives deposits a day and the payment window half an hour", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    expect(paymentDeadline("VBANK", at).toISOString()).toBe("2026-01-02T00:00:00.000Z");
    expect(paymentDeadline("OURPLATFORM_ACCOUNT", at).toISOString()).toBe("2026-01-02T00:00:00.000Z");
    expect(paymentDeadline("CARD", at).toISOString()).toBe("2026-01-01T00:30:00.000Z");
  });

  it("maps all ten methods of SPEC §3 to PortOne V2 (OURPLATFORM_ACCOUNT uses no gateway)", () => {
    const mapped = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, gatewayPayMethod(m)]));
    expect(mapped).toEqual({
      CARD: { payMethod: "CARD" },
      PHONE: { payMethod: "MOBILE" },
      NAVERPAY: { payMethod: "EASY_PAY", easyPayProvider: "NAVERPAY" },
      KAKAOPAY: { payMethod: "EASY_PAY", easyPayProvider: "KAKAOPAY" },
      TOSSPAY: { payMethod: "EASY_PAY", easyPayProvider: "TOSSPAY" },
      VBANK: { payMethod: "VIRTUAL_ACCOUNT" },
      TRANS: { payMethod: "TRANSFER" },
      LPAY: { payMethod: "EASY_PAY", easyPayProvider: "LPAY" },
      PAYCO: { payMethod: "EASY_PAY", easyPayProvider: "PAYCO" },
      OURPLATFORM_ACCOUNT: null,
    });
  });
});

describe("part transitions", () => {
  it("cancels only before shipping and confirms only after", () => {
    expect(canCancelPart({ orderState: "PAYMENT_SUCCESS", deliveryState: "WAIT" })).toBe(true);
    expect(canCancelPart({ orderState: "PREPARING", deliveryState: "TRANSIT" })).toBe(false);
    expect(canCancelPart({ orderState: "CONFIRMATION", deliveryState: "SUCCESS" })).toBe(false);
    expect(canConfirmPart({ orderState: "PAYMENT_SUCCESS", deliveryState: "WAIT" })).toBe(false);
    expect(canConfirmPart({ orderState: "PREPARING", deliveryState: "SUCCESS" })).toBe(true);
  });

  it("puts each part on one store tab and an order on the status of its first live part", () => {
    expect(affiliateOrderTab({ orderState: "PAYMENT_SUCCESS", deliveryState: "WAIT" })).toBe("NEW");
    expect(affiliateOrderTab({ orderState: "PREPARING", deliveryState: "WAIT" })).toBe("PREPARING");
    expect(affiliateOrderTab({ orderState: "PREPARING", deliveryState: "TRANSIT" })).toBe("SHIPPING");
    expect(affiliateOrderTab({ orderState: "CONFIRMATION", deliveryState: "SUCCESS" })).toBe("DONE");
    expect(affiliateOrderTab({ orderState: "PAYMENT_CANCEL", deliveryState: "WAIT" })).toBe("CANCELLED");
    const cancelled = { orderState: "PAYMENT_CANCEL", deliveryState: "WAIT" } as const;
    const shipping = { orderState: "PREPARING", deliveryState: "TRANSIT" } as const;
    expect(orderFormStatus([cancelled, shipping], "CARD")).toBe("SHIPPING");
    expect(orderFormStatus([cancelled], "CARD")).toBe("CANCELLED");
  });
});

describe("orderHeadline", () => {
  it("reads an order without parts from its form's own state", () => {
    expect(orderHeadline("ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED", [], null)).toEqual({
      status: "WRITING_ORDER_FORM",
      statusLabel: "주문서 작성 중",
    });
  });
  it("reads an order with parts from them, saying how far a part that moved ahead got", () => {
    const headline = orderHeadline(
      "PAYMENT_SUCCESS",
      [
        { orderState: "PAYMENT_SUCCESS", deliveryState: "WAIT" },
        { orderState: "PAYMENT_SUCCESS", deliveryState: "SUCCESS" },
      ],
      "CARD",
    );
    expect(headline.status).toBe("PAID_SELLER_CHECKING");
    expect(headline.statusLabel).toMatch(/ · 일부 /);
  });
});
