// Order rules (decision 023): what a store part of an order costs, when unpaid orders lapse, which state changes
// are allowed, and how SPEC §3's payment methods map to PortOne V2's.
import { amountUntilFreeDelivery, storeParcelDeliveryFee } from "./basket.ts";
import type { DeliverySetting, ExtraDeliveryArea } from "./delivery.ts";
import type { DeliveryState, OrderState, PaymentMethod } from "./enums.ts";
import { assertWon, lineDeliveryOptionsTotal, lineTotal, type ProductLine } from "./money.ts";
import { ORDER_STATUS_LABEL, type OrderStatus, type OrderStatusInput, orderStatus } from "./order-status.ts";
import { moves, PART_MACHINE, type PartEvent, partKey } from "./state-machines.ts";

/** An order form nobody confirms is kept this long, then dropped from the buyer's view (nothing was reserved). */
export const ORDER_FORM_TTL_MINUTES = 60;
/** After confirmation a card / easy-pay / phone / transfer payment must finish within this (stock is held). */
export const PAYMENT_WINDOW_MINUTES = 30;
/** Deposit deadline for a virtual account (VBANK) and for the company account (OURPLATFORM_ACCOUNT). */
export const DEPOSIT_DEADLINE_HOURS = 24;
/** A delivered order is confirmed automatically this many days after delivery. */
export const AUTO_BUY_CONFIRMATION_DAYS = 7;

/** SPEC §5 delivery surcharge amounts per shipment (one per store part sent by parcel), won. */
export const EXTRA_DELIVERY_PRICE: Readonly<Record<ExtraDeliveryArea, number>> = { JEJU: 3000, ISLAND: 5000 };

/** What one store charges extra for a parcel to Jeju and to an island (its console's default delivery; issue 26). */
export type ExtraDeliveryRates = Readonly<Record<ExtraDeliveryArea, number>>;

/** A store's rates, each falling back to the service's own (`EXTRA_DELIVERY_PRICE`) where the store names none. */
export function extraDeliveryRates(store: {
  jejuExtraPrice?: number | null;
  islandExtraPrice?: number | null;
}): ExtraDeliveryRates {
  return {
    JEJU: store.jejuExtraPrice ?? EXTRA_DELIVERY_PRICE.JEJU,
    ISLAND: store.islandExtraPrice ?? EXTRA_DELIVERY_PRICE.ISLAND,
  };
}

/** How long a confirmed order waits for its money. */
export function paymentDeadline(method: PaymentMethod, confirmedAt: Date): Date {
  const minutes = isDepositMethod(method) ? DEPOSIT_DEADLINE_HOURS * 60 : PAYMENT_WINDOW_MINUTES;
  return new Date(confirmedAt.getTime() + minutes * 60_000);
}

/** Methods where the buyer transfers money later (a deposit), not in the payment window. */
export function isDepositMethod(method: PaymentMethod): boolean {
  return method === "VBANK" || method === "OURPLATFORM_ACCOUNT";
}

export type GatewayPayMethod = "CARD" | "MOBILE" | "VIRTUAL_ACCOUNT" | "TRANSFER" | "EASY_PAY";

/**
 * SPEC §3 payment method → PortOne V2 `payMethod` (+ easy-pay provider); null for OURPLATFORM_ACCOUNT, which uses no
 * gateway (PAYMENTS.md "Methods").
 */
export function gatewayPayMethod(
  method: PaymentMethod,
): { payMethod: GatewayPayMethod; easyPayProvider?: string } | null {
  switch (method) {
    case "CARD":
      return { payMethod: "CARD" };
    case "PHONE":
      return { payMethod: "MOBILE" };
    case "VBANK":
      return { payMethod: "VIRTUAL_ACCOUNT" };
    case "TRANS":
      return { payMethod: "TRANSFER" };
    case "NAVERPAY":
    case "KAKAOPAY":
    case "TOSSPAY":
    case "LPAY":
    case "PAYCO":
      return { payMethod: "EASY_PAY", easyPayProvider: method };
    case "OURPLATFORM_ACCOUNT":
      return null;
  }
}

/**
 * A store part's delivery terms when its products carry different ones: the terms of the product with the highest
 * parcel fee (one parcel per store, charged once; a cheaper product's terms never waive a dearer one's fee).
 */
