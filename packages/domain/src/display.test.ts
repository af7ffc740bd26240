import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  averageRating,
  averageRatingFromTotals,
  distanceKm,
  formatCount,
  formatDistanceKm,
  formatNumber,
  formatRating,
  formatWon,
  formatWonShort,
  REGION_SHORT_NAME,
  shortenRegion,
  writerDisplay,
  writerDisplayName,
} from "./display.ts";

describe("formatNumber (counts and values with thousands separators, no host locale)", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [1234567, "1,234,567"],
    [-52000, "-52,000"],
    [1234.5, "1,234.5"],
    [7.25, "7.25"],
  ])("%d -> %s", (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it("writes integers as Korean pages do (as ko-KR grouping would)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(formatNumber(n)).toBe(n.toLocaleString("ko-KR"));
      }),
    );
  });
});

describe("formatWon (SPEC §9 money display)", () => {
  it.each([
    [0, "0원"],
    [999, "999원"],
    [1000, "1,000원"],
    [1001, "1,001원"],
    [63000, "63,000원"],
    [1234567, "1,234,567원"],
    [-3000, "-3,000원"],
  ])("%d -> %s", (amount, expected) => {
    expect(formatWon(amount)).toBe(expected);
  });
  it("rejects fractions of a won", () => {
    expect(() => formatWon(1000.5)).toThrow(RangeError);
  });
  it("property: stripping separators and 원 gives the number back", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        const text = formatWon(amount);
        expect(text.endsWith("원")).toBe(true);
        expect(Number(text.slice(0, -1).replaceAll(",", ""))).toBe(amount);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*원$/);
      }),
    );
  });
});

describe("formatWonShort (labels such as 5만원 이상 무료배송)", () => {
  it.each([
    [50_000, "5만원"],
    [35_000, "3.5만원"],
    [30_000, "3만원"],
    [125_000, "12.5만원"],
    [12_345_000, "1,234.5만원"],
    [10_000, "1만원"],
    [9_000, "9,000원"],
    [45_500, "45,500원"],
    [0, "0원"],
  ])("%i -> %s", (amount, expected) => {
    expect(formatWonShort(amount)).toBe(expected);
  });
});

describe("formatCount (SPEC §9 k from 1000)", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1k"],
    [1001, "1k"],
    [1099, "1k"],
    [1100, "1.1k"],
    [1250, "1.2k"],
    [1999, "1.9k"],
    [2000, "2k"],
    [15300, "15.3k"],
    [1234567, "1,234.5k"],
  ])("%d -> %s", (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
  it("rejects negative and fractional counts", () => {
    expect(() => formatCount(-1)).toThrow(RangeError);
    expect(() => formatCount(1.5)).toThrow(RangeError);
  });
  it("property: never overstates and is within 100 below", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 1e9 }), (count) => {
        const shown = Number(formatCount(count).replaceAll(",", "").slice(0, -1)) * 1000;
        expect(shown).toBeLessThanOrEqual(count);
        expect(count - shown).toBeLessThan(100);
      }),
    );
  });
});

describe("rating average (SPEC §9 one decimal)", () => {
  it("averages and rounds half up to one decimal", () => {
    expect(averageRating([5, 4, 4])).toBe(4.3); // 4.333
    expect(averageRating([5, 4, 4, 4])).toBe(4.3); // 4.25 -> 4.3
    expect(averageRating([4, 4, 4, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4])).toBe(4.2); // 4.2
    expect(averageRating([1, 2])).toBe(1.5);
    expect(averageRating([])).toBe(0);
  });
  it("gives the same average from stored totals (sum and count)", () => {
    expect(averageRatingFromTotals(13, 3)).toBe(4.3);
    expect(averageRatingFromTotals(17, 4)).toBe(4.3);
    expect(averageRatingFromTotals(0, 0)).toBe(0);
    expect(() => averageRatingFromTotals(1.5, 1)).toThrow(RangeError);
  });
  it("formats with exactly one decimal", () => {
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(4.26)).toBe("4.3");
    expect(formatRating(4.24)).toBe("4.2");
    expect(formatRating(0)).toBe("0.0");
    expect(formatRating(Number.NaN)).toBe("0.0");
  });
  it("property: within 0.05 of the exact mean, one decimal, between min and max", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (scores) => {
        const average = averageRating(scores);
        const exact = scores.reduce((a, b) => a + b, 0) / scores.length;
        expect(Math.abs(average - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(formatRating(average)).toMatch(/^[1-5]\.\d$/);
        expect(Number(formatRating(average))).toBe(average);
      }),
    );
  });
});

