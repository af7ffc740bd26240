/**
 * How many fish one unit of a live-fish product is (issue 30's "내 수조에 추가" counts the fish, not the units), read
 * from its name the way Korean shops write it: "달마시안 몰리 3마리" → 3, "네온 테트라 10미" → 10, "세일핀 몰리 1쌍"
 * → 2, "한 쌍" → 2. A name that gives no count is one fish a unit. Fish counts first: "1쌍(2마리)" → 2.
 */
const PATTERNS: readonly [RegExp, number][] = [
  [/(\d{1,4})\s*마리/, 1],
  // 미 (尾) counts fish; not the start of a longer word (미니, 미크로).
  [/(\d{1,4})\s*미(?![가-힣])/, 1],
  [/(\d{1,4})\s*쌍/, 2],
];

export function fishPerUnit(name: string): number {
  for (const [pattern, per] of PATTERNS) {
    const n = Number(pattern.exec(name)?.[1] ?? 0);
    if (n > 0) return n * per;
  }
  return /한\s*쌍/.test(name) ? 2 : 1;
}
