/** `update_date` is set by the database on edits, never by hand, and not on counter updates (decision 021). */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-app.ts";
import { createDatabase, type Database } from "./client.ts";

describe("update_date", () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    db = createDatabase(database.url, { max: 2 });
  });
  afterAll(async () => {
    await db.$client.end();
    await drop();
  });

  const updateDateOf = async (table: string, id: number) =>
    (
      await db.execute<{ update_date: string }>(
        sql`select update_date::text from ${sql.identifier(table)} where id = ${id}`,
      )
    ).rows[0]?.update_date;

  it("moves when a post, a comment or a farm is edited through raw SQL, and stays for counters", async () => {
    const cases: [table: string, counter: string, edit: string][] = [
      ["community_board", "hits = hits + 1", "title = title || '!'"],
      ["comment", "is_hidden = true", "content = content || '!'"],
      ["breeding_farm", "likes = likes + 1", "description = description || '!'"],
      ["breeding_daily_record", "comment_count = comment_count + 1", "note = coalesce(note, '') || '!'"],
      ["member", "point = point + 10", "introduction = coalesce(introduction, '') || '!'"],
    ];
    for (const [table, counter, edit] of cases) {
      const row = await db.execute<{ id: number }>(sql`select id from ${sql.identifier(table)} order by id limit 1`);
      const id = row.rows[0]?.id as number;
      await db.execute(sql`update ${sql.identifier(table)} set update_date = '2020-01-01T00:00:00Z' where id = ${id}`);
      const before = await updateDateOf(table, id);
      await db.execute(sql`update ${sql.identifier(table)} set ${sql.raw(counter)} where id = ${id}`);
      expect(await updateDateOf(table, id), `${table}: ${counter}`).toBe(before);
      await db.execute(sql`update ${sql.identifier(table)} set ${sql.raw(edit)} where id = ${id}`);
      const now = (await db.execute<{ now: string }>(sql`select now()::text as now`)).rows[0]?.now;
      expect(new Date(String(await updateDateOf(table, id))).getTime(), `${table}: ${edit}`).toBeGreaterThan(
        new Date(String(before)).getTime(),
      );
      expect(new Date(String(await updateDateOf(table, id))).getTime()).toBeLessThanOrEqual(
        new Date(String(now)).getTime(),
      );
    }
  });

  it("has a trigger on every table with an update_date column", async () => {
    const tables = await db.execute<{ table_name: string; has_trigger: boolean }>(sql`
      select c.table_name, exists (
        select 1 from pg_trigger t join pg_class r on r.oid = t.tgrelid
        where r.relname = c.table_name and t.tgname = c.table_name || '_update_date') as has_trigger
      from information_schema.columns c
      where c.table_schema = 'public' and c.column_name = 'update_date'
      order by c.table_name`);
    expect(tables.rows.length).toBeGreaterThanOrEqual(10);
    expect(tables.rows.filter((r) => !r.has_trigger).map((r) => r.table_name)).toEqual([]);
  });
});
