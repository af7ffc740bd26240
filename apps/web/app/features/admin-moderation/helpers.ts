/** Pure rules of the console's store, report and member pages (issue 27): what is typed ↔ what the API takes. */

/** A rate in basis points as a percentage: 1050 → "10.5%". */
export function feePercentText(bp: number): string {
  return `${Number((bp / 100).toFixed(2))}%`;
}

/**
 * A typed percentage as basis points: "10.5" → 1050, "" → null (the default fee), anything else (letters, a third
 * decimal, a negative) → undefined. The range is the API's to check.
 */
export function parseFeePercent(text: string): number | null | undefined {
  const value = text.trim().replace(/%$/, "").trim();
  if (value === "") return null;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  return Math.round(Number(value) * 100);
}

/** A typed coordinate: "" → undefined (not given), a number → the number, anything else → NaN (the API says no). */
export function parseCoordinate(text: string): number | undefined {
  const value = text.trim();
  if (value === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** The approval's body: nothing, or both coordinates (the API refuses one alone, in Korean). */
export function approvalBody(latitude: string, longitude: string): Record<string, number> | undefined {
  const lat = parseCoordinate(latitude);
  const lng = parseCoordinate(longitude);
  if (lat === undefined && lng === undefined) return undefined;
  const body: Record<string, number> = {};
  if (lat !== undefined) body.latitude = lat;
  if (lng !== undefined) body.longitude = lng;
  return body;
}

/** A search param that must be one of `allowed`; else `fallback`. */
export function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T;
export function pick<T extends string>(value: string | null, allowed: readonly T[]): T | undefined;
export function pick<T extends string>(value: string | null, allowed: readonly T[], fallback?: T): T | undefined {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** A page offset from the URL: a whole number, else 0. */
export function offsetParam(value: string | null): number {
  return value && /^\d+$/.test(value) ? Number(value) : 0;
}
