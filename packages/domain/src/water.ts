// Water alerts (issue 30): what one daily record's values say about the fish living in the tank, and how far a new
// tank's nitrogen cycle has come. Records name their values by the server's data codes (breeding_data_name.code).
import type { SpeciesFacts } from "./species.ts";
import { formatFigure, formatMonthDay, formatRange } from "./wording.ts";

/**
 * The un-ionised (free) share of total ammonia, NH3 / (NH3 + NH4+), by the freshwater equilibrium of Emerson,
 * Russo, Lund & Thurston (1975), "Aqueous ammonia equilibrium calculations: effect of pH and temperature",
 * J. Fish. Res. Board Can. 32: 2379–2383: pKa = 0.09018 + 2729.92 / T(K), fraction = 1 / (10^(pKa − pH) + 1).
 * Fitted for 0–50 °C; aquarium water is well inside. Salt lowers the share a little; brackish tanks get the
 * freshwater figure, which errs on the side of warning.
 */
export function freeAmmoniaFraction(ph: number, temperatureC: number): number {
  const pKa = 0.09018 + 2729.92 / (temperatureC + 273.15);
  return 1 / (10 ** (pKa - ph) + 1);
}

/** Free ammonia (NH3), mg/L, in water of this total ammonia (mg/L), pH and temperature (°C). */
export function freeAmmonia(totalAmmoniaMgL: number, ph: number, temperatureC: number): number {
  return totalAmmoniaMgL * freeAmmoniaFraction(ph, temperatureC);
}

/**
 * Free ammonia from which a record warns, mg/L NH3. Below 0.02 is what the hobby's NH3 monitors call safe
 * (Seneye's chart: safe up to 0.020, alert 0.020–0.050, alarm from 0.050; Seachem Ammonia Alert reads "ALERT" at
 * 0.05); the EIFAC (1970) long-term limit for freshwater fish is 0.025. From 0.05, gills are damaged within days
 * (Hütter 1990: chronic damage at 0.03–0.05), so that is a danger, not a note.
 */
export const FREE_AMMONIA_LIMIT_MG_L = { caution: 0.02, danger: 0.05 } as const;

/**
 * Nitrite (NO2−), mg/L. A cycled tank reads 0; 0.25 is the first step above 0 on the common liquid kits and
 * already means the filter is not keeping up. Nitrite blocks the blood's oxygen (brown blood disease); hobby
 * references give stress from about 0.75 and death from a few mg/L, sensitive species earlier: 1.0 is a danger.
 */
export const NITRITE_LIMIT_MG_L = { caution: 0.25, danger: 1 } as const;

/**
 * Nitrate (NO3−), mg/L. Nitrate harms slowly: 50 is the most tolerant fish should see (ideally under 25;
 * Dictionary of Ichthyology, 2009; the Ornamental Aquatic Trade Association's shop criteria allow 50 over tap
 * water), and from about 80–100 common aquarium fish and shrimp fall ill: 100 is a danger.
 */
export const NITRATE_LIMIT_MG_L = { caution: 50, danger: 100 } as const;

/** The data codes a record's values are named by (apps/server/drizzle/0010_breeding_data_names.sql). */
const CODE = {
  temperature: "WATER_TEMPERATURE",
  ph: "PH",
  ammonia: "AMMONIA",
  nitrite: "NITRITE",
  nitrate: "NITRATE",
} as const;

/** One daily record's values by data code, e.g. { WATER_TEMPERATURE: 28, PH: 8.2, AMMONIA: 1 }. */
export type WaterRecord = Readonly<Record<string, number | undefined>>;

export type WaterAlertLevel = "CAUTION" | "DANGER";
export const WATER_ALERT_LEVEL_LABEL: Readonly<Record<WaterAlertLevel, string>> = { CAUTION: "주의", DANGER: "위험" };

export type WaterAlertCode = "FREE_AMMONIA" | "NITRITE" | "NITRATE" | "TEMPERATURE";

export interface WaterAlert {
  code: WaterAlertCode;
  level: WaterAlertLevel;
  message: string;
}

/** What the temperature alert reads of an inhabitant (a tank-fit inhabitant fits). */
export interface WaterInhabitant {
  species: Pick<SpeciesFacts, "koreanName" | "temperatureC">;
}

// Small figures keep a third decimal (0.025 is not 0.03); 0.0998 still reads 0.10, as a kit's chart would.
const mgL = (value: number) => `${formatFigure(value, { min: value < 1 ? 2 : 1, max: value < 0.1 ? 3 : 2 })} mg/L`;
const celsius = (value: number) => `${formatFigure(value, { min: 0, max: 1 })} °C`;

