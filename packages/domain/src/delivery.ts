// Delivery fee (SPEC §9) and the island / Jeju extra-delivery areas by postal code (SPEC §5).
import { assertWon } from "./money.ts";

/** A store's delivery settings for one shipment (SPEC §3). */
export interface DeliverySetting {
  /** The parcel service is the delivery method chosen for this shipment. */
  isParcel: boolean;
  /** Free delivery above a threshold is switched on. */
  isFreeDelivery: boolean;
  /** The order payment from which delivery becomes free (inclusive). */
  freeDeliveryPriceOrderPayment: number;
  parcelDeliveryPrice: number;
}

/** The delivery setting fields of a product (or anything carrying them), and nothing else. */
export function deliverySettingOf(product: DeliverySetting): DeliverySetting {
  return {
    isParcel: product.isParcel,
    isFreeDelivery: product.isFreeDelivery,
    freeDeliveryPriceOrderPayment: product.freeDeliveryPriceOrderPayment,
    parcelDeliveryPrice: product.parcelDeliveryPrice,
  };
}

/**
 * SPEC §9 delivery total, parcel part: the parcel fee applies only when the parcel service is selected
 * and (free delivery is off, or the order payment is below the free-delivery threshold); otherwise 0.
 */
export function parcelDeliveryFee(setting: DeliverySetting, orderPayment: number): number {
  assertWon(orderPayment, "orderPayment");
  assertWon(setting.parcelDeliveryPrice, "parcelDeliveryPrice");
  assertWon(setting.freeDeliveryPriceOrderPayment, "freeDeliveryPriceOrderPayment");
  if (!setting.isParcel) return 0;
  const isBelowFreeThreshold = orderPayment < setting.freeDeliveryPriceOrderPayment;
  return !setting.isFreeDelivery || isBelowFreeThreshold ? setting.parcelDeliveryPrice : 0;
}

/**
 * The order payment from which parcel delivery costs nothing under `parcelDeliveryFee`: 0 when it is always
 * free, null when it never is (free delivery off, or no parcel service). What a product card announces
 * ("5만원 이상 무료배송"), so the card and the fee the page then charges follow one rule.
 */
export function freeDeliveryFrom(setting: DeliverySetting): number | null {
  if (!setting.isParcel) return null;
  if (setting.parcelDeliveryPrice === 0) return 0;
  return setting.isFreeDelivery ? setting.freeDeliveryPriceOrderPayment : null;
}

/**
 * SPEC §9 delivery total: the parcel fee (see `parcelDeliveryFee`) plus the delivery options, which are
 * summed separately and are never waived by free delivery.
 */
export function deliveryTotal(setting: DeliverySetting, orderPayment: number, deliveryOptionsTotal = 0): number {
  assertWon(deliveryOptionsTotal, "deliveryOptionsTotal");
  return parcelDeliveryFee(setting, orderPayment) + deliveryOptionsTotal;
}

/** An inclusive range of five-digit postal codes; a single code is `[code, code]`. */
export type PostalRange = readonly [first: number, last: number];

/** SPEC §5 Jeju postal codes. */
export const JEJU_POSTAL_RANGE: PostalRange = [63000, 63644];

/**
 * SPEC §5 island postal codes (outside Jeju). The spec's list says 28826, an inland Cheongju code; this
 * table carries 58826 (Sinan islands) instead. See docs/decisions/004-island-postal-code-58826.md.
 */
export const ISLAND_POSTAL_RANGES: readonly PostalRange[] = [
  [22386, 22388],
  [23004, 23010],
  [23100, 23116],
  [23124, 23136],
  [31708, 31708],
  [32133, 32133],
  [33411, 33411],
  [40200, 40240],
  [46768, 46771],
  [52570, 52571],
  [53031, 53033],
  [53089, 53104],
  [54000, 54000],
  [56347, 56349],
  [57068, 57069],
  [58760, 58762],
  [58800, 58810],
  [58816, 58818],
  [58826, 58826],
  [58828, 58866],
  [58953, 58958],
  [59102, 59103],
  [59106, 59106],
  [59127, 59127],
  [59129, 59129],
  [59137, 59166],
  [59650, 59650],
  [59766, 59766],
  [59781, 59790],
];

export type ExtraDeliveryArea = "JEJU" | "ISLAND";

const POSTAL_CODE_PATTERN = /^\d{5}$/;

function isInRange(code: number, [first, last]: PostalRange): boolean {
  return code >= first && code <= last;
}

/**
 * SPEC §5 delivery surcharge: "JEJU" for 63000-63644, "ISLAND" for the island table, otherwise null.
 * Takes the postal code as a string because Seoul codes start with 0; anything but five digits is null.
 */
export function extraDeliveryArea(postalCode: string): ExtraDeliveryArea | null {
  const trimmed = postalCode.trim();
  if (!POSTAL_CODE_PATTERN.test(trimmed)) return null;
  const code = Number(trimmed);
  if (isInRange(code, JEJU_POSTAL_RANGE)) return "JEJU";
  if (ISLAND_POSTAL_RANGES.some((range) => isInRange(code, range))) return "ISLAND";
  return null;
}

/** SPEC §5 delivery surcharge: whether a postal code is flagged for extra delivery (Jeju or island). */
export function isExtraDeliveryArea(postalCode: string): boolean {
  return extraDeliveryArea(postalCode) !== null;
}
