/** Date helpers for the shop screens, in Asia/Seoul days (no host time zone). */
import { type Instant, seoulDateKey } from "@mulmung/domain/time";

const DAY_MS = 86_400_000;

/** Whole Seoul calendar days from today to the given moment's day: 0 today, 1 tomorrow, negative when past. */
export function daysUntil(end: Instant, now: Instant = Date.now()): number {
  const toDay = (instant: Instant) => Date.parse(`${seoulDateKey(instant)}T00:00:00Z`);
  return Math.round((toDay(end) - toDay(now)) / DAY_MS);
}
