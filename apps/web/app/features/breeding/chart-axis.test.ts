import { describe, expect, it } from "vitest";
import { axisLabel, axisLabels, chartXRange, daySeconds, koreanHour, rangeStart } from "./chart-axis.ts";

const HOUR = 3600;
const DAY = 24 * HOUR;
/** Seoul's wall clock as seconds. */
const seoul = (iso: string) => Date.parse(`${iso}+09:00`) / 1000;

describe("the farm chart's axis labels", () => {
  it("writes days as 11.24, not 11/24", () => {
    expect(axisLabel(seoul("2026-11-24T00:00:00"), DAY)).toBe("11.24");
    expect(axisLabels([seoul("2026-11-01T00:00:00"), seoul("2026-11-08T00:00:00")], 7 * DAY)).toEqual(["11.1", "11.8"]);
  });

  it("writes hours as 오전 9시 / 오후 3시, and a midnight as its day", () => {
    expect(axisLabel(seoul("2026-11-24T09:00:00"), 3 * HOUR)).toBe("오전 9시");
    expect(axisLabel(seoul("2026-11-24T15:00:00"), 3 * HOUR)).toBe("오후 3시");
    expect(axisLabel(seoul("2026-11-24T12:00:00"), 12 * HOUR)).toBe("오후 12시");
    expect(axisLabel(seoul("2026-11-24T00:00:00"), 12 * HOUR)).toBe("11.24");
    expect(koreanHour(0)).toBe("오전 12시");
    expect(koreanHour(21, 30)).toBe("오후 9시 30분");
  });

  it("writes a long history's months as 2026.10 and years as 2026", () => {
    expect(axisLabel(seoul("2026-10-01T00:00:00"), 30 * DAY)).toBe("2026.10");
    expect(axisLabel(seoul("2027-03-01T00:00:00"), 91 * DAY)).toBe("2027.03");
    expect(axisLabel(seoul("2027-01-01T00:00:00"), 365 * DAY)).toBe("2027");
  });

  it("reads the Seoul day whatever the browser's time zone (a tick at Seoul midnight is the day it starts)", () => {
    // 2026-11-23T15:00Z is Seoul's midnight of 11.24.
    expect(axisLabel(Date.parse("2026-11-23T15:00:00Z") / 1000, DAY)).toBe("11.24");
  });
});

describe("the farm chart's x range", () => {
  it("covers the whole chosen period, today minus N days to today, records or not", () => {
    expect(rangeStart("2026-11-27", 30)).toBe("2026-10-29");
    const [min, max] = chartXRange("2026-11-27", 30);
    expect(min).toBe(seoul("2026-10-29T00:00:00"));
    expect(max).toBe(seoul("2026-11-27T00:00:00"));
    expect((max - min) / DAY).toBe(29);
    expect(chartXRange("2026-11-27", 365)[0]).toBe(daySeconds("2025-11-28"));
  });
});
