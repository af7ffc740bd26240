import { describe, expect, it } from "vitest";
import {
  appendPage,
  applyBookmarkChange,
  isWriter,
  refreshBoardItemCounts,
  sortByOrderNumber,
  sortMulbtiByCount,
} from "./lists.ts";

describe("appendPage (SPEC §4)", () => {
  it("appends the next page and skips items already shown", () => {
    expect(appendPage([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(appendPage([], [{ id: 1 }])).toEqual([{ id: 1 }]);
  });
});

describe("refreshBoardItemCounts (SPEC §4)", () => {
  it("updates hits, likes and comments of one item only", () => {
    const list = [
      { id: 1, title: "a", hits: 1, likes: 0, comments: 0 },
      { id: 2, title: "b", hits: 5, likes: 1, comments: 2 },
    ];
    expect(refreshBoardItemCounts(list, 2, { hits: 6, likes: 3, comments: 4 })).toEqual([
      list[0],
      { id: 2, title: "b", hits: 6, likes: 3, comments: 4 },
    ]);
  });
});

describe("applyBookmarkChange (SPEC §4)", () => {
  it("adds one on save and removes one on delete, never below zero", () => {
    expect(applyBookmarkChange(3, true)).toBe(4);
    expect(applyBookmarkChange(3, false)).toBe(2);
    expect(applyBookmarkChange(0, false)).toBe(0);
  });
});

describe("sorting (SPEC §3)", () => {
  it("sorts mulbti types by count, most first, stable on ties", () => {
    const types = [
      { type: "A", count: 1 },
      { type: "B", count: 5 },
      { type: "C", count: 1 },
    ];
    expect(sortMulbtiByCount(types).map((t) => t.type)).toEqual(["B", "A", "C"]);
    expect(types.map((t) => t.type)).toEqual(["A", "B", "C"]);
  });
  it("sorts theme products by orderNumber ascending", () => {
    expect(sortByOrderNumber([{ orderNumber: 3 }, { orderNumber: 1 }, { orderNumber: 2 }])).toEqual([
      { orderNumber: 1 },
      { orderNumber: 2 },
      { orderNumber: 3 },
    ]);
  });
});

describe("isWriter (SPEC §6)", () => {
  it("compares author and member ids", () => {
    expect(isWriter(1, 1)).toBe(true);
    expect(isWriter(1, "1")).toBe(true);
    expect(isWriter(1, 2)).toBe(false);
    expect(isWriter(1, null)).toBe(false);
    expect(isWriter(undefined, undefined)).toBe(false);
  });
});
