/** The connection pool and the Drizzle handle every repository uses. */
import { sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase, NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import pg from "pg";
import { isDatabaseUnavailable } from "./connection-errors.ts";
import * as schema from "./schema.ts";

/**
 * Drizzle 0.45's NodePgSession.transaction sends BEGIN before its try/finally, so a BEGIN that fails (the
 * pooled connection died under it, as when PostgreSQL restarts) never releases the client: each such failure
 * leaks a connection for good, the pool runs dry after an outage, and pool.end() waits forever. The same method
 * with BEGIN inside the try, and a client whose connection failed released with its error so the pool drops it.
 */
type SessionInternals = { client: unknown; dialect: never; schema: never; options: never };
type TransactionInternals = { getTransactionConfigSQL: (config: unknown) => ReturnType<typeof sql> };
const drizzleTransaction = NodePgSession.prototype.transaction;
/** What `afterCommit` was asked to run once each open transaction commits. */
const onCommit = new WeakMap<object, (() => void)[]>();
NodePgSession.prototype.transaction = async function transaction<T>(
  this: NodePgSession<Record<string, unknown>, never>,
  run: (tx: Parameters<Parameters<typeof drizzleTransaction>[0]>[0]) => Promise<T>,
  config?: Parameters<typeof drizzleTransaction>[1],
): Promise<T> {
  const self = this as unknown as SessionInternals;
  if (!(self.client instanceof pg.Pool)) return drizzleTransaction.call(this, run, config) as Promise<T>;
  const client = await self.client.connect();
  const session = new NodePgSession(client, self.dialect, self.schema, self.options);
  const tx = new NodePgTransaction(self.dialect, session, self.schema);
  const configSql = config ? (tx as unknown as TransactionInternals).getTransactionConfigSQL(config) : undefined;
  let broken: Error | undefined;
  const committed: (() => void)[] = [];
  onCommit.set(tx, committed);
  try {
    await tx.execute(sql`begin${configSql ? sql` ${configSql}` : undefined}`);
    try {
      const result = await run(tx as never);
      await tx.execute(sql`commit`);
      for (const done of committed) done();
      return result;
    } catch (error) {
      await tx.execute(sql`rollback`);
      throw error;
    }
  } catch (error) {
    // The connection itself failed: released with the error, the pool destroys it instead of reusing it.
    if (isDatabaseUnavailable(error)) broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
};

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A transaction handle, as `db.transaction(async (tx) => ...)` passes it. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either: repository functions that may run inside a caller's transaction take this. */
export type Executor = Database | Transaction;

/**
 * Runs `done` once the transaction `tx` has committed, never if it rolls back: for what must not count a change that
 * did not happen (a metric). Outside a pooled transaction (the pool itself, a savepoint's handle), at once.
 */
export function afterCommit(tx: Executor, done: () => void): void {
  const list = onCommit.get(tx);
  if (list) list.push(done);
  else done();
}

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
  // A dropped connection must not crash the process: the pool replaces it, and the error is logged
  // once per burst (a restarting database drops every idle connection at once).
  const report = options.onPoolError ?? logPoolError();
  // Once the pool is ending (shutdown), a connection the database closes first is expected, not news.
  const onError = (error: Error) => {
    if (!pool.ending) report(error);
  };
  pool.on("error", onError);
  // A checked-out client whose connection dies between two queries (inside a transaction, while app code
  // runs) emits "error" with nobody listening, which would crash the process. Its next query fails anyway.
  pool.on("acquire", (client) => client.on("error", onError));
  pool.on("release", (_error, client) => client.removeListener("error", onError));
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
