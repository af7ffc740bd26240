import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp, STAND_IN_HEADERS } from "../../../test/test-app.ts";
import { standInPortOneConfig } from "../../config/env.ts";
import { caller } from "../order/test-support.ts";
import { magazine, magazinePurchase } from "./schema.ts";

describe("magazine", () => {
  const portone = standInPortOneConfig();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let me: string;
  let other: string;
  let ids: Record<string, number>;

  /** What the payment window does when the buyer approves (or declines): the stand-in records it. */
  const pay = async (
    request: { paymentId: string; orderName: string; totalAmount: number; payMethod: string },
    approve = true,
  ) => {
    const res = await t.app.inject({
      headers: STAND_IN_HEADERS,
      method: "POST",
      url: "/portone-stand-in/controls/payments",
      payload: { ...request, approve },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  const open = (id: number, auth: string, kind = "SUBSCRIPTION") =>
    call("POST", `/api/v1/magazine/${id}/purchase-history`, auth, { action: "OPEN", kind, payMethod: "CARD" });
  const complete = (id: number, auth: string, paymentId: string) =>
    call("POST", `/api/v1/magazine/${id}/purchase-history`, auth, { action: "COMPLETE", paymentId });

  beforeAll(async () => {
    t = await createTestApp({ portone });
    call = caller(t.app);
    ({ authorization: me } = await loginAs(t.app));
    ({ authorization: other } = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!"));
    const rows = await t.db.select({ id: magazine.id, label: magazine.issueLabel }).from(magazine);
    ids = Object.fromEntries(rows.map((r) => [r.label, r.id]));
  });
  afterAll(() => t.close());

  it("lists issues newest first, and the latest free issue reads for everyone", async () => {
    const list = await call("GET", "/api/v1/magazine?size=3", null);
    expect(list.status).toBe(200);
    expect(list.body.items.map((m: { issueLabel: string }) => m.issueLabel)).toEqual([
      "2026년 11월호",
      "2026년 10월호",
      "2026년 9월호",
    ]);
    expect(list.body.nextOffset).toBe(3);
    expect(list.body.items[0]).not.toHaveProperty("articles");

    const latest = await call("GET", "/api/v1/magazine/latest", null);
    expect(latest.status).toBe(200);
    expect(latest.body).toMatchObject({ issueLabel: "2026년 10월호", isSubscription: false, access: "FREE" });
    expect(latest.body.articles[0].title).toBe("CO2 없이 키우는 수초 여섯 가지");
  });

  it("never sends a subscription issue's articles to a non-subscriber", async () => {
    const id = ids["2026년 11월호"] as number;
    for (const auth of [null, me]) {
      const res = await call("GET", `/api/v1/magazine/${id}`, auth);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ access: "LOCKED", articles: null, coverImageUrl: "/images/demo/shrimp.svg" });
    }
  });

  it("answers an unknown or malformed issue in Korean", async () => {
    const unknown = await call("GET", "/api/v1/magazine/999999", null);
    expect(unknown).toEqual({ status: 404, body: { code: "MAGAZINE_NOT_FOUND", message: "잡지를 찾을 수 없습니다." } });
    const buyUnknown = await open(999999, me);
    expect(buyUnknown.status).toBe(404);
    expect((await call("GET", "/api/v1/magazine/abc", null)).status).toBe(400);
    const badKind = await call("POST", `/api/v1/magazine/${ids["2026년 11월호"]}/purchase-history`, me, {
      action: "OPEN",
      kind: "FOREVER",
      payMethod: "CARD",
    });
    expect(badKind.status).toBe(400);
    expect(badKind.body.message).toMatch(/구독 또는 이번 호 구매/);
    expect((await call("GET", "/api/v1/magazine/subscription", null)).status).toBe(401);
    const free = await open(ids["2026년 10월호"] as number, me, "ISSUE");
    expect(free).toMatchObject({ status: 409, body: { message: "무료로 읽을 수 있는 호입니다." } });
    expect(await t.db.select().from(magazinePurchase)).toEqual([]);
  });

  it("subscribes only once the gateway says paid; then the subscription issues read; paying twice is refused", async () => {
    const id = ids["2026년 11월호"] as number;
    const opened = await open(id, me);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toMatchObject({ kind: "SUBSCRIPTION", amount: 9900, status: "READY", magazineId: null });
    const request = opened.body.paymentWindow.request;
    expect(request).toMatchObject({
      storeId: portone.storeId,
      channelKey: portone.channelKeys.CARD,
      totalAmount: 9900,
      currency: "KRW",
      payMethod: "CARD",
      orderName: "월간 물멍 정기구독 (30일)",
    });

    // The browser claims completion before paying: the gateway has no such payment, nothing is granted.
    const early = await complete(id, me, request.paymentId);
    expect(early.body).toMatchObject({ status: "READY", active: false });
    expect((await call("GET", `/api/v1/magazine/${id}`, me)).body.access).toBe("LOCKED");

    await pay(request);
    // Someone else cannot complete (or see) my purchase.
    const stolen = await complete(id, other, request.paymentId);
    expect(stolen).toEqual({
      status: 404,
      body: { code: "MAGAZINE_PURCHASE_NOT_FOUND", message: "잡지 결제 내역을 찾을 수 없습니다." },
    });
    expect((await call("GET", `/api/v1/magazine/${id}`, other)).body.access).toBe("LOCKED");

    const done = await complete(id, me, request.paymentId);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: "PAID", active: true, message: null });
    const again = await complete(id, me, request.paymentId);
    expect(again.body).toEqual(done.body);

    const read = await call("GET", `/api/v1/magazine/${ids["2026년 9월호"]}`, me);
    expect(read.body.access).toBe("SUBSCRIBED");
    expect(read.body.articles[0].title).toBe("베타가 거품집을 짓는 이유");

    const twice = await open(id, me);
    expect(twice).toMatchObject({ status: 409, body: { message: "이미 구독 중이어서 바로 읽을 수 있습니다." } });
    const issueToo = await open(id, me, "ISSUE");
    expect(issueToo.status).toBe(409);

    const mine = await call("GET", "/api/v1/magazine/subscription", me);
    expect(mine.body.items).toHaveLength(1);
    expect(mine.body.items[0]).toMatchObject({ kind: "SUBSCRIPTION", status: "PAID", active: true, amount: 9900 });
    const days = (Date.parse(mine.body.items[0].validUntil) - Date.parse(mine.body.items[0].paidAt)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    expect((await call("GET", "/api/v1/magazine/subscription", other)).body.items).toEqual([]);
  });

  it("buys one issue: that issue reads, the other subscription issue stays locked; a declined payment grants nothing", async () => {
    const nov = ids["2026년 11월호"] as number;
    const declined = await open(nov, other, "ISSUE");
    await pay(declined.body.paymentWindow.request, false);
    const fail = await t.app.inject({
      headers: STAND_IN_HEADERS,
      method: "POST",
      url: `/portone-stand-in/controls/payments/${declined.body.paymentId}/fail`,
    });
    expect(fail.statusCode, fail.body).toBeLessThan(300);
    const failed = await complete(nov, other, declined.body.paymentId);
    expect(failed.body.status).toBe("FAILED");
    expect(failed.body.message).toMatch(/결제가 완료되지 않았습니다/);
    expect((await call("GET", `/api/v1/magazine/${nov}`, other)).body.access).toBe("LOCKED");

    const opened = await open(nov, other, "ISSUE");
    expect(opened.body).toMatchObject({ kind: "ISSUE", amount: 4500, magazineId: nov });
    expect(opened.body.paymentWindow.request.orderName).toBe("월간 물멍 2026년 11월호");
    await pay(opened.body.paymentWindow.request);
    const onAnotherIssue = await complete(ids["2026년 9월호"] as number, other, opened.body.paymentId);
    expect(onAnotherIssue.status).toBe(404);
    expect((await complete(nov, other, opened.body.paymentId)).body.status).toBe("PAID");
    expect((await call("GET", `/api/v1/magazine/${nov}`, other)).body.access).toBe("PURCHASED");
    expect((await call("GET", `/api/v1/magazine/${ids["2026년 9월호"]}`, other)).body.access).toBe("LOCKED");
    expect((await open(nov, other, "ISSUE")).status).toBe(409);
  });

  it("refuses a payment whose amount differs from the price and gives the money back", async () => {
    const sep = ids["2026년 9월호"] as number;
    const opened = await open(sep, other, "ISSUE");
    const request = opened.body.paymentWindow.request;
    await pay({ ...request, totalAmount: 100 });
    const res = await complete(sep, other, request.paymentId);
    expect(res.body).toMatchObject({
      status: "FAILED",
      message: "결제 금액이 달라 결제를 취소했습니다. 결제하신 금액은 환불됩니다.",
    });
    const [row] = await t.db.select().from(magazinePurchase).where(eq(magazinePurchase.paymentId, request.paymentId));
    expect(row?.status).toBe("FAILED");
    const atGateway = await t.app.inject({
      headers: STAND_IN_HEADERS,
      method: "GET",
      url: `/portone-stand-in/controls/payments/${request.paymentId}`,
    });
    expect(atGateway.json()).toMatchObject({ status: "CANCELLED" });
    expect((await call("GET", `/api/v1/magazine/${sep}`, other)).body.access).toBe("LOCKED");
  });

  it("is in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as { paths: object };
    for (const path of [
      "/api/v1/magazine",
      "/api/v1/magazine/latest",
      "/api/v1/magazine/subscription",
      "/api/v1/magazine/{id}",
      "/api/v1/magazine/{magazineId}/purchase-history",
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
