// Time rules: relative time (SPEC §9) and dates shown in Korea's time zone. Korea has had no daylight
// saving since 1988, so Asia/Seoul is a fixed UTC+9 and plain arithmetic is exact; the host's locale
// and time zone are never consulted. "Now" is always a parameter.

/** A moment: a Date, epoch milliseconds, or an ISO-8601 string. */
export type Instant = Date | number | string;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const SEOUL_OFFSET_MS = 9 * HOUR_MS;

const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const LOCAL_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * SPEC §9 dates: converts an instant to epoch milliseconds. A string with Z or an offset is read as
 * such; a string without one ("2024-01-05 13:07:00", as the API sends) is read as Seoul local time,
 * never as the host's. Throws RangeError on anything else.
 */
export function toEpochMs(instant: Instant): number {
  if (instant instanceof Date) return checked(instant.getTime(), instant);
  if (typeof instant === "number") return checked(instant, instant);
  const text = instant.trim();
  if (ZONED_ISO.test(text)) return checked(Date.parse(text), instant);
  const match = LOCAL_ISO.exec(text);
  if (match === null) throw new RangeError(`not a date: ${instant}`);
  const [, year, month, day, hour, minute, second, millisecond] = match;
  const utc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour ?? 0),
    Number(minute ?? 0),
    Number(second ?? 0),
    Number((millisecond ?? "0").padEnd(3, "0")),
  );
  return checked(utc - SEOUL_OFFSET_MS, instant);
}

function checked(ms: number, original: Instant): number {
  if (!Number.isFinite(ms)) throw new RangeError(`not a date: ${String(original)}`);
  return ms;
}

/**
 * SPEC §9 relative time: under 1 minute "방금 전", up to 59 minutes "N분 전", up to 1439 minutes
 * "N시간 전" (whole hours), otherwise "N일 전" (whole days). A time after `now` (clock skew) is "방금 전".
 */
export function formatRelativeTime(instant: Instant, now: Instant): string {
  const minutes = Math.floor((toEpochMs(now) - toEpochMs(instant)) / MINUTE_MS);
  if (minutes < 1) return "방금 전";
  if (minutes <= 59) return `${minutes}분 전`;
  if (minutes <= 1439) return `${Math.floor(minutes / 60)}시간 전`;
  return `${Math.floor(minutes / 1440)}일 전`;
}

/** Calendar fields of an instant as read on a clock in Seoul. */
export interface SeoulDateParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

/** SPEC §9 dates in Asia/Seoul: the calendar fields of an instant in Korea (UTC+9, no DST). */
export function toSeoulParts(instant: Instant): SeoulDateParts {
  const shifted = new Date(toEpochMs(instant) + SEOUL_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

const pad2 = (value: number): string => String(value).padStart(2, "0");

/** SPEC §9 dates in Asia/Seoul: "2024.01.05" (or with another separator, e.g. "-"). */
export function formatSeoulDate(instant: Instant, separator = "."): string {
  const { year, month, day } = toSeoulParts(instant);
  return [String(year), pad2(month), pad2(day)].join(separator);
}

/** SPEC §9 dates in Asia/Seoul: "2024.01.05 13:07". */
export function formatSeoulDateTime(instant: Instant): string {
  const { hour, minute } = toSeoulParts(instant);
  return `${formatSeoulDate(instant)} ${pad2(hour)}:${pad2(minute)}`;
}

/** SPEC §3 date filters (startDate, endDate, recordDate): the Seoul calendar day as "2024-01-05". */
export function seoulDateKey(instant: Instant): string {
  return formatSeoulDate(instant, "-");
}

/** SPEC §7 Request-Date-Time header and date-time fields: "2024-01-05T13:07:09+09:00". */
export function formatSeoulIsoDateTime(instant: Instant): string {
  const { hour, minute, second } = toSeoulParts(instant);
  return `${seoulDateKey(instant)}T${pad2(hour)}:${pad2(minute)}:${pad2(second)}+09:00`;
}
