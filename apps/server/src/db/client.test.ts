/**
 * The pool after a connection dies under a transaction's BEGIN (as when PostgreSQL restarts): the client
 * must go back to the pool (destroyed), or the pool runs dry and never ends.
 */
import { sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-app.ts";
import { afterCommit, createDatabase, type Database } from "./client.ts";

describe("createDatabase", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection: a single leaked client would starve every later query.
    db = createDatabase(database.url, { max: 1, onPoolError: () => {} });
  });
  afterAll(() => database.drop());

  it("a transaction whose connection dies at BEGIN fails, and the pool serves the next query and still ends", async () => {
    await db.execute(sql`select 1`);
    // The next client handed out has its socket cut, as a dying PostgreSQL would do.
    db.$client.once("acquire", (client: pg.PoolClient) => {
      (client as unknown as { connection: { stream: { destroy: () => void } } }).connection.stream.destroy();
    });
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();

    const started = Date.now();
    const result = await db.execute(sql`select 42 as answer`);
    expect(result.rows).toEqual([{ answer: 42 }]);
    // Well within the pool's 5 s connection timeout: the client was not left checked out.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(db.$client.totalCount).toBe(1);
    await db.$client.end();
  });

  it("a transaction that fails in SQL rolls back and keeps its connection", async () => {
    const other = createDatabase(database.url, { max: 1 });
    const backend = async () => (await other.execute(sql`select pg_backend_pid() as pid`)).rows[0]?.pid;
    const before = await backend();
    await expect(
      other.transaction(async (tx) => {
        await tx.execute(sql`create temporary table kept (id int)`);
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    // Same server process: the connection was reused, not thrown away; and the table was rolled back.
    expect(await backend()).toBe(before);
    const table = await other.execute(sql`select to_regclass('pg_temp.kept') as name`);
    expect(table.rows[0]).toEqual({ name: null });
    await other.$client.end();
  });

  it("afterCommit runs once the transaction has committed, never when it rolls back, at once outside one", async () => {
    const other = createDatabase(database.url, { max: 2 });
    const seen: string[] = [];
    await other.transaction(async (tx) => {
      afterCommit(tx, () => seen.push("committed"));
      await tx.execute(sql`select 1`);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(["committed"]);
    await expect(
      other.transaction(async (tx) => {
        afterCommit(tx, () => seen.push("rolled back"));
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    afterCommit(other, () => seen.push("no transaction"));
    expect(seen).toEqual(["committed", "no transaction"]);
    await other.$client.end();
  });
});
