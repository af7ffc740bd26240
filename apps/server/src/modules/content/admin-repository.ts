/** Site content as the operators edit it (issue 27): every item but the deleted, written in the operators' order. */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client.ts";
import { product } from "../catalog/schema.ts";
import { type ContentKind, CONTENT_TABLES as TABLES } from "./kinds.ts";
import type { RowOf } from "./repository.ts";
import { banner, popup, siteEvent } from "./schema.ts";

/** The kinds the console edits, each through one description. */
export type EditableKind = ContentKind;
type Table = (typeof TABLES)[EditableKind];
const tableOf = (kind: EditableKind): Table => TABLES[kind];
const notDeleted = (table: Table) => ne(table.state, "DELETE");

export function createContentAdminRepository(db: Database) {
  return {
    async list<K extends EditableKind>(kind: K): Promise<RowOf<K>[]> {
      const table = tableOf(kind);
      return (await db
        .select()
        .from(table)
        .where(notDeleted(table))
        .orderBy(asc(table.orderNumber), asc(table.id))) as RowOf<K>[];
    },

    async find<K extends EditableKind>(kind: K, id: number, executor: Executor = db): Promise<RowOf<K> | undefined> {
      const table = tableOf(kind);
      const rows = await executor
        .select()
        .from(table)
        .where(and(eq(table.id, id), notDeleted(table)));
      return rows[0] as RowOf<K> | undefined;
    },

    /** A new item goes last in its list. */
    async insert<K extends EditableKind>(kind: K, values: Record<string, unknown>): Promise<RowOf<K>> {
      const table = tableOf(kind);
      const rows = await db
        .insert(table)
        .values({
          ...values,
          orderNumber: sql`(select coalesce(max(order_number), 0) + 1 from ${table})`,
        } as unknown as typeof table.$inferInsert)
        .returning();
      return rows[0] as RowOf<K>;
    },

    async update<K extends EditableKind>(kind: K, id: number, values: Record<string, unknown>) {
      const table = tableOf(kind);
      const rows = await db
        .update(table)
        .set(values)
        .where(and(eq(table.id, id), notDeleted(table)))
        .returning();
      return rows[0] as RowOf<K> | undefined;
    },

    /** Deleted items stay for the record (their hits, the audit log's ids) and leave every list. */
    async remove(kind: EditableKind, id: number): Promise<boolean> {
      const table = tableOf(kind);
      const rows = await db
        .update(table)
        .set({ state: "DELETE" })
        .where(and(eq(table.id, id), notDeleted(table)))
        .returning({ id: table.id });
      return rows.length === 1;
    },

    /** Order numbers 1, 2, 3, … in the order of `ids`, in one statement. */
    async reorder(kind: EditableKind, ids: number[]): Promise<void> {
      const table = tableOf(kind);
      await db.execute(sql`
        update ${table} t set order_number = o.position
        from unnest(${sql.param(ids)}::int[]) with ordinality as o(id, position)
        where t.id = o.id`);
    },

    /** Which of these products exist and are not deleted (a theme section's picks). */
    async existingProducts(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: product.id })
        .from(product)
        .where(and(inArray(product.id, ids), ne(product.state, "DELETE")));
      return new Set(rows.map((row) => row.id));
    },

    async ids(kind: EditableKind): Promise<number[]> {
      return (await this.list(kind)).map((row) => row.id);
    },

    /**
     * The next moment a banner, popup or event starts or ends: lists computed before it must not be served after
     * it (routes.ts gives it to the list cache).
     */
    async nextChange(now: Date): Promise<Date | null> {
      const moments = [banner, popup, siteEvent].flatMap((table) => [
        sql`(select min(${table.startDate}) from ${table} where ${table.state} = 'NORMAL' and ${table.startDate} > ${now})`,
        sql`(select min(${table.endDate}) from ${table} where ${table.state} = 'NORMAL' and ${table.endDate} > ${now})`,
      ]);
      const result = await db.execute<{ at: Date | string | null }>(
        sql`select least(${sql.join(moments, sql`, `)}) as at`,
      );
      const at = result.rows[0]?.at;
      return at ? new Date(at) : null;
    },
  };
}
