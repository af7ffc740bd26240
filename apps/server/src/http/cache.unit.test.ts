import { afterEach, describe, expect, it, vi } from "vitest";
import { createCache } from "./cache.ts";

afterEach(() => {
  vi.useRealTimers();
});

/** A computation the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("cache, fresh within seconds (ttlMs)", () => {
  it("serves a fresh entry without recomputing, and recomputes after the TTL", async () => {
    vi.useFakeTimers();
    const cache = createCache({ ttlMs: 1000, maxEntries: 10 });
    const compute = vi.fn(async () => `v${compute.mock.calls.length}`);
    expect(await cache.get("a", compute)).toBe("v1");
    expect(await cache.get("a", compute)).toBe("v1");
    vi.advanceTimersByTime(1001);
    expect(await cache.get("a", compute)).toBe("v2");
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it("serves nothing computed before a scheduled change from that moment on, on its own clock", async () => {
    let now = 1_000;
    const cache = createCache({ ttlMs: 10_000, maxEntries: 10, now: () => now });
    const compute = vi.fn(async () => `v${compute.mock.calls.length}`);
    expect(await cache.get("a", compute)).toBe("v1");
    cache.expireAt(3_000);
    cache.expireAt(5_000); // a later moment does not postpone the earlier one
    now = 2_999;
    expect(await cache.get("a", compute)).toBe("v1");
    now = 3_000;
    expect(cache.peek("a")).toBeUndefined();
    expect(await cache.get("a", compute)).toBe("v2");
    // Forgotten once it has passed: the entry lives its TTL again.
    now = 12_000;
    expect(await cache.get("a", compute)).toBe("v2");
  });

  it("shares one computation between concurrent misses", async () => {
    const cache = createCache({ ttlMs: 1000, maxEntries: 10 });
    let calls = 0;
    const compute = () => new Promise<string>((resolve) => setTimeout(() => resolve(String(++calls)), 10));
    const values = await Promise.all(Array.from({ length: 5 }, () => cache.get("k", compute)));
    expect(values).toEqual(["1", "1", "1", "1", "1"]);
  });

  it("peeks at fresh entries only, never computing", async () => {
    vi.useFakeTimers();
    const cache = createCache({ ttlMs: 1000, maxEntries: 10 });
    expect(cache.peek("a")).toBeUndefined();
    await cache.get("a", async () => "v");
    expect(cache.peek("a")).toBe("v");
    vi.advanceTimersByTime(1001);
    expect(cache.peek("a")).toBeUndefined();
    await cache.get("b", async () => "w");
    cache.clear();
    expect(cache.peek("b")).toBeUndefined();
  });

  it("does not store what was computed before a clear, and starts afresh for callers after it", async () => {
    const cache = createCache({ ttlMs: 60_000, maxEntries: 10 });
    const before = deferred<string>();
    const listedBeforeTheWrite = cache.get("list", () => before.promise);
    cache.clear(); // a post was written while the list was being read
    const afterTheWrite = cache.get("list", async () => "with the new post");
    before.resolve("without the new post");
    expect(await listedBeforeTheWrite).toBe("without the new post");
    expect(await afterTheWrite).toBe("with the new post");
    expect(cache.peek("list")).toBe("with the new post");
    expect(await cache.get("list", async () => "recomputed")).toBe("with the new post");
  });

  it("does not store a computation that finishes after a clear even when no one asked since", async () => {
    const cache = createCache({ ttlMs: 60_000, maxEntries: 10 });
    const before = deferred<string>();
    const stale = cache.get("list", () => before.promise);
    cache.clear();
    before.resolve("stale");
    await stale;
    expect(cache.peek("list")).toBeUndefined();
    expect(await cache.get("list", async () => "fresh")).toBe("fresh");
  });
});

describe("cache, exact by version", () => {
  it("serves an entry while the version is the same and recomputes as soon as it changes", async () => {
    const cache = createCache({ maxEntries: 10 });
    let calls = 0;
    const compute = async () => `v${++calls}`;
    expect(await cache.get("farm:1", compute, 0)).toBe("v1");
    expect(await cache.get("farm:1", compute, 0)).toBe("v1");
    expect(await cache.get("farm:1", compute, 1)).toBe("v2");
    expect(await cache.get("farm:1", compute, 1)).toBe("v2");
    expect(calls).toBe(2);
  });

  it("never expires by age", async () => {
    vi.useFakeTimers();
    const cache = createCache({ maxEntries: 10 });
    await cache.get("k", async () => "kept", 7);
    vi.advanceTimersByTime(365 * 86_400_000);
    expect(await cache.get("k", async () => "recomputed", 7)).toBe("kept");
  });

  it("shares one computation between concurrent misses of one version, not across versions", async () => {
    const cache = createCache({ maxEntries: 10 });
    let calls = 0;
    const compute = () => new Promise<string>((resolve) => setTimeout(() => resolve(String(++calls)), 10));
    const same = await Promise.all(Array.from({ length: 5 }, () => cache.get("k", compute, 3)));
    expect(same).toEqual(["1", "1", "1", "1", "1"]);
    const [older, newer] = await Promise.all([cache.get("k", compute, 4), cache.get("k", compute, 5)]);
    expect(older).not.toBe(newer);
  });

  it("keeps the newer answer when an older computation finishes last", async () => {
    const cache = createCache({ maxEntries: 10 });
    const slowOld = cache.get("k", () => new Promise((resolve) => setTimeout(() => resolve("old"), 20)), 1);
    expect(await cache.get("k", async () => "new", 2)).toBe("new");
    expect(await slowOld).toBe("old");
    expect(await cache.get("k", async () => "recomputed", 2)).toBe("new");
  });
});

describe("cache, both behaviours", () => {
  it("does not keep failures, and drops the least recently used entry beyond the cap", async () => {
    for (const cache of [createCache({ maxEntries: 2 }), createCache({ ttlMs: 60_000, maxEntries: 2 })]) {
      await expect(cache.get("x", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
      expect(await cache.get("x", async () => "x")).toBe("x");
      await cache.get("y", async () => "y");
      expect(await cache.get("x", async () => "unused")).toBe("x"); // x is now the most recent
      await cache.get("z", async () => "z"); // y goes
      expect(await cache.get("x", async () => "unused")).toBe("x");
      expect(await cache.get("y", async () => "y again")).toBe("y again");
    }
  });
});
