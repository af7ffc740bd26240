import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { betta as bettaSpecies, neon as neonSpecies } from "./species.test-support.ts";
import {
  CYCLE_STAGE_LABEL,
  type CycleReading,
  type CycleStage,
  FREE_AMMONIA_LIMIT_MG_L,
  freeAmmonia,
  freeAmmoniaFraction,
  NITRATE_LIMIT_MG_L,
  NITRITE_LIMIT_MG_L,
  nitrogenCycle,
  WATER_ALERT_LEVEL_LABEL,
  type WaterAlertCode,
  type WaterAlertLevel,
  type WaterInhabitant,
  type WaterRecord,
  waterAlerts,
} from "./water.ts";

describe("free ammonia (Emerson et al., 1975)", () => {
  // The un-ionised fraction as published in the table "Fraction of un-ionized ammonia in aqueous solution at
  // different pH values and temperatures, calculated from data in Emerson et al. (1975)": Francis-Floyd et al.,
  // "Ammonia in Aquatic Systems", UF/IFAS Extension FA16, also Table 1.4 of "Fundamentals of Aquatic Veterinary
  // Medicine". The table gives four decimals, so a correct equation lands within half its last digit (0.00005).
  // (Its 32 °C column lies outside the paper's 0–30 °C table and disagrees with the equation; it is not used.)
  it.each([
    { temperatureC: 20, ph: 7.0, published: 0.0039 },
    { temperatureC: 28, ph: 8.2, published: 0.0998 },
    { temperatureC: 30, ph: 8.0, published: 0.0743 },
  ])("$temperatureC °C, pH $ph: $published of the total is NH3", ({ temperatureC, ph, published }) => {
    expect(Math.abs(freeAmmoniaFraction(ph, temperatureC) - published)).toBeLessThanOrEqual(0.00005);
  });

  it("scales with the total, and grows with pH and with temperature", () => {
    expect(freeAmmonia(1, 8.2, 28)).toBeCloseTo(0.0998, 4);
    expect(freeAmmonia(2, 8.2, 28)).toBeCloseTo(2 * freeAmmonia(1, 8.2, 28), 12);
    expect(freeAmmonia(0, 9, 30)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 60, max: 90 }).map((p) => p / 10),
        fc.integer({ min: 10, max: 32 }),
        (ph, temperatureC) => {
          expect(freeAmmoniaFraction(ph + 0.1, temperatureC)).toBeGreaterThan(freeAmmoniaFraction(ph, temperatureC));
          expect(freeAmmoniaFraction(ph, temperatureC + 1)).toBeGreaterThan(freeAmmoniaFraction(ph, temperatureC));
        },
      ),
    );
  });
});

// The tank-fit inhabitants (betta 24~30 °C, neon tetra 20~26 °C), as the server will pass them.
const betta: WaterInhabitant = { species: bettaSpecies };
const neon: WaterInhabitant = { species: neonSpecies };

