/** 정산's period: 이번 달, 지난 달 or a chosen from/to (Seoul days, both ends included), read from the URL. */

export type PeriodPreset = "THIS_MONTH" | "LAST_MONTH" | "CUSTOM";

export interface SettlementPeriod {
  from: string;
  to: string;
  preset: PeriodPreset;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad2 = (n: number) => String(n).padStart(2, "0");

/** Whether `value` is a real calendar day written 2026-11-01. */
export function isDay(value: string | null | undefined): value is string {
  const m = DAY.exec(value ?? "");
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The month `offset` months from the one `today` (2026-11-27) is in: its first day and its last (or today). */
export function monthPeriod(today: string, offset: 0 | -1): { from: string; to: string } {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + offset, 1));
  const from = `${first.getUTCFullYear()}-${pad2(first.getUTCMonth() + 1)}-01`;
  if (offset === 0) return { from, to: today };
  const last = new Date(Date.UTC(y, m - 1, 0));
  return { from, to: `${last.getUTCFullYear()}-${pad2(last.getUTCMonth() + 1)}-${pad2(last.getUTCDate())}` };
}

/** `?from=&to=` when both are days, else this month; the preset that matches it, if any. */
export function readSettlementPeriod(params: URLSearchParams, today: string): SettlementPeriod {
  const from = params.get("from");
  const to = params.get("to");
  const thisMonth = monthPeriod(today, 0);
  const lastMonth = monthPeriod(today, -1);
  if (!isDay(from) || !isDay(to)) return { ...thisMonth, preset: "THIS_MONTH" };
  const same = (p: { from: string; to: string }) => p.from === from && p.to === to;
  return { from, to, preset: same(thisMonth) ? "THIS_MONTH" : same(lastMonth) ? "LAST_MONTH" : "CUSTOM" };
}
