/**
 * A form's parts, lines and options are read by index however little the planner knows of the tables. On tables
 * PostgreSQL has not analysed yet (a new database, a fresh bench), lines found by joining the parts were planned as
 * a hash join over a sequential scan of every order line, so each checkout step read all orders ever placed.
 */
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { signUpMember } from "../auth/test-support.ts";
import { detailColumns } from "./detail-sql.ts";
import { caller, makeProduct, SEOUL } from "./test-support.ts";

/** Every node type and relation of a plan (EXPLAIN's JSON), depth first. */
function scans(node: Record<string, unknown>): string[] {
  const own = `${node["Node Type"]}${node["Relation Name"] ? ` on ${node["Relation Name"]}` : ""}`;
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [own, ...children.flatMap(scans)];
}

describe("a form's detail on tables without statistics", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let formId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const call = caller(t.app);
    const me = `Bearer ${(await signUpMember(t.app, t.db)).accessToken}`;
    await call("POST", "/api/v1/shipping-destination", me, { ...SEOUL, isDefault: true });
    const item = await makeProduct(t.db, { affiliateId: 2, sellPrice: 9000, fee: 3000, freeFrom: 50_000 });
    formId = (await call("POST", "/api/v1/order/direct", me, { productId: item.id, quantity: 1 })).body.id;
    // Three thousand more orders like it, each with its part and line, written straight in (the planner's figures
    // then come from the tables' size, not from statistics: nothing has analysed them).
    await t.db.execute(sql`
      with forms as (
        insert into order_form (member_id, order_number, source, order_name, shipping_destination_id, shipping_name,
                                recipient, phone_number, postal_code, address, product_price, delivery_price, total_price,
                                expires_at)
        select member_id, order_number || '-' || n, source, order_name, shipping_destination_id, shipping_name,
               recipient, phone_number, postal_code, address, product_price, delivery_price, total_price, expires_at
          from order_form, generate_series(1, 3000) n where id = ${formId}
        returning id),
      parts as (
        insert into order_part (order_form_id, affiliate_id, affiliate_name, is_parcel, is_free_delivery,
                                free_delivery_price_order_payment, parcel_delivery_price, product_price,
                                delivery_price, total_price)
        select f.id, p.affiliate_id, p.affiliate_name, p.is_parcel, p.is_free_delivery,
               p.free_delivery_price_order_payment, p.parcel_delivery_price, p.product_price,
               p.delivery_price, p.total_price
          from forms f, order_part p where p.order_form_id = ${formId}
        returning id)
      insert into order_product (order_part_id, product_id, name, sell_price, quantity, stock_quantity, price)
      select parts.id, l.product_id, l.name, l.sell_price, l.quantity, l.stock_quantity, l.price
        from parts, order_product l join order_part p on p.id = l.order_part_id where p.order_form_id = ${formId}`);
  });
  afterAll(() => t.close());

  async function planOf(query: SQL): Promise<string[]> {
    const result = await t.db.execute<{ "QUERY PLAN": [{ Plan: Record<string, unknown> }] }>(
      sql`explain (format json) ${query}`,
    );
    const plan = result.rows[0]?.["QUERY PLAN"][0]?.Plan;
    if (!plan) throw new Error("no plan");
    return scans(plan);
  }

  it("never scans the order lines or parts whole, for one form or several", async () => {
    for (const ids of [sql`array[${formId}]::int[]`, sql`array[${formId}, ${formId + 1}]::int[]`]) {
      const plan = await planOf(sql`select ${detailColumns(ids)}`);
      expect(plan.filter((node) => node.startsWith("Seq Scan"))).toEqual([]);
      expect(plan.filter((node) => node.endsWith(" on order_product")).length).toBeGreaterThan(0);
    }
  });
});
