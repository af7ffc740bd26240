import { describe, expect, it } from "vitest";
import { parseId } from "../../lib/paths.ts";
import { memoryStorage } from "../../lib/test-storage.ts";
import { FARM_VIEW_HISTORY_KEY, readFarmViewHistory, recordFarmView } from "./view-history.ts";

const farm = (id: number) => ({ id, breedingFarmName: `어항 ${id}`, nickname: "물멍", imageUrl: null });

describe("breedingFarmViewHistories", () => {
  it("keeps the newest first, without duplicates, at most 10", () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 12; id++) recordFarmView(storage, farm(id));
    recordFarmView(storage, farm(5));
    const ids = readFarmViewHistory(storage).map((f) => f.id);
    expect(ids).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  });

  it("reads broken or foreign storage as an empty history", () => {
    const storage = memoryStorage();
    storage.setItem(FARM_VIEW_HISTORY_KEY, "{not json");
    expect(readFarmViewHistory(storage)).toEqual([]);
    storage.setItem(FARM_VIEW_HISTORY_KEY, JSON.stringify([{ id: "x" }, farm(2)]));
    expect(readFarmViewHistory(storage).map((f) => f.id)).toEqual([2]);
  });
});

describe("parseId", () => {
  it("accepts positive integer ids only", () => {
    expect(parseId("42")).toBe(42);
    for (const bad of [null, undefined, "", "0", "-1", "1.5", "abc", "99999999999", "2147483648"]) {
      expect(parseId(bad)).toBeNull();
    }
  });
});
