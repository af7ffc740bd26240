import { describe, expect, it } from "vitest";
import { findForbiddenCharacter, hasForbiddenCharacter } from "./text.ts";

describe("the text rule", () => {
  it("refuses NUL and the other C0 controls, and allows tab, line feed and carriage return", () => {
    expect(hasForbiddenCharacter("a\u0000b")).toBe(true);
    expect(hasForbiddenCharacter("\u0007")).toBe(true);
    expect(hasForbiddenCharacter("\u001f")).toBe(true);
    expect(hasForbiddenCharacter("줄\n바꿈\r\n\t탭")).toBe(false);
    expect(hasForbiddenCharacter("구피 🐟 \u007f")).toBe(false);
  });

  it("names the first offending field anywhere in a body", () => {
    expect(findForbiddenCharacter({ title: "ok", items: [{ note: "ok" }, { note: "a\u0000" }] })).toEqual([
      "items",
      1,
      "note",
    ]);
    expect(findForbiddenCharacter({ "\u0000": 1 })).toEqual(["\u0000"]);
    expect(findForbiddenCharacter("\u0000")).toEqual([]);
    expect(findForbiddenCharacter({ title: "구피", count: 3, tags: ["a", null], nested: { ok: true } })).toBeNull();
  });

  it("walks a deeply nested value without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`);
    expect(findForbiddenCharacter(deep)).toHaveLength(100_000);
  });
});
