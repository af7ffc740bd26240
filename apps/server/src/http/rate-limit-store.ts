/**
 * A store for @fastify/rate-limit that keeps the counts in PostgreSQL (table `rate_limit_count`), so every app
 * instance on the database counts against one limit: ten failed logins are ten in total, not ten per instance
 * (docs/decisions/014-several-app-instances.md). Each count is one statement: an UPSERT that starts a new window
 * when the old one has ended, else adds one, and returns the count and the milliseconds left. Expired rows are
 * swept by db/sweep.ts.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Database } from "../db/client.ts";

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

const INCREMENT = `
  insert into rate_limit_count as r (key, count, reset_at)
  values ($1, 1, now() + $2 * interval '1 millisecond')
  on conflict (key) do update set
    count = case when r.reset_at <= now() then 1 else r.count + 1 end,
    reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
  returning count, ceil(extract(epoch from r.reset_at - now()) * 1000)::int as ttl`;

const READ = `
  select count, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl
  from rate_limit_count where key = $1 and reset_at > now()`;

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The store class the plugin instantiates (`store` option), bound to the app's database. */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  async function run(name: string, text: string, values: unknown[], cb: Callback) {
    try {
      const { rows } = await db.$client.query<{ count: number; ttl: number }>({ name, text, values });
      const row = rows[0];
      cb(null, row ? { current: row.count, ttl: Math.max(0, row.ttl) } : { current: 0, ttl: 0 });
    } catch (error) {
      cb(error as Error);
    }
  }

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(settings: object, prefix = "") {
      const options = settings as StoreOptions;
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error("The PostgreSQL rate-limit store supports neither continueExceeding nor exponentialBackoff");
      }
      this.prefix = prefix;
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      void run("rate_limit_increment", INCREMENT, [this.prefix + key, timeWindow], cb);
    }

    /** The count so far, without counting (`{ increment: false }`). */
    read(key: string, cb: Callback) {
      void run("rate_limit_read", READ, [this.prefix + key], cb);
    }

    /**
     * A route's own counts: keys prefixed with its method and URL, as the plugin's Redis store does. (The plugin
     * passes its merged route settings with `routeInfo`; its type declaration says route options.)
     */
    child(routeSettings: object): FastifyRateLimitStore {
      const options = routeSettings as StoreOptions;
      const route = options.routeInfo?.url ? `${options.routeInfo.method ?? ""} ${options.routeInfo.url}|` : "";
      return new PostgresRateLimitStore(options, this.prefix + route);
    }
  }
  return PostgresRateLimitStore;
}
