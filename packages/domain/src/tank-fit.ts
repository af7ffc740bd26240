// "내 수조에 맞아요?" (issue 30): whether a species, bought in some quantity, suits one of the member's tanks: its
// water against the fish already there and against the tank's recent records, temperaments, the group it needs,
// stocking and the tank's size. Every rule that fires is returned in plain Korean; the verdict is the worst of them.
// The rules warn, they never decide: the basket shows them before payment and never blocks it.
import { type Bioload, type Range, type SpeciesFacts, WATER_TYPE_LABEL } from "./species.ts";
import { type Decimals, formatFigure, formatRange, withParticle } from "./wording.ts";

/** A species as the rules see it: its facts and its catalogue id (the same id is the same species). */
export type FitSpecies = SpeciesFacts & { id: number };

/** Fish of one species living in the tank. */
export interface TankInhabitant {
  species: FitSpecies;
  count: number;
}

/** The lowest and highest value of the tank's records of the last days (absent when none recorded it). */
export interface RecentWater {
  temperatureC?: Range;
  ph?: Range;
  hardnessDgh?: Range;
}

export interface FitTank {
  /** The water volume in litres; null when the member has not said. */
  volumeLiters: number | null;
  inhabitants: readonly TankInhabitant[];
  recent: RecentWater;
}

export type FitLevel = "CAUTION" | "BAD";
export type FitVerdict = "GOOD" | FitLevel;

/** What the product page and the basket show for a verdict. */
export const FIT_VERDICT_LABEL: Readonly<Record<FitVerdict, string>> = {
  GOOD: "잘 맞아요",
  CAUTION: "주의",
  BAD: "맞지 않아요",
};

export type FitRuleCode =
  | "TEMPERATURE_MISMATCH"
  | "PH_MISMATCH"
  | "HARDNESS_MISMATCH"
  | "TEMPERATURE_RECENT"
  | "PH_RECENT"
  | "HARDNESS_RECENT"
  | "WATER_TYPE"
  | "FIN_NIPPING"
  | "SHRIMP_EATEN"
  | "PREDATION"
  | "AGGRESSIVE_WITH_PEACEFUL"
  | "SEMI_AGGRESSIVE_WITH_PEACEFUL"
  | "ONE_MALE"
  | "GROUP_MIN"
  | "NO_VOLUME"
  | "STOCKING"
  | "MIN_TANK";

/** One rule that fired; a code fires at most once per answer, naming every species it concerns. */
export interface FitRule {
  code: FitRuleCode;
  level: FitLevel;
  message: string;
}

export interface TankFit {
  verdict: FitVerdict;
  /** The rules that fired, the BAD ones first. */
  rules: FitRule[];
  /** Percent of what the volume holds, before and after adding the candidate; null when the volume is unknown. */
  stocking: { before: number; after: number } | null;
}

/**
 * Stocking. The hobby's rule of thumb is a length of adult fish per volume of water: "1 cm of fish per litre"
 * (the German "1 cm Fisch pro Liter Wasser"; the English "one inch per gallon" is the same idea at 0.67 cm/L).
 * Length alone undercounts heavy, messy fish (goldfish, plecos, discus) and overcounts shrimp and slim nano fish,
 * so each centimetre is weighted by the species' bioload: half for LOW, double for HIGH. Dwarf shrimp are lighter
 * still: keepers hold about ten to a gallon (two or three a litre) in a colony, so a shrimp's centimetre counts a
 * third of a LOW fish's. 100 % is what the volume holds; above 80 % there is little margin left for a missed water
 * change.
 */
const CM_PER_LITRE = 1;
const BIOLOAD_FACTOR: Readonly<Record<Bioload, number>> = { LOW: 0.5, MEDIUM: 1, HIGH: 2 };
const SHRIMP_FACTOR = 1 / 3;
const STOCKING_FULL_PERCENT = 80;
const STOCKING_OVER_PERCENT = 100;

/** A fish this many times longer than another (and not peaceful) treats it as food. */
const PREY_SIZE_RATIO = 3;

/** How full a tank of this volume is with these fish, in percent of what it holds (see the stocking rule above). */
export function stockingPercent(inhabitants: readonly TankInhabitant[], volumeLiters: number): number {
  assertVolume(volumeLiters);
  let load = 0;
  for (const { species, count } of inhabitants) {
    assertCount(count, "count");
    const shrimp = species.group === "SHRIMP" ? SHRIMP_FACTOR : 1;
    load += count * species.adultSizeCm * BIOLOAD_FACTOR[species.bioload] * shrimp;
  }
  return (load / (volumeLiters * CM_PER_LITRE)) * 100;
}