export function partDeliverySetting(settings: readonly DeliverySetting[]): DeliverySetting {
  const [first, ...rest] = settings;
  if (!first) throw new RangeError("a store part has at least one product");
  return rest.reduce(
    (chosen, setting) => (setting.parcelDeliveryPrice > chosen.parcelDeliveryPrice ? setting : chosen),
    first,
  );
}

export interface PartPrices {
  productPrice: number;
  /** SPEC §9: the parcel fee plus the delivery-charge options. */
  deliveryPrice: number;
  /** SPEC §5 island / Jeju surcharge: only for a parcel shipment to such an area. */
  extraDeliveryPrice: number;
  totalPrice: number;
  /** How much more makes the parcel free; null when it is free already or can never be. */
  freeDeliveryRemaining: number | null;
}

/**
 * The prices of one store's share of an order (SPEC §5, §9): one parcel fee for the store's shipment, the same rule
 * as the basket's (`storeParcelDeliveryFee`, decision 028), so the order costs what the basket said.
 */
export function partPrices(
  lines: readonly ProductLine[],
  settings: readonly DeliverySetting[],
  area: ExtraDeliveryArea | null,
  rates: ExtraDeliveryRates = EXTRA_DELIVERY_PRICE,
): PartPrices {
  const productPrice = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const deliveryOptions = lines.reduce((sum, line) => sum + lineDeliveryOptionsTotal(line), 0);
  const deliveryPrice = storeParcelDeliveryFee(settings, productPrice) + deliveryOptions;
  const extraDeliveryPrice = extraDeliverySurcharge(
    area,
    settings.some((s) => s.isParcel),
    rates,
  );
  const totalPrice = productPrice + deliveryPrice + extraDeliveryPrice;
  assertWon(totalPrice, "totalPrice");
  return {
    productPrice,
    deliveryPrice,
    extraDeliveryPrice,
    totalPrice,
    freeDeliveryRemaining: amountUntilFreeDelivery(settings, productPrice),
  };
}

/** SPEC §5 surcharge for one shipment: only a parcel to Jeju or an island pays it, at its store's rate. */
export function extraDeliverySurcharge(
  area: ExtraDeliveryArea | null,
  isParcel: boolean,
  rates: ExtraDeliveryRates = EXTRA_DELIVERY_PRICE,
): number {
  return area && isParcel ? rates[area] : 0;
}

/**
 * Units a line takes from the product's stock: the options of a required group carry the quantities when the line
 * has them (SPEC §5 total price), otherwise the bare quantity.
 */
export function lineStockQuantity(line: ProductLine): number {
  const required = line.optionDetails.filter((option) => option.isRequired && !option.isDeliveryPrice);
  return required.length > 0 ? required.reduce((sum, option) => sum + option.quantity, 0) : line.quantity;
}

export interface PartState {
  orderState: OrderState;
  deliveryState: DeliveryState;
}

/** Whether a store part's transition table (state-machines.ts PART_MACHINE) lets `event` happen now. */
function partMoves(event: PartEvent) {
  return ({ orderState, deliveryState }: PartState): boolean =>
    moves(PART_MACHINE, partKey(orderState, deliveryState), event);
}

/** A buyer or a store may cancel a part until it ships: waiting for payment, paid or preparing, delivery WAIT. */
export const canCancelPart = partMoves("cancel");
/** The buyer may confirm the purchase once the part has shipped (in transit or delivered). */
export const canConfirmPart = partMoves("confirmPurchase");
/** The store's steps: PAYMENT_SUCCESS → PREPARING; (PAYMENT_SUCCESS | PREPARING) WAIT → TRANSIT → SUCCESS. */
export const canStorePrepare = partMoves("prepare");
export const canStoreShip = partMoves("ship");
export const canStoreDeliver = partMoves("deliver");

export type AffiliateOrderTab = "NEW" | "PREPARING" | "SHIPPING" | "DONE" | "CANCELLED";

/** Which tab of the store's order screen a paid part is on. */
export function affiliateOrderTab({ orderState, deliveryState }: PartState): AffiliateOrderTab {
  if (orderState === "PAYMENT_CANCEL") return "CANCELLED";
  if (orderState === "CONFIRMATION" || deliveryState === "SUCCESS") return "DONE";
  if (deliveryState === "TRANSIT") return "SHIPPING";
  if (orderState === "PREPARING") return "PREPARING";
  return "NEW";
}

/**
 * The displayed status (SPEC §4) of a whole order with several store parts: the status of its first part that is
 * not cancelled (what still needs the buyer's attention), or CANCELLED when every part is.
 */
