import { describe, expect, it } from "vitest";
import { fishPerUnit } from "./fish-count.ts";

describe("fishPerUnit: the fish in one unit of a live-fish product, from its name", () => {
  it.each([
    ["달마시안 몰리 3마리", 3],
    ["네온 테트라 10미", 10],
    ["네온테트라 20 마리 (활어 보장)", 20],
    ["세일핀 골드 몰리 1쌍", 2],
    ["플래티 2쌍", 4],
    ["베타 한 쌍", 2],
    ["구피 1쌍(2마리)", 2],
    ["풀레드 구피", 1],
    ["미니 코리도라스", 1],
    ["체리새우 미크로 5미", 5],
    ["블루 구피 0마리", 1],
  ])("%s → %i", (name, fish) => {
    expect(fishPerUnit(name)).toBe(fish);
  });
});
