/**
 * Personal payment requests (issue 14): a store's owner asks a member to pay an agreed amount; the member is told,
 * sees it under 개인 결제, and pays it through the one order flow (order form → confirmation → PortOne → completion).
 * Real HTTP, PostgreSQL and the PortOne stand-in.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp, STAND_IN_HEADERS } from "../../../test/test-app.ts";
import { standInPortOneConfig } from "../../config/env.ts";
import { caller, giveStoreTo, SEOUL } from "./test-support.ts";

describe("personal payment requests", () => {
  const portone = standInPortOneConfig();
  const STORE = 5;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let me: string;
  let meId: number;
  let owner: string;
  let other: string;

  const request = (auth: string, body: object) => call("POST", "/api/v1/affiliate-personal-payment", auth, body);

  beforeAll(async () => {
    t = await createTestApp({ portone });
    call = caller(t.app);
    ({ authorization: me, memberId: meId } = await loginAs(t.app));
    const store = await loginAs(t.app, "reviewer4@mulmung.kr", "mulmung123!");
    owner = store.authorization;
    await giveStoreTo(t.db, STORE, store.memberId);
    ({ authorization: other } = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!"));
    await t.db.execute(sql`delete from shipping_destination`);
    // The demo data's own request (seed.ts) is not part of these tests.
    await t.db.execute(sql`delete from personal_payment`);
    await call("POST", "/api/v1/shipping-destination", me, { ...SEOUL, isDefault: true });
  });
  afterAll(() => t.close());

  it("refuses a request from someone not owning the store, to nobody, or with a bad amount, in Korean", async () => {
    const body = { affiliateId: STORE, memberId: meId, title: "디스커스 예약분", amount: 85000 };
    expect(await request(other, body)).toEqual({
      status: 404,
      body: { code: "STORE_NOT_FOUND", message: "매장을 찾을 수 없습니다." },
    });
    expect(await request(owner, { ...body, memberId: 2147483647 })).toMatchObject({
      status: 404,
      body: { message: "결제를 요청할 회원을 찾을 수 없습니다." },
    });
    const fraction = await request(owner, { ...body, amount: 1000.5 });
    expect(fraction.status).toBe(400);
    expect(fraction.body.message).toContain("결제 금액은 원 단위 정수로 입력해주세요.");
    const tiny = await request(owner, { ...body, amount: 0 });
    expect(tiny.body.message).toContain("결제 금액은 100원 이상이어야 합니다.");
    expect((await call("GET", "/api/v1/personal-payment", me)).body.items).toEqual([]);
  });

  it("the member is told, sees the request and pays it through the order flow; paying twice is refused", async () => {
    const created = await request(owner, {
      affiliateId: STORE,
      memberId: meId,
      title: "디스커스 예약분 잔금",
      amount: 85000,
      memo: "지난주 예약하신 레드 디스커스 2마리 잔금입니다.",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ state: "WAIT", amount: 85000, orderFormId: null });
    const [notice] = (await call("GET", "/api/v1/push-notification", me)).body.items;
    expect(notice).toMatchObject({
      topic: "ORDER_DELIVERY",
      title: "결제 요청이 도착했어요",
      pageLink: "/my-info/personalPayment/list",
    });
    expect(notice.body).toContain("디스커스 예약분 잔금 85,000원");

    const mine = (await call("GET", "/api/v1/personal-payment", me)).body.items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: created.body.id, title: "디스커스 예약분 잔금", state: "WAIT" });
    expect((await call("GET", "/api/v1/personal-payment", other)).body.items).toEqual([]);
    const stolen = await call("POST", `/api/v1/personal-payment/${created.body.id}/order`, other);
    expect(stolen).toEqual({ status: 404, body: { code: "NOT_FOUND", message: "결제 요청을 찾을 수 없습니다." } });

    const form = await call("POST", `/api/v1/personal-payment/${created.body.id}/order`, me);
    expect(form.status, JSON.stringify(form.body)).toBe(201);
    // Asking again while it is open answers the same form.
    expect((await call("POST", `/api/v1/personal-payment/${created.body.id}/order`, me)).body.id).toBe(form.body.id);
    const order = (await call("GET", `/api/v1/order/${form.body.id}`, me)).body;
    expect(order).toMatchObject({ orderName: "디스커스 예약분 잔금", totalPrice: 85000 });

    const window = (
      await call("PATCH", `/api/v1/order/${form.body.id}/confirmation`, me, { payMethod: "CARD", agreement: true })
    ).body;
    expect(window).toMatchObject({ totalAmount: 85000, request: { totalAmount: 85000, currency: "KRW" } });
    await t.app.inject({
      headers: STAND_IN_HEADERS,
      method: "POST",
      url: "/portone-stand-in/controls/payments",
      payload: { paymentId: window.paymentId, orderName: window.request.orderName, totalAmount: 85000 },
    });
    const done = await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId });
    expect(done.body).toMatchObject({ status: "PAID", totalAmount: 85000 });

    const paid = (await call("GET", "/api/v1/personal-payment", me)).body.items[0];
    expect(paid).toMatchObject({ state: "PAID", orderFormId: form.body.id });
    const again = await call("POST", `/api/v1/personal-payment/${created.body.id}/order`, me);
    expect(again).toMatchObject({ status: 409, body: { message: "이미 결제했거나 취소된 결제 요청입니다." } });
    // The store sees it among its paid orders, to hand over.
    const storeOrders = (await call("GET", "/api/v1/affiliate-order?tab=NEW", owner)).body.items;
    expect(storeOrders.map((o: { orderId: number }) => o.orderId)).toContain(form.body.id);
  });
});