function levelOf(value: number, limit: { caution: number; danger: number }): WaterAlertLevel | null {
  if (value >= limit.danger) return "DANGER";
  if (value >= limit.caution) return "CAUTION";
  return null;
}

/**
 * The alerts one record raises, the dangers first. Ammonia is judged as free ammonia, so it needs the record's pH
 * and temperature too (the same total is harmless at pH 6.5 and deadly at pH 8.5); nitrite and nitrate are judged
 * as measured. They are judged whoever lives in the tank: the water is as bad for the next fish. The temperature
 * is judged against the inhabitants' ranges: outside every one of them is a danger, outside some a caution.
 */
export function waterAlerts(record: WaterRecord, inhabitants: readonly WaterInhabitant[]): WaterAlert[] {
  const alerts: WaterAlert[] = [];
  const total = record[CODE.ammonia];
  const ph = record[CODE.ph];
  const temperature = record[CODE.temperature];

  if (total !== undefined && ph !== undefined && temperature !== undefined) {
    const nh3 = freeAmmonia(total, ph, temperature);
    const level = levelOf(nh3, FREE_AMMONIA_LIMIT_MG_L);
    if (level) {
      const measured = `총암모니아 ${formatFigure(total, { min: 1, max: 2 })} mg/L, pH ${formatFigure(ph, { min: 1, max: 2 })}, ${celsius(temperature)}에서 계산했어요.`;
      alerts.push({
        code: "FREE_AMMONIA",
        level,
        message:
          level === "DANGER"
            ? `유리 암모니아(NH₃) ${mgL(nh3)}: 물고기에게 위험한 수준이에요. ${measured} 바로 물을 절반쯤 갈고 먹이를 멈춰 주세요.`
            : `유리 암모니아(NH₃) ${mgL(nh3)}: 안전 기준(${mgL(FREE_AMMONIA_LIMIT_MG_L.caution)})을 넘었어요. ${measured} 물을 갈고 먹이를 줄여 주세요.`,
      });
    }
  }

  const nitrite = record[CODE.nitrite];
  const nitriteLevel = nitrite === undefined ? null : levelOf(nitrite, NITRITE_LIMIT_MG_L);
  if (nitrite !== undefined && nitriteLevel) {
    alerts.push({
      code: "NITRITE",
      level: nitriteLevel,
      message:
        nitriteLevel === "DANGER"
          ? `아질산 ${mgL(nitrite)}: 물고기가 숨쉬기 힘든 위험한 수준이에요. 바로 물을 절반쯤 갈아 주세요.`
          : `아질산 ${mgL(nitrite)}: 여과 박테리아가 아직 따라가지 못하고 있어요. 물을 갈고 먹이를 줄여 주세요.`,
    });
  }

  const nitrate = record[CODE.nitrate];
  const nitrateLevel = nitrate === undefined ? null : levelOf(nitrate, NITRATE_LIMIT_MG_L);
  if (nitrate !== undefined && nitrateLevel) {
    const shown = `${formatFigure(nitrate, { min: 0, max: 1 })} mg/L`;
    alerts.push({
      code: "NITRATE",
      level: nitrateLevel,
      message:
        nitrateLevel === "DANGER"
          ? `질산염 ${shown}: 물고기와 새우가 병들 수 있는 수준이에요. 며칠에 걸쳐 물을 여러 번 갈아 주세요.`
          : `질산염 ${shown}: ${NITRATE_LIMIT_MG_L.caution} mg/L를 넘었어요. 환수 주기를 앞당겨 주세요.`,
    });
  }

  if (temperature !== undefined) {
    const seen = new Set<string>();
    const species = inhabitants.map((i) => i.species).filter((s) => !seen.has(s.koreanName) && seen.add(s.koreanName));
    const outside = species.filter((s) => temperature < s.temperatureC.min || temperature > s.temperatureC.max);
    if (outside.length > 0) {
      const list = outside
        .map((s) => `${s.koreanName}(${formatRange(s.temperatureC, { min: 0, max: 1 })} °C)`)
        .join(", ");
      const all = outside.length === species.length;
      alerts.push({
        code: "TEMPERATURE",
        level: all ? "DANGER" : "CAUTION",
        message: all
          ? `수온 ${celsius(temperature)}: ${list}${outside.length > 1 ? " 모두" : ""}의 적정 수온을 벗어났어요. 히터나 냉각팬을 확인해 주세요.`
          : `수온 ${celsius(temperature)}: ${list}의 적정 수온을 벗어났어요.`,
      });
    }
  }

  return alerts.sort((a, b) => (a.level === b.level ? 0 : a.level === "DANGER" ? -1 : 1));
}