function assertVolume(volumeLiters: number): void {
  if (!Number.isFinite(volumeLiters) || volumeLiters <= 0) {
    throw new RangeError(`a tank's volume must be a positive number of litres, got ${volumeLiters}`);
  }
}

function assertCount(count: number, name: string): void {
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`${name} must be a whole number from 1, got ${count}`);
}

/** The three water values a species has a range for and a tank records, and how their messages read. */
interface WaterMeasure {
  key: keyof RecentWater;
  mismatch: FitRuleCode;
  recent: FitRuleCode;
  name: string;
  /** The particles after the name: topic (은/는), subject (이/가), "with" (과/와). pH is read 피에이치. */
  topic: string;
  subject: string;
  with: string;
  /** The unit after a figure, read without a final consonant (도, 디지에이치), or "" for pH. */
  unit: string;
  decimals: Decimals;
}

const WATER_MEASURES: readonly WaterMeasure[] = [
  {
    key: "temperatureC",
    mismatch: "TEMPERATURE_MISMATCH",
    recent: "TEMPERATURE_RECENT",
    name: "수온",
    topic: "은",
    subject: "이",
    with: "과",
    unit: " °C",
    decimals: { min: 0, max: 1 },
  },
  {
    key: "ph",
    mismatch: "PH_MISMATCH",
    recent: "PH_RECENT",
    name: "pH",
    topic: "는",
    subject: "가",
    with: "와",
    unit: "",
    decimals: { min: 1, max: 2 },
  },
  {
    key: "hardnessDgh",
    mismatch: "HARDNESS_MISMATCH",
    recent: "HARDNESS_RECENT",
    name: "경도",
    topic: "는",
    subject: "가",
    with: "와",
    unit: " dGH",
    decimals: { min: 0, max: 1 },
  },
];

const SPECIES_RANGE: Readonly<Record<keyof RecentWater, (s: SpeciesFacts) => Range>> = {
  temperatureC: (s) => s.temperatureC,
  ph: (s) => s.ph,
  hardnessDgh: (s) => s.hardnessDgh,
};

const overlaps = (a: Range, b: Range) => a.min <= b.max && b.min <= a.max;

/** Each species once, in the order met (a tank may list one species twice, e.g. bought on two dates). */
function distinct(species: readonly FitSpecies[]): FitSpecies[] {
  const seen = new Set<number>();
  return species.filter((s) => !seen.has(s.id) && seen.add(s.id));
}

const names = (species: readonly FitSpecies[], describe: (s: FitSpecies) => string = (s) => s.koreanName) =>
  distinct(species).map(describe).join(", ");

const withSize = (s: FitSpecies) => `${s.koreanName}(${formatFigure(s.adultSizeCm, { min: 0, max: 1 })} cm)`;

const displayPercent = (percent: number) => `${Math.ceil(Number(percent.toFixed(6)))}%`;

/**
 * Whether `quantity` of `candidate` suits `tank`. A rule about two species (water, temperament, size) compares the
 * candidate with every other species in the tank, both ways round; fish of the candidate's own species are counted
 * by the group and one-male rules instead.
 */
export function tankFit(tank: FitTank, candidate: FitSpecies, quantity: number): TankFit {
  assertCount(quantity, "quantity");
  for (const inhabitant of tank.inhabitants) assertCount(inhabitant.count, "count");
  const others = tank.inhabitants.map((i) => i.species).filter((s) => s.id !== candidate.id);
  const volume = volumeRules(tank, candidate, quantity);
  const rules = [
    ...waterRules(tank, candidate, others),
    ...temperamentRules(candidate, others),
    ...countRules(tank, candidate, quantity),
    ...volume.rules,
  ];
  // BAD first, otherwise in the order above (water, temperament, numbers, volume); sort is stable.
  rules.sort((a, b) => rank(b.level) - rank(a.level));
  return { verdict: rules[0]?.level ?? "GOOD", rules, stocking: volume.stocking };
}

const rank = (verdict: FitVerdict) => (verdict === "BAD" ? 2 : verdict === "CAUTION" ? 1 : 0);

/** The rule, its sentences joined, when it has any to say. */
function rule(code: FitRuleCode, level: FitLevel, sentences: readonly string[]): FitRule[] {
  return sentences.length > 0 ? [{ code, level, message: sentences.join(" ") }] : [];
}

/**
 * A rule between two species, asked both ways round: `holds(first, second)` with the candidate first (against
 * every other species) and with the candidate second. Gives each direction's sentence, about the species it
 * concerns, when there are any.
 */