describe("water alerts", () => {
  it.each<{
    name: string;
    record: WaterRecord;
    inhabitants: WaterInhabitant[];
    alerts: [WaterAlertCode, WaterAlertLevel, string][];
  }>([
    {
      name: "anchor: total ammonia 1.0 mg/L at pH 8.2 and 28 °C is a danger",
      record: { AMMONIA: 1, PH: 8.2, WATER_TEMPERATURE: 28 },
      inhabitants: [betta],
      alerts: [
        [
          "FREE_AMMONIA",
          "DANGER",
          "유리 암모니아(NH₃) 0.10 mg/L: 물고기에게 위험한 수준이에요. 총암모니아 1.0 mg/L, pH 8.2, 28 °C에서 계산했어요. 바로 물을 절반쯤 갈고 먹이를 멈춰 주세요.",
        ],
      ],
    },
    {
      name: "the same total at pH 6.8 and 25 °C is mostly harmless ammonium",
      record: { AMMONIA: 1, PH: 6.8, WATER_TEMPERATURE: 25 },
      inhabitants: [betta],
      alerts: [],
    },
    {
      name: "free ammonia over the long-term safe level",
      record: { AMMONIA: 1, PH: 7.6, WATER_TEMPERATURE: 26 },
      inhabitants: [betta],
      alerts: [
        [
          "FREE_AMMONIA",
          "CAUTION",
          "유리 암모니아(NH₃) 0.024 mg/L: 안전 기준(0.02 mg/L)을 넘었어요. 총암모니아 1.0 mg/L, pH 7.6, 26 °C에서 계산했어요. 물을 갈고 먹이를 줄여 주세요.",
        ],
      ],
    },
    {
      name: "ammonia without the pH to judge it by says nothing",
      record: { AMMONIA: 4, WATER_TEMPERATURE: 26 },
      inhabitants: [betta],
      alerts: [],
    },
    {
      name: "nitrite a kit can see",
      record: { NITRITE: 0.5 },
      inhabitants: [betta],
      alerts: [
        [
          "NITRITE",
          "CAUTION",
          "아질산 0.50 mg/L: 여과 박테리아가 아직 따라가지 못하고 있어요. 물을 갈고 먹이를 줄여 주세요.",
        ],
      ],
    },
    {
      name: "nitrite at a dangerous level",
      record: { NITRITE: 2 },
      inhabitants: [],
      alerts: [
        ["NITRITE", "DANGER", "아질산 2.0 mg/L: 물고기가 숨쉬기 힘든 위험한 수준이에요. 바로 물을 절반쯤 갈아 주세요."],
      ],
    },
    {
      name: "nitrate piling up",
      record: { NITRATE: 60 },
      inhabitants: [betta],
      alerts: [["NITRATE", "CAUTION", "질산염 60 mg/L: 50 mg/L를 넘었어요. 환수 주기를 앞당겨 주세요."]],
    },
    {
      name: "nitrate at a dangerous level",
      record: { NITRATE: 120.5 },
      inhabitants: [betta],
      alerts: [
        [
          "NITRATE",
          "DANGER",
          "질산염 120.5 mg/L: 물고기와 새우가 병들 수 있는 수준이에요. 며칠에 걸쳐 물을 여러 번 갈아 주세요.",
        ],
      ],
    },
    {
      name: "a temperature outside some inhabitants' range names them",
      record: { WATER_TEMPERATURE: 28 },
      inhabitants: [betta, neon, neon],
      alerts: [["TEMPERATURE", "CAUTION", "수온 28 °C: 네온테트라(20~26 °C)의 적정 수온을 벗어났어요."]],
    },
    {
      name: "a temperature outside every inhabitant's range is a danger",
      record: { WATER_TEMPERATURE: 31.5 },
      inhabitants: [betta, neon],
      alerts: [
        [
          "TEMPERATURE",
          "DANGER",
          "수온 31.5 °C: 베타(24~30 °C), 네온테트라(20~26 °C) 모두의 적정 수온을 벗어났어요. 히터나 냉각팬을 확인해 주세요.",
        ],
      ],
    },
    {
      name: "a lone inhabitant out of its range",
      record: { WATER_TEMPERATURE: 18 },
      inhabitants: [neon],
      alerts: [
        [
          "TEMPERATURE",
          "DANGER",
          "수온 18 °C: 네온테트라(20~26 °C)의 적정 수온을 벗어났어요. 히터나 냉각팬을 확인해 주세요.",
        ],
      ],
    },
    {
      name: "the ends of a range are inside it; an empty tank has no range to leave",
      record: { WATER_TEMPERATURE: 30 },
      inhabitants: [betta],
      alerts: [],
    },
    {
      name: "dangers first",
      record: { WATER_TEMPERATURE: 28, PH: 7.2, AMMONIA: 0.25, NITRITE: 0.3, NITRATE: 150 },
      inhabitants: [betta, neon],
      alerts: [
        [
          "NITRATE",
          "DANGER",
          "질산염 150 mg/L: 물고기와 새우가 병들 수 있는 수준이에요. 며칠에 걸쳐 물을 여러 번 갈아 주세요.",
        ],
        [
          "NITRITE",
          "CAUTION",
          "아질산 0.30 mg/L: 여과 박테리아가 아직 따라가지 못하고 있어요. 물을 갈고 먹이를 줄여 주세요.",
        ],
        ["TEMPERATURE", "CAUTION", "수온 28 °C: 네온테트라(20~26 °C)의 적정 수온을 벗어났어요."],
      ],
    },
  ])("$name", ({ record, inhabitants, alerts }) => {
    expect(waterAlerts(record, inhabitants).map((a) => [a.code, a.level, a.message])).toEqual(alerts);
  });

  it.each([
    ["NITRITE", NITRITE_LIMIT_MG_L],
    ["NITRATE", NITRATE_LIMIT_MG_L],
  ] as const)("%s warns from its caution limit and is a danger from its danger limit", (code, limit) => {
    const level = (value: number) => waterAlerts({ [code]: value }, [])[0]?.level ?? null;
    expect(level(limit.caution * 0.99)).toBeNull();
    expect(level(limit.caution)).toBe("CAUTION");
    expect(level(limit.danger * 0.99)).toBe("CAUTION");
    expect(level(limit.danger)).toBe("DANGER");
  });

  it("judges free ammonia against its limits, whatever mix of total, pH and temperature makes it", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }).map((n) => n / 100),
        fc.integer({ min: 60, max: 90 }).map((p) => p / 10),
        fc.integer({ min: 15, max: 32 }),
        (total, ph, temperature) => {
          const nh3 = freeAmmonia(total, ph, temperature);
          const alert = waterAlerts({ AMMONIA: total, PH: ph, WATER_TEMPERATURE: temperature }, [])[0];
          const expected =
            nh3 >= FREE_AMMONIA_LIMIT_MG_L.danger
              ? "DANGER"
              : nh3 >= FREE_AMMONIA_LIMIT_MG_L.caution
                ? "CAUTION"
                : undefined;
          expect(alert?.level).toBe(expected);
        },
      ),
    );
  });

  it("labels the levels as the record shows them", () => {
    expect(WATER_ALERT_LEVEL_LABEL).toEqual({ CAUTION: "주의", DANGER: "위험" });
  });
});

