import { describe, expect, it } from "vitest";
import { betta, cherryShrimp, discus, fish, neon, oscar, peaPuffer, tigerBarb } from "./species.test-support.ts";
import {
  FIT_VERDICT_LABEL,
  type FitRuleCode,
  type FitSpecies,
  type FitTank,
  type FitVerdict,
  stockingPercent,
  tankFit,
} from "./tank-fit.ts";

// Names ending on a consonant, so the particles after them are checked too.
const convict = fish("컨빅트 시클리드", { adultSizeCm: 12, temperament: "AGGRESSIVE" });
const swordtail = fish("소드테일", { adultSizeCm: 10 });
const otocinclus = fish("오토싱", { adultSizeCm: 4.5 });
const guppy = fish("구피", { group: "GUPPY", longFins: true });
const platy = fish("플래티");
const brackishMolly = fish("몰리", { group: "MOLLY", water: "BRACKISH" });
const macrobrachium = fish("징거미새우", { group: "SHRIMP", adultSizeCm: 8, eatsShrimp: true });

const tank = (inhabitants: [FitSpecies, number][], more: Partial<FitTank> = {}): FitTank => ({
  volumeLiters: 100,
  inhabitants: inhabitants.map(([species, count]) => ({ species, count })),
  recent: {},
  ...more,
});

interface Row {
  name: string;
  tank: FitTank;
  candidate: FitSpecies;
  quantity: number;
  verdict: FitVerdict;
  rules: [FitRuleCode, "CAUTION" | "BAD", string][];
}