describe("distanceKm (SPEC §9 radius 6371 km, two decimals)", () => {
  it("one degree of latitude is 111.19 km", () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBe(111.19);
  });
  it("half the equator is π × 6371", () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBe(20015.09);
  });
  it("is 0 for the same point and symmetric", () => {
    const cityHall = { latitude: 37.5666805, longitude: 126.9784147 };
    const busan = { latitude: 35.1796, longitude: 129.0756 };
    expect(distanceKm(cityHall, cityHall)).toBe(0);
    expect(distanceKm(cityHall, busan)).toBe(distanceKm(busan, cityHall));
    expect(distanceKm(cityHall, busan)).toBeGreaterThan(320);
    expect(distanceKm(cityHall, busan)).toBeLessThan(330);
  });
  it("formats with two decimals and km", () => {
    expect(formatDistanceKm(1.5)).toBe("1.50km");
    expect(formatDistanceKm(0)).toBe("0.00km");
  });
  it("property: at most two decimals", () => {
    const position = fc.record({
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(position, position, (a, b) => {
        const km = distanceKm(a, b);
        expect(Math.round(km * 100) / 100).toBe(km);
        expect(km).toBeLessThanOrEqual(20015.09);
      }),
    );
  });
});

describe("shortenRegion (SPEC §9 region short names)", () => {
  it.each([
    ["서울특별시", "서울"],
    ["경기도", "경기"],
    ["제주특별자치도", "제주"],
    ["강원특별자치도", "강원"],
    ["강원도", "강원"],
    ["세종특별자치시", "세종"],
    ["전북특별자치도", "전북"],
    ["전라북도", "전북"],
    ["전라남도", "전남"],
    ["경상북도", "경북"],
    ["경상남도", "경남"],
    ["충청북도", "충북"],
    ["충청남도", "충남"],
    ["부산광역시", "부산"],
    ["대구광역시", "대구"],
    ["인천광역시", "인천"],
    ["광주광역시", "광주"],
    ["대전광역시", "대전"],
    ["울산광역시", "울산"],
  ])("%s -> %s", (full, short) => {
    expect(shortenRegion(full)).toBe(short);
  });
  it("shortens the leading region of an address and keeps the rest", () => {
    expect(shortenRegion("서울특별시 중구 세종대로 110")).toBe("서울 중구 세종대로 110");
    expect(shortenRegion("제주특별자치도 제주시 첨단로 242")).toBe("제주 제주시 첨단로 242");
  });
  it("leaves unknown or already short names alone", () => {
    expect(shortenRegion("서울")).toBe("서울");
    expect(shortenRegion("중구 세종대로")).toBe("중구 세종대로");
    expect(shortenRegion("constructor")).toBe("constructor");
    expect(shortenRegion("")).toBe("");
  });
  it("covers all 17 first-level divisions with two-character names", () => {
    expect(new Set(Object.values(REGION_SHORT_NAME)).size).toBe(17);
    for (const short of Object.values(REGION_SHORT_NAME)) expect(short).toHaveLength(2);
  });
});

describe("writer display name (SPEC §6 withdrawal)", () => {
  it("shows the nickname of an active member", () => {
    expect(writerDisplayName({ nickname: "물멍초보", withdrawnAt: null })).toBe("물멍초보");
  });
  it("shows 탈퇴한 회원 once withdrawn, whatever the row still holds", () => {
    expect(writerDisplayName({ nickname: "물멍초보", withdrawnAt: new Date() })).toBe("탈퇴한 회원");
    expect(writerDisplayName({ nickname: null, withdrawnAt: null })).toBe("탈퇴한 회원");
  });
  it("drops the profile image of a withdrawn member", () => {
    expect(writerDisplay({ nickname: "물멍초보", profileImageUrl: "/uploads/a.webp", withdrawnAt: null })).toEqual({
      nickname: "물멍초보",
      profileImageUrl: "/uploads/a.webp",
      isWithdrawn: false,
    });
    expect(
      writerDisplay({ nickname: "물멍초보", profileImageUrl: "/uploads/a.webp", withdrawnAt: new Date() }),
    ).toEqual({ nickname: "탈퇴한 회원", profileImageUrl: null, isWithdrawn: true });
  });
});
