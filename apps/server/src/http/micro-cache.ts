/**
 * A tiny per-process cache for public, non-personal GET answers (product lists): each answer is kept as its
 * serialised JSON for a few seconds, and concurrent misses for one key share one computation. A list is then
 * at most `ttlMs` stale — the trade commerce apps make with edge caches — in exchange for serving hot lists at
 * close to the cost of a static response. See docs/decisions/005-micro-cache-for-public-lists.md.
 */
export interface MicroCache {
  get(key: string, compute: () => Promise<string>): Promise<string>;
  clear(): void;
}

export function createMicroCache(options: { ttlMs: number; maxEntries: number }): MicroCache {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  const pending = new Map<string, Promise<string>>();
  return {
    async get(key, compute) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      const inflight = pending.get(key);
      if (inflight) return inflight;
      const promise = compute()
        .then((value) => {
          if (entries.size >= options.maxEntries) {
            // Drop the oldest insertion (Map keeps insertion order).
            const oldest = entries.keys().next().value;
            if (oldest !== undefined) entries.delete(oldest);
          }
          entries.delete(key);
          entries.set(key, { value, expiresAt: Date.now() + options.ttlMs });
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
    clear() {
      entries.clear();
    },
  };
}