function bothWays(
  others: readonly FitSpecies[],
  candidate: FitSpecies,
  holds: (first: FitSpecies, second: FitSpecies) => boolean,
  say: { candidateFirst: (seconds: FitSpecies[]) => string; candidateSecond: (firsts: FitSpecies[]) => string },
): string[] {
  const seconds = distinct(others.filter((o) => holds(candidate, o)));
  const firsts = distinct(others.filter((o) => holds(o, candidate)));
  return [
    ...(seconds.length > 0 ? [say.candidateFirst(seconds)] : []),
    ...(firsts.length > 0 ? [say.candidateSecond(firsts)] : []),
  ];
}

/** Temperature, pH and hardness against the other species' ranges and the recent records; fresh or brackish. */
function waterRules(tank: FitTank, candidate: FitSpecies, others: readonly FitSpecies[]): FitRule[] {
  const name = candidate.koreanName;
  const rules: FitRule[] = [];
  for (const m of WATER_MEASURES) {
    const range = SPECIES_RANGE[m.key];
    const own = range(candidate);
    const show = (r: Range) => `${formatRange(r, m.decimals)}${m.unit}`;
    const clashing = others.filter((o) => !overlaps(own, range(o)));
    if (clashing.length > 0) {
      const list = names(clashing, (o) => `${o.koreanName}(${show(range(o))})`);
      rules.push(
        ...rule(m.mismatch, "CAUTION", [
          `${name}의 적정 ${m.name}(${show(own)})${m.subject} ${list}의 적정 ${m.name}${m.with} 겹치지 않아요.`,
        ]),
      );
    }
    const recent = tank.recent[m.key];
    if (recent && (recent.min < own.min || recent.max > own.max)) {
      const recorded = show(recent);
      const copula = m.unit ? `${recorded}예요` : withParticle(recorded, "이에요");
      rules.push(
        ...rule(m.recent, "CAUTION", [`${name}의 적정 ${m.name}${m.topic} ${show(own)}인데 최근 기록은 ${copula}.`]),
      );
    }
  }
  // Two water types only: every species that differs lives in the other one.
  const otherWater = others.filter((o) => o.water !== candidate.water);
  const theirs = otherWater[0]?.water;
  if (theirs) {
    rules.push(
      ...rule("WATER_TYPE", "CAUTION", [
        `${withParticle(name, "은")} ${WATER_TYPE_LABEL[candidate.water]}에, ${withParticle(names(otherWater), "은")} ${WATER_TYPE_LABEL[theirs]}에 살아서 함께 키우기 어려워요.`,
      ]),
    );
  }
  return rules;
}

/** Fin-nipping, shrimp-eating, eating what fits in the mouth, and bullying, both ways round. */
function temperamentRules(candidate: FitSpecies, others: readonly FitSpecies[]): FitRule[] {
  const topic = withParticle(candidate.koreanName, "은");
  const name = candidate.koreanName;
  const eats = (big: FitSpecies, small: FitSpecies) =>
    big.temperament !== "PEACEFUL" && big.adultSizeCm >= PREY_SIZE_RATIO * small.adultSizeCm;
  const sizeGap = `다 자란 몸길이가 ${PREY_SIZE_RATIO}배 이상 차이 나요.`;
  const is = (t: SpeciesFacts["temperament"]) => (s: FitSpecies) => s.temperament === t;
  return [
    ...rule(
      "FIN_NIPPING",
      "BAD",
      bothWays(others, candidate, (nipper, finned) => nipper.finNipper && finned.longFins, {
        candidateFirst: (finned) => `${topic} 지느러미를 뜯는 습성이 있어 ${names(finned)}의 긴 지느러미를 공격해요.`,
        candidateSecond: (nippers) =>
          `${withParticle(names(nippers), "이")} 지느러미를 뜯는 습성이 있어 ${name}의 긴 지느러미를 공격해요.`,
      }),
    ),
    ...rule(
      "SHRIMP_EATEN",
      "BAD",
      bothWays(others, candidate, (eater, shrimp) => eater.eatsShrimp && shrimp.group === "SHRIMP", {
        candidateFirst: (shrimp) => `${topic} 새우를 잡아먹어요: ${withParticle(names(shrimp), "이")} 먹이가 돼요.`,
        candidateSecond: (eaters) => `${topic} 새우를 잡아먹는 ${names(eaters)}의 먹이가 돼요.`,
      }),
    ),
    ...rule(
      "PREDATION",
      "BAD",
      bothWays(others, candidate, eats, {
        candidateFirst: (prey) =>
          `${withParticle(withSize(candidate), "은")} ${withParticle(names(prey, withSize), "을")} 잡아먹을 수 있어요: ${sizeGap}`,
        candidateSecond: (predators) =>
          `${withParticle(withSize(candidate), "은")} ${names(predators, withSize)}의 먹이가 될 수 있어요: ${sizeGap}`,
      }),
    ),
    ...rule(
      "AGGRESSIVE_WITH_PEACEFUL",
      "BAD",
      bothWays(others, candidate, (a, b) => is("AGGRESSIVE")(a) && is("PEACEFUL")(b), {
        candidateFirst: (meek) => `${topic} 공격적이라 온순한 ${withParticle(names(meek), "을")} 괴롭혀요.`,
        candidateSecond: (bullies) => `${topic} 온순해서 공격적인 ${names(bullies)}에게 괴롭힘을 당해요.`,
      }),
    ),
    ...rule(
      "SEMI_AGGRESSIVE_WITH_PEACEFUL",
      "CAUTION",
      bothWays(others, candidate, (a, b) => is("SEMI_AGGRESSIVE")(a) && is("PEACEFUL")(b), {
        candidateFirst: (meek) =>
          `${topic} 다소 공격적이라 온순한 ${withParticle(names(meek), "을")} 괴롭힐 수 있어요.`,
        candidateSecond: (bullies) => `${topic} 온순해서 다소 공격적인 ${names(bullies)}에게 괴롭힘을 당할 수 있어요.`,
      }),
    ),
  ];
}

