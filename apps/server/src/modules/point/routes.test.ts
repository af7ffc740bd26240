/**
 * Points through the API on real PostgreSQL and the PortOne stand-in: spent at checkout (the gateway takes the
 * rest), given back on cancel and on a lapsed payment, saved once per part on buy confirmation (manual and
 * automatic), both sides of a referral, a store's compensation, the three histories, and the expiry job's worker.
 */
import { ErrorCode } from "@mulmung/domain/errors";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { standInControls } from "../../../test/portone-stand-in.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { standInPortOneConfig } from "../../config/env.ts";
import { signUpMember } from "../auth/test-support.ts";
import { caller, giveStoreTo, makeProduct, SEOUL, stockOf } from "../order/test-support.ts";
import { payment, paymentEvent } from "../payment/schema.ts";
import { fixedClock } from "../shared/clock.ts";
import { pointJobs } from "./jobs.ts";

const DAY = 86_400_000;

describe("points through the API", () => {
  const portone = standInPortOneConfig();
  const clock = fixedClock(new Date());
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let owner: string;

  const { pay } = standInControls(() => t.app);

  /** The refunds each cancel asked of the gateway (the payment's cancel events), in order. */
  async function cancelRefunds(paymentId: string): Promise<number[]> {
    const [row] = await t.db.select().from(payment).where(eq(payment.paymentId, paymentId));
    const events = await t.db
      .select()
      .from(paymentEvent)
      .where(and(eq(paymentEvent.paymentId, (row as { id: number }).id), eq(paymentEvent.source, "cancel")))
      .orderBy(paymentEvent.id);
    return events.map((e) => (e.detail as { amount: number }).amount);
  }

  /** A new member with a default destination and `points` saved as an EVENT gift. */
  async function buyer(points = 0) {
    const m = await signUpMember(t.app, t.db);
    const auth = `Bearer ${m.accessToken}`;
    await call("POST", "/api/v1/shipping-destination", auth, { ...SEOUL, isDefault: true });
    if (points > 0) {
      await t.db.transaction((tx) =>
        t.app.services.points.save(tx, { memberId: m.id, type: "EVENT", amount: points, description: "테스트 이벤트" }),
      );
    }
    return { id: m.id, auth, referralCode: m.referralCode };
  }
  const balance = async (auth: string) => (await call("GET", "/api/v1/member/me", auth)).body.point as number;
  const history = async (auth: string, tab: "save" | "used" | "extinction") =>
    (await call("GET", `/api/v1/point-history/${tab}?isTotalCount=true`, auth)).body;

  beforeAll(async () => {
    t = await createTestApp({ portone }, { runsJobs: true, clock });
    call = caller(t.app);
    const store = await loginAs(t.app, "reviewer4@mulmung.kr", "mulmung123!");
    owner = store.authorization;
    await giveStoreTo(t.db, 9, store.memberId);
  });
  afterAll(() => t.close());

  it("points paid part of an order: the gateway took the rest, and a cancel gives back the cash and exactly the points", async () => {
    const me = await buyer(5000);
    const fish = await makeProduct(t.db, { affiliateId: 9, sellPrice: 10_000, stock: 5, fee: 3000 });
    const { id } = (await call("POST", "/api/v1/order/direct", me.auth, { productId: fish.id, quantity: 1 })).body;

    // Over the balance, or the whole amount: refused with a clear message, nothing taken.
    const tooMuch = await call("PATCH", `/api/v1/order/${id}/confirmation`, me.auth, {
      payMethod: "CARD",
      agreement: true,
      usePoint: 5001,
    });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { code: ErrorCode.POINT_INSUFFICIENT, message: "보유한 적립금보다 많이 사용할 수 없습니다." },
    });
    const whole = await call("PATCH", `/api/v1/order/${id}/confirmation`, me.auth, {
      payMethod: "CARD",
      agreement: true,
      usePoint: 13_000,
    });
    expect(whole.status).toBe(400);
    expect(whole.body.code).toBe(ErrorCode.POINT_OVER_PAYABLE);
    const fraction = await call("PATCH", `/api/v1/order/${id}/confirmation`, me.auth, {
      payMethod: "CARD",
      agreement: true,
      usePoint: 10.5,
    });
    expect(fraction.status).toBe(400);
    expect(await balance(me.auth)).toBe(5000);
    expect(await stockOf(t.db, fish.id)).toBe(5);

    const window = (
      await call("PATCH", `/api/v1/order/${id}/confirmation`, me.auth, {
        payMethod: "CARD",
        agreement: true,
        usePoint: 3000,
      })
    ).body;
    expect(window.totalAmount).toBe(10_000);
    expect(window.request.totalAmount).toBe(10_000);
    expect(await balance(me.auth)).toBe(2000);
    await pay(window);
    const done = await call("POST", "/api/v1/payment/complete", me.auth, { paymentId: window.paymentId });
    expect(done.body).toMatchObject({ status: "PAID", totalAmount: 10_000 });
    const order = (await call("GET", `/api/v1/order/${id}`, me.auth)).body;
    expect(order).toMatchObject({
      totalPrice: 13_000,
      usePoint: 3000,
      payAmount: 10_000,
      orderState: "PAYMENT_SUCCESS",
    });
    const used = await history(me.auth, "used");
    expect(used.items).toHaveLength(1);
    expect(used.items[0]).toMatchObject({ amount: 3000, label: "주문 사용", orderFormId: id, returnedAt: null });

    const cancelled = await call("PATCH", `/api/v1/payment/order/${id}/cancel`, me.auth, { reason: "단순 변심" });
    expect(cancelled.body.orderState).toBe("PAYMENT_CANCEL");
    // The refund asked of the gateway: the cash it took.
    expect(await cancelRefunds(window.paymentId)).toEqual([10_000]);
    expect(await balance(me.auth)).toBe(5000);
    expect((await history(me.auth, "used")).items[0]).toMatchObject({ amount: 3000, label: "주문 취소로 반환" });
  });

  it("an order given up (or lapsed) before payment gives its points back; confirming again with other points swaps them", async () => {
    const me = await buyer(4000);
    const fish = await makeProduct(t.db, { affiliateId: 9, sellPrice: 8000, stock: 5 });
    const { id } = (await call("POST", "/api/v1/order/direct", me.auth, { productId: fish.id, quantity: 1 })).body;
    await call("PATCH", `/api/v1/order/${id}/confirmation`, me.auth, {
      payMethod: "CARD",
      agreement: true,
      usePoint: 1000,
    });
    expect(await balance(me.auth)).toBe(3000);
    const again = (
      await call("PATCH", `/api/v1/order/${id}/confirmation`, me.auth, {
        payMethod: "KAKAOPAY",
        agreement: true,
        usePoint: 2500,
      })
    ).body;
    expect(again.totalAmount).toBe(11_000 - 2500);
    expect(await balance(me.auth)).toBe(1500);
    const gaveUp = await call("PATCH", `/api/v1/order/${id}/unpaid`, me.auth);
    expect(gaveUp.body.orderState).toBe("UNPAID");
    expect(await balance(me.auth)).toBe(4000);
  });

  it("a partial cancel refunds cash first; the last part's cancel gives the points back", async () => {
    const me = await buyer(3000);
    const a = await makeProduct(t.db, { affiliateId: 9, sellPrice: 10_000, stock: 5, fee: 3000 });
    const b = await makeProduct(t.db, { affiliateId: 10, sellPrice: 5000, stock: 5, fee: 3000 });
    const lines: number[] = [];
    for (const productId of [a.id, b.id]) {
      lines.push((await call("POST", "/api/v1/basket", me.auth, { productId, quantity: 1 })).body.id);
    }
    const { id } = (await call("POST", "/api/v1/order/basket", me.auth, { basketProductIds: lines })).body;
    const window = (
      await call("PATCH", `/api/v1/order/${id}/confirmation`, me.auth, {
        payMethod: "CARD",
        agreement: true,
        usePoint: 3000,
      })
    ).body;
    expect(window.totalAmount).toBe(21_000 - 3000);
    await pay(window);
    await call("POST", "/api/v1/payment/complete", me.auth, { paymentId: window.paymentId });
    const parts = (await call("GET", `/api/v1/order/${id}`, me.auth)).body.parts as {
      id: number;
      totalPrice: number;
    }[];
    const [big, small] = [...parts].sort((x, y) => y.totalPrice - x.totalPrice) as [
      { id: number; totalPrice: number },
      { id: number; totalPrice: number },
    ];

    await call("PATCH", `/api/v1/payment/order/${id}/cancel`, me.auth, { reason: "단순 변심", orderPartIds: [big.id] });
    expect(await cancelRefunds(window.paymentId)).toEqual([13_000]);
    expect(await balance(me.auth)).toBe(0);
    await call("PATCH", `/api/v1/payment/order/${id}/cancel`, me.auth, {
      reason: "단순 변심",
      orderPartIds: [small.id],
    });
    expect(await cancelRefunds(window.paymentId)).toEqual([13_000, 5000]);
    expect(await balance(me.auth)).toBe(3000);
  });

  it("money that arrives after the order lapsed (its points went back) takes the points again", async () => {
    const me = await buyer(2000);
    const fish = await makeProduct(t.db, { affiliateId: 9, sellPrice: 9000, stock: 5 });
    const { id } = (await call("POST", "/api/v1/order/direct", me.auth, { productId: fish.id, quantity: 1 })).body;
    const window = (
      await call("PATCH", `/api/v1/order/${id}/confirmation`, me.auth, {
        payMethod: "CARD",
        agreement: true,
        usePoint: 1500,
      })
    ).body;
    expect(await balance(me.auth)).toBe(500);
    clock.advance(31 * 60_000);
    await t.app.services.payments.expire(id);
    expect((await call("GET", `/api/v1/order/${id}`, me.auth)).body.orderState).toBe("UNPAID");
    expect(await balance(me.auth)).toBe(2000);
    await pay(window);
    const done = await call("POST", "/api/v1/payment/complete", me.auth, { paymentId: window.paymentId });
    expect(done.body.status).toBe("PAID");
    expect(await balance(me.auth)).toBe(500);
    expect(
      (await history(me.auth, "used")).items.map((u: { returnedAt: string | null }) => u.returnedAt === null),
    ).toEqual([true, false]);
  });

  it("buy confirmation saves 1% of the part's products once (manual and automatic), and a store can compensate its buyer", async () => {
    const me = await buyer();
    const fish = await makeProduct(t.db, { affiliateId: 9, sellPrice: 25_000, stock: 5 });
    const ship = async () => {
      const { id } = (await call("POST", "/api/v1/order/direct", me.auth, { productId: fish.id, quantity: 2 })).body;
      const window = (
        await call("PATCH", `/api/v1/order/${id}/confirmation`, me.auth, { payMethod: "CARD", agreement: true })
      ).body;
      await pay(window);
      await call("POST", "/api/v1/payment/complete", me.auth, { paymentId: window.paymentId });
      const partId = (await call("GET", `/api/v1/order/${id}`, me.auth)).body.parts[0].id as number;
      await call("PATCH", `/api/v1/affiliate-order/${partId}/transit`, owner, {
        carrier: "우체국택배",
        trackingNumber: "1234567890",
      });
      await call("PATCH", `/api/v1/affiliate-order/${partId}/delivered`, owner);
      return { id, partId };
    };

    const first = await ship();
    const confirmed = await call("PATCH", `/api/v1/order/${first.id}/buy-confirmation`, me.auth, {});
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await balance(me.auth)).toBe(500);
    const twice = await call("PATCH", `/api/v1/order/${first.id}/buy-confirmation`, me.auth, {});
    expect(twice.status).toBe(409);
    expect(await balance(me.auth)).toBe(500);
    const saves = await history(me.auth, "save");
    expect(saves.totalCount).toBe(1);
    expect(saves.items[0]).toMatchObject({
      savePointType: "BUY_PRODUCT",
      label: "상품 구매 적립",
      amount: 500,
      remaining: 500,
      state: "NORMAL",
    });

    // Seven days after delivery the job confirms the next order, and saves its points once.
    const second = await ship();
    clock.advance(8 * DAY);
    expect(await t.app.services.orders.autoConfirm()).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.orders.autoConfirm()).toBe(0);
    expect(await balance(me.auth)).toBe(1000);

    // The store's owner compensates; another member may not, and the amount is checked.
    const gift = await call("POST", "/api/v1/affiliate-point", owner, {
      orderPartId: second.partId,
      amount: 700,
      reason: "배송 지연 보상",
    });
    expect(gift.status, JSON.stringify(gift.body)).toBe(201);
    expect(gift.body).toMatchObject({ savePointType: "AFFILIATE_COMPENSATION", amount: 700 });
    expect(gift.body.description).toContain("배송 지연 보상");
    expect(await balance(me.auth)).toBe(1700);
    const stranger = await buyer();
    const notMine = await call("POST", "/api/v1/affiliate-point", stranger.auth, {
      orderPartId: second.partId,
      amount: 700,
      reason: "보상",
    });
    expect(notMine.status).toBe(404);
    const zero = await call("POST", "/api/v1/affiliate-point", owner, {
      orderPartId: second.partId,
      amount: 0,
      reason: "보상",
    });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toContain("1원 이상");
    expect(await balance(me.auth)).toBe(1700);
  });

  it("a referral saves points for both sides, at sign-up or later, once", async () => {
    const inviter = await buyer();
    const invited = await buyer();
    const registered = await call("POST", "/api/v1/referee", invited.auth, { referralCode: inviter.referralCode });
    expect(registered.status).toBe(201);
    expect(await balance(invited.auth)).toBe(2000);
    expect(await balance(inviter.auth)).toBe(2000);
    expect((await history(invited.auth, "save")).items[0]).toMatchObject({
      savePointType: "RECEIVED_REFEREE",
      amount: 2000,
    });
    expect((await history(inviter.auth, "save")).items[0]).toMatchObject({
      savePointType: "SENT_REFEREE",
      amount: 2000,
    });
    const again = await call("POST", "/api/v1/referee", invited.auth, { referralCode: "MULMUNG1" });
    expect(again.status).toBe(409);
    expect(await balance(invited.auth)).toBe(2000);

    const atSignUp = await signUpMember(t.app, t.db, { referralCode: inviter.referralCode });
    expect(await balance(`Bearer ${atSignUp.accessToken}`)).toBe(2000);
    expect(await balance(inviter.auth)).toBe(4000);
  });

  it("the histories need a login; the expiry job (a worker) writes off what expired and the summary shows what expires soon", async () => {
    expect((await call("GET", "/api/v1/point-history/save", null)).status).toBe(401);
    const me = await buyer();
    const now = clock.now().getTime();
    await t.db.transaction(async (tx) => {
      await t.app.services.points.save(tx, {
        memberId: me.id,
        type: "EVENT",
        amount: 800,
        expiresAt: new Date(now + 2 * DAY),
      });
      await t.app.services.points.save(tx, {
        memberId: me.id,
        type: "EVENT",
        amount: 300,
        expiresAt: new Date(now + 20 * DAY),
      });
      await t.app.services.points.save(tx, {
        memberId: me.id,
        type: "COMPANY_COMPENSATION",
        amount: 900,
        expiresAt: new Date(now + 200 * DAY),
      });
    });
    const summary = (await call("GET", "/api/v1/point-history/summary", me.auth)).body;
    expect(summary).toMatchObject({ point: 2000, expiringAmount: 1100 });
    expect(summary.expiring.map((e: { amount: number }) => e.amount)).toEqual([800, 300]);

    clock.advance(3 * DAY);
    await t.app.jobs.work(pointJobs(t.app.services), { pollingIntervalSeconds: 0.5 });
    await expect.poll(() => balance(me.auth), { timeout: 20_000, interval: 200 }).toBe(1200);
    const extinct = await history(me.auth, "extinction");
    expect(extinct.items).toHaveLength(1);
    expect(extinct.items[0]).toMatchObject({ amount: 800, state: "EXTINCTION", label: "유효기간 만료 소멸" });
    const [{ n }] = (
      await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from point_history where member_id = ${me.id} and kind = 'SAVE' and state = 'EXTINCTION'`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(1);
  });

  it("is documented in the OpenAPI document, every row", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const rows: [string, string][] = [
      ["get", "/api/v1/point-history/save"],
      ["get", "/api/v1/point-history/used"],
      ["get", "/api/v1/point-history/extinction"],
      ["get", "/api/v1/point-history/summary"],
      ["post", "/api/v1/affiliate-point"],
    ];
    for (const [method, path] of rows) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
