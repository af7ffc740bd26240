// Basket rules: quantity bounds and the delivery of one partner store's shipment (SPEC §7 basket, §9 delivery
// total). A store ships everything of one order in one parcel, so its lines share one parcel fee; see
// docs/decisions/028-one-parcel-fee-per-store.md.
import { type DeliverySetting, parcelDeliveryFee } from "./delivery.ts";
import { assertWon } from "./money.ts";

/** The fewest and most of one product or one option a basket line holds. */
export const BASKET_QUANTITY = { min: 1, max: 99 } as const;

/** The most lines (products) one member's basket keeps. */
export const BASKET_MAX_PRODUCTS = 100;

/** Why a basket line cannot be ordered now; it stays in the basket, marked. */
export const BASKET_UNORDERABLE_REASONS = ["SOLD_OUT", "DEACTIVATED", "STOCK_SHORT", "OPTION_UNAVAILABLE"] as const;
export type BasketUnorderableReason = (typeof BASKET_UNORDERABLE_REASONS)[number];

/** What a person reads beside a line that cannot be ordered. */
export const BASKET_UNORDERABLE_LABEL: Readonly<Record<BasketUnorderableReason, string>> = {
  SOLD_OUT: "품절",
  DEACTIVATED: "판매 중지",
  STOCK_SHORT: "재고 부족",
  OPTION_UNAVAILABLE: "옵션 품절",
};

/**
 * The parcel fee of one store's shipment: the order payment is the store's lines together, and the fee is the
 * largest any of its products' delivery settings would charge for that payment (SPEC §9 rule per setting).
 * With one setting (the demo stores give every product the same terms) this is exactly `parcelDeliveryFee`.
 */
export function storeParcelDeliveryFee(settings: readonly DeliverySetting[], orderPayment: number): number {
  assertWon(orderPayment, "orderPayment");
  return settings.reduce((fee, setting) => Math.max(fee, parcelDeliveryFee(setting, orderPayment)), 0);
}

/**
 * How much more the store's order payment needs before its parcel fee becomes 0 ("N원 더 담으면 무료배송"):
 * null when it costs nothing already, or when some product's fee is never waived (free delivery off).
 */
export function amountUntilFreeDelivery(settings: readonly DeliverySetting[], orderPayment: number): number | null {
  assertWon(orderPayment, "orderPayment");
  let needed = 0;
  for (const setting of settings) {
    if (parcelDeliveryFee(setting, orderPayment) === 0) continue;
    if (!setting.isFreeDelivery) return null;
    needed = Math.max(needed, setting.freeDeliveryPriceOrderPayment - orderPayment);
  }
  return needed > 0 ? needed : null;
}

/**
 * The order payment from which the store ships free (what its group announces): 0 when it always does,
 * null when it never does (a product with a fee and free delivery off).
 */
export function storeFreeDeliveryFrom(settings: readonly DeliverySetting[]): number | null {
  let from = 0;
  for (const setting of settings) {
    if (!setting.isParcel || setting.parcelDeliveryPrice === 0) continue;
    if (!setting.isFreeDelivery) return null;
    from = Math.max(from, setting.freeDeliveryPriceOrderPayment);
  }
  return from;
}
