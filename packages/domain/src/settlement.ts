/**
 * 정산 (issue 26): what a store is paid for one order part, written once. Money is integer won; the platform fee is
 * a rate in basis points (1/100 of a percent) per store, set by the operator, with a default in the service
 * settings; the fee is rounded down to the won (원 미만 절사), so the store is never charged a fraction.
 *
 *   paid        = the part's products + delivery + island surcharge − its coupons (what the buyer owed)
 *   company     = the company coupon's share of this part: the company bears it, so the store is paid it back,
 *                 unless the whole part was refunded (then there was no sale to make whole)
 *   net sales   = paid − refunded + company
 *   fee         = ⌊net sales × rate ÷ 10,000⌋
 *   payout      = net sales − fee
 *
 * So a line's columns add up: gross − store coupon − company coupon − refunded + company back = net sales.
 */

import { storedNumberOf } from "./service-setting.ts";

/** The platform fee when neither the store nor the settings name one: 10%. */
export const DEFAULT_FEE_RATE_BP = 1_000;
export const MAX_FEE_RATE_BP = 5_000;

/** The default rate from the stored `platform_fee` setting (`{ rateBp }`), or 10% when it is missing or malformed. */
export function platformFeeRateOf(data: unknown): number {
  return storedNumberOf(data, "rateBp", { min: 0, max: MAX_FEE_RATE_BP }, DEFAULT_FEE_RATE_BP);
}

export interface SettlementPartInput {
  /** Products + delivery + island / Jeju surcharge, before coupons. */
  gross: number;
  /** The store's own coupon on this part (the store bears it). */
  storeCoupon: number;
  /** The company coupon's share of this part (the company bears it). */
  companyCoupon: number;
  /** Refunded to the buyer from this part (cash and points). */
  refunded: number;
}

export interface SettlementLine extends SettlementPartInput {
  /** What the buyer owed for the part. */
  paid: number;
  /** The company coupon paid back to the store. */
  companyCouponBack: number;
  netSales: number;
  fee: number;
  payout: number;
}

export function platformFee(netSales: number, rateBp: number): number {
  if (netSales <= 0) return 0;
  return Math.floor((netSales * rateBp) / 10_000);
}

export function settlePart(part: SettlementPartInput, rateBp: number): SettlementLine {
  const paid = part.gross - part.storeCoupon - part.companyCoupon;
  const wholeRefund = part.refunded >= paid;
  const companyCouponBack = wholeRefund ? 0 : part.companyCoupon;
  const netSales = Math.max(0, paid - part.refunded) + companyCouponBack;
  const fee = platformFee(netSales, rateBp);
  return { ...part, paid, companyCouponBack, netSales, fee, payout: netSales - fee };
}

export type SettlementTotals = Omit<SettlementLine, never>;

const SUMMED: (keyof SettlementLine)[] = [
  "gross",
  "storeCoupon",
  "companyCoupon",
  "refunded",
  "paid",
  "companyCouponBack",
  "netSales",
  "fee",
  "payout",
];

/** The period's totals: each column the sum of its lines (never worked out again from the totals). */
export function settlementTotals(lines: readonly SettlementLine[]): SettlementTotals {
  const totals = Object.fromEntries(SUMMED.map((key) => [key, 0])) as unknown as SettlementTotals;
  for (const line of lines) for (const key of SUMMED) totals[key] += line[key];
  return totals;
}

/** A fee rate for people: 1000 → "10%", 1050 → "10.5%". */
export function feeRateLabel(rateBp: number): string {
  return `${Number((rateBp / 100).toFixed(2))}%`;
}
