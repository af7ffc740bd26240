import { describe, expect, it } from "vitest";
import { createVersionedCache } from "./versioned-cache.ts";

describe("versioned cache", () => {
  it("serves an entry while the version is the same and recomputes as soon as it changes", async () => {
    const cache = createVersionedCache({ maxEntries: 10 });
    let calls = 0;
    const compute = async () => `v${++calls}`;
    expect(await cache.get("farm:1", 0, compute)).toBe("v1");
    expect(await cache.get("farm:1", 0, compute)).toBe("v1");
    expect(await cache.get("farm:1", 1, compute)).toBe("v2");
    expect(await cache.get("farm:1", 1, compute)).toBe("v2");
    expect(calls).toBe(2);
  });

  it("shares one computation between concurrent misses of one version, not across versions", async () => {
    const cache = createVersionedCache({ maxEntries: 10 });
    let calls = 0;
    const compute = () => new Promise<string>((resolve) => setTimeout(() => resolve(String(++calls)), 10));
    const same = await Promise.all(Array.from({ length: 5 }, () => cache.get("k", 3, compute)));
    expect(same).toEqual(["1", "1", "1", "1", "1"]);
    const [older, newer] = await Promise.all([cache.get("k", 4, compute), cache.get("k", 5, compute)]);
    expect(older).not.toBe(newer);
  });

  it("keeps the newer answer when an older computation finishes last", async () => {
    const cache = createVersionedCache({ maxEntries: 10 });
    const slowOld = cache.get("k", 1, () => new Promise((resolve) => setTimeout(() => resolve("old"), 20)));
    expect(await cache.get("k", 2, async () => "new")).toBe("new");
    expect(await slowOld).toBe("old");
    expect(await cache.get("k", 2, async () => "recomputed")).toBe("new");
  });

  it("does not keep failures, and drops the least recently used entry beyond the cap", async () => {
    const cache = createVersionedCache({ maxEntries: 2 });
    await expect(cache.get("x", 0, () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cache.get("x", 0, async () => "x")).toBe("x");
    await cache.get("y", 0, async () => "y");
    expect(await cache.get("x", 0, async () => "unused")).toBe("x"); // x is now the most recent
    await cache.get("z", 0, async () => "z"); // y goes
    expect(await cache.get("x", 0, async () => "unused")).toBe("x");
    expect(await cache.get("y", 0, async () => "y again")).toBe("y again");
  });
});
