/**
 * Money on the paths that interleave (issue 24's leaks), tried as an attacker or an unlucky buyer would, on real
 * PostgreSQL and the PortOne stand-in: duplicate part ids, a lapsed order's coupon and points spent elsewhere before
 * its payment arrives late, a claim refund on an order paid mostly in points, claims against refunded lines and
 * against a simultaneous 구매 확정, photos that were never uploaded, hostile webhooks and quantities.
 */
import { webhookHeaders } from "@mulmung/portone-stand-in";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, operatorLogin } from "../../../test/login.ts";
import { type PaymentWindowRequest, standInControls } from "../../../test/portone-stand-in.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadPhoto } from "../../../test/upload.ts";
import { standInPortOneConfig } from "../../config/env.ts";
import { product } from "../../db/schema.ts";
import { signUpMember } from "../auth/test-support.ts";
import { coupon, publishedCoupon } from "../coupon/schema.ts";
import { caller, giveStoreTo, makeProduct, SEOUL, stockOf } from "../order/test-support.ts";
import { fixedClock } from "../shared/clock.ts";
import { payment } from "./schema.ts";

const STORE_A = 7;
const STORE_B = 8;

describe("money where paths interleave", () => {
  const portone = standInPortOneConfig();
  const clock = fixedClock(new Date());
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let owner: string;
  let admin: string;

  const { control: standIn, pay, webhookTypes } = standInControls(() => t.app);
  type Window = PaymentWindowRequest;
  const paymentRow = async (paymentId: string) =>
    (await t.db.select().from(payment).where(eq(payment.paymentId, paymentId)))[0];
  const gatewayCancelled = async (paymentId: string) =>
    (await webhookTypes(paymentId)).filter((type) => type.includes("Cancelled")).length;

  /** A company coupon of 5,000원 of its own, downloaded by `auth`: the copy's id. */
  async function couponCopy(auth: string): Promise<number> {
    const [c] = await t.db
      .insert(coupon)
      .values({
        resourceType: "COMPANY",
        discountType: "AMOUNT",
        discountValue: 5000,
        name: "한 번만 5,000원",
        startDate: new Date("2026-01-01T00:00:00+09:00"),
        endDate: new Date("2099-01-01T00:00:00+09:00"),
      })
      .returning();
    const res = await call("POST", `/api/v1/coupon/${(c as { id: number }).id}/download`, auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.id as number;
  }

  /** A new member with a default destination and `points` saved as an event gift. */
  async function buyer(points = 0) {
    const m = await signUpMember(t.app, t.db);
    const auth = `Bearer ${m.accessToken}`;
    await call("POST", "/api/v1/shipping-destination", auth, { ...SEOUL, isDefault: true });
    if (points > 0) {
      await t.db.transaction((tx) =>
        t.app.services.points.save(tx, { memberId: m.id, type: "EVENT", amount: points, description: "테스트 이벤트" }),
      );
    }
    return { id: m.id, auth };
  }
  const balance = async (auth: string) => (await call("GET", "/api/v1/member/me", auth)).body.point as number;

  /** A direct order confirmed with `extra` (points, coupons, method); returns the form id and the payment window. */
  async function confirmed(
    auth: string,
    line: { productId: number; quantity?: number; options?: { optionId: number; quantity: number }[] },
    extra: { usePoint?: number; publishedCouponIds?: number[]; payMethod?: string } = {},
  ) {
    const created = await call("POST", "/api/v1/order/direct", auth, line);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const window = await call("PATCH", `/api/v1/order/${created.body.id}/confirmation`, auth, {
      payMethod: "CARD",
      agreement: true,
      ...extra,
    });
    expect(window.status, JSON.stringify(window.body)).toBe(200);
    return { id: created.body.id as number, window: window.body as Window };
  }

  async function paid(
    auth: string,
    line: Parameters<typeof confirmed>[1],
    extra: Parameters<typeof confirmed>[2] = {},
  ) {
    const order = await confirmed(auth, line, extra);
    await pay(order.window);
    const done = await call("POST", "/api/v1/payment/complete", auth, { paymentId: order.window.paymentId });
    expect(done.body.status).toBe("PAID");
    return order;
  }

  /** The order lapses (the buyer gives up) while the gateway's webhooks are held, so a payment can arrive late. */
  async function lapse(auth: string, id: number) {
    await standIn("/webhooks", { hold: true });
    const unpaid = await call("PATCH", `/api/v1/order/${id}/unpaid`, auth);
    expect(unpaid.body.orderState).toBe("UNPAID");
  }
  async function payLate(auth: string, window: Window) {
    await pay(window);
    const late = await call("POST", "/api/v1/payment/complete", auth, { paymentId: window.paymentId });
    await standIn("/webhooks", { hold: false });
    return late.body;
  }

  async function deliver(partId: number) {
    await call("PATCH", `/api/v1/affiliate-order/${partId}/transit`, owner, {
      carrier: "CJ대한통운",
      trackingNumber: "1234-5678-9012",
    });
    expect((await call("PATCH", `/api/v1/affiliate-order/${partId}/delivered`, owner)).body.status).toBe("DELIVERED");
  }

  const upload = (auth: string) => uploadPhoto(t.app, auth);

  beforeAll(async () => {
    t = await createTestApp({ portone }, { clock });
    call = caller(t.app);
    const store = await loginAs(t.app, "reviewer3@mulmung.kr", "mulmung123!");
    owner = store.authorization;
    await giveStoreTo(t.db, STORE_A, store.memberId);
    await giveStoreTo(t.db, STORE_B, store.memberId);
    // An operator with the console open (its second factor confirmed): the deposit is an operator's act.
    ({ authorization: admin } = await operatorLogin(t.app, t.db, { epoch: Math.floor(clock.now().getTime() / 1000) }));
    await t.db.execute(sql`update product set live_arrival_guarantee = false where affiliate_id in (7, 8)`);
  });
  afterAll(() => t.close());

  it("1. a cancel listing one part twice is refused and refunds nothing; the other store's part stays paid", async () => {
    const me = await buyer();
    const a = await makeProduct(t.db, { affiliateId: STORE_A, sellPrice: 10_000, fee: 3000, freeFrom: null });
    const b = await makeProduct(t.db, { affiliateId: STORE_B, sellPrice: 7000, fee: 3000, freeFrom: null });
    const lineA = (await call("POST", "/api/v1/basket", me.auth, { productId: a.id })).body.id;
    const lineB = (await call("POST", "/api/v1/basket", me.auth, { productId: b.id })).body.id;
    const { id } = (await call("POST", "/api/v1/order/basket", me.auth, { basketProductIds: [lineA, lineB] })).body;
    const window = (
      await call("PATCH", `/api/v1/order/${id}/confirmation`, me.auth, { payMethod: "CARD", agreement: true })
    ).body;
    expect(window.totalAmount).toBe(23_000);
    await pay(window);
    await call("POST", "/api/v1/payment/complete", me.auth, { paymentId: window.paymentId });
    const parts = (await call("GET", `/api/v1/order/${id}`, me.auth)).body.parts as {
      id: number;
      totalPrice: number;
    }[];
    const partA = parts.find((p) => p.totalPrice === 13_000) as { id: number };

    const twice = await call("PATCH", `/api/v1/payment/order/${id}/cancel`, me.auth, {
      reason: "단순 변심",
      orderPartIds: [partA.id, partA.id],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain("두 번");
    expect(await paymentRow(window.paymentId)).toMatchObject({ cancelledAmount: 0, refundDue: 0 });

    // Below the contract too: the order service counts a part once however often it is listed.
    const counted = await t.db.transaction((tx) =>
      t.app.services.orders.cancelParts(tx, id, [partA.id, partA.id, partA.id], "단순 변심"),
    );
    expect(counted).toMatchObject({ refund: 13_000, cancelledPartIds: [partA.id] });
  });

  it("2. a lapsed order's coupon used by a new order: the late payment is refunded whole, the copy discounts one order", async () => {
    const me = await buyer();
    const fish = await makeProduct(t.db, { affiliateId: STORE_A, sellPrice: 20_000, stock: 10, freeFrom: null });
    const copy = await couponCopy(me.auth);
    const first = await confirmed(me.auth, { productId: fish.id }, { publishedCouponIds: [copy] });
    expect(first.window.totalAmount).toBe(18_000);
    await lapse(me.auth, first.id);
    const second = await paid(me.auth, { productId: fish.id }, { publishedCouponIds: [copy] });
    expect(second.window.totalAmount).toBe(18_000);

    const late = await payLate(me.auth, first.window);
    expect(late).toMatchObject({ status: "CANCELLED", message: expect.stringContaining("쿠폰") });
    expect(await paymentRow(first.window.paymentId)).toMatchObject({ cancelledAmount: 18_000, refundDue: 0 });
    const [held] = await t.db.select().from(publishedCoupon).where(eq(publishedCoupon.id, copy));
    expect(held).toMatchObject({ state: "USED", usedOrderFormId: second.id });
    // Stock: the second order's unit only.
    expect(await stockOf(t.db, fish.id)).toBe(9);

    // A lapsed order whose copy is still free takes it again with its late payment, and keeps the discount.
    const copyId = await couponCopy(me.auth);
    const third = await confirmed(me.auth, { productId: fish.id }, { publishedCouponIds: [copyId] });
    await lapse(me.auth, third.id);
    expect(await payLate(me.auth, third.window)).toMatchObject({ status: "PAID" });
    const [retaken] = await t.db.select().from(publishedCoupon).where(eq(publishedCoupon.id, copyId));
    expect(retaken).toMatchObject({ state: "USED", usedOrderFormId: third.id, discountPrice: 5000 });
    expect(await stockOf(t.db, fish.id)).toBe(8);
  });

  it("3. a late payment that cannot be kept gives back every unit it took, and says why", async () => {
    // Its points were spent elsewhere: refunded whole, told it is the points, no unit lost.
    const me = await buyer(3000);
    const fish = await makeProduct(t.db, { affiliateId: STORE_A, sellPrice: 10_000, stock: 10, freeFrom: null });
    const first = await confirmed(me.auth, { productId: fish.id, quantity: 2 }, { usePoint: 3000 });
    await lapse(me.auth, first.id);
    expect(await stockOf(t.db, fish.id)).toBe(10);
    await paid(me.auth, { productId: fish.id }, { usePoint: 3000 });
    expect(await stockOf(t.db, fish.id)).toBe(9);
    const late = await payLate(me.auth, first.window);
    expect(late.status).toBe("CANCELLED");
    expect(late.message).toContain("적립금");
    expect(late.message).not.toContain("품절");
    expect(await stockOf(t.db, fish.id)).toBe(9);
    expect(await balance(me.auth)).toBe(0);
    expect(await paymentRow(first.window.paymentId)).toMatchObject({ cancelledAmount: 20_000, refundDue: 0 });

    // Its option sold out meanwhile: the product's units it took first go back too.
    const other = await buyer();
    const shrimp = await makeProduct(t.db, {
      affiliateId: STORE_A,
      sellPrice: 5000,
      stock: 10,
      freeFrom: null,
      group: { name: "크기", isRequired: false, options: [["대", 1000, true, 1]] },
    });
    const line = {
      productId: shrimp.id,
      quantity: 1,
      options: [{ optionId: shrimp.options[0] as number, quantity: 1 }],
    };
    const lapsed = await confirmed(me.auth, line);
    await lapse(me.auth, lapsed.id);
    await paid(other.auth, line);
    expect(await stockOf(t.db, shrimp.id)).toBe(9);
    const soldOut = await payLate(me.auth, lapsed.window);
    expect(soldOut).toMatchObject({ status: "CANCELLED", message: expect.stringContaining("품절") });
    expect(await stockOf(t.db, shrimp.id)).toBe(9);

    // A company-account deposit the operator confirms late: the same, no unit lost.
    const plant = await makeProduct(t.db, {
      affiliateId: STORE_A,
      sellPrice: 5000,
      stock: 10,
      freeFrom: null,
      group: { name: "크기", isRequired: false, options: [["대", 1000, true, 1]] },
    });
    const plantLine = { productId: plant.id, options: [{ optionId: plant.options[0] as number, quantity: 1 }] };
    const deposit = await confirmed(me.auth, plantLine, { payMethod: "OURPLATFORM_ACCOUNT" });
    expect((await call("PATCH", `/api/v1/order/${deposit.id}/unpaid`, me.auth)).body.orderState).toBe("UNPAID");
    await paid(other.auth, plantLine);
    const confirmedLate = await call("PATCH", `/api/v1/payment/order/${deposit.id}/deposit`, admin);
    expect(confirmedLate.body.payment).toMatchObject({ status: "CANCELLED", message: expect.stringContaining("품절") });
    expect(await stockOf(t.db, plant.id)).toBe(9);
  });

  it("4. a claim refund on an order paid mostly in points: the gateway gives back at most its cash, the rest comes back as points", async () => {
    const me = await buyer(8500);
    const fish = await makeProduct(t.db, { affiliateId: STORE_A, sellPrice: 5500, fee: 4000, freeFrom: null });
    const order = await paid(me.auth, { productId: fish.id }, { usePoint: 8500 });
    expect(order.window.totalAmount).toBe(1000);
    const part = (await call("GET", `/api/v1/order/${order.id}`, me.auth)).body.parts[0];
    await deliver(part.id);
    const filed = await call("POST", `/api/v1/order/${order.id}/claim`, me.auth, {
      orderProductId: part.products[0].id,
      type: "RETURN",
      reason: "설명과 다른 상품",
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const approved = await call("PATCH", `/api/v1/affiliate-claim/${filed.body.id}/approve`, owner, {
      resolution: "REFUND",
    });
    expect(approved.body).toMatchObject({ state: "REFUNDED", refundAmount: 5500 });
    expect(await paymentRow(order.window.paymentId)).toMatchObject({ cancelledAmount: 1000, refundDue: 0 });
    expect(await gatewayCancelled(order.window.paymentId)).toBe(1);
    expect(await balance(me.auth)).toBe(4500);

    // 5. The refunded line takes no second claim.
    const again = await call("POST", `/api/v1/order/${order.id}/claim`, me.auth, {
      orderProductId: part.products[0].id,
      type: "EXCHANGE",
      reason: "다른 상품으로",
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/이미/);
  });

  it("5. a claim filed at the same moment as 구매 확정: never both", async () => {
    const me = await buyer();
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const fish = await makeProduct(t.db, { affiliateId: STORE_A, sellPrice: 3000, freeFrom: null });
      const order = await paid(me.auth, { productId: fish.id });
      const part = (await call("GET", `/api/v1/order/${order.id}`, me.auth)).body.parts[0];
      await deliver(part.id);
      const [claim, confirm] = await Promise.all([
        call("POST", `/api/v1/order/${order.id}/claim`, me.auth, {
          orderProductId: part.products[0].id,
          type: "RETURN",
          reason: "설명과 다른 상품",
        }),
        call("PATCH", `/api/v1/order/${order.id}/buy-confirmation`, me.auth, { orderPartIds: [part.id] }),
      ]);
      const after = (await call("GET", `/api/v1/order/${order.id}`, me.auth)).body.parts[0];
      outcomes.push(`${claim.status}/${confirm.status}`);
      expect([claim.status, confirm.status].sort()).toEqual(
        [200, 201].includes(claim.status) ? [201, 409] : [200, 409],
      );
      expect(after.orderState === "CONFIRMATION").toBe(confirm.status === 200);
    }
    expect(outcomes.every((o) => o === "201/409" || o === "409/200")).toBe(true);
  });

  it("5. a DOA claim and a photo review refuse photos that were never uploaded (and give no photo reward)", async () => {
    const me = await buyer();
    const fish = await makeProduct(t.db, { affiliateId: STORE_A, sellPrice: 4000, freeFrom: null });
    await t.db.update(product).set({ liveArrivalGuarantee: true }).where(eq(product.id, fish.id));
    const order = await paid(me.auth, { productId: fish.id });
    const part = (await call("GET", `/api/v1/order/${order.id}`, me.auth)).body.parts[0];
    await deliver(part.id);
    const doa = (imageUrls: string[]) =>
      call("POST", `/api/v1/order/${order.id}/claim`, me.auth, {
        orderProductId: part.products[0].id,
        type: "DOA",
        reason: "도착 시 폐사",
        imageUrls,
      });
    const never = await doa(["/uploads/2026/11/never-uploaded.webp"]);
    expect(never.status).toBe(400);
    expect(never.body.message).toContain("업로드");
    const someoneElses = await doa([await upload(owner)]);
    expect(someoneElses.status).toBe(400);
    expect((await doa([await upload(me.auth)])).status).toBe(201);

    // The review: a confirmed line, a photo that was never uploaded.
    const reviewed = await makeProduct(t.db, { affiliateId: STORE_A, sellPrice: 4000, freeFrom: null });
    const order2 = await paid(me.auth, { productId: reviewed.id });
    const part2 = (await call("GET", `/api/v1/order/${order2.id}`, me.auth)).body.parts[0];
    await deliver(part2.id);
    await call("PATCH", `/api/v1/order/${order2.id}/buy-confirmation`, me.auth, {});
    const before = await balance(me.auth);
    const review = await call("POST", "/api/v1/review", me.auth, {
      orderProductId: part2.products[0].id,
      productScore: 5,
      content: "건강하게 잘 왔어요. 물도 잘 맞고 색이 예뻐요!",
      imageUrls: ["/uploads/2026/11/never-uploaded.webp"],
    });
    expect(review.status).toBe(400);
    expect(await balance(me.auth)).toBe(before);
  });

  it("5. hostile input: a NUL payment id in a signed webhook, another member's order, quantities that are not numbers", async () => {
    const body = JSON.stringify({
      type: "Transaction.Paid",
      timestamp: new Date().toISOString(),
      data: { paymentId: "ORD-\u0000-1", storeId: portone.storeId, transactionId: "tx" },
    });
    const hook = await t.app.inject({
      method: "POST",
      url: "/api/v1/payment/webhook",
      headers: webhookHeaders(portone.webhookSecret, "wh_nul", body, Math.floor(Date.now() / 1000)),
      payload: body,
    });
    expect(hook.statusCode).toBeLessThan(500);

    const me = await buyer();
    const stranger = await buyer();
    const fish = await makeProduct(t.db, { affiliateId: STORE_A, sellPrice: 4000, freeFrom: null });
    const order = await paid(me.auth, { productId: fish.id });
    for (const id of [order.id, 2_000_000_000]) {
      const other = await call("PATCH", `/api/v1/order/${id}/confirmation`, stranger.auth, {
        payMethod: "CARD",
        agreement: true,
      });
      expect(other.status).toBe(404);
    }

    for (const quantity of ["0x10", [5], true, "5", 1.5]) {
      const direct = await call("POST", "/api/v1/order/direct", me.auth, { productId: fish.id, quantity });
      expect(direct.status, String(quantity)).toBe(400);
      const basket = await call("POST", "/api/v1/basket", me.auth, { productId: fish.id, quantity });
      expect(basket.status, String(quantity)).toBe(400);
    }
  });

  it("6. what the buyer sees comes from the same states: amounts, the header, notices, the guarantee's line", async () => {
    const me = await buyer(3000);
    const a = await makeProduct(t.db, {
      affiliateId: STORE_A,
      sellPrice: 10_000,
      fee: 3000,
      freeFrom: null,
      name: "네온 테트라",
    });
    const b = await makeProduct(t.db, {
      affiliateId: STORE_B,
      sellPrice: 7000,
      fee: 3000,
      freeFrom: null,
      name: "코리도라스",
    });
    const lineA = (await call("POST", "/api/v1/basket", me.auth, { productId: a.id })).body.id;
    const lineB = (await call("POST", "/api/v1/basket", me.auth, { productId: b.id })).body.id;
    const { id } = (await call("POST", "/api/v1/order/basket", me.auth, { basketProductIds: [lineA, lineB] })).body;
    const window = (
      await call("PATCH", `/api/v1/order/${id}/confirmation`, me.auth, {
        payMethod: "CARD",
        agreement: true,
        usePoint: 3000,
      })
    ).body;
    expect(window.totalAmount).toBe(20_000);
    await pay(window);
    await call("POST", "/api/v1/payment/complete", me.auth, { paymentId: window.paymentId });

    // 주문 내역 shows what was paid (points apart), and that no money moved through the stand-in.
    const listed = (await call("GET", "/api/v1/order?size=50", me.auth)).body.items.find(
      (o: { id: number }) => o.id === id,
    );
    expect(listed).toMatchObject({ totalPrice: 23_000, usePoint: 3000, payAmount: 20_000, payment: { isTest: true } });

    // The store of the 네온 테트라 ships: the notice names its own products, not the other store's.
    const parts = (await call("GET", `/api/v1/order/${id}`, me.auth)).body.parts as {
      id: number;
      totalPrice: number;
    }[];
    const partA = parts.find((p) => p.totalPrice === 13_000) as { id: number };
    await deliver(partA.id);
    const pushes = (await call("GET", "/api/v1/push-notification", me.auth)).body.items as {
      title: string;
      body: string;
    }[];
    const shipped = pushes.find((p) => p.title === "배송이 시작되었어요") as { body: string };
    expect(shipped.body).toContain("네온 테트라");
    expect(shipped.body).not.toContain("코리도라스");
    expect(shipped.body).not.toContain("외 1건");

    // One store's part arrived, the other's is not shipped: the header says both.
    const order = (await call("GET", `/api/v1/order/${id}`, me.auth)).body;
    expect(order.statusLabel).toBe("결제 완료(판매자 확인 중) · 일부 배송 완료");

    // The guarantee's line: a claim filed a minute after delivery does not make the window "passed"; a resent line
    // is not offered 폐사 보상 again.
    const fish = await makeProduct(t.db, { affiliateId: STORE_A, sellPrice: 4000, freeFrom: null });
    await t.db.update(product).set({ liveArrivalGuarantee: true }).where(eq(product.id, fish.id));
    const covered = await paid(me.auth, { productId: fish.id });
    const part = (await call("GET", `/api/v1/order/${covered.id}`, me.auth)).body.parts[0];
    await deliver(part.id);
    const lineOf = async () => (await call("GET", `/api/v1/order/${covered.id}/claim`, me.auth)).body.lines[0];
    expect((await lineOf()).guaranteeNotice).toMatch(/까지 폐사 보상을 신청할 수 있어요/);
    const filed = await call("POST", `/api/v1/order/${covered.id}/claim`, me.auth, {
      orderProductId: part.products[0].id,
      type: "DOA",
      reason: "도착 시 폐사",
      imageUrls: [await upload(me.auth)],
    });
    expect(filed.status).toBe(201);
    const open = await lineOf();
    expect(open.types).toEqual([]);
    expect(open.guaranteeNotice).not.toContain("지났");
    await call("PATCH", `/api/v1/affiliate-claim/${filed.body.id}/approve`, owner, { resolution: "RESHIP" });
    const resent = await lineOf();
    expect(resent.types).not.toContain("DOA");
    expect(resent.guaranteeNotice).not.toContain("신청할 수 있어요");
  });
});
