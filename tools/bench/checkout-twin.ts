/**
 * The checkout row's twin (issue 24): the durable writes one order needs, issued directly with `pg` at the same
 * concurrency as the app's buyers (no HTTP, no gateway, no reads beyond what the writes return), in the app's three
 * transactions:
 *   order form   insert the form, its store part and its line
 *   confirmation take the stock (conditional update: none taken below zero), the form's state, insert the payment
 *                and its event
 *   payment      the payment's state, its event, the form marked paid
 * Its whole orders per second are what this machine and database can do for an order at all; the app's figure is
 * read as a ratio to it, measured in the same run (budget: app ≥ 0.4 × twin).
 *
 * The rows are copies of an order the app itself made and paid in the batch before (read back as JSON and written
 * with jsonb_populate_record, every column but the identity), so both write rows of the same width, with the same
 * indexes, constraints and triggers. The twin's orders are deleted afterwards and their stock given back.
 */
import pg from "pg";
import { StatementCounter } from "./statements.ts";

interface Json {
  // biome-ignore lint/suspicious/noExplicitAny: rows read back as JSON
  [key: string]: any;
}

/** Twin order numbers (and payment ids): never an app order's, and found again to be deleted. */
const PREFIX = "BENCH-TWIN-";
/** Added to the products' stock for the run (and taken back after), so the twin never sells out. */
const STOCK_LOAN = 1_000_000;

export interface TwinResult {
  orders: number;
  ordersPerSecond: number;
  p99: number;
  mean: number;
  /** The statement counter's reading for the twin's orders: 10 by construction, so a check on the counter. */
  statementsPerOrder: number;
}

/** `insert into t (columns) select columns from jsonb_populate_record(null::t, $1) returning id`. */
async function insertSql(client: pg.ClientBase, table: string): Promise<string> {
  const columns = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_identity = 'NO' and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  if (columns.rows.length === 0) throw new Error(`checkout twin: no table ${table}`);
  const list = columns.rows.map((c) => client.escapeIdentifier(c.column_name)).join(", ");
  return `insert into ${table} (${list}) select ${list} from jsonb_populate_record(null::${table}, $1::jsonb) returning id`;
}

async function one(client: pg.ClientBase, text: string, values: unknown[]): Promise<Json> {
  const row = (await client.query(text, values)).rows[0];
  if (!row) throw new Error(`checkout twin: nothing found for ${text}`);
  return row.row as Json;
}

