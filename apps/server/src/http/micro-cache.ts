/**
 * A tiny per-process cache for public, non-personal GET answers (product lists): each answer is kept as its
 * serialised JSON for a few seconds, and concurrent misses for one key share one computation. A list is then
 * at most `ttlMs` stale — the trade commerce apps make with edge caches — in exchange for serving hot lists at
 * close to the cost of a static response. See docs/decisions/005-micro-cache-for-public-lists.md.
 */
import type { onRequestHookHandler } from "fastify";
import { sendJson } from "./send-json.ts";

export interface MicroCache<T = string> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** The fresh entry for `key`, if there is one, without computing anything. */
  peek(key: string): T | undefined;
  clear(): void;
}

/** Routes keep answers as UTF-8 bytes (`T = Buffer`): sending them then costs no encoding per request. */
export function createMicroCache<T = string>(options: { ttlMs: number; maxEntries: number }): MicroCache<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  const pending = new Map<string, Promise<T>>();
  return {
    peek(key) {
      const hit = entries.get(key);
      return hit && hit.expiresAt > Date.now() ? hit.value : undefined;
    },
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

/**
 * A route's `onRequest` hook that answers a cached URL at once, like an edge cache in front of the route: no
 * validation (the URL passed it when its answer was computed), no handler. Security headers are set by then
 * (a global hook, registered first) and compression still applies (onSend). A miss goes on to the route.
 */
export function answerFromCache(cache: MicroCache<Buffer>): onRequestHookHandler {
  return (request, reply, done) => {
    const hit = cache.peek(request.url);
    if (hit === undefined) return done();
    sendJson(reply, hit);
  };
}
