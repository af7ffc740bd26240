/**
 * SQL statements the server runs, counted by PostgreSQL itself (`pg_stat_statements`, issue 24): the checkout row
 * reads each statement's `calls` before and after a batch of orders and divides the difference by the orders.
 * Transaction control (BEGIN, COMMIT, ROLLBACK, SAVEPOINT, RELEASE) is not counted; everything else is, SET and
 * the job queue's statements included (pg-boss polls on its own; `idlePerSecond` says how much that adds).
 *
 * The extension must be loaded at server start: run.ts starts the embedded PostgreSQL itself with
 * BENCH_POSTGRES_SETTINGS and hands the server DATABASE_URL. The counter connects to the `postgres` database
 * (its own statements land there, not in the app's) and reads the app database's rows only. Every failure to
 * count throws: a measure that reads 0 when it is broken reports a budget met.
 */
import pg from "pg";

/** `-c` settings for the PostgreSQL the statements are counted on. */
export const BENCH_POSTGRES_SETTINGS: Record<string, string> = {
  shared_preload_libraries: "pg_stat_statements",
  // Room for every statement shape of the app and pg-boss, so none is evicted mid-batch (checked: `dealloc`).
  "pg_stat_statements.max": "20000",
  "pg_stat_statements.track": "top",
  "pg_stat_statements.track_utility": "on",
};

const TRANSACTION_CONTROL = /^\s*(?:begin|start\s+transaction|commit|end|rollback|savepoint|release)\b/i;

export interface Snapshot {
  calls: Map<string, { query: string; calls: number }>;
  dealloc: number;
  at: number;
}

export interface Counted {
  /** Statements run between the two snapshots (transaction control left out). */
  total: number;
  /** The same, per statement text, most called first. */
  byQuery: { query: string; calls: number }[];
  /** Transaction control statements, for the record. */
  transactionControl: number;
}

export class StatementCounter {
  private readonly client: pg.Client;
  private readonly dbid: number;

  private constructor(client: pg.Client, dbid: number) {
    this.client = client;
    this.dbid = dbid;
  }

  /** adminUrl: the `postgres` database of the same server; database: the app's. */
  static async open(adminUrl: string, database: string): Promise<StatementCounter> {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const preload = (
        await client.query<{ setting: string }>("select current_setting('shared_preload_libraries') as setting")
      ).rows[0]?.setting;
      if (!preload?.includes("pg_stat_statements"))
        throw new Error(`pg_stat_statements is not in shared_preload_libraries (${preload}): cannot count statements`);
      await client.query("create extension if not exists pg_stat_statements");
      const found = await client.query<{ oid: number }>("select oid from pg_database where datname = $1", [database]);
      const dbid = found.rows[0]?.oid;
      if (dbid === undefined) throw new Error(`statement counter: no database ${database}`);
      return new StatementCounter(client, Number(dbid));
    } catch (error) {
      await client.end();
      throw error;
    }
  }

  async snapshot(): Promise<Snapshot> {
    const rows = await this.client.query<{ key: string; query: string; calls: string }>(
      `select userid || ':' || queryid || ':' || toplevel as key, query, calls
         from pg_stat_statements where dbid = $1`,
      [this.dbid],
    );
    const info = await this.client.query<{ dealloc: string }>("select dealloc from pg_stat_statements_info");
    const calls = new Map<string, { query: string; calls: number }>();
    for (const row of rows.rows) calls.set(row.key, { query: row.query, calls: Number(row.calls) });
    return { calls, dealloc: Number(info.rows[0]?.dealloc ?? Number.NaN), at: performance.now() };
  }

  /** The statements run between two snapshots; throws when none were, or when some could have been lost. */
  static between(before: Snapshot, after: Snapshot, what: string): Counted {
    if (after.dealloc !== before.dealloc)
      throw new Error(`${what}: pg_stat_statements evicted entries during the count (raise pg_stat_statements.max)`);
    const byQuery: { query: string; calls: number }[] = [];
    let total = 0;
    let transactionControl = 0;
    for (const [key, { query, calls }] of after.calls) {
      const delta = calls - (before.calls.get(key)?.calls ?? 0);
      if (delta <= 0) continue;
      if (TRANSACTION_CONTROL.test(query)) {
        transactionControl += delta;
        continue;
      }
      total += delta;
      byQuery.push({ query, calls: delta });
    }
    if (!(total > 0)) throw new Error(`${what}: pg_stat_statements counted no statement (the count is broken)`);
    byQuery.sort((a, b) => b.calls - a.calls);
    return { total, byQuery, transactionControl };
  }

  /** Statements a second with nothing asked of the server (the job queue's polling), over `ms`. */
  async idlePerSecond(ms: number): Promise<number> {
    const before = await this.snapshot();
    await new Promise((resolve) => setTimeout(resolve, ms));
    const after = await this.snapshot();
    let total = 0;
    for (const [key, { query, calls }] of after.calls)
      if (!TRANSACTION_CONTROL.test(query)) total += calls - (before.calls.get(key)?.calls ?? 0);
    return total / ((after.at - before.at) / 1000);
  }

  close(): Promise<void> {
    return this.client.end();
  }
}
