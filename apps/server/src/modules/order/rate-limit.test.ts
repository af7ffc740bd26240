/**
 * Per-member limits on order writes (order creation, confirmation, payment completion): counted in PostgreSQL, so
 * two app instances behind a load balancer count against one limit, keyed by the member (changing address does not
 * help, and another member keeps their own budget). Over it: 429 in Korean and nothing created.
 */
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp, createTwoTestApps } from "../../../test/test-app.ts";
import { ORDER_RATE_LIMIT_DEFAULT } from "../../http/rate-limit.ts";
import { freshIp } from "../auth/test-support.ts";
import { orderForm } from "./schema.ts";
import { makeProduct } from "./test-support.ts";

const RATE_LIMITED = { code: "RATE_LIMITED", message: "요청이 너무 많습니다. 잠시 후 다시 시도해주세요." };

describe("order write rate limits", () => {
  let t: Awaited<ReturnType<typeof createTwoTestApps>>;
  let me: string;
  let other: string;
  let productId: number;

  /** From a new address each time (never the exempt test loopback), alternating between the two instances. */
  const post = (app: FastifyInstance, url: string, auth: string, payload: object) =>
    app.inject({ method: "POST", url, headers: { authorization: auth }, remoteAddress: freshIp(), payload });
  const forms = async () => (await t.a.db.select({ n: count() }).from(orderForm))[0]?.n;

  beforeAll(async () => {
    t = await createTwoTestApps();
    ({ authorization: me } = await loginAs(t.a.app));
    ({ authorization: other } = await loginAs(t.b.app, "reviewer1@mulmung.kr", "mulmung123!"));
    productId = (await makeProduct(t.a.db, { affiliateId: 2, sellPrice: 3000, stock: 100 })).id;
  });
  afterAll(() => t.close());

  it("a member's order creations beyond the limit answer 429 in Korean on every instance and create nothing", async () => {
    for (let i = 0; i < ORDER_RATE_LIMIT_DEFAULT; i++) {
      const res = await post(i % 2 ? t.b.app : t.a.app, "/api/v1/order/direct", me, { productId, quantity: 1 });
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = await forms();
    for (const app of [t.a.app, t.b.app]) {
      const res = await post(app, "/api/v1/order/direct", me, { productId, quantity: 1 });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(RATE_LIMITED);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(await forms()).toBe(before);
    // Another member has their own budget.
    expect((await post(t.b.app, "/api/v1/order/direct", other, { productId, quantity: 1 })).statusCode).toBe(201);
  });

  it("payment completion is limited per member too", async () => {
    for (let i = 0; i < ORDER_RATE_LIMIT_DEFAULT; i++) {
      const res = await post(i % 2 ? t.a.app : t.b.app, "/api/v1/payment/complete", other, { paymentId: "NOPE-1" });
      expect(res.statusCode).toBe(404);
    }
    const over = await post(t.a.app, "/api/v1/payment/complete", other, { paymentId: "NOPE-1" });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(RATE_LIMITED);
  });
});

describe("ORDER_RATE_LIMIT=0", () => {
  it("lifts the order limit (the checkout benchmark buys as one member)", async () => {
    const t = await createTestApp({ orderRateLimit: 0 });
    try {
      const { authorization } = await loginAs(t.app);
      for (let i = 0; i <= ORDER_RATE_LIMIT_DEFAULT; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/v1/payment/complete",
          headers: { authorization },
          remoteAddress: freshIp(),
          payload: { paymentId: "NOPE-2" },
        });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});
