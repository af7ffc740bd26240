import { describe, expect, it } from "vitest";
import {
  CHUNK_RELOAD_INTERVAL_MS,
  isPopupViewExpired,
  POPUP_VIEW_TTL_MS,
  pruneStoredPopups,
  refreshPopupViewHistory,
  STORED_POPUP_TTL_MS,
  shouldReloadAfterChunkError,
} from "./client-timing.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2024, 4, 1, 9, 0, 0);

describe("popup view flag (SPEC §4, §9: cleared after 24 hours or more)", () => {
  it("is 24 hours", () => {
    expect(POPUP_VIEW_TTL_MS).toBe(24 * HOUR);
  });
  it("is kept 1 ms before 24 hours and cleared at exactly 24 hours", () => {
    const seen = (createDate: number) => ({ isView: true, createDate });
    expect(isPopupViewExpired(seen(NOW - 24 * HOUR + 1), NOW)).toBe(false);
    expect(isPopupViewExpired(seen(NOW - 24 * HOUR), NOW)).toBe(true);
    expect(refreshPopupViewHistory(seen(NOW - 24 * HOUR + 1), NOW)).toEqual(seen(NOW - 24 * HOUR + 1));
    expect(refreshPopupViewHistory(seen(NOW - 24 * HOUR), NOW)).toEqual({ isView: false, createDate: NOW - 24 * HOUR });
  });
  it("reads API dates without an offset as Seoul time", () => {
    // 2024-05-01 18:00 Seoul = 09:00 UTC = NOW; set 24 hours before.
    expect(isPopupViewExpired({ isView: true, createDate: "2024-04-30 18:00:00" }, NOW)).toBe(true);
    expect(isPopupViewExpired({ isView: true, createDate: "2024-04-30 18:00:01" }, NOW)).toBe(false);
  });
});

describe("stored popups (SPEC §4, §9: removed after 36 hours or more)", () => {
  it("is 36 hours", () => {
    expect(STORED_POPUP_TTL_MS).toBe(36 * HOUR);
  });
  it("keeps a popup stored 1 ms under 36 hours ago and drops one stored exactly 36 hours ago", () => {
    const popups = [
      { id: 1, createDate: NOW - 36 * HOUR + 1 },
      { id: 2, createDate: NOW - 36 * HOUR },
      { id: 3, createDate: NOW },
      { id: 4, createDate: NOW - 100 * HOUR },
    ];
    expect(pruneStoredPopups(popups, NOW).map((p) => p.id)).toEqual([1, 3]);
  });
});

describe("chunk-load reload (SPEC §2: at most once per 60 seconds)", () => {
  it("is 60 seconds", () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
  });
  it("reloads when it never reloaded", () => {
    expect(shouldReloadAfterChunkError(null, NOW)).toBe(true);
  });
  it("does not reload 59.999 s after the last reload, reloads at 60 s", () => {
    expect(shouldReloadAfterChunkError(NOW - 59_999, NOW)).toBe(false);
    expect(shouldReloadAfterChunkError(NOW - 60_000, NOW)).toBe(true);
    expect(shouldReloadAfterChunkError(NOW, NOW)).toBe(false);
  });
});
