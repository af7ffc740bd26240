// How numbers, money, distances and regions are shown (SPEC §9). Deterministic: no host locale.

export const EARTH_RADIUS_KM = 6371;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * A number with thousands separators as Korean pages write it: 12345 -> "12,345", 1234.5 -> "1,234.5". Used for
 * counts and values instead of `toLocaleString("ko-KR")`, which loads the host's locale data on first use (a long
 * task on a slow phone) and may differ between server and browser.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? "-" : "";
  const [whole = "", fraction] = String(Math.abs(value)).split(".");
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ""}`;
}

/** SPEC §9 money display: integer won with thousands separators, e.g. 1000 -> "1,000원", -500 -> "-500원". */
export function formatWon(amount: number): string {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`won must be an integer, got ${amount}`);
  return `${formatNumber(amount)}원`;
}

/**
 * A round amount the short Korean way, for labels such as "5만원 이상 무료배송": whole thousands from 10,000
 * in 만원 (50000 -> "5만원", 35000 -> "3.5만원", 125000 -> "12.5만원"); anything else as `formatWon`.
 */
export function formatWonShort(amount: number): string {
  if (amount < 10_000 || amount % 1_000 !== 0) return formatWon(amount);
  // Whole thousands leave at most one decimal of 만 (10,000), which String() writes exactly.
  const [whole = "", fraction] = String(amount / 10_000).split(".");
  return `${groupThousands(whole)}${fraction ? `.${fraction}` : ""}만원`;
}

/**
 * SPEC §9 thousands shortened with "k" at 1000 and above: 999 -> "999", 1000 -> "1k", 1250 -> "1.2k".
 * One decimal, rounded down so a count is never overstated; a trailing ".0" is dropped.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer`);
  if (count < 1000) return String(count);
  const tenths = Math.floor(count / 100);
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  return `${groupThousands(String(whole))}${decimal === 0 ? "" : `.${decimal}`}k`;
}

/** SPEC §9 rating average: the mean of integer scores rounded half up to one decimal; 0 with no scores. */
export function averageRating(scores: readonly number[]): number {
  const sum = scores.reduce((total, score) => total + score, 0);
  if (!Number.isSafeInteger(sum)) throw new RangeError("scores must be integers");
  return averageRatingFromTotals(sum, scores.length);
}

/** SPEC §9 rating average to one decimal, from a stored sum and count (0 when there is none). */
export function averageRatingFromTotals(sum: number, count: number): number {
  if (count === 0) return 0;
  if (!Number.isSafeInteger(sum) || !Number.isSafeInteger(count) || count < 0) {
    throw new RangeError("sum and count must be integers");
  }
  // round(sum / n, 1) == round(10 * sum / n) / 10, done in integers.
  const tenths = Math.floor((20 * sum + count) / (2 * count));
  return tenths / 10;
}

/** SPEC §9 rating average display: always one decimal, e.g. 4 -> "4.0", 4.26 -> "4.3". */
export function formatRating(average: number): string {
  if (!Number.isFinite(average)) return "0.0";
  return (Math.round(average * 10) / 10).toFixed(1);
}

export interface GeoPosition {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** SPEC §9 distance: great-circle (haversine) distance in km on a 6371 km Earth, rounded to two decimals. */
export function distanceKm(from: GeoPosition, to: GeoPosition): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  // Rounding can push a a hair above 1 for antipodal points; clamp so the root stays real.
  const h = Math.min(1, a);
  const km = 2 * EARTH_RADIUS_KM * Math.atan2(Math.sqrt(h), Math.sqrt(1 - h));
  return Math.round(km * 100) / 100;
}

/** SPEC §9 distance display: two decimals and "km", e.g. 1.5 -> "1.50km". */
export function formatDistanceKm(km: number): string {
  return `${km.toFixed(2)}km`;
}

/** SPEC §9 region short names: official province and city names to the short form Koreans use. */
export const REGION_SHORT_NAME: Readonly<Record<string, string>> = {
  서울특별시: "서울",
  서울시: "서울",
  부산광역시: "부산",
  대구광역시: "대구",
  인천광역시: "인천",
  광주광역시: "광주",
  대전광역시: "대전",
  울산광역시: "울산",
  세종특별자치시: "세종",
  경기도: "경기",
  강원특별자치도: "강원",
  강원도: "강원",
  충청북도: "충북",
  충청남도: "충남",
  전북특별자치도: "전북",
  전라북도: "전북",
  전라남도: "전남",
  경상북도: "경북",
  경상남도: "경남",
  제주특별자치도: "제주",
  제주도: "제주",
};

/**
 * SPEC §9 region short names: shortens the leading region of a name or address
 * ("서울특별시 중구 세종대로 110" -> "서울 중구 세종대로 110"); anything else is returned unchanged.
 */
export function shortenRegion(address: string): string {
  const trimmed = address.trim();
  const spaceAt = trimmed.indexOf(" ");
  const first = spaceAt === -1 ? trimmed : trimmed.slice(0, spaceAt);
  if (!Object.hasOwn(REGION_SHORT_NAME, first)) return trimmed;
  return `${REGION_SHORT_NAME[first]}${trimmed.slice(first.length)}`;
}

/** SPEC §6 withdrawal: a withdrawn member's posts and reviews show `탈퇴한 회원`, never old personal data. */
export const WITHDRAWN_MEMBER_NAME = "탈퇴한 회원";

/** SPEC §6: the name shown for a writer — the nickname, or `탈퇴한 회원` once the member has withdrawn. */
export function writerDisplayName(writer: { nickname: string | null; withdrawnAt: unknown }): string {
  if (writer.withdrawnAt) return WITHDRAWN_MEMBER_NAME;
  return writer.nickname?.trim() || WITHDRAWN_MEMBER_NAME;
}

/**
 * SPEC §6: how a member appears beside what they wrote or on their card. Once withdrawn: `탈퇴한 회원` and no
 * profile image, whatever the row still holds.
 */
export function writerDisplay(writer: {
  nickname: string | null;
  profileImageUrl: string | null;
  withdrawnAt: unknown;
}): { nickname: string; profileImageUrl: string | null; isWithdrawn: boolean } {
  const isWithdrawn = Boolean(writer.withdrawnAt);
  return {
    nickname: writerDisplayName(writer),
    profileImageUrl: isWithdrawn ? null : writer.profileImageUrl,
    isWithdrawn,
  };
}

/** "demo@mulmung.kr" -> "de**@mulmung.kr": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  if (at <= 0) return email;
  const local = email.slice(0, at);
  const visible = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${visible}${"*".repeat(Math.max(2, local.length - visible.length))}${email.slice(at)}`;
}

/** "01012345678" -> "010****5678" (logs and notices name a phone without spelling it out). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 8) return "*".repeat(digits.length);
  return `${digits.slice(0, 3)}${"*".repeat(digits.length - 7)}${digits.slice(-4)}`;
}
