/**
 * The farm chart's time axis, written the Korean way: days as "11.24", hours as "오전 9시" / "오후 3시", months of a
 * long history as "2026.10"; and its span, the whole chosen range (today minus N days to today), so days without
 * a record stay on the axis instead of the line stretching over the days that have one.
 */
import { toSeoulParts } from "@mulmung/domain/time";

const DAY_MS = 86_400_000;
const DAY_S = 86_400;
/** A tick step of this many seconds or more is a month or longer (uPlot's month steps are 28-31 days). */
const MONTH_S = 28 * DAY_S;
const YEAR_S = 365 * DAY_S;

/** The first day of a `days`-day range that ends on `endDate` (both "YYYY-MM-DD", the end day counted). */
export function rangeStart(endDate: string, days: number): string {
  return new Date(Date.parse(`${endDate}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** A record day's place on the axis: Seoul's midnight of that day, in seconds (uPlot's unit). */
export function daySeconds(dateKey: string): number {
  return Date.parse(`${dateKey}T00:00:00+09:00`) / 1000;
}

/** The x scale's [min, max] in seconds: the first day of the range to its last (today), records or not. */
export function chartXRange(endDate: string, days: number): [number, number] {
  return [daySeconds(rangeStart(endDate, days)), daySeconds(endDate)];
}

/** "오전 9시", "오후 3시", "오후 12시" (noon), "오전 12시" (midnight), with "30분" when not on the hour. */
export function koreanHour(hour: number, minute = 0): string {
  const half = hour < 12 ? "오전" : "오후";
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return minute === 0 ? `${half} ${h12}시` : `${half} ${h12}시 ${minute}분`;
}

/**
 * One tick's label. `step` is the distance between ticks in seconds (uPlot's found increment): under a day the
 * ticks are hours (a midnight shows its day instead), a day to under a month days, a month or more "2026.10", a
 * year or more "2026".
 */
export function axisLabel(seconds: number, step: number): string {
  const p = toSeoulParts(seconds * 1000);
  if (step >= YEAR_S) return `${p.year}`;
  if (step >= MONTH_S) return `${p.year}.${String(p.month).padStart(2, "0")}`;
  if (step >= DAY_S || (p.hour === 0 && p.minute === 0)) return `${p.month}.${p.day}`;
  return koreanHour(p.hour, p.minute);
}

/** Every tick's label (uPlot's `axes[0].values`). */
export function axisLabels(splits: number[], step: number): string[] {
  return splits.map((seconds) => axisLabel(seconds, step));
}
