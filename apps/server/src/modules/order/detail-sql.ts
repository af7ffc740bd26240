/**
 * A form's parts, lines and options read in one statement (three row sets as JSON), for the order repository's reads
 * and its `lockDetail`.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { rowsFromJson } from "../../db/sql.ts";
import { orderPart, orderProduct, orderProductOption } from "./schema.ts";

/**
 * The parts, lines and options of the forms `ids` names (an int[] expression), as three JSON columns. Each level is
 * looked up by the ids of the level above (`= any(array(…))`), an index lookup whatever the planner believes of the
 * tables: written as joins, a table it has no statistics for yet (a new database, a fresh bench) was planned as a
 * hash join over a sequential scan of every order line, each time a form was read.
 */
export function detailColumns(ids: SQL) {
  const partIds = sql`array(select p.id from order_part p where p.order_form_id = any(${ids}))`;
  const lineIds = sql`array(select op.id from order_product op where op.order_part_id = any(${partIds}))`;
  return sql`
      (select coalesce(json_agg(p order by p.id), '[]') from order_part p where p.order_form_id = any(${ids})) as parts,
      (select coalesce(json_agg(op order by op.id), '[]') from order_product op where op.order_part_id = any(${partIds})) as products,
      (select coalesce(json_agg(o order by o.id), '[]') from order_product_option o where o.order_product_id = any(${lineIds})) as options`;
}

export type DetailJson = Record<string, unknown> & {
  parts: Record<string, unknown>[];
  products: Record<string, unknown>[];
  options: Record<string, unknown>[];
};

export function detailRows(row: DetailJson | undefined) {
  return {
    parts: rowsFromJson(orderPart, row?.parts ?? []),
    products: rowsFromJson(orderProduct, row?.products ?? []),
    options: rowsFromJson(orderProductOption, row?.options ?? []),
  };
}

/** The parts, lines and options of the forms, in id order: one statement (three row sets as JSON). */
export async function partsProductsOptions(executor: Executor, formIds: number[]) {
  if (formIds.length === 0) return { parts: [], products: [], options: [] };
  const ids = sql`${`{${formIds.join(",")}}`}::int[]`;
  const result = await executor.execute<DetailJson>(sql`select ${detailColumns(ids)}`);
  return detailRows(result.rows[0]);
}
