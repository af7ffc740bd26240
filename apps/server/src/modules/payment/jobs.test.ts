/**
 * The payment and order jobs on real PostgreSQL, pg-boss and the PortOne stand-in, with a clock the test moves:
 * unpaid orders lapse and give their stock back, pending payments are reconciled, refunds that failed are retried,
 * delivered orders are confirmed automatically.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp, STAND_IN_HEADERS } from "../../../test/test-app.ts";
import { standInPortOneConfig } from "../../config/env.ts";
import { appJobs } from "../../jobs/registry.ts";
import { caller, giveStoreTo, makeProduct, SEOUL, stockOf } from "../order/test-support.ts";
import { fixedClock } from "../shared/clock.ts";
import { payment } from "./schema.ts";

const MINUTE = 60_000;

describe("payment and order jobs", () => {
  const portone = standInPortOneConfig();
  const clock = fixedClock(new Date());
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let me: string;

  const standIn = (path: string, body: object = {}) =>
    t.app.inject({
      headers: STAND_IN_HEADERS,
      method: "POST",
      url: `/portone-stand-in/controls${path}`,
      payload: body,
    });

  async function confirmedOrder(productId: number, quantity = 1, payMethod = "CARD") {
    const { id } = (await call("POST", "/api/v1/order/direct", me, { productId, quantity })).body;
    const window = (await call("PATCH", `/api/v1/order/${id}/confirmation`, me, { payMethod, agreement: true })).body;
    return { id: id as number, window };
  }
  const pay = (w: { paymentId: string; totalAmount: number; request: { orderName: string } }) =>
    standIn("/payments", {
      paymentId: w.paymentId,
      orderName: w.request.orderName,
      totalAmount: w.totalAmount,
      approve: true,
    });
  const stateOf = async (id: number) => (await call("GET", `/api/v1/order/${id}`, me)).body.orderState;

  beforeAll(async () => {
    t = await createTestApp({ portone }, { runsJobs: true, clock });
    call = caller(t.app);
    ({ authorization: me } = await loginAs(t.app));
    await t.db.execute(sql`delete from shipping_destination`);
    await call("POST", "/api/v1/shipping-destination", me, { ...SEOUL, isDefault: true });
    // Webhooks are held: only the jobs may move these payments.
    await standIn("/webhooks", { hold: true });
  });
  afterAll(() => t.close());

  it("a payment paid at the gateway whose completion never came is found and completed by reconciliation", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 6000, stock: 2 });
    const { id, window } = await confirmedOrder(fish.id);
    await pay(window);
    expect(await stateOf(id)).toBe("PAYMENT_WAIT");
    // Younger than a minute: left to the buyer's own completion call.
    await t.app.services.payments.reconcile();
    expect(await stateOf(id)).toBe("PAYMENT_WAIT");
    clock.advance(2 * MINUTE);
    await t.app.services.payments.reconcile();
    expect(await stateOf(id)).toBe("PAYMENT_SUCCESS");
    expect(await stockOf(t.db, fish.id)).toBe(1);
  });

  it("a refund the gateway could not take is retried until it goes through", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 4000, stock: 2 });
    const { id, window } = await confirmedOrder(fish.id);
    await pay(window);
    await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId });
    await standIn("/api", { fault: "error", count: 1, status: 503 });
    const cancelled = await call("PATCH", `/api/v1/payment/order/${id}/cancel`, me, { reason: "단순 변심" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.orderState).toBe("PAYMENT_CANCEL");
    const [due] = await t.db.select().from(payment).where(eq(payment.paymentId, window.paymentId));
    expect(due).toMatchObject({ refundDue: 7000, cancelledAmount: 0 });
    await t.app.services.payments.reconcile();
    const [done] = await t.db.select().from(payment).where(eq(payment.paymentId, window.paymentId));
    expect(done).toMatchObject({ refundDue: 0, cancelledAmount: 7000, status: "CANCELLED" });
  });

  it("a delivered order is confirmed automatically seven days after delivery", async () => {
    const { authorization: owner, memberId: ownerId } = await loginAs(t.app, "reviewer3@mulmung.kr", "mulmung123!");
    await giveStoreTo(t.db, 7, ownerId);
    const fish = await makeProduct(t.db, { affiliateId: 7, sellPrice: 4000, stock: 2 });
    const { id, window } = await confirmedOrder(fish.id);
    await pay(window);
    await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId });
    const partId = (await call("GET", `/api/v1/order/${id}`, me)).body.parts[0].id;
    await call("PATCH", `/api/v1/affiliate-order/${partId}/transit`, owner, {
      carrier: "우체국택배",
      trackingNumber: "1234567890",
    });
    await call("PATCH", `/api/v1/affiliate-order/${partId}/delivered`, owner);
    // The demo data's deliveries (claim/seed.ts) are confirmed first, so only this order is counted.
    await t.db.execute(
      sql`update order_part set state = 'CONFIRMATION', confirmed_at = now() where id <> ${partId} and delivery_state = 'SUCCESS' and state in ('PAYMENT_SUCCESS', 'PREPARING')`,
    );
    clock.advance(6 * 24 * 60 * MINUTE);
    expect(await t.app.services.orders.autoConfirm()).toBe(0);
    clock.advance(25 * 60 * MINUTE);
    expect(await t.app.services.orders.autoConfirm()).toBe(1);
    const part = (await call("GET", `/api/v1/order/${id}`, me)).body.parts[0];
    expect(part).toMatchObject({ orderState: "CONFIRMATION", status: "PURCHASE_CONFIRMED", statusLabel: "구매 확정" });
  });
  it("an order not paid by its deadline lapses (UNPAID) and gives its stock back, through the queue's workers (last: the workers keep running)", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 5000, stock: 3 });
    const { id } = await confirmedOrder(fish.id, 3);
    expect(await stockOf(t.db, fish.id)).toBe(0);
    clock.advance(31 * MINUTE);
    // The reconciliation job runs once when the workers start (and every minute after).
    await t.app.jobs.work(appJobs({ config: t.app.config, db: t.db, services: t.app.services }), {
      pollingIntervalSeconds: 0.5,
    });
    await expect.poll(() => stateOf(id), { timeout: 20_000, interval: 200 }).toBe("UNPAID");
    expect(await stockOf(t.db, fish.id)).toBe(3);
    const order = (await call("GET", `/api/v1/order/${id}`, me)).body;
    expect(order.payment).toMatchObject({ status: "UNPAID", message: "결제 시간이 지나 주문이 취소되었습니다." });
  });
});
