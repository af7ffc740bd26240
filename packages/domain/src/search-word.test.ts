import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addSearchWordHistory, submitSearchWord, toProductSearchWord } from "./search-word.ts";

describe("submitSearchWord (SPEC §5 product search)", () => {
  it.each(["", "   ", "\t\n"])("rejects an empty or blank word %j with 검색어를 입력해주세요", (word) => {
    expect(submitSearchWord({ word, previousWord: null, history: [] })).toEqual({
      kind: "rejected",
      message: "검색어를 입력해주세요",
    });
  });

  it("ignores the same word searched twice in a row, even with different spacing", () => {
    expect(submitSearchWord({ word: "구피", previousWord: "구피", history: ["구피"] })).toEqual({ kind: "ignored" });
    expect(submitSearchWord({ word: "  구피 ", previousWord: "구피", history: ["구피"] })).toEqual({ kind: "ignored" });
  });

  it("searches a word that differs from the previous one", () => {
    expect(submitSearchWord({ word: "베타", previousWord: "구피", history: ["구피"] })).toEqual({
      kind: "search",
      word: "베타",
      searchWord: "베타",
      history: ["베타", "구피"],
    });
  });

  it("trims, joins space-separated words with | and saves the trimmed word", () => {
    expect(submitSearchWord({ word: "  구피   먹이 ", previousWord: null, history: [] })).toEqual({
      kind: "search",
      word: "구피   먹이",
      searchWord: "구피|먹이",
      history: ["구피   먹이"],
    });
  });

  it("moves a word searched earlier (not just before) to the front instead of duplicating it", () => {
    const result = submitSearchWord({ word: "구피", previousWord: "베타", history: ["베타", "구피", "새우"] });
    expect(result).toMatchObject({ kind: "search", history: ["구피", "베타", "새우"] });
  });
});

describe("toProductSearchWord", () => {
  it("joins words with |", () => {
    expect(toProductSearchWord("구피 먹이 수초")).toBe("구피|먹이|수초");
    expect(toProductSearchWord("구피")).toBe("구피");
    expect(toProductSearchWord("   ")).toBe("");
  });
  it("property: never contains spaces and splitting on | gives the words", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[가-힣a-z]{1,5}$/), { minLength: 1, maxLength: 5 }), (words) => {
        const joined = toProductSearchWord(` ${words.join("  ")} `);
        expect(joined.split("|")).toEqual(words);
      }),
    );
  });
});

describe("addSearchWordHistory (SPEC §9 cap 10)", () => {
  const ten = Array.from({ length: 10 }, (_, i) => `w${i}`);
  it("keeps 10 and drops the oldest", () => {
    const next = addSearchWordHistory(ten, "new");
    expect(next).toHaveLength(10);
    expect(next[0]).toBe("new");
    expect(next).not.toContain("w9");
    expect(next).toContain("w8");
  });
  it("keeps 9 + 1 without dropping", () => {
    const next = addSearchWordHistory(ten.slice(0, 9), "new");
    expect(next).toEqual(["new", ...ten.slice(0, 9)]);
  });
});