/** The stages of a new tank's nitrogen cycle (물잡이): ammonia rises, then nitrite, then both fall to 0. */
export type CycleStage = "NOT_STARTED" | "AMMONIA_RISING" | "NITRITE_PEAK" | "CYCLED";
export const CYCLE_STAGE_LABEL: Readonly<Record<CycleStage, string>> = {
  NOT_STARTED: "물잡이 전",
  AMMONIA_RISING: "암모니아 단계",
  NITRITE_PEAK: "아질산 단계",
  CYCLED: "물잡이 완료",
};

/** One day's ammonia and nitrite readings (mg/L) of a new tank. */
export interface CycleReading {
  /** YYYY-MM-DD */
  date: string;
  ammonia?: number;
  nitrite?: number;
}

export interface CyclePeak {
  date: string;
  value: number;
}

export interface NitrogenCycle {
  stage: CycleStage;
  /** The highest reading and its first date, once a reading shows some (0.25 mg/L or more). */
  ammoniaPeak: CyclePeak | null;
  nitritePeak: CyclePeak | null;
  summary: string;
}

/**
 * Readings below the first step of the common liquid kits (0.25 mg/L for ammonia and nitrite) are what the kit
 * shows as 0: a cycled tank reads 0.0x on a photometer for weeks, and a peak must be something a kit can see.
 */
const KIT_ZERO_BELOW = 0.25;

function peakOf(readings: readonly CycleReading[], key: "ammonia" | "nitrite"): CyclePeak | null {
  let peak: CyclePeak | null = null;
  for (const r of readings) {
    const value = r[key];
    if (value !== undefined && value >= KIT_ZERO_BELOW && (peak === null || value > peak.value)) {
      peak = { date: r.date, value };
    }
  }
  return peak;
}

/** The last reading of one kind, in date order. */
function lastOf(readings: readonly CycleReading[], key: "ammonia" | "nitrite"): CyclePeak | null {
  for (let i = readings.length - 1; i >= 0; i--) {
    const value = readings[i]?.[key];
    if (value !== undefined) return { date: readings[i]?.date ?? "", value };
  }
  return null;
}

const peakText = (peak: CyclePeak) => `${mgL(peak.value)}(${formatMonthDay(peak.date)})`;

/**
 * How far a new tank's cycle has come, from its readings in any order: not started until ammonia shows; ammonia
 * rising until nitrite shows; the nitrite peak until both read 0 again; cycled when the last ammonia and the last
 * nitrite readings both read 0 and come after both peaks (a later spike puts it back).
 */
export function nitrogenCycle(records: readonly CycleReading[]): NitrogenCycle {
  for (const r of records) formatMonthDay(r.date);
  const readings = [...records].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const ammoniaPeak = peakOf(readings, "ammonia");
  const nitritePeak = peakOf(readings, "nitrite");
  const lastAmmonia = lastOf(readings, "ammonia");
  const lastNitrite = lastOf(readings, "nitrite");

  if (ammoniaPeak && nitritePeak && lastAmmonia && lastNitrite) {
    const afterPeaks = (last: CyclePeak) => last.date > ammoniaPeak.date && last.date > nitritePeak.date;
    if (
      lastAmmonia.value < KIT_ZERO_BELOW &&
      lastNitrite.value < KIT_ZERO_BELOW &&
      afterPeaks(lastAmmonia) &&
      afterPeaks(lastNitrite)
    ) {
      return {
        stage: "CYCLED",
        ammoniaPeak,
        nitritePeak,
        summary: `물잡이 완료: 암모니아는 ${peakText(ammoniaPeak)}, 아질산은 ${peakText(nitritePeak)}까지 올랐다가 모두 0이 됐어요.`,
      };
    }
  }
  if (nitritePeak) {
    const ammonia = ammoniaPeak ? `암모니아는 ${peakText(ammoniaPeak)}, ` : "";
    return {
      stage: "NITRITE_PEAK",
      ammoniaPeak,
      nitritePeak,
      summary: `아질산 단계: ${ammonia}아질산은 ${peakText(nitritePeak)}까지 올랐어요. 둘 다 0이 되면 물잡이가 끝나요.`,
    };
  }
  if (ammoniaPeak) {
    return {
      stage: "AMMONIA_RISING",
      ammoniaPeak,
      nitritePeak,
      summary: `암모니아 단계: 암모니아가 ${peakText(ammoniaPeak)}까지 올랐고, 아질산은 아직 나오지 않았어요.`,
    };
  }
  return {
    stage: "NOT_STARTED",
    ammoniaPeak,
    nitritePeak,
    summary:
      readings.length === 0
        ? "물잡이 기록이 아직 없어요: 암모니아와 아질산을 재서 기록해 주세요."
        : "물잡이 전: 아직 암모니아가 나오지 않았어요. 물잡이가 시작되면 암모니아가 먼저 올라가요.",
  };
}