const rows: Row[] = [
  {
    name: "plain fish with plain fish, room to spare: no rule fires",
    tank: tank([[platy, 5]]),
    candidate: guppy,
    quantity: 3,
    verdict: "GOOD",
    rules: [],
  },
  {
    name: "anchor: neon tetras for a discus tank whose records say 29 °C",
    tank: tank([[discus, 5]], {
      volumeLiters: 300,
      recent: { temperatureC: { min: 29, max: 29 }, ph: { min: 6.2, max: 6.8 } },
    }),
    candidate: neon,
    quantity: 10,
    verdict: "CAUTION",
    rules: [
      [
        "TEMPERATURE_MISMATCH",
        "CAUTION",
        "네온테트라의 적정 수온(20~26 °C)이 디스커스(28~31 °C)의 적정 수온과 겹치지 않아요.",
      ],
      ["TEMPERATURE_RECENT", "CAUTION", "네온테트라의 적정 수온은 20~26 °C인데 최근 기록은 29 °C예요."],
    ],
  },
  {
    name: "anchor: cherry shrimp for a tank with a pufferfish",
    tank: tank([[peaPuffer, 3]], { volumeLiters: 40 }),
    candidate: cherryShrimp,
    quantity: 10,
    verdict: "BAD",
    rules: [
      ["SHRIMP_EATEN", "BAD", "체리새우는 새우를 잡아먹는 피그미복어의 먹이가 돼요."],
      [
        "SEMI_AGGRESSIVE_WITH_PEACEFUL",
        "CAUTION",
        "체리새우는 온순해서 다소 공격적인 피그미복어에게 괴롭힘을 당할 수 있어요.",
      ],
    ],
  },
  {
    name: "the recent records' range, as the member saw it",
    tank: tank([[platy, 2]], { recent: { temperatureC: { min: 28.5, max: 29.24 } } }),
    candidate: fish("네온", { temperatureC: { min: 20, max: 26 } }),
    quantity: 1,
    verdict: "CAUTION",
    rules: [["TEMPERATURE_RECENT", "CAUTION", "네온의 적정 수온은 20~26 °C인데 최근 기록은 28.5~29.2 °C예요."]],
  },
  {
    name: "recent records inside the candidate's ranges: nothing to say",
    tank: tank([], {
      recent: { temperatureC: { min: 22, max: 28 }, ph: { min: 6.5, max: 7.5 }, hardnessDgh: { min: 5, max: 12 } },
    }),
    candidate: platy,
    quantity: 1,
    verdict: "GOOD",
    rules: [],
  },
  {
    name: "pH ranges that do not meet",
    tank: tank([[fish("아프리카 시클리드", { ph: { min: 7.8, max: 8.6 } }), 3]]),
    candidate: fish("아피스토", { ph: { min: 5, max: 7 } }),
    quantity: 1,
    verdict: "CAUTION",
    rules: [
      ["PH_MISMATCH", "CAUTION", "아피스토의 적정 pH(5.0~7.0)가 아프리카 시클리드(7.8~8.6)의 적정 pH와 겹치지 않아요."],
    ],
  },
  {
    name: "recent pH above the candidate's, ending on 8.0 (이에요)",
    tank: tank([], { recent: { ph: { min: 7.6, max: 8 } } }),
    candidate: platy,
    quantity: 1,
    verdict: "CAUTION",
    rules: [["PH_RECENT", "CAUTION", "플래티의 적정 pH는 6.5~7.5인데 최근 기록은 7.6~8.0이에요."]],
  },
  {
    name: "recent pH below the candidate's, ending on 6.2 (예요)",
    tank: tank([], { recent: { ph: { min: 6.1, max: 6.2 } } }),
    candidate: platy,
    quantity: 1,
    verdict: "CAUTION",
    rules: [["PH_RECENT", "CAUTION", "플래티의 적정 pH는 6.5~7.5인데 최근 기록은 6.1~6.2예요."]],
  },
  {
    name: "hardness: the inhabitants' and the records'",
    tank: tank([[fish("말라위 시클리드", { hardnessDgh: { min: 15, max: 25 } }), 2]], {
      recent: { hardnessDgh: { min: 14, max: 16 } },
    }),
    candidate: platy,
    quantity: 1,
    verdict: "CAUTION",
    rules: [
      [
        "HARDNESS_MISMATCH",
        "CAUTION",
        "플래티의 적정 경도(5~12 dGH)가 말라위 시클리드(15~25 dGH)의 적정 경도와 겹치지 않아요.",
      ],
      ["HARDNESS_RECENT", "CAUTION", "플래티의 적정 경도는 5~12 dGH인데 최근 기록은 14~16 dGH예요."],
    ],
  },
  {
    name: "every inhabitant whose temperature does not meet is named once",
    tank: tank(
      [
        [discus, 2],
        [fish("엔젤피시", { temperatureC: { min: 27, max: 30 } }), 1],
        [discus, 1],
        [platy, 3],
      ],
      { volumeLiters: 300 },
    ),
    candidate: neon,
    quantity: 6,
    verdict: "CAUTION",
    rules: [
      [
        "TEMPERATURE_MISMATCH",
        "CAUTION",
        "네온테트라의 적정 수온(20~26 °C)이 디스커스(28~31 °C), 엔젤피시(27~30 °C)의 적정 수온과 겹치지 않아요.",
      ],
    ],
  },
  {
    name: "ranges that only touch still meet",
    tank: tank([[fish("따뜻한 물고기", { temperatureC: { min: 26, max: 30 }, ph: { min: 7.5, max: 8 } }), 2]]),
    candidate: fish("찬물 물고기", { temperatureC: { min: 20, max: 26 }, ph: { min: 6.5, max: 7.5 } }),
    quantity: 1,
    verdict: "GOOD",
    rules: [],
  },
  {
    name: "a shrimp-eating shrimp is not its own kind's predator, but is the cherry shrimp's",
    tank: tank([
      [macrobrachium, 2],
      [cherryShrimp, 10],
    ]),
    candidate: macrobrachium,
    quantity: 1,
    verdict: "BAD",
    rules: [["SHRIMP_EATEN", "BAD", "징거미새우는 새우를 잡아먹어요: 체리새우가 먹이가 돼요."]],
  },
  {
    name: "fresh water with brackish",
    tank: tank([[brackishMolly, 3]]),
    candidate: platy,
    quantity: 1,
    verdict: "CAUTION",
    rules: [["WATER_TYPE", "CAUTION", "플래티는 담수에, 몰리는 기수에 살아서 함께 키우기 어려워요."]],
  },
  {
    name: "a fin-nipper for a betta's tank",
    tank: tank([[betta, 1]]),
    candidate: tigerBarb,
    quantity: 6,
    verdict: "BAD",
    rules: [["FIN_NIPPING", "BAD", "수마트라는 지느러미를 뜯는 습성이 있어 베타의 긴 지느러미를 공격해요."]],
  },
  {
    name: "a betta for a fin-nipper's tank",
    tank: tank([[tigerBarb, 6]]),
    candidate: betta,
    quantity: 1,
    verdict: "BAD",
    rules: [["FIN_NIPPING", "BAD", "수마트라가 지느러미를 뜯는 습성이 있어 베타의 긴 지느러미를 공격해요."]],
  },
  {
    name: "a large fish that eats shrimp, for a shrimp tank: both its appetites fire",
    tank: tank(
      [
        [cherryShrimp, 20],
        [neon, 10],
      ],
      { volumeLiters: 400 },
    ),
    candidate: oscar,
    quantity: 1,
    verdict: "BAD",
    rules: [
      ["SHRIMP_EATEN", "BAD", "오스카는 새우를 잡아먹어요: 체리새우가 먹이가 돼요."],
      [
        "PREDATION",
        "BAD",
        "오스카(30 cm)는 체리새우(3 cm), 네온테트라(3.5 cm)를 잡아먹을 수 있어요: 다 자란 몸길이가 3배 이상 차이 나요.",
      ],
      [
        "SEMI_AGGRESSIVE_WITH_PEACEFUL",
        "CAUTION",
        "오스카는 다소 공격적이라 온순한 체리새우, 네온테트라를 괴롭힐 수 있어요.",
      ],
    ],
  },
  {
    name: "a small fish for a large fish's tank",
    tank: tank([[oscar, 1]], { volumeLiters: 400 }),
    candidate: neon,
    quantity: 10,
    verdict: "BAD",
    rules: [
      [
        "PREDATION",
        "BAD",
        "네온테트라(3.5 cm)는 오스카(30 cm)의 먹이가 될 수 있어요: 다 자란 몸길이가 3배 이상 차이 나요.",
      ],
      [
        "SEMI_AGGRESSIVE_WITH_PEACEFUL",
        "CAUTION",
        "네온테트라는 온순해서 다소 공격적인 오스카에게 괴롭힘을 당할 수 있어요.",
      ],
    ],
  },
  {
    name: "exactly three times longer and not peaceful: it eats",
    tank: tank([[fish("라스보라", { adultSizeCm: 4 }), 8]]),
    candidate: fish("블루 구라미", { adultSizeCm: 12, temperament: "SEMI_AGGRESSIVE" }),
    quantity: 1,
    verdict: "BAD",
    rules: [
      [
        "PREDATION",
        "BAD",
        "블루 구라미(12 cm)는 라스보라(4 cm)를 잡아먹을 수 있어요: 다 자란 몸길이가 3배 이상 차이 나요.",
      ],
      ["SEMI_AGGRESSIVE_WITH_PEACEFUL", "CAUTION", "블루 구라미는 다소 공격적이라 온순한 라스보라를 괴롭힐 수 있어요."],
    ],
  },
  {
    name: "under three times longer: not food",
    tank: tank([[fish("라스보라", { adultSizeCm: 4.1 }), 8]]),
    candidate: fish("펄 구라미", { adultSizeCm: 12, temperament: "SEMI_AGGRESSIVE" }),
    quantity: 1,
    verdict: "CAUTION",
    rules: [
      ["SEMI_AGGRESSIVE_WITH_PEACEFUL", "CAUTION", "펄 구라미는 다소 공격적이라 온순한 라스보라를 괴롭힐 수 있어요."],
    ],
  },
  {
    name: "an aggressive fish for a peaceful tank (을 after a consonant)",
    tank: tank([[swordtail, 4]], { volumeLiters: 200 }),
    candidate: convict,
    quantity: 1,
    verdict: "BAD",
    rules: [["AGGRESSIVE_WITH_PEACEFUL", "BAD", "컨빅트 시클리드는 공격적이라 온순한 소드테일을 괴롭혀요."]],
  },
  {
    name: "a peaceful fish for an aggressive fish's tank (은 after a consonant)",
    tank: tank([[convict, 1]], { volumeLiters: 200 }),
    candidate: swordtail,
    quantity: 4,
    verdict: "BAD",
    rules: [["AGGRESSIVE_WITH_PEACEFUL", "BAD", "소드테일은 온순해서 공격적인 컨빅트 시클리드에게 괴롭힘을 당해요."]],
  },
  {
    name: "a semi-aggressive fish for a peaceful tank, naming each peaceful species",
    tank: tank([
      [otocinclus, 3],
      [platy, 3],
    ]),
    candidate: fish("레드테일 블랙샤크", { adultSizeCm: 12, temperament: "SEMI_AGGRESSIVE" }),
    quantity: 1,
    verdict: "CAUTION",
    rules: [
      [
        "SEMI_AGGRESSIVE_WITH_PEACEFUL",
        "CAUTION",
        "레드테일 블랙샤크는 다소 공격적이라 온순한 오토싱, 플래티를 괴롭힐 수 있어요.",
      ],
    ],
  },
  {
    name: "two male bettas in one basket",
    tank: tank([]),
    candidate: betta,
    quantity: 2,
    verdict: "CAUTION",
    rules: [["ONE_MALE", "CAUTION", "베타는 수컷끼리 싸워요: 수컷은 한 마리만 키워 주세요(이번에 2마리)."]],
  },
  {
    name: "a betta for a tank that has one",
    tank: tank([[betta, 1]]),
    candidate: betta,
    quantity: 1,
    verdict: "CAUTION",
    rules: [["ONE_MALE", "CAUTION", "베타는 수컷끼리 싸워요: 수컷은 한 마리만 키워 주세요(수조에 이미 1마리)."]],
  },
  {
    name: "too few of a schooling fish",
    tank: tank([]),
    candidate: neon,
    quantity: 3,
    verdict: "CAUTION",
    rules: [["GROUP_MIN", "CAUTION", "네온테트라는 6마리 이상 무리 지어 키워야 하는데 이번에 3마리예요."]],
  },
  {
    name: "still too few with the ones already there",
    tank: tank([[neon, 2]]),
    candidate: neon,
    quantity: 3,
    verdict: "CAUTION",
    rules: [
      ["GROUP_MIN", "CAUTION", "네온테트라는 6마리 이상 무리 지어 키워야 하는데 수조에 있는 2마리와 합쳐도 5마리예요."],
    ],
  },
  {
    name: "enough with the ones already there",
    tank: tank([[neon, 3]]),
    candidate: neon,
    quantity: 3,
    verdict: "GOOD",
    rules: [],
  },
  {
    name: "a tank whose volume the member has not given",
    tank: tank([[platy, 3]], { volumeLiters: null }),
    candidate: platy,
    quantity: 2,
    verdict: "CAUTION",
    rules: [
      [
        "NO_VOLUME",
        "CAUTION",
        "수조 용량을 몰라 사육 밀도와 최소 수조 크기를 확인하지 못했어요. 수조 정보에 용량을 적어 주세요.",
      ],
    ],
  },
  {
    name: "stocking up to 80 %: nothing to say",
    tank: tank([[platy, 15]]),
    candidate: platy,
    quantity: 1,
    verdict: "GOOD",
    rules: [],
  },
  {
    name: "stocking past 80 %",
    tank: tank([[platy, 16]]),
    candidate: platy,
    quantity: 1,
    verdict: "CAUTION",
    rules: [
      [
        "STOCKING",
        "CAUTION",
        "사육 밀도가 지금 80%, 플래티 1마리를 더하면 85%예요: 80%를 넘으면 수질이 쉽게 나빠져요.",
      ],
    ],
  },
  {
    name: "stocking past 100 %",
    tank: tank([[platy, 16]]),
    candidate: platy,
    quantity: 5,
    verdict: "BAD",
    rules: [
      ["STOCKING", "BAD", "사육 밀도가 지금 80%, 플래티 5마리를 더하면 105%예요: 수조가 감당할 수 있는 양을 넘어요."],
    ],
  },
  {
    name: "a tank smaller than the species needs",
    tank: tank([], { volumeLiters: 45 }),
    candidate: fish("엔젤피시", { minTankLiters: 60 }),
    quantity: 1,
    verdict: "BAD",
    rules: [["MIN_TANK", "BAD", "엔젤피시는 60 L 이상의 수조가 필요한데 이 수조는 45 L예요."]],
  },
  {
    name: "BAD rules come first, then the order of concern",
    tank: tank([[discus, 5]], { volumeLiters: 120 }),
    candidate: neon,
    quantity: 2,
    verdict: "BAD",
    rules: [
      [
        "STOCKING",
        "BAD",
        "사육 밀도가 지금 125%, 네온테트라 2마리를 더하면 128%예요: 수조가 감당할 수 있는 양을 넘어요.",
      ],
      [
        "TEMPERATURE_MISMATCH",
        "CAUTION",
        "네온테트라의 적정 수온(20~26 °C)이 디스커스(28~31 °C)의 적정 수온과 겹치지 않아요.",
      ],
      ["GROUP_MIN", "CAUTION", "네온테트라는 6마리 이상 무리 지어 키워야 하는데 이번에 2마리예요."],
    ],
  },
];