describe("nitrogen cycle", () => {
  const day = (d: number, ammonia?: number, nitrite?: number): CycleReading => ({
    date: `2026-11-${String(d).padStart(2, "0")}`,
    ...(ammonia === undefined ? {} : { ammonia }),
    ...(nitrite === undefined ? {} : { nitrite }),
  });

  it.each<{
    name: string;
    records: CycleReading[];
    stage: CycleStage;
    ammoniaPeak: string | null;
    nitritePeak: string | null;
    summary: string;
  }>([
    {
      name: "no readings yet",
      records: [],
      stage: "NOT_STARTED",
      ammoniaPeak: null,
      nitritePeak: null,
      summary: "물잡이 기록이 아직 없어요: 암모니아와 아질산을 재서 기록해 주세요.",
    },
    {
      name: "readings a kit shows as 0",
      records: [day(1, 0, 0), day(2, 0.1), day(3, undefined, 0.05)],
      stage: "NOT_STARTED",
      ammoniaPeak: null,
      nitritePeak: null,
      summary: "물잡이 전: 아직 암모니아가 나오지 않았어요. 물잡이가 시작되면 암모니아가 먼저 올라가요.",
    },
    {
      name: "ammonia rising, nitrite not yet",
      records: [day(3, 1), day(1, 0.25, 0), day(2, 1.5, 0.1)],
      stage: "AMMONIA_RISING",
      ammoniaPeak: "2026-11-02",
      nitritePeak: null,
      summary: "암모니아 단계: 암모니아가 1.5 mg/L(11월 2일)까지 올랐고, 아질산은 아직 나오지 않았어요.",
    },
    {
      name: "nitrite peaking, records in any order",
      records: [day(9, 0.25, 2), day(3, 2, 0), day(12, 0, 1), day(6, 1, 0.5), day(5, 2, 0.25)],
      stage: "NITRITE_PEAK",
      ammoniaPeak: "2026-11-03",
      nitritePeak: "2026-11-09",
      summary:
        "아질산 단계: 암모니아는 2.0 mg/L(11월 3일), 아질산은 2.0 mg/L(11월 9일)까지 올랐어요. 둘 다 0이 되면 물잡이가 끝나요.",
    },
    {
      name: "nitrite without an ammonia reading (only nitrite was measured)",
      records: [day(4, undefined, 0.5), day(8, undefined, 0)],
      stage: "NITRITE_PEAK",
      ammoniaPeak: null,
      nitritePeak: "2026-11-04",
      summary: "아질산 단계: 아질산은 0.50 mg/L(11월 4일)까지 올랐어요. 둘 다 0이 되면 물잡이가 끝나요.",
    },
    {
      name: "cycled: both read 0 after both peaked (0.05 on a photometer is a kit's 0)",
      records: [day(2, 1.6, 0), day(8, 0.5, 1.2), day(15, 0, 0.25), day(20, 0.05, 0)],
      stage: "CYCLED",
      ammoniaPeak: "2026-11-02",
      nitritePeak: "2026-11-08",
      summary: "물잡이 완료: 암모니아는 1.6 mg/L(11월 2일), 아질산은 1.2 mg/L(11월 8일)까지 올랐다가 모두 0이 됐어요.",
    },
    {
      name: "ammonia back at 0 but nitrite still up: not cycled",
      records: [day(2, 1.6, 0), day(8, 0.5, 1.2), day(15, 0, 0.5)],
      stage: "NITRITE_PEAK",
      ammoniaPeak: "2026-11-02",
      nitritePeak: "2026-11-08",
      summary:
        "아질산 단계: 암모니아는 1.6 mg/L(11월 2일), 아질산은 1.2 mg/L(11월 8일)까지 올랐어요. 둘 다 0이 되면 물잡이가 끝나요.",
    },
    {
      name: "ammonia last read 0 before nitrite peaked: not known to be 0 after both peaks",
      records: [day(2, 1.6, 0), day(5, 0), day(8, undefined, 1.2), day(10, undefined, 0)],
      stage: "NITRITE_PEAK",
      ammoniaPeak: "2026-11-02",
      nitritePeak: "2026-11-08",
      summary:
        "아질산 단계: 암모니아는 1.6 mg/L(11월 2일), 아질산은 1.2 mg/L(11월 8일)까지 올랐어요. 둘 다 0이 되면 물잡이가 끝나요.",
    },
    {
      name: "ammonia back after reading 0: the last reading decides",
      records: [day(2, 1.6, 0), day(8, 0.5, 1.2), day(15, 0, 0), day(18, 0.5, 0)],
      stage: "NITRITE_PEAK",
      ammoniaPeak: "2026-11-02",
      nitritePeak: "2026-11-08",
      summary:
        "아질산 단계: 암모니아는 1.6 mg/L(11월 2일), 아질산은 1.2 mg/L(11월 8일)까지 올랐어요. 둘 다 0이 되면 물잡이가 끝나요.",
    },
  ])("$name", ({ records, stage, ammoniaPeak, nitritePeak, summary }) => {
    const cycle = nitrogenCycle(records);
    expect(cycle.stage).toBe(stage);
    expect(cycle.ammoniaPeak?.date ?? null).toBe(ammoniaPeak);
    expect(cycle.nitritePeak?.date ?? null).toBe(nitritePeak);
    expect(cycle.summary).toBe(summary);
  });

  it("labels each stage", () => {
    expect(CYCLE_STAGE_LABEL[nitrogenCycle([day(1, 0.5)]).stage]).toBe("암모니아 단계");
    expect(Object.values(CYCLE_STAGE_LABEL)).toEqual(["물잡이 전", "암모니아 단계", "아질산 단계", "물잡이 완료"]);
  });

  it("refuses a date that is not YYYY-MM-DD", () => {
    expect(() => nitrogenCycle([{ date: "2026.11.02", ammonia: 1 }])).toThrow(RangeError);
  });
});
