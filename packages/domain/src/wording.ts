// How the tank rules (tank-fit, water) word their Korean messages: particles chosen by the word they follow, and
// figures written the way a hobbyist's test kit and thermometer show them. Deterministic: no host locale.

/**
 * A Korean particle, named by its form after a final consonant; the other form follows a vowel:
 * 은/는, 이/가, 을/를, 과/와, 이에요/예요.
 */
export type Particle = "은" | "이" | "을" | "과" | "이에요";

const AFTER_VOWEL: Readonly<Record<Particle, string>> = { 은: "는", 이: "가", 을: "를", 과: "와", 이에요: "예요" };

// Digits read in Sino-Korean: 영 일 이 삼 사 오 육 칠 팔 구. A number ending in 0 ends in 영, 십, 백, 천 or 만,
// all of which close on a consonant, so the last digit decides.
const DIGIT_HAS_FINAL = [true, true, false, true, false, false, true, true, true, false];

/** Whether the word, as read aloud, ends on a final consonant; null when it cannot tell (a Latin word). */
function endsOnConsonant(word: string): boolean | null {
  // A parenthesis at the end is an aside: the particle agrees with the word before it ("네온테트라(3.5 cm)는").
  const spoken = word.trim().replace(/\s*\([^()]*\)$/, "");
  const last = spoken.at(-1);
  if (last === undefined) return null;
  const code = last.codePointAt(0) ?? 0;
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  if (last >= "0" && last <= "9") return DIGIT_HAS_FINAL[Number(last)] ?? null;
  return null;
}

/**
 * The word followed by the particle that agrees with it: ("네온테트라", "은") → "네온테트라는", ("디스커스, 엔젤피시",
 * "과") → "디스커스, 엔젤피시와", ("7.0", "이에요") → "7.0이에요". A word it cannot read gets both forms, "은(는)".
 */
export function withParticle(word: string, particle: Particle): string {
  const consonant = endsOnConsonant(word);
  if (consonant === null) return `${word}${particle}(${AFTER_VOWEL[particle]})`;
  return `${word}${consonant ? particle : AFTER_VOWEL[particle]}`;
}

/** How many decimals a figure shows: at most `max` (rounded), trailing zeros dropped down to `min`. */
export interface Decimals {
  min: number;
  max: number;
}

/** A measured figure: (28, {0,1}) → "28", (28.54, {0,1}) → "28.5", (7, {1,2}) → "7.0", (0.0998, {2,2}) → "0.10". */
export function formatFigure(value: number, decimals: Decimals): string {
  const fixed = value.toFixed(decimals.max);
  if (!fixed.includes(".")) return fixed;
  const [whole = "", fraction = ""] = fixed.split(".");
  let kept = fraction;
  while (kept.length > decimals.min && kept.endsWith("0")) kept = kept.slice(0, -1);
  return kept ? `${whole}.${kept}` : whole;
}

/** An inclusive range as "20~26", or one figure when both ends show the same: "29". */
export function formatRange(range: { min: number; max: number }, decimals: Decimals): string {
  const min = formatFigure(range.min, decimals);
  const max = formatFigure(range.max, decimals);
  return min === max ? min : `${min}~${max}`;
}

/** A date key (YYYY-MM-DD) the Korean way without its year: "2026-11-03" → "11월 3일". */
export function formatMonthDay(dateKey: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(dateKey);
  if (!match) throw new RangeError(`a date must be YYYY-MM-DD, got ${JSON.stringify(dateKey)}`);
  return `${Number(match[1])}월 ${Number(match[2])}일`;
}
