/**
 * A per-process cache of serialised answers that are exact, not merely fresh enough: each entry is stored with
 * the version of the data it was built from, and a caller passes the current version (read live, e.g. a counter
 * column raised in the same transaction as every change). A different version is a miss, so a cached answer is
 * never served after its data changed, in this process or any other. Concurrent misses for one key and version
 * share one computation; the least recently used entry goes first when full.
 */
export interface VersionedCache<T = string> {
  get(key: string, version: number, compute: () => Promise<T>): Promise<T>;
}

export function createVersionedCache<T = string>(options: { maxEntries: number }): VersionedCache<T> {
  const entries = new Map<string, { version: number; value: T }>();
  const pending = new Map<string, Promise<T>>();
  return {
    async get(key, version, compute) {
      const hit = entries.get(key);
      if (hit?.version === version) {
        // Most recently used goes to the end (Map keeps insertion order).
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const pendingKey = `${version}\u0000${key}`;
      const inflight = pending.get(pendingKey);
      if (inflight) return inflight;
      const promise = compute()
        .then((value) => {
          const current = entries.get(key);
          // A slower computation for an older version must not replace a newer one.
          if (!current || current.version < version) {
            entries.delete(key);
            if (entries.size >= options.maxEntries) {
              const oldest = entries.keys().next().value;
              if (oldest !== undefined) entries.delete(oldest);
            }
            entries.set(key, { version, value });
          }
          return value;
        })
        .finally(() => pending.delete(pendingKey));
      pending.set(pendingKey, promise);
      return promise;
    },
  };
}
