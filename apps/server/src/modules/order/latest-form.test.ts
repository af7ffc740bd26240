/** GET /api/v1/order/form/latest: where /ecommerce/order without an id goes (the newest form still open, or none). */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { signUpMember } from "../auth/test-support.ts";
import { caller, makeProduct } from "./test-support.ts";

describe("my latest open order form", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let me: string;
  let other: string;
  const latest = async (auth: string | null) => call("GET", "/api/v1/order/form/latest", auth);

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    me = `Bearer ${(await signUpMember(t.app, t.db)).accessToken}`;
    other = `Bearer ${(await signUpMember(t.app, t.db)).accessToken}`;
  });
  afterAll(() => t.close());

  it("is for members only, and is null for a member without forms", async () => {
    expect((await latest(null)).status).toBe(401);
    const none = await latest(me);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ id: null });
  });

  it("names the newest form that can still be paid: not another member's, not past its deadline, not paid", async () => {
    const item = await makeProduct(t.db, { affiliateId: 2, sellPrice: 9000, fee: 3000, freeFrom: 50_000 });
    const first = (await call("POST", "/api/v1/order/direct", me, { productId: item.id, quantity: 1 })).body.id;
    const second = (await call("POST", "/api/v1/order/direct", me, { productId: item.id, quantity: 2 })).body.id;
    expect((await latest(me)).body).toEqual({ id: second });
    expect((await latest(other)).body).toEqual({ id: null });

    await t.db.execute(sql`update order_form set expires_at = now() - interval '1 minute' where id = ${second}`);
    expect((await latest(me)).body).toEqual({ id: first });

    await t.db.execute(
      sql`update order_form set state = 'PAYMENT_SUCCESS', pay_method = 'CARD', paid_at = now() where id = ${first}`,
    );
    expect((await latest(me)).body).toEqual({ id: null });
  });
});
