/** Small SQL helpers shared by repositories. */
import { createHash } from "node:crypto";
import { getTableColumns, type InferSelectModel, type SQL, type SQLWrapper, sql, type Table } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database, Executor } from "./client.ts";

const dialect = new PgDialect();

/**
 * Runs a read as a named prepared statement (named by its text), so PostgreSQL plans it once per connection
 * instead of on every request: for small index lookups and list pages planning costs more than running.
 * Not for queries whose best plan depends on a parameter's value (word searches): they keep a plan per call.
 */
export async function prepared<T>(db: Database, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
  const result = await db.$client.query({ name, text, values: params as unknown[] });
  return result.rows as T[];
}

/** A LIKE pattern for `word` anywhere in a lower-cased text, LIKE's own characters (`%`, `_`, backslash) taken literally. */
export function containsPattern(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * ORDER BY direction matching the indexes: drizzle-kit writes `.desc()` indexes as DESC NULLS LAST, while a
 * bare `DESC` means NULLS FIRST, and a mismatch makes PostgreSQL sort instead of walking the index.
 * (Our ordered columns are NOT NULL, so the nulls clause changes no result.)
 */
export function direction(value: "ASC" | "DESC"): SQL {
  return value === "ASC" ? sql`asc nulls first` : sql`desc nulls last`;
}

/**
 * A table's row keyed by its SQL column names, typed from the schema: the row type of a raw `sql` select that keeps
 * the database's snake_case names. `Pick<SqlRow<typeof farm>, "id" | "member_id">` stops compiling when a column is
 * renamed or dropped, as a builder query would (docs/decisions/021-repository-idiom.md).
 */
export type SqlRow<T extends Table> = {
  [K in keyof T["_"]["columns"] &
    keyof InferSelectModel<T> as T["_"]["columns"][K]["_"]["name"]]: InferSelectModel<T>[K];
};

/**
 * A table's rows read back from `json_agg(alias)` (keys are the SQL column names), each value through its column's
 * own driver mapping (a timestamp becomes a Date): lets one statement bring several tables' rows, typed as the
 * builder's `select()` would type them.
 */
export function rowsFromJson<T extends Table>(
  table: T,
  json: readonly Record<string, unknown>[],
): InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table));
  return json.map(
    (object) =>
      Object.fromEntries(
        columns.map(([key, column]) => {
          const value = object[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as InferSelectModel<T>,
  );
}

/**
 * Several data changes sent as one statement: the first ones as data-modifying CTEs of the last
 * (`with s0 as (…), s1 as (…) <last>`). They all see the same snapshot, so none may read or change what another
 * changes (two tables, or disjoint rows); PostgreSQL runs each to completion, and all or none take effect.
 */
export async function together(executor: Executor, ...statements: SQLWrapper[]): Promise<void> {
  const last = statements.at(-1);
  if (!last) return;
  const before = statements.slice(0, -1).map((statement, i) => [`s${i}`, statement] as const);
  await chained(executor, before, last.getSQL());
}

/**
 * Writes that depend on each other's new ids, sent as one statement: each `[name, statement]` becomes a data-modifying
 * CTE that later ones may read (`(select id from <name>)`, from its RETURNING), and `last` is the final query. One
 * statement is atomic by itself: no transaction (no BEGIN and COMMIT round trips) is needed around it.
 */
export async function chained<T extends Record<string, unknown>>(
  executor: Executor,
  steps: readonly (readonly [name: string, statement: SQLWrapper])[],
  last: SQL,
): Promise<T[]> {
  const ctes = steps.map(([name, statement]) => sql`${sql.identifier(name)} as (${statement.getSQL()})`);
  const query = ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ${last}` : last;
  return (await executor.execute<T>(query)).rows as T[];
}

/**
 * Sends `statements` (each `… returning id`) as one, with `before` first when given (further data changes of other
 * tables), and answers the ids each statement returned, in order.
 */
export async function takenIds(
  executor: Executor,
  statements: readonly SQLWrapper[],
  before: readonly SQLWrapper[] = [],
): Promise<number[][]> {
  const steps = [...before, ...statements].map((statement, i) => [`s${i}`, statement] as const);
  const taken = statements.map(
    (_, i) => sql`(select coalesce(json_agg(id), '[]') from ${sql.identifier(`s${before.length + i}`)})`,
  );
  const [row] = await chained<{ taken: number[][] }>(
    executor,
    steps,
    sql`select json_build_array(${sql.join(taken, sql`, `)}) as taken`,
  );
  return row?.taken ?? [];
}