/** One male per tank, and the group a schooling species needs, counting the ones already there. */
function countRules(tank: FitTank, candidate: FitSpecies, quantity: number): FitRule[] {
  const topic = withParticle(candidate.koreanName, "은");
  const there = tank.inhabitants.filter((i) => i.species.id === candidate.id).reduce((n, i) => n + i.count, 0);
  const rules: FitRule[] = [];
  if (candidate.oneMalePerTank && (there > 0 || quantity > 1)) {
    const counts = [there > 0 ? `수조에 이미 ${there}마리` : "", quantity > 1 ? `이번에 ${quantity}마리` : ""];
    rules.push(
      ...rule("ONE_MALE", "CAUTION", [
        `${topic} 수컷끼리 싸워요: 수컷은 한 마리만 키워 주세요(${counts.filter(Boolean).join(", ")}).`,
      ]),
    );
  }
  if (there + quantity < candidate.groupMin) {
    const counted =
      there > 0 ? `수조에 있는 ${there}마리와 합쳐도 ${there + quantity}마리예요` : `이번에 ${quantity}마리예요`;
    rules.push(
      ...rule("GROUP_MIN", "CAUTION", [`${topic} ${candidate.groupMin}마리 이상 무리 지어 키워야 하는데 ${counted}.`]),
    );
  }
  return rules;
}

/** Stocking before and after, and the smallest tank the candidate needs; both need the volume. */
function volumeRules(tank: FitTank, candidate: FitSpecies, quantity: number): Pick<TankFit, "rules" | "stocking"> {
  if (tank.volumeLiters === null) {
    return {
      rules: rule("NO_VOLUME", "CAUTION", [
        "수조 용량을 몰라 사육 밀도와 최소 수조 크기를 확인하지 못했어요. 수조 정보에 용량을 적어 주세요.",
      ]),
      stocking: null,
    };
  }
  const before = stockingPercent(tank.inhabitants, tank.volumeLiters);
  const after = before + stockingPercent([{ species: candidate, count: quantity }], tank.volumeLiters);
  const change = `사육 밀도가 지금 ${displayPercent(before)}, ${candidate.koreanName} ${quantity}마리를 더하면 ${displayPercent(after)}예요`;
  const liters = (v: number) => `${formatFigure(v, { min: 0, max: 1 })} L`;
  return {
    rules: [
      ...(after > STOCKING_OVER_PERCENT
        ? rule("STOCKING", "BAD", [`${change}: 수조가 감당할 수 있는 양을 넘어요.`])
        : after > STOCKING_FULL_PERCENT
          ? rule("STOCKING", "CAUTION", [`${change}: ${STOCKING_FULL_PERCENT}%를 넘으면 수질이 쉽게 나빠져요.`])
          : []),
      ...(tank.volumeLiters < candidate.minTankLiters
        ? rule("MIN_TANK", "BAD", [
            `${withParticle(candidate.koreanName, "은")} ${liters(candidate.minTankLiters)} 이상의 수조가 필요한데 이 수조는 ${liters(tank.volumeLiters)}예요.`,
          ])
        : []),
    ],
    stocking: { before, after },
  };
}
