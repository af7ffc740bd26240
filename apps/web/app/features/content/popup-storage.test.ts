import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../lib/test-storage.ts";
import { hidePopupsToday, POPUP_LIST_KEY, POPUP_VIEW_HISTORY_KEY, visiblePopups } from "./popup-storage.ts";

const HOUR = 3_600_000;
const t0 = new Date("2026-11-23T10:00:00Z");
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const popups = [{ id: 1 }, { id: 2 }];

describe("popup storage (SPEC §4: view flag 24 h, stored popups 36 h)", () => {
  it("shows every popup on a fresh device", () => {
    expect(visiblePopups(popups, memoryStorage(), t0)).toEqual(popups);
  });

  it("오늘 하루 보지 않기 hides the popups shown until 24 hours have passed", () => {
    const storage = memoryStorage();
    hidePopupsToday(popups, storage, t0);
    expect(visiblePopups(popups, storage, at(1))).toEqual([]);
    expect(visiblePopups(popups, storage, at(23.9))).toEqual([]);
    expect(visiblePopups(popups, storage, at(24))).toEqual(popups);
    expect(JSON.parse(storage.getItem(POPUP_VIEW_HISTORY_KEY) ?? "null")).toMatchObject({ isView: false });
  });

  it("a popup published after the dismissal still shows", () => {
    const storage = memoryStorage();
    hidePopupsToday([{ id: 1 }], storage, t0);
    expect(visiblePopups(popups, storage, at(2))).toEqual([{ id: 2 }]);
  });

  it("drops stored popups 36 hours after they were stored", () => {
    const storage = memoryStorage();
    hidePopupsToday(popups, storage, t0);
    visiblePopups(popups, storage, at(35));
    expect(JSON.parse(storage.getItem(POPUP_LIST_KEY) ?? "[]")).toHaveLength(2);
    visiblePopups(popups, storage, at(36));
    expect(JSON.parse(storage.getItem(POPUP_LIST_KEY) ?? "[]")).toEqual([]);
  });

  it("survives unreadable storage", () => {
    const storage = memoryStorage();
    storage.setItem(POPUP_VIEW_HISTORY_KEY, "{not json");
    storage.setItem(POPUP_LIST_KEY, "oops");
    expect(visiblePopups(popups, storage, t0)).toEqual(popups);
  });
});
