/**
 * The one in-process cache core for computed answers (docs/decisions/005, 010 and 014). Two behaviours by option:
 *  - fresh within seconds (`ttlMs`): public lists whose answer is the same for every caller; an entry is served
 *    until it is `ttlMs` old or the cache is cleared (board lists are cleared by every post change, in every app
 *    instance, through `cache-clear.ts`);
 *  - exact by version (no `ttlMs`, callers pass `version`): an entry is served only while the caller's version,
 *    read live from the database (a counter raised in the same transaction as every change), is the one it was
 *    built from; a different version is a miss, in this process or any other.
 * Either way concurrent misses for one key (and version) share one computation, failures are not kept, and the
 * least recently used entry goes first when full.
 *
 * `clear()` empties the entries and forgets the computations in flight: a computation started before a clear
 * (say, a list read before a post was written) still answers the callers that were waiting for it, but is not
 * stored, and callers after the clear start a fresh one.
 */
import type { onRequestHookHandler } from "fastify";
import { sendJson } from "./send-json.ts";

export interface Cache<T = string> {
  /** The entry for `key` built from `version` (0 when the cache is not versioned), else `compute`'s answer. */
  get(key: string, compute: () => Promise<T>, version?: number): Promise<T>;
  /** The fresh entry for `key`, if there is one, without computing anything. */
  peek(key: string): T | undefined;
  clear(): void;
  /**
   * Nothing computed now is served from `at` (epoch ms) on: the next scheduled change of what the entries show
   * (a banner that starts). The earliest moment asked for wins; a clear forgets it.
   */
  expireAt(at: number): void;
}

export interface CacheOptions {
  maxEntries: number;
  /** How long an entry stays fresh; without it entries stay until evicted, cleared or their version changes. */
  ttlMs?: number;
  /** The clock of freshness (epoch ms): the system's unless the cached answers follow another (a test's). */
  now?: () => number;
}

interface Entry<T> {
  value: T;
  version: number;
  expiresAt: number;
}

/** Routes keep answers as UTF-8 bytes (`T = Buffer`): sending them then costs no encoding per request. */
export function createCache<T = string>(options: CacheOptions): Cache<T> {
  const ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const pending = new Map<string, Promise<T>>();
  // Raised by every clear: a computation stores its answer only if no clear happened since it started.
  let generation = 0;
  let clearsAt = Number.POSITIVE_INFINITY;

  function clear() {
    generation++;
    entries.clear();
    pending.clear();
    clearsAt = Number.POSITIVE_INFINITY;
  }

  function fresh(key: string, version: number | undefined): Entry<T> | undefined {
    if (now() >= clearsAt) clear();
    const hit = entries.get(key);
    if (!hit || hit.expiresAt <= now() || (version !== undefined && hit.version !== version)) return undefined;
    // Most recently used goes to the end (Map keeps insertion order).
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }

  function store(key: string, value: T, version: number) {
    const current = entries.get(key);
    // A slower computation for an older version must not replace a newer one.
    if (current && current.version > version) return;
    entries.delete(key);
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { value, version, expiresAt: now() + ttlMs });
  }

  return {
    peek(key) {
      return fresh(key, undefined)?.value;
    },
    async get(key, compute, version = 0) {
      const hit = fresh(key, version);
      if (hit) return hit.value;
      const pendingKey = `${version}\u0000${key}`;
      const inflight = pending.get(pendingKey);
      if (inflight) return inflight;
      const startedIn = generation;
      const promise = compute()
        .then((value) => {
          if (generation === startedIn) store(key, value, version);
          return value;
        })
        .finally(() => {
          if (pending.get(pendingKey) === promise) pending.delete(pendingKey);
        });
      pending.set(pendingKey, promise);
      return promise;
    },
    clear,
    expireAt(at) {
      clearsAt = Math.min(clearsAt, at);
    },
  };
}

/**
 * A route's `onRequest` hook that answers a cached URL at once, like an edge cache in front of the route: no
 * validation (the URL passed it when its answer was computed), no handler. Security headers are set by then
 * (a global hook, registered first) and compression still applies (onSend). A miss goes on to the route.
 */
export function answerFromCache(cache: Cache<Buffer>): onRequestHookHandler {
  return (request, reply, done) => {
    const hit = cache.peek(request.url);
    if (hit === undefined) return done();
    sendJson(reply, hit);
  };
}