describe("내 수조에 맞아요?", () => {
  it.each(rows)("$name", (row) => {
    const fit = tankFit(row.tank, row.candidate, row.quantity);
    expect(fit.rules.map((r) => [r.code, r.level, r.message])).toEqual(row.rules);
    expect(fit.verdict).toBe(row.verdict);
  });

  it("labels the verdicts as the product page shows them", () => {
    expect(FIT_VERDICT_LABEL).toEqual({ GOOD: "잘 맞아요", CAUTION: "주의", BAD: "맞지 않아요" });
    expect(FIT_VERDICT_LABEL[tankFit(tank([[peaPuffer, 3]]), cherryShrimp, 10).verdict]).toBe("맞지 않아요");
  });

  it("returns the stocking before and after, or null without a volume", () => {
    // 5 discus × 15 cm × 2 (HIGH) = 150 cm in 300 L; 10 neons × 3.5 cm × 0.5 (LOW) = 17.5 cm more.
    expect(tankFit(tank([[discus, 5]], { volumeLiters: 300 }), neon, 10).stocking).toEqual({
      before: 50,
      after: (167.5 / 300) * 100,
    });
    expect(tankFit(tank([[discus, 5]], { volumeLiters: null }), neon, 10).stocking).toBeNull();
  });

  it("weighs each centimetre of fish by its bioload", () => {
    const of = (bioload: FitSpecies["bioload"]) => fish("어", { adultSizeCm: 10, bioload });
    expect(stockingPercent([{ species: of("LOW"), count: 4 }], 100)).toBe(20);
    expect(stockingPercent([{ species: of("MEDIUM"), count: 4 }], 100)).toBe(40);
    expect(stockingPercent([{ species: of("HIGH"), count: 4 }], 100)).toBe(80);
    expect(stockingPercent([], 100)).toBe(0);
  });

  it("counts dwarf shrimp a third of a fish of their length: a colony of twenty in 30 L is a third full", () => {
    // 20 × 3 cm × 0.5 (LOW) × ⅓ = 10 cm in 30 L; keepers hold about ten to a gallon.
    expect(stockingPercent([{ species: cherryShrimp, count: 20 }], 30)).toBeCloseTo(33.33, 2);
    expect(stockingPercent([{ species: cherryShrimp, count: 60 }], 30)).toBeCloseTo(100, 6);
  });

  it("refuses quantities, counts and volumes no tank has", () => {
    expect(() => tankFit(tank([]), platy, 0)).toThrow(RangeError);
    expect(() => tankFit(tank([]), platy, 1.5)).toThrow(RangeError);
    expect(() => tankFit(tank([[platy, 0]]), guppy, 1)).toThrow(RangeError);
    expect(() => tankFit(tank([], { volumeLiters: 0 }), platy, 1)).toThrow(RangeError);
    expect(() => stockingPercent([], Number.NaN)).toThrow(RangeError);
  });
});
