/**
 * Operators' order lookup and the company-account deposit queue (issue 27): found by each key and not by the
 * others, the whole order with its payment's timeline, a deposit waiting until confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, operatorLogin } from "../../../test/login.ts";
import { standInControls } from "../../../test/portone-stand-in.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { standInPortOneConfig } from "../../config/env.ts";
import { signUpMember } from "../auth/test-support.ts";
import { caller, makeProduct, SEOUL } from "./test-support.ts";

describe("operators' order lookup and deposits", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let op: string;
  const { pay } = standInControls(() => t.app);

  const buyer = async (shippingPhone: string) => {
    const m = await signUpMember(t.app, t.db);
    const authorization = `Bearer ${m.accessToken}`;
    const dest = await call("POST", "/api/v1/shipping-destination", authorization, {
      ...SEOUL,
      phoneNumber: shippingPhone,
      isDefault: true,
    });
    expect(dest.status, JSON.stringify(dest.body)).toBe(201);
    return { ...m, authorization };
  };

  async function order(auth: string, productId: number, payMethod = "CARD") {
    const created = await call("POST", "/api/v1/order/direct", auth, { productId, quantity: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const window = await call("PATCH", `/api/v1/order/${created.body.id}/confirmation`, auth, {
      payMethod,
      agreement: true,
    });
    expect(window.status, JSON.stringify(window.body)).toBe(200);
    return { id: created.body.id as number, window: window.body };
  }

  beforeAll(async () => {
    t = await createTestApp({ portone: standInPortOneConfig() });
    call = caller(t.app);
    op = (await operatorLogin(t.app, t.db)).authorization;
  });
  afterAll(() => t.close());

  it("finds orders by order number, member (email or nickname, part) or phone (first or last digits), and not others", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 12_000, stock: 50, fee: 3000, freeFrom: null });
    const a = await buyer("010-7777-1234");
    const b = await buyer("01055556666");
    const first = await order(a.authorization, fish.id);
    await pay(first.window);
    await call("POST", "/api/v1/payment/complete", a.authorization, { paymentId: first.window.paymentId });
    const second = await order(b.authorization, fish.id);

    const ids = async (query: string) => {
      const res = await call("GET", `/api/v1/admin/order?${query}`, op);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.items as { id: number }[]).map((i) => i.id);
    };
    const number = await call("GET", `/api/v1/admin/order?orderNumber=${first.window.paymentId}`, op);
    expect(number.body.items).toHaveLength(1);
    expect(number.body.items[0]).toMatchObject({
      id: first.id,
      orderNumber: first.window.paymentId,
      member: { id: a.id, email: a.email, nickname: a.nickname },
      orderState: "PAYMENT_SUCCESS",
      parts: [{ affiliate: { id: 2 } }],
      amounts: { total: 15_000, cash: 15_000, points: 0, coupon: 0 },
      payMethod: "CARD",
      payment: { status: "PAID", paidAmount: 15_000, refundDue: 0, isTest: true },
    });

    expect(await ids(`memberQuery=${encodeURIComponent(a.email.slice(0, -4))}`)).toEqual([first.id]);
    expect(await ids(`memberQuery=${encodeURIComponent(b.nickname)}`)).toEqual([second.id]);
    // The shipping phone by its digits (typed with dashes), and the member's own phone.
    expect(await ids("phone=77771234")).toEqual([first.id]);
    expect(await ids("phone=5555-6666")).toEqual([second.id]);
    expect(await ids(`phone=${b.phone.slice(-8)}`)).toEqual([second.id]);
    expect(await ids("phone=010-5555")).toEqual([second.id]);
    // Digits in the middle only are no key (a number is found by its start or its end).
    expect(await ids("phone=7777")).toEqual([]);
    // Keys together narrow; a state narrows too.
    expect(await ids(`memberQuery=${encodeURIComponent(a.nickname)}&phone=55556666`)).toEqual([]);
    expect(await ids(`memberQuery=${encodeURIComponent(b.nickname)}&state=PAYMENT_SUCCESS`)).toEqual([]);
    expect(await ids("memberQuery=nobody-like-this")).toEqual([]);
    const counted = await call("GET", `/api/v1/admin/order?phone=77771234&isTotalCount=true`, op);
    expect(counted.body).toMatchObject({ totalCount: 1, nextOffset: null });

    const detail = await call("GET", `/api/v1/admin/order/${first.id}`, op);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body).toMatchObject({
      id: first.id,
      order: { id: first.id, parts: [{ products: [{ productId: fish.id }] }], payment: { status: "PAID" } },
      shipping: { phoneNumber: "01077771234" },
      claims: [],
      refundHandlings: [],
    });
    expect(detail.body.timeline.map((e: { toStatus: string }) => e.toStatus)).toContain("PAID");
    expect((await call("GET", "/api/v1/admin/order/2000000000", op)).status).toBe(404);
  });

  it("a company-account order waits among the deposits, oldest first, and leaves once its deposit is confirmed", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 3, sellPrice: 20_000, stock: 10, fee: 3000, freeFrom: null });
    const m = await buyer("01033334444");
    const older = await order(m.authorization, fish.id, "OURPLATFORM_ACCOUNT");
    const newer = await order(m.authorization, fish.id, "OURPLATFORM_ACCOUNT");
    const waiting = await call("GET", "/api/v1/admin/deposit?state=WAITING&isTotalCount=true", op);
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    const mine = (waiting.body.items as { orderId: number }[]).filter((d) => [older.id, newer.id].includes(d.orderId));
    expect(mine.map((d) => d.orderId)).toEqual([older.id, newer.id]);
    expect(mine[0]).toMatchObject({ amount: 23_000, member: { id: m.id }, depositorName: expect.any(String) });
    expect(mine[0]).toHaveProperty("deadline", expect.any(String));

    const confirmed = await call("PATCH", `/api/v1/payment/order/${older.id}/deposit`, op);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ id: older.id, orderState: "PAYMENT_SUCCESS", payment: { status: "PAID" } });
    const after = await call("GET", "/api/v1/admin/deposit", op);
    const left = (after.body.items as { orderId: number }[]).map((d) => d.orderId);
    expect(left).toContain(newer.id);
    expect(left).not.toContain(older.id);

    // The confirmation is in the audit log with the order before and after.
    const log = await call("GET", "/api/v1/admin/audit-log?action=deposit", op);
    expect(log.body.items[0]).toMatchObject({
      action: "PATCH /api/v1/payment/order/:id/deposit",
      target: `id=${older.id}`,
      before: { id: older.id, orderState: "PAYMENT_WAIT", payment: { status: "WAITING_DEPOSIT" } },
      after: { id: older.id, orderState: "PAYMENT_SUCCESS", payment: { status: "PAID" } },
    });
  });

  it("bad input is 400 in Korean; members get 404 on every admin route", async () => {
    const short = await call("GET", "/api/v1/admin/order?phone=12", op);
    expect(short).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
    expect(short.body.message).toContain("전화번호는 숫자 4~11자리");
    expect((await call("GET", "/api/v1/admin/order?memberQuery=a", op)).body.message).toContain("2자 이상");
    expect((await call("GET", "/api/v1/admin/order?state=NOPE", op)).body.message).toContain("주문 상태");
    const { authorization } = await loginAs(t.app);
    for (const url of ["/api/v1/admin/order", "/api/v1/admin/order/1", "/api/v1/admin/deposit"]) {
      const res = await call("GET", url, authorization);
      expect([url, res.status, res.body.code]).toEqual([url, 404, "NOT_FOUND"]);
    }
  });
});
