import { describe, expect, it, vi } from "vitest";
import { createMicroCache } from "./micro-cache.ts";

describe("micro cache", () => {
  it("serves a fresh entry without recomputing, and recomputes after the TTL", async () => {
    vi.useFakeTimers();
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10 });
    const compute = vi.fn(async () => `v${compute.mock.calls.length}`);
    expect(await cache.get("a", compute)).toBe("v1");
    expect(await cache.get("a", compute)).toBe("v1");
    vi.advanceTimersByTime(1001);
    expect(await cache.get("a", compute)).toBe("v2");
    expect(compute).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it("shares one computation between concurrent misses", async () => {
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    const compute = () => new Promise<string>((resolve) => setTimeout(() => resolve(String(++calls)), 10));
    const values = await Promise.all(Array.from({ length: 5 }, () => cache.get("k", compute)));
    expect(values).toEqual(["1", "1", "1", "1", "1"]);
  });

  it("does not keep failures, and evicts the oldest entry beyond the cap", async () => {
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get("x", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("x", async () => "ok")).toBe("ok");
    await cache.get("y", async () => "y");
    await cache.get("z", async () => "z");
    expect(await cache.get("x", async () => "recomputed")).toBe("recomputed");
  });

  it("peeks at fresh entries only, never computing", async () => {
    vi.useFakeTimers();
    const cache = createMicroCache({ ttlMs: 1000, maxEntries: 10 });
    expect(cache.peek("a")).toBeUndefined();
    await cache.get("a", async () => "v");
    expect(cache.peek("a")).toBe("v");
    vi.advanceTimersByTime(1001);
    expect(cache.peek("a")).toBeUndefined();
    await cache.get("b", async () => "w");
    cache.clear();
    expect(cache.peek("b")).toBeUndefined();
    vi.useRealTimers();
  });
});
