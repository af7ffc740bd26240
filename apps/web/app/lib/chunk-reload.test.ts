import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, reloadAfterChunkError } from "./chunk-reload.ts";
import { memoryStorage } from "./test-storage.ts";

describe("chunk-load failures", () => {
  it("recognises the messages browsers give for a failed dynamic import", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });

  it("reloads once, not again within 60 seconds, and again after 60 seconds", () => {
    const storage = memoryStorage();
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    const t0 = Date.parse("2026-01-01T00:00:00Z");
    expect(reloadAfterChunkError(storage, t0, reload)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0));
    expect(reloadAfterChunkError(storage, t0 + 59_999, reload)).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadAfterChunkError(storage, t0 + 60_000, reload)).toBe(true);
    expect(reloads).toBe(2);
  });

  it("treats an unreadable stored time as no earlier reload", () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, "garbage");
    let reloaded = false;
    expect(reloadAfterChunkError(storage, Date.now(), () => (reloaded = true))).toBe(true);
    expect(reloaded).toBe(true);
  });
});
