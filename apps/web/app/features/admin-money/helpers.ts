/** Pure rules of the console's 주문·환불 pages (issue 27): what is typed ↔ what the API takes. */
import { fromSeoulInput } from "../../lib/seoul-input.ts";

/** A page offset from the URL: a whole number, else 0. */
export function offsetParam(value: string | null): number {
  return value && /^\d+$/.test(value) ? Number(value) : 0;
}

/** A search param that must be one of `allowed`; else `fallback`. */
export function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T;
export function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined;
export function pick<T extends string>(value: string | null, allowed: readonly T[], fallback?: T): T | undefined {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * A typed whole number of won (commas and spaces allowed, a leading minus when `signed`): "5,000" → 5000, "" → null,
 * anything else → NaN (the API, or the page, says so in words).
 */
export function parseWon(text: string, signed = false): number | null {
  const value = text.replace(/[,\s원]/g, "");
  if (value === "") return null;
  return (signed ? /^-?\d+$/ : /^\d+$/).test(value) ? Number(value) : Number.NaN;
}

/** The campaign form's fields, in its order. */
export const COUPON_FIELDS = [
  "name",
  "discountType",
  "discountValue",
  "maxDiscountPrice",
  "minOrderPrice",
  "startDate",
  "endDate",
  "totalQuantity",
  "perMemberLimit",
  "state",
] as const;

/** What is typed in the campaign form, each field as its text. */
export type CouponDraft = Record<(typeof COUPON_FIELDS)[number], string>;

/** The campaign's body as the API takes it; numbers the API cannot read go as NaN → its Korean message. */
export function couponBody(draft: CouponDraft) {
  const num = (text: string) => parseWon(text) ?? Number.NaN;
  return {
    name: draft.name,
    discountType: draft.discountType,
    discountValue: num(draft.discountValue),
    maxDiscountPrice: draft.discountType === "RATE" ? parseWon(draft.maxDiscountPrice) : null,
    minOrderPrice: parseWon(draft.minOrderPrice) ?? 0,
    startDate: fromSeoulInput(draft.startDate),
    endDate: fromSeoulInput(draft.endDate),
    totalQuantity: parseWon(draft.totalQuantity),
    perMemberLimit: num(draft.perMemberLimit),
    state: draft.state,
  };
}

/** The codes as a CSV file's text: a header, one code a line, CRLF (a spreadsheet opens it as is). */
export function codesCsv(campaign: string, codes: readonly string[]): string {
  const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return ["campaign,code", ...codes.map((code) => `${quote(campaign)},${quote(code)}`)].join("\r\n").concat("\r\n");
}
