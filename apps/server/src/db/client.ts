/** The connection pool and the Drizzle handle every repository uses. */
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.ts";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseOptions {
  max?: number;
  /** Where errors of idle pooled connections go (the database restarted, the network dropped). */
  onPoolError?: (error: Error) => void;
}

/** A query waits at most this long for a connection, so a database that is down or saturated fails fast. */
const CONNECTION_TIMEOUT_MS = 5_000;

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // A dropped idle connection must not crash the process: the pool replaces it, and the error is logged
  // once per burst (a restarting database drops every idle connection at once).
  const report = options.onPoolError ?? logPoolError();
  pool.on("error", (error) => report(error));
  return drizzle(pool, { schema }) as Database;
}

/** Logs a pool error (message and code, never the connection string), at most once per message every 10 s. */
export function logPoolError(write: (line: string) => void = (line) => console.error(line)): (error: Error) => void {
  const lastLogged = new Map<string, number>();
  return (error) => {
    const code = (error as { code?: string }).code;
    const text = `database pool: idle connection failed: ${error.message}${code ? ` (${code})` : ""}`;
    const now = Date.now();
    if (now - (lastLogged.get(text) ?? 0) < 10_000) return;
    lastLogged.set(text, now);
    write(text);
  };
}
