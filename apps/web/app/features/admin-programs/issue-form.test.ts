import { describe, expect, it } from "vitest";
import { fromSeoulLocalInput, moveItem, toSeoulLocalInput } from "./issue-form.ts";

describe("moveItem", () => {
  it("moves an article up or down one place", () => {
    expect(moveItem(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });
  it("leaves the list as it is at its ends", () => {
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});

describe("the publish time in Seoul", () => {
  it("shows an instant as Seoul wall-clock time", () => {
    expect(toSeoulLocalInput("2026-11-30T15:00:00.000Z")).toBe("2026-12-01T00:00");
    expect(toSeoulLocalInput("2026-12-01T09:30:00+09:00")).toBe("2026-12-01T09:30");
    expect(toSeoulLocalInput("not a date")).toBe("");
  });
  it("reads the input as Seoul time", () => {
    expect(fromSeoulLocalInput("2026-12-01T00:00")).toBe("2026-12-01T00:00:00+09:00");
    expect(fromSeoulLocalInput("2026-12-01T00:00:30")).toBe("2026-12-01T00:00:30+09:00");
    expect(fromSeoulLocalInput("")).toBeNull();
    expect(fromSeoulLocalInput("2026-12-01")).toBeNull();
  });
});
