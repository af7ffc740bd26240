import { describe, expect, it } from "vitest";
import { categoryPaths } from "./category-paths.ts";

describe("categoryPaths", () => {
  it("lists the tree in order, each by its path", () => {
    const tree = [
      {
        code: "A",
        name: "수초",
        dept: 1,
        children: [{ code: "A1", name: "전경", dept: 2, children: [] }],
      },
      { code: "B", name: "용품", dept: 1, children: [] },
    ];
    expect(categoryPaths(tree)).toEqual([
      { value: "A", label: "수초" },
      { value: "A1", label: "수초 > 전경" },
      { value: "B", label: "용품" },
    ]);
  });
});
