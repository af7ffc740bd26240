/**
 * Cache clears that reach every app instance on one PostgreSQL (docs/decisions/014-several-app-instances.md).
 * Each instance keeps one connection (its own, outside the pool, with the pool's settings) that `LISTEN`s on `mulmung_cache_clear`. Clearing a named cache empties it
 * here at once and sends `NOTIFY mulmung_cache_clear, '<name> <sender>'`; the other instances clear theirs when
 * it arrives (milliseconds later), the sender ignores its own echo.
 *
 * Notifications sent while the connection is down are lost, so a lost connection clears every registered cache
 * and is reopened (100 ms, doubling up to 5 s), and every cache is cleared again once it listens again.
 */
import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";

export const CACHE_CLEAR_CHANNEL = "mulmung_cache_clear";
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5000;

export interface CacheClears {
  /** Registers a cache under a name (several caches may share one); `clear(name)` then reaches it. */
  register(name: string, cache: { clear(): void }): void;
  /**
   * Clears the named caches in this instance at once and in every other one. Resolves when the notification is
   * sent; a failure to send is logged, not thrown (the change itself succeeded; the others catch up by TTL).
   */
  clear(name: string): Promise<void>;
  /** The listening connection's backend process id while it is up (for operators and tests). */
  listenerPid(): number | undefined;
  close(): Promise<void>;
}

/** Opens the listening connection (resolves once it listens), with the settings of the app's pool. */
export async function openCacheClears(pool: pg.Pool, log: FastifyBaseLogger): Promise<CacheClears> {
  const sender = randomBytes(6).toString("hex");
  const caches = new Map<string, Set<{ clear(): void }>>();
  let listener: { client: pg.Client; pid: number; close: () => Promise<void> } | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  function clearLocal(name: string) {
    for (const cache of caches.get(name) ?? []) cache.clear();
  }
  function clearAll() {
    for (const name of caches.keys()) clearLocal(name);
  }

  async function listen(): Promise<void> {
    const client = new pg.Client(pool.options);
    let released = false;
    let ended: Promise<void> = Promise.resolve();
    let listening = false;
    /** Closes the connection; false when that already happened. */
    const drop = (): boolean => {
      if (released) return false;
      released = true;
      if (listener?.client === client) listener = undefined;
      ended = client.end().catch(() => {});
      return true;
    };
    const lost = (error?: Error) => {
      // Before it listened, the failure reaches listen()'s caller, which retries.
      if (!drop() || closed || !listening) return;
      log.warn({ err: error }, "캐시 비우기 알림 연결이 끊겼습니다. 다시 연결합니다.");
      clearAll();
      scheduleRetry();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", (message) => {
      if (message.channel !== CACHE_CLEAR_CHANNEL || !message.payload) return;
      const [name, from] = message.payload.split(" ");
      if (name && from !== sender) clearLocal(name);
    });
    try {
      await client.connect();
      await client.query(`listen ${CACHE_CLEAR_CHANNEL}`);
      const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid");
      const close = () => {
        drop();
        return ended;
      };
      listener = { client, pid: rows[0]?.pid as number, close };
      listening = true;
    } catch (error) {
      drop();
      throw error;
    }
  }

  function scheduleRetry() {
    retry = setTimeout(() => {
      retry = undefined;
      if (closed) return;
      listen()
        .then(() => {
          retryMs = FIRST_RETRY_MS;
          // Whatever was cleared elsewhere while we were away is unknown: start every cache afresh.
          clearAll();
          log.info("캐시 비우기 알림에 다시 연결했습니다.");
        })
        .catch((error: unknown) => {
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          log.warn({ err: error }, "캐시 비우기 알림에 다시 연결하지 못했습니다.");
          scheduleRetry();
        });
    }, retryMs);
    retry.unref();
  }

  await listen();

  return {
    register(name, cache) {
      let set = caches.get(name);
      if (!set) {
        set = new Set();
        caches.set(name, set);
      }
      set.add(cache);
    },
    async clear(name) {
      clearLocal(name);
      try {
        await pool.query("select pg_notify($1, $2)", [CACHE_CLEAR_CHANNEL, `${name} ${sender}`]);
      } catch (error) {
        log.warn({ err: error, cache: name }, "다른 인스턴스에 캐시 비우기를 알리지 못했습니다.");
      }
    },
    listenerPid() {
      return listener?.pid;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await listener?.close();
    },
  };
}