export async function benchCheckoutTwin(
  databaseUrl: string,
  options: { connections: number; seconds: number; productIds: number[]; counter: StatementCounter },
): Promise<TwinResult> {
  if (options.productIds.length === 0) throw new Error("checkout twin: no products");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.connections });
  const setup = await pool.connect();
  try {
    // The template: the app's latest paid direct order of one line, and what hangs on it.
    const form = await one(
      setup,
      `select to_jsonb(f) as row from order_form f
        where f.paid_at is not null and f.source = 'DIRECT' and f.order_number not like '${PREFIX}%'
          and (select count(*) from order_part p join order_product l on l.order_part_id = p.id
                where p.order_form_id = f.id) = 1
        order by f.id desc limit 1`,
      [],
    );
    const part = await one(setup, "select to_jsonb(p) as row from order_part p where order_form_id = $1", [form.id]);
    const line = await one(setup, "select to_jsonb(l) as row from order_product l where order_part_id = $1", [part.id]);
    const payment = await one(setup, "select to_jsonb(p) as row from payment p where order_form_id = $1", [form.id]);
    const events = (
      await setup.query("select to_jsonb(e) as row from payment_event e where payment_id = $1 order by id", [
        payment.id,
      ])
    ).rows.map((r) => r.row as Json);
    const confirmEvent = events.find((e) => e.source === "confirm") ?? events[0];
    const paidEvent = events.find((e) => e.to_status === "PAID") ?? events.at(-1);
    if (!confirmEvent || !paidEvent) throw new Error("checkout twin: the template payment has no events");
    const sql = {
      form: await insertSql(setup, "order_form"),
      part: await insertSql(setup, "order_part"),
      line: await insertSql(setup, "order_product"),
      payment: await insertSql(setup, "payment"),
      event: await insertSql(setup, "payment_event"),
    };
    await setup.query(`update product set stock = stock + ${STOCK_LOAN} where id = any($1)`, [options.productIds]);

    let sequence = 0;
    let next = 0;
    const taken = new Map<number, number>();
    const transaction = async (client: pg.PoolClient, work: () => Promise<void>) => {
      await client.query("begin");
      try {
        await work();
        await client.query("commit");
      } catch (error) {
        await client.query("rollback");
        throw error;
      }
    };
    const order = async () => {
      const orderNumber = `${PREFIX}${process.pid}-${sequence++}`;
      const productId = options.productIds[next++ % options.productIds.length] as number;
      let formId = 0;
      const client = await pool.connect();
      try {
        await transaction(client, async () => {
          formId = (await client.query(sql.form, [{ ...form, order_number: orderNumber }])).rows[0].id;
          const partId = (await client.query(sql.part, [{ ...part, order_form_id: formId }])).rows[0].id;
          await client.query(sql.line, [{ ...line, order_part_id: partId, product_id: productId }]);
        });
      } finally {
        client.release();
      }
      const confirming = await pool.connect();
      let paymentId = 0;
      try {
        await transaction(confirming, async () => {
          const units = line.stock_quantity ?? 1;
          const stock = await confirming.query(
            "update product set stock = stock - $2 where id = $1 and stock >= $2 and state = 'NORMAL' returning id",
            [productId, units],
          );
          if (stock.rowCount !== 1) throw new Error(`checkout twin: product ${productId} sold out`);
          taken.set(productId, (taken.get(productId) ?? 0) + units);
          await confirming.query("update order_form set state = $2, stock_reserved = true where id = $1", [
            formId,
            form.state,
          ]);
          paymentId = (
            await confirming.query(sql.payment, [{ ...payment, order_form_id: formId, payment_id: orderNumber }])
          ).rows[0].id;
          await confirming.query(sql.event, [{ ...confirmEvent, payment_id: paymentId }]);
        });
      } finally {
        confirming.release();
      }
      const paying = await pool.connect();
      try {
        await transaction(paying, async () => {
          await paying.query("update payment set status = $2 where id = $1", [paymentId, payment.status]);
          await paying.query(sql.event, [{ ...paidEvent, payment_id: paymentId }]);
          await paying.query("update order_form set state = $2, paid_at = now() where id = $1", [formId, form.state]);
        });
      } finally {
        paying.release();
      }
    };

    try {
      for (let i = 0; i < 20; i++) await order();
      const before = await options.counter.snapshot();
      const latencies: number[] = [];
      const started = performance.now();
      const until = started + options.seconds * 1000;
      await Promise.all(
        Array.from({ length: options.connections }, async () => {
          while (performance.now() < until) {
            const t0 = performance.now();
            await order();
            latencies.push(performance.now() - t0);
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      const counted = StatementCounter.between(before, await options.counter.snapshot(), "checkout twin");
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        statementsPerOrder: counted.total / Math.max(1, latencies.length),
        orders: latencies.length,
        ordersPerSecond: latencies.length / elapsed,
        p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0,
        mean: latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length),
      };
    } finally {
      // No trace left: the twin's orders go (their parts, lines, payments and events with them) and so does the loan.
      await setup.query(`delete from order_form where order_number like '${PREFIX}%'`);
      for (const productId of options.productIds)
        await setup.query("update product set stock = stock - $2 + $3 where id = $1", [
          productId,
          STOCK_LOAN,
          taken.get(productId) ?? 0,
        ]);
    }
  } finally {
    setup.release();
    await pool.end();
  }
}
