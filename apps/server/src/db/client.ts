/** The connection pool and the Drizzle handle every repository uses. */
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema.ts";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export function createDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 20, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  return drizzle(pool, { schema }) as Database;
}