export function orderFormStatus(parts: readonly PartState[], paymentMethod: PaymentMethod | null): OrderStatus {
  const statuses = parts.map((part) => orderStatus({ ...part, paymentMethod }));
  return statuses.find((status) => status !== "CANCELLED") ?? "CANCELLED";
}

/** How far along a status is, for an order whose store parts have moved apart. */
const PROGRESS: readonly OrderStatus[] = [
  "WRITING_ORDER_FORM",
  "UNPAID",
  "AWAITING_PAYMENT",
  "AWAITING_DEPOSIT",
  "PAID_SELLER_CHECKING",
  "PREPARING",
  "SHIPPING",
  "DELIVERED",
  "PURCHASE_CONFIRMED",
];

/**
 * The whole order's label: its parts' status when they agree; when they have moved apart, the status that still
 * waits and how far the furthest part got ("결제 완료(판매자 확인 중) · 일부 배송 완료"), so the header never says
 * 결제 완료 alone while a store's part has arrived. Cancelled parts are left out unless every part is cancelled.
 */
export function orderFormStatusLabel(parts: readonly PartState[], paymentMethod: PaymentMethod | null): string {
  const open = parts
    .map((part) => orderStatus({ ...part, paymentMethod }))
    .filter((status) => status !== "CANCELLED")
    .sort((a, b) => PROGRESS.indexOf(a) - PROGRESS.indexOf(b));
  const first = open[0];
  const last = open[open.length - 1];
  if (!first || !last) return ORDER_STATUS_LABEL.CANCELLED;
  return first === last ? ORDER_STATUS_LABEL[first] : `${ORDER_STATUS_LABEL[first]} · 일부 ${ORDER_STATUS_LABEL[last]}`;
}

/** An order's or a store part's name for the buyer: its first product, and how many more ("구피 외 1건"). */
export function partName(productNames: readonly string[]): string {
  const [first, ...rest] = productNames;
  return rest.length > 0 ? `${first} 외 ${rest.length}건` : (first ?? "주문");
}

/**
 * OURPLATFORM_ACCOUNT (물멍 계좌 결제): the company account a buyer transfers to; the operator confirms the deposit.
 * The demo company's account; a real deployment replaces it with its own.
 */
export const COMPANY_DEPOSIT_ACCOUNT = {
  bankName: "KB국민은행",
  accountNumber: "123401-04-567890",
  accountHolder: "(주)물멍",
} as const;

/**
 * Why a payment that arrived after its order lapsed cannot be kept. The lapse gave back the order's stock, points
 * and coupon copies; a late payment takes all of them again or none, and when it cannot the money goes back whole.
 */
export type LatePaymentRefusal = "stock" | "points" | "coupon" | "cancelled";

/** What the buyer reads when a late payment is refunded, per cause (never 품절 when it was the points). */
export const LATE_PAYMENT_MESSAGE: Readonly<Record<LatePaymentRefusal, string>> = {
  stock: "결제하시는 동안 상품이 품절되어 주문을 취소했습니다. 결제하신 금액은 환불됩니다.",
  points:
    "결제가 늦어지는 동안 이 주문에 쓰신 적립금이 다른 곳에 사용되어 주문을 취소했습니다. 결제하신 금액은 환불됩니다.",
  coupon:
    "결제가 늦어지는 동안 이 주문에 쓰신 쿠폰이 다른 주문에 사용되었거나 만료되어 주문을 취소했습니다. 결제하신 금액은 환불됩니다.",
  cancelled: "이미 취소된 주문이라 결제를 취소했습니다. 결제하신 금액은 환불됩니다.",
};

/**
 * A whole order's status and label from its parts, or from the order form's own state before it has parts (an
 * order form being written, or one that lapsed unpaid): what every screen of an order shows, the buyer's and the
 * console's alike.
 */
export function orderHeadline(
  formState: OrderStatusInput["orderState"],
  parts: readonly PartState[],
  paymentMethod: PaymentMethod | null,
): { status: OrderStatus; statusLabel: string } {
  if (parts.length === 0) {
    const status = orderStatus({ orderState: formState, deliveryState: null, paymentMethod });
    return { status, statusLabel: ORDER_STATUS_LABEL[status] };
  }
  return { status: orderFormStatus(parts, paymentMethod), statusLabel: orderFormStatusLabel(parts, paymentMethod) };
}
