import { describe, expect, it } from "vitest";
import { type Decimals, formatFigure, formatMonthDay, formatRange, type Particle, withParticle } from "./wording.ts";

describe("particles", () => {
  it.each<[string, Particle, string]>([
    ["네온테트라", "은", "네온테트라는"],
    ["소드테일", "은", "소드테일은"],
    ["수마트라", "이", "수마트라가"],
    ["오토싱", "이", "오토싱이"],
    ["구피", "을", "구피를"],
    ["금붕어 난주", "을", "금붕어 난주를"],
    ["플라워혼", "을", "플라워혼을"],
    ["디스커스, 엔젤피시", "과", "디스커스, 엔젤피시와"],
    ["베타, 소드테일", "과", "베타, 소드테일과"],
  ])("%s + %s → %s", (word, particle, expected) => {
    expect(withParticle(word, particle)).toBe(expected);
  });

  it("agrees with the word before a closing aside", () => {
    expect(withParticle("오스카(30 cm)", "은")).toBe("오스카(30 cm)는");
    expect(withParticle("소드테일(10 cm)", "을")).toBe("소드테일(10 cm)을");
  });

  it("reads figures aloud: 영 일 삼 육 칠 팔 close on a consonant, 이 사 오 구 do not", () => {
    expect(["7.0", "6.1", "7.3", "7.6", "6.7", "8.8", "10"].map((n) => withParticle(n, "이에요"))).toEqual([
      "7.0이에요",
      "6.1이에요",
      "7.3이에요",
      "7.6이에요",
      "6.7이에요",
      "8.8이에요",
      "10이에요",
    ]);
    expect(["6.2", "7.4", "7.5", "7.9"].map((n) => withParticle(n, "이에요"))).toEqual([
      "6.2예요",
      "7.4예요",
      "7.5예요",
      "7.9예요",
    ]);
  });

  it("gives both forms after a word it cannot read", () => {
    expect(withParticle("Betta", "은")).toBe("Betta은(는)");
    expect(withParticle("", "이")).toBe("이(가)");
  });
});

describe("figures", () => {
  it.each<[number, Decimals, string]>([
    [28, { min: 0, max: 1 }, "28"],
    [28.54, { min: 0, max: 1 }, "28.5"],
    [29.25, { min: 0, max: 1 }, "29.3"],
    [7, { min: 1, max: 2 }, "7.0"],
    [7.25, { min: 1, max: 2 }, "7.25"],
    [0.0998, { min: 2, max: 3 }, "0.10"],
    [0.025, { min: 2, max: 3 }, "0.025"],
    [120, { min: 0, max: 0 }, "120"],
  ])("%d with %o decimals → %s", (value, decimals, expected) => {
    expect(formatFigure(value, decimals)).toBe(expected);
  });

  it("writes a range with a tilde, or one figure when both ends show the same", () => {
    expect(formatRange({ min: 20, max: 26 }, { min: 0, max: 1 })).toBe("20~26");
    expect(formatRange({ min: 6.5, max: 7 }, { min: 1, max: 2 })).toBe("6.5~7.0");
    expect(formatRange({ min: 29, max: 29.04 }, { min: 0, max: 1 })).toBe("29");
  });

  it("writes a date key as month and day", () => {
    expect(formatMonthDay("2026-11-03")).toBe("11월 3일");
    expect(formatMonthDay("2027-01-20")).toBe("1월 20일");
    expect(() => formatMonthDay("2026-1-3")).toThrow(RangeError);
  });
});
