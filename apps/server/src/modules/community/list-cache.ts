/**
 * The public board lists' cache (docs/decisions/010-caching-hot-reads.md, 014): each list URL's JSON is kept for
 * two seconds, and every change to which posts a list shows (written, edited, deleted, hidden after reports)
 * clears it at once, in this app instance and, through `app.cacheClears`, in every other one on the database.
 * Only counters (hits, likes, comments) can be up to two seconds behind; the post page reads them live and the
 * kept list takes them from there (list-memory.ts on the web).
 */
import type { FastifyInstance } from "fastify";
import { type Cache, createCache } from "../../http/cache.ts";

/** The name any module clears the board lists by: `app.cacheClears.clear(BOARD_LISTS)`. */
export const BOARD_LISTS = "board-lists";

export function createBoardListCache(app: FastifyInstance): Cache<Buffer> {
  const cache = createCache<Buffer>({ ttlMs: 2000, maxEntries: 500 });
  app.cacheClears.register(BOARD_LISTS, cache);
  return cache;
}
