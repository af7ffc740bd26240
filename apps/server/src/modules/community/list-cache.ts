/**
 * The public board lists' micro-cache (docs/decisions/010-caching-hot-reads.md): each list URL's JSON is kept for
 * two seconds, and every change to which posts a list shows (written, edited, deleted, hidden after reports)
 * clears it at once. Only counters (hits, likes, comments) can be up to two seconds behind; the post page reads
 * them live and the kept list takes them from there (list-memory.ts on the web).
 *
 * One cache per database handle, that is per app instance, so any module that hides or changes posts can clear it.
 */
import type { Database } from "../../db/client.ts";
import { createMicroCache, type MicroCache } from "../../http/micro-cache.ts";

const caches = new WeakMap<Database, MicroCache<Buffer>>();

export function boardListCache(db: Database): MicroCache<Buffer> {
  let cache = caches.get(db);
  if (!cache) {
    cache = createMicroCache<Buffer>({ ttlMs: 2000, maxEntries: 500 });
    caches.set(db, cache);
  }
  return cache;
}
