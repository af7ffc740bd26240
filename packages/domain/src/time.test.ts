import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatRelativeTime,
  formatSeoulDate,
  formatSeoulDateTime,
  formatSeoulIsoDateTime,
  seoulDateKey,
  toEpochMs,
  toSeoulParts,
} from "./time.ts";

const NOW = Date.UTC(2024, 0, 15, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const ago = (ms: number) => NOW - ms;

describe("formatRelativeTime (SPEC §9)", () => {
  it.each([
    [0, "방금 전"],
    [59 * SECOND, "방금 전"],
    [MINUTE - 1, "방금 전"],
    [MINUTE, "1분 전"],
    [59 * MINUTE, "59분 전"],
    [60 * MINUTE - 1, "59분 전"],
    [60 * MINUTE, "1시간 전"],
    [119 * MINUTE, "1시간 전"],
    [120 * MINUTE, "2시간 전"],
    [1439 * MINUTE, "23시간 전"],
    [1440 * MINUTE - 1, "23시간 전"],
    [1440 * MINUTE, "1일 전"],
    [2879 * MINUTE, "1일 전"],
    [2880 * MINUTE, "2일 전"],
    [400 * 1440 * MINUTE, "400일 전"],
  ])("%d ms ago -> %s", (elapsed, expected) => {
    expect(formatRelativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  it("treats a time in the future (clock skew) as just now", () => {
    expect(formatRelativeTime(NOW + 5 * MINUTE, NOW)).toBe("방금 전");
  });

  it("accepts Dates and API strings without an offset as Seoul time", () => {
    // 2024-01-15 20:30 in Seoul is 11:30 UTC, 30 minutes before NOW.
    expect(formatRelativeTime("2024-01-15 20:30:00", NOW)).toBe("30분 전");
    expect(formatRelativeTime(new Date(ago(3 * 60 * MINUTE)), new Date(NOW))).toBe("3시간 전");
  });

  it("property: the unit follows the minute bounds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 1440 * MINUTE }), (elapsed) => {
        const minutes = Math.floor(elapsed / MINUTE);
        const text = formatRelativeTime(ago(elapsed), NOW);
        if (minutes < 1) expect(text).toBe("방금 전");
        else if (minutes < 60) expect(text).toBe(`${minutes}분 전`);
        else if (minutes < 1440) expect(text).toMatch(/^([1-9]|1\d|2[0-3])시간 전$/);
        else expect(text).toMatch(/^\d+일 전$/);
      }),
    );
  });
});

describe("toEpochMs", () => {
  it("reads strings with Z or an offset as given", () => {
    expect(toEpochMs("2024-01-05T04:07:00Z")).toBe(Date.UTC(2024, 0, 5, 4, 7));
    expect(toEpochMs("2024-01-05T13:07:00+09:00")).toBe(Date.UTC(2024, 0, 5, 4, 7));
    expect(toEpochMs("2024-01-05T13:07:00.500+0900")).toBe(Date.UTC(2024, 0, 5, 4, 7, 0, 500));
  });
  it("reads strings without an offset as Seoul local time, not the host's", () => {
    expect(toEpochMs("2024-01-05 13:07:00")).toBe(Date.UTC(2024, 0, 5, 4, 7));
    expect(toEpochMs("2024-01-05T13:07")).toBe(Date.UTC(2024, 0, 5, 4, 7));
    expect(toEpochMs("2024-01-05T13:07:00.25")).toBe(Date.UTC(2024, 0, 5, 4, 7, 0, 250));
    expect(toEpochMs("2024-01-05")).toBe(Date.UTC(2024, 0, 4, 15, 0));
  });
  it("passes numbers and Dates through", () => {
    expect(toEpochMs(NOW)).toBe(NOW);
    expect(toEpochMs(new Date(NOW))).toBe(NOW);
  });
  it.each(["", "yesterday", "2024/01/05", "05-01-2024"])("rejects %j", (text) => {
    expect(() => toEpochMs(text)).toThrow(RangeError);
  });
  it("rejects invalid dates and numbers", () => {
    expect(() => toEpochMs(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => toEpochMs(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("Seoul dates (SPEC §9: Asia/Seoul, never the host zone)", () => {
  it("rolls over at 15:00 UTC, Seoul midnight", () => {
    expect(formatSeoulDate(Date.UTC(2024, 0, 5, 14, 59, 59))).toBe("2024.01.05");
    expect(formatSeoulDate(Date.UTC(2024, 0, 5, 15, 0, 0))).toBe("2024.01.06");
    expect(formatSeoulDate(Date.UTC(2023, 11, 31, 15, 0, 0))).toBe("2024.01.01");
  });
  it("formats date-time, date keys and ISO strings with +09:00", () => {
    const instant = Date.UTC(2024, 1, 29, 4, 7, 9);
    expect(formatSeoulDateTime(instant)).toBe("2024.02.29 13:07");
    expect(seoulDateKey(instant)).toBe("2024-02-29");
    expect(formatSeoulDate(instant, "/")).toBe("2024/02/29");
    expect(formatSeoulIsoDateTime(instant)).toBe("2024-02-29T13:07:09+09:00");
  });
  it("gives the Seoul weekday", () => {
    // 2024-01-07 00:30 in Seoul is a Sunday, while UTC is still Saturday.
    expect(toSeoulParts(Date.UTC(2024, 0, 6, 15, 30)).weekday).toBe(0);
  });
  it("round-trips through a Seoul string", () => {
    const instant = Date.UTC(2025, 6, 1, 23, 59, 59);
    expect(toEpochMs(formatSeoulIsoDateTime(instant))).toBe(instant);
    expect(toEpochMs(formatSeoulIsoDateTime(instant).slice(0, 19))).toBe(instant);
  });
  it("property: agrees with Intl.DateTimeFormat in Asia/Seoul (1990-2100)", () => {
    const intl = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Asia/Seoul",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (instant) => {
        const parts = Object.fromEntries(intl.formatToParts(instant).map((p) => [p.type, p.value]));
        expect(formatSeoulDateTime(instant)).toBe(
          `${parts.year}.${parts.month}.${parts.day} ${parts.hour}:${parts.minute}`,
        );
      }),
    );
  });
});
