/** Claims and the live-arrival guarantee on real PostgreSQL, the PortOne stand-in and a fixed clock. */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { standInControls } from "../../../test/portone-stand-in.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadPhoto } from "../../../test/upload.ts";
import { affiliate, product, productOption } from "../../db/schema.ts";
import { caller, giveStoreTo, makeProduct, SEOUL, stockOf } from "../order/test-support.ts";
import { payment } from "../payment/schema.ts";
import { pointHistory } from "../point/schema.ts";
import { fixedClock } from "../shared/clock.ts";

const STORE = 6;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CLAIM_OPEN = {
  code: "CLAIM_OPEN",
  message: "처리 중인 취소·반품·교환 요청이 있어 구매 확정을 할 수 없어요. 요청이 처리된 후 다시 시도해주세요.",
};

describe("claims on an order line", () => {
  const clock = fixedClock(new Date());
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let me: string;
  let other: string;
  let owner: string;
  /** A photo the buyer uploaded. */
  let PHOTO: string;

  const { control: standIn, pay, webhookTypes: gatewayEvents } = standInControls(() => t.app);

  /** A paid, not yet shipped order of `quantity` units of a fresh product of the store (or the given one). */
  async function paidOrder(options: {
    covered: boolean;
    sellPrice?: number;
    quantity?: number;
    productId?: number;
    options?: { optionId: number; quantity: number }[];
  }) {
    const fish =
      options.productId === undefined
        ? await makeProduct(t.db, { affiliateId: STORE, sellPrice: options.sellPrice ?? 12_000, stock: 20 })
        : { id: options.productId };
    await t.db.update(product).set({ liveArrivalGuarantee: options.covered }).where(eq(product.id, fish.id));
    const created = await call("POST", "/api/v1/order/direct", me, {
      productId: fish.id,
      quantity: options.quantity ?? 1,
      options: options.options ?? [],
    });
    const window = (
      await call("PATCH", `/api/v1/order/${created.body.id}/confirmation`, me, { payMethod: "CARD", agreement: true })
    ).body;
    await pay(window);
    expect((await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId })).body.status).toBe(
      "PAID",
    );
    const order = (await call("GET", `/api/v1/order/${created.body.id}`, me)).body;
    const part = order.parts[0];
    return {
      id: created.body.id as number,
      productId: fish.id,
      paymentId: window.paymentId as string,
      partId: part.id as number,
      lineId: part.products[0].id as number,
      linePrice: part.products[0].price as number,
    };
  }

  /** A paid order (as `paidOrder`), shipped and marked delivered now. */
  async function deliveredOrder(options: Parameters<typeof paidOrder>[0]) {
    const order = await paidOrder(options);
    await call("PATCH", `/api/v1/affiliate-order/${order.partId}/transit`, owner, {
      carrier: "CJ대한통운",
      trackingNumber: "1234-5678-9012",
    });
    expect((await call("PATCH", `/api/v1/affiliate-order/${order.partId}/delivered`, owner)).body.status).toBe(
      "DELIVERED",
    );
    return order;
  }

  const optionStock = async (optionId: number) =>
    (
      await t.db.select({ quantity: productOption.quantity }).from(productOption).where(eq(productOption.id, optionId))
    )[0]?.quantity;
  const partOf = async (orderId: number) => (await call("GET", `/api/v1/order/${orderId}`, me)).body.parts[0];
  const confirm = (orderId: number, partIds?: number[]) =>
    call("PATCH", `/api/v1/order/${orderId}/buy-confirmation`, me, partIds ? { orderPartIds: partIds } : {});

  const paymentRow = async (paymentId: string) =>
    (await t.db.select().from(payment).where(eq(payment.paymentId, paymentId)))[0];

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    call = caller(t.app);
    ({ authorization: me } = await loginAs(t.app));
    ({ authorization: other } = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!"));
    const store = await loginAs(t.app, "reviewer2@mulmung.kr", "mulmung123!");
    owner = store.authorization;
    await giveStoreTo(t.db, STORE, store.memberId);
    await t.db.execute(sql`delete from shipping_destination`);
    await call("POST", "/api/v1/shipping-destination", me, { ...SEOUL, isDefault: true });
    PHOTO = await uploadPhoto(t.app, me);
  });
  afterAll(() => t.close());

  it("a DOA claim needs a photo and is accepted only inside the store's window after delivery", async () => {
    const order = await deliveredOrder({ covered: true });
    const doa = {
      orderProductId: order.lineId,
      type: "DOA",
      reason: "도착 시 폐사",
      content: "도착하자마자 죽어 있었어요",
    };

    const lines = (await call("GET", `/api/v1/order/${order.id}/claim`, me)).body.lines;
    expect(lines).toEqual([
      expect.objectContaining({
        orderProductId: order.lineId,
        types: ["RETURN", "EXCHANGE", "DOA"],
        liveArrivalGuarantee: true,
        doaWindowHours: 2,
        doaDeadline: new Date(clock.now().getTime() + 2 * HOUR).toISOString(),
      }),
    ]);
    const noPhoto = await call("POST", `/api/v1/order/${order.id}/claim`, me, doa);
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body).toEqual({
      code: "CLAIM_PHOTO_REQUIRED",
      message: "폐사 보상 신청에는 사진이 1장 이상 필요해요.",
    });
    const tooMany = await call("POST", `/api/v1/order/${order.id}/claim`, me, {
      ...doa,
      imageUrls: Array.from({ length: 6 }, () => PHOTO),
    });
    expect(tooMany.status).toBe(400);

    // Two hours after delivery the window has closed: refused with the store's window named; no DOA offered.
    const deliveredAt = clock.now();
    clock.advance(2 * HOUR);
    const late = await call("POST", `/api/v1/order/${order.id}/claim`, me, { ...doa, imageUrls: [PHOTO] });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      code: "CLAIM_WINDOW_CLOSED",
      message: "폐사 보상은 도착 후 2시간 이내에만 신청할 수 있어요.",
    });
    expect((await call("GET", `/api/v1/order/${order.id}/claim`, me)).body.lines[0].types).toEqual([
      "RETURN",
      "EXCHANGE",
    ]);

    // A store with a longer window (3 hours) accepts it, one second before its end.
    await t.db.update(affiliate).set({ doaClaimWindowHours: 3 }).where(eq(affiliate.id, STORE));
    clock.set(new Date(deliveredAt.getTime() + 3 * HOUR - 1000));
    const filed = await call("POST", `/api/v1/order/${order.id}/claim`, me, { ...doa, imageUrls: [PHOTO] });
    await t.db.update(affiliate).set({ doaClaimWindowHours: 2 }).where(eq(affiliate.id, STORE));
    expect(filed.status).toBe(201);
    expect(filed.body).toMatchObject({
      orderId: order.id,
      orderProductId: order.lineId,
      type: "DOA",
      typeLabel: "폐사 보상",
      state: "REQUESTED",
      stateLabel: "처리 대기",
      imageUrls: [PHOTO],
      affiliate: { id: STORE },
    });
    clock.set(new Date());
  });

  it("keeps one open claim per line, and refuses DOA on a product the guarantee does not cover", async () => {
    const order = await deliveredOrder({ covered: false });
    const url = `/api/v1/order/${order.id}/claim`;
    const doa = await call("POST", url, me, {
      orderProductId: order.lineId,
      type: "DOA",
      reason: "기타",
      imageUrls: [PHOTO],
    });
    expect(doa.status).toBe(409);
    expect(doa.body.message).toBe("생존 도착 보장 상품만 폐사 보상을 신청할 수 있어요.");
    const cancel = await call("POST", url, me, { orderProductId: order.lineId, type: "CANCEL", reason: "단순 변심" });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe("CLAIM_NOT_ALLOWED");

    const returns = { orderProductId: order.lineId, type: "RETURN", reason: "상품 파손" };
    const [a, b] = await Promise.all([call("POST", url, me, returns), call("POST", url, me, returns)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.status === 409)?.body).toEqual({
      code: "CLAIM_ALREADY_OPEN",
      message: "이 상품에 처리 중인 요청이 있습니다. 처리 결과를 기다려주세요.",
    });
    expect((await call("GET", url, me)).body.lines[0].types).toEqual([]);
    // Someone else's order: 404, exactly like a missing one.
    expect((await call("POST", url, other, returns)).status).toBe(404);
    expect((await call("GET", url, other)).status).toBe(404);
  });

  it("the store approves a refund: refunded once through the gateway, the buyer told; a retry refunds nothing", async () => {
    const order = await deliveredOrder({ covered: true, sellPrice: 9000, quantity: 2 });
    const filed = await call("POST", `/api/v1/order/${order.id}/claim`, me, {
      orderProductId: order.lineId,
      type: "DOA",
      reason: "도착 시 폐사",
      imageUrls: [PHOTO, PHOTO],
    });
    const id = filed.body.id as number;

    // Only the store's owner decides; others see nothing.
    expect((await call("PATCH", `/api/v1/affiliate-claim/${id}/approve`, other, { resolution: "REFUND" })).status).toBe(
      404,
    );
    expect((await call("PATCH", `/api/v1/affiliate-claim/${id}/approve`, me, { resolution: "REFUND" })).status).toBe(
      404,
    );
    const listed = (await call("GET", "/api/v1/affiliate-claim?state=REQUESTED", owner)).body.items;
    expect(listed.find((c: { id: number }) => c.id === id)).toMatchObject({
      buyerNickname: expect.any(String),
      resolutions: ["REFUND", "RESHIP"],
    });
    expect((await call("GET", "/api/v1/affiliate-claim", other)).status).toBe(404);

    const approved = await call("PATCH", `/api/v1/affiliate-claim/${id}/approve`, owner, { resolution: "REFUND" });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      state: "REFUNDED",
      stateLabel: "환불 완료",
      resolution: "REFUND",
      refundAmount: 18_000,
      resolutions: [],
    });
    expect(order.linePrice).toBe(18_000);
    expect(await paymentRow(order.paymentId)).toMatchObject({ cancelledAmount: 18_000, refundDue: 0 });
    expect((await gatewayEvents(order.paymentId)).filter((e) => e === "Transaction.PartialCancelled")).toHaveLength(1);

    const again = await call("PATCH", `/api/v1/affiliate-claim/${id}/approve`, owner, { resolution: "REFUND" });
    expect(again.status).toBe(409);
    expect(await paymentRow(order.paymentId)).toMatchObject({ cancelledAmount: 18_000, refundDue: 0 });
    expect((await gatewayEvents(order.paymentId)).filter((e) => e === "Transaction.PartialCancelled")).toHaveLength(1);

    const seen = (await call("GET", `/api/v1/order/${order.id}`, me)).body;
    expect(seen.parts[0].refundedAmount).toBe(18_000);
    expect(seen.payment.refundedAmount).toBe(18_000);
    const claims = (await call("GET", `/api/v1/order/${order.id}/claim`, me)).body;
    expect(claims.items[0]).toMatchObject({ id, state: "REFUNDED", stateLabel: "환불 완료" });
    expect(claims.lines[0].types).toEqual([]);
    const mine = (await call("GET", "/api/v1/claim", me)).body.items;
    expect(mine[0]).toMatchObject({ id, state: "REFUNDED" });
    const pushes = (await call("GET", "/api/v1/push-notification", me)).body.items;
    expect(pushes[0]).toMatchObject({
      title: "폐사 보상 요청 처리 결과",
      pageLink: `/my-info/order/${order.id}`,
    });
  });

  it("a refund the gateway cannot take now stays approved; a retried approve refunds it once", async () => {
    const order = await deliveredOrder({ covered: true, sellPrice: 7000 });
    const filed = await call("POST", `/api/v1/order/${order.id}/claim`, me, {
      orderProductId: order.lineId,
      type: "DOA",
      reason: "도착 시 폐사",
      imageUrls: [PHOTO],
    });
    const id = filed.body.id as number;
    await standIn("/api", { fault: "error", count: 1, status: 503 });
    const first = await call("PATCH", `/api/v1/affiliate-claim/${id}/approve`, owner, { resolution: "REFUND" });
    await standIn("/api", { fault: "none" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ state: "APPROVED", stateLabel: "환불 진행 중", refundAmount: 7000 });
    expect(await paymentRow(order.paymentId)).toMatchObject({ cancelledAmount: 0, refundDue: 7000 });

    const retried = await call("PATCH", `/api/v1/affiliate-claim/${id}/approve`, owner, { resolution: "REFUND" });
    expect(retried.body).toMatchObject({ state: "REFUNDED", refundAmount: 7000 });
    expect(await t.app.services.claims.settleApproved()).toBe(0);
    const again = await call("PATCH", `/api/v1/affiliate-claim/${id}/approve`, owner, { resolution: "REFUND" });
    expect(again.status).toBe(409);
    expect(await paymentRow(order.paymentId)).toMatchObject({ cancelledAmount: 7000, refundDue: 0 });
    expect((await gatewayEvents(order.paymentId)).filter((e) => e.includes("Cancelled"))).toHaveLength(1);
  });

  it("the settle job refunds an approved claim the gateway could not take at once, then marks it REFUNDED", async () => {
    const order = await deliveredOrder({ covered: true, sellPrice: 8000 });
    const filed = await call("POST", `/api/v1/order/${order.id}/claim`, me, {
      orderProductId: order.lineId,
      type: "DOA",
      reason: "도착 시 폐사",
      imageUrls: [PHOTO],
    });
    await standIn("/api", { fault: "error", count: 1, status: 503 });
    const first = await call("PATCH", `/api/v1/affiliate-claim/${filed.body.id}/approve`, owner, {
      resolution: "REFUND",
    });
    await standIn("/api", { fault: "none" });
    expect(first.body.state).toBe("APPROVED");
    expect(await t.app.services.claims.settleApproved()).toBe(1);
    const claims = (await call("GET", `/api/v1/order/${order.id}/claim`, me)).body;
    expect(claims.items[0]).toMatchObject({ state: "REFUNDED", stateLabel: "환불 완료", refundAmount: 8000 });
    expect(await paymentRow(order.paymentId)).toMatchObject({ cancelledAmount: 8000, refundDue: 0 });
    expect(await t.app.services.claims.settleApproved()).toBe(0);
    expect((await gatewayEvents(order.paymentId)).filter((e) => e.includes("Cancelled"))).toHaveLength(1);
  });

  it("a decline needs a reason; a reshipment moves no money; the wrong resolution is refused", async () => {
    const order = await deliveredOrder({ covered: true });
    const url = `/api/v1/order/${order.id}/claim`;
    const returned = await call("POST", url, me, { orderProductId: order.lineId, type: "RETURN", reason: "단순 변심" });
    const id = returned.body.id as number;
    const reship = await call("PATCH", `/api/v1/affiliate-claim/${id}/approve`, owner, { resolution: "RESHIP" });
    expect(reship.status).toBe(409);
    expect(reship.body.message).toBe("반품 요청은 재발송(으)로 처리할 수 없습니다.");
    const blank = await call("PATCH", `/api/v1/affiliate-claim/${id}/decline`, owner, { reason: "   " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain("거절 사유를 입력해주세요");
    expect((await call("PATCH", `/api/v1/affiliate-claim/${id}/decline`, other, { reason: "불가" })).status).toBe(404);
    const declined = await call("PATCH", `/api/v1/affiliate-claim/${id}/decline`, owner, {
      reason: "수령 후 7일이 지나 반품할 수 없습니다.",
    });
    expect(declined.body).toMatchObject({
      state: "DECLINED",
      stateLabel: "요청 거절",
      declineReason: "수령 후 7일이 지나 반품할 수 없습니다.",
    });
    expect((await call("PATCH", `/api/v1/affiliate-claim/${id}/approve`, owner, { resolution: "REFUND" })).status).toBe(
      409,
    );

    // Declined: the line may be claimed again; the reshipment of a DOA moves no money.
    const doa = await call("POST", url, me, {
      orderProductId: order.lineId,
      type: "DOA",
      reason: "도착 직후 폐사",
      imageUrls: [PHOTO],
    });
    expect(doa.status).toBe(201);
    const resent = await call("PATCH", `/api/v1/affiliate-claim/${doa.body.id}/approve`, owner, {
      resolution: "RESHIP",
    });
    expect(resent.body).toMatchObject({
      state: "RESHIPPED",
      stateLabel: "재발송 승인",
      refundAmount: 0,
      note: "판매자가 상품을 다시 보내드립니다.",
    });
    expect(await paymentRow(order.paymentId)).toMatchObject({ cancelledAmount: 0, refundDue: 0 });
    const pushes = (await call("GET", "/api/v1/push-notification", me)).body.items;
    expect(pushes.slice(0, 2).map((p: { body: string }) => p.body)).toEqual([
      expect.stringContaining("판매자가 상품을 다시 보내드립니다."),
      expect.stringContaining("사유: 수령 후 7일이 지나 반품할 수 없습니다."),
    ]);
  });

  it("an approved CANCEL claim gives the line's stock back once; a later cancel of its part does not give it again", async () => {
    const fish = await makeProduct(t.db, {
      affiliateId: STORE,
      sellPrice: 6000,
      stock: 20,
      group: { name: "크기", isRequired: true, options: [["S 사이즈", 0, true, 10]] },
    });
    const small = fish.options[0] as number;
    const order = await paidOrder({ covered: false, productId: fish.id, options: [{ optionId: small, quantity: 2 }] });
    expect([await stockOf(t.db, fish.id), await optionStock(small)]).toEqual([18, 8]);

    const filed = await call("POST", `/api/v1/order/${order.id}/claim`, me, {
      orderProductId: order.lineId,
      type: "CANCEL",
      reason: "주문 실수",
    });
    expect(filed.status).toBe(201);
    // The gateway cannot refund at once: APPROVED, the stock back already; the retried approve refunds only.
    await standIn("/api", { fault: "error", count: 1, status: 503 });
    const first = await call("PATCH", `/api/v1/affiliate-claim/${filed.body.id}/approve`, owner, {
      resolution: "REFUND",
    });
    await standIn("/api", { fault: "none" });
    expect(first.body).toMatchObject({ state: "APPROVED", refundAmount: 12_000 });
    expect([await stockOf(t.db, fish.id), await optionStock(small)]).toEqual([20, 10]);
    // The buyer's order shows the line as cancelled on its own.
    const line = (await call("GET", `/api/v1/order/${order.id}`, me)).body.parts[0].products[0];
    expect(line).toMatchObject({ id: order.lineId, cancelledAt: expect.any(String) });
    const retried = await call("PATCH", `/api/v1/affiliate-claim/${filed.body.id}/approve`, owner, {
      resolution: "REFUND",
    });
    expect(retried.body).toMatchObject({ state: "REFUNDED", refundAmount: 12_000 });
    expect([await stockOf(t.db, fish.id), await optionStock(small)]).toEqual([20, 10]);
    expect(
      (await call("PATCH", `/api/v1/affiliate-claim/${filed.body.id}/approve`, owner, { resolution: "REFUND" })).status,
    ).toBe(409);

    // The buyer then cancels the part (its delivery fee is what is left): the line's stock is not given back twice.
    const cancelled = await call("PATCH", `/api/v1/payment/order/${order.id}/cancel`, me, { reason: "단순 변심" });
    expect(cancelled.status).toBe(200);
    expect((await partOf(order.id)).orderState).toBe("PAYMENT_CANCEL");
    expect(await paymentRow(order.paymentId)).toMatchObject({ cancelledAmount: 15_000, refundDue: 0 });
    expect([await stockOf(t.db, fish.id), await optionStock(small)]).toEqual([20, 10]);
  });

  it("an approved RETURN refunds without giving stock back (the goods were delivered)", async () => {
    const order = await deliveredOrder({ covered: false, sellPrice: 5000, quantity: 3 });
    expect(await stockOf(t.db, order.productId)).toBe(17);
    const filed = await call("POST", `/api/v1/order/${order.id}/claim`, me, {
      orderProductId: order.lineId,
      type: "RETURN",
      reason: "상품 파손",
    });
    const approved = await call("PATCH", `/api/v1/affiliate-claim/${filed.body.id}/approve`, owner, {
      resolution: "REFUND",
    });
    expect(approved.body).toMatchObject({ state: "REFUNDED", refundAmount: 15_000 });
    expect(await stockOf(t.db, order.productId)).toBe(17);
  });

  it("an open claim holds the buyer's 구매 확정 (409 with the reason) until the store declines it", async () => {
    const order = await deliveredOrder({ covered: false });
    const filed = await call("POST", `/api/v1/order/${order.id}/claim`, me, {
      orderProductId: order.lineId,
      type: "RETURN",
      reason: "설명과 다른 상품",
    });
    expect(filed.status).toBe(201);
    for (const asked of [[order.partId], undefined]) {
      const refused = await confirm(order.id, asked);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual(CLAIM_OPEN);
    }
    expect((await partOf(order.id)).orderState).toBe("PAYMENT_SUCCESS");
    // The order, in the detail and in the list, does not offer what the server refuses.
    const canConfirm = async () => ({
      detail: (({ canConfirm, confirmHeld }) => ({ canConfirm, confirmHeld }))(
        (await call("GET", `/api/v1/order/${order.id}`, me)).body.parts[0],
      ),
      list: (await call("GET", "/api/v1/order?size=50", me)).body.items
        .find((item: { id: number }) => item.id === order.id)
        .parts.map((p: { canConfirm: boolean }) => p.canConfirm),
    });
    expect(await canConfirm()).toEqual({ detail: { canConfirm: false, confirmHeld: true }, list: [false] });

    await call("PATCH", `/api/v1/affiliate-claim/${filed.body.id}/decline`, owner, {
      reason: "설명과 같은 상품입니다.",
    });
    expect(await canConfirm()).toEqual({ detail: { canConfirm: true, confirmHeld: false }, list: [true] });
    expect((await confirm(order.id, [order.partId])).status).toBe(200);
    expect((await partOf(order.id)).orderState).toBe("CONFIRMATION");
  });

  it("the automatic confirmation skips a part with an open claim and confirms it once the claim is decided", async () => {
    const held = await deliveredOrder({ covered: false, sellPrice: 30_000 });
    const exchange = await call("POST", `/api/v1/order/${held.id}/claim`, me, {
      orderProductId: held.lineId,
      type: "EXCHANGE",
      reason: "상품 불량",
    });
    const refunded = await deliveredOrder({ covered: false, sellPrice: 30_000 });
    const returned = await call("POST", `/api/v1/order/${refunded.id}/claim`, me, {
      orderProductId: refunded.lineId,
      type: "RETURN",
      reason: "상품 파손",
    });
    const start = clock.now();
    try {
      clock.advance(8 * DAY);
      await t.app.services.orders.autoConfirm();
      expect((await partOf(held.id)).orderState).toBe("PAYMENT_SUCCESS");
      expect((await partOf(refunded.id)).orderState).toBe("PAYMENT_SUCCESS");

      // Reshipped: confirmable again. Refunded (the whole part): confirmed with no purchase reward on what went back.
      await call("PATCH", `/api/v1/affiliate-claim/${exchange.body.id}/approve`, owner, { resolution: "RESHIP" });
      await call("PATCH", `/api/v1/affiliate-claim/${returned.body.id}/approve`, owner, { resolution: "REFUND" });
      await t.app.services.orders.autoConfirm();
      expect((await partOf(held.id)).orderState).toBe("CONFIRMATION");
      expect((await partOf(refunded.id)).orderState).toBe("CONFIRMATION");
      const rewards = await t.db
        .select({ refId: pointHistory.refId, amount: pointHistory.amount })
        .from(pointHistory)
        .where(
          sql`${pointHistory.refType} = 'ORDER_PART' and ${pointHistory.refId} in (${held.partId}, ${refunded.partId})`,
        );
      expect(rewards).toEqual([{ refId: held.partId, amount: expect.any(Number) }]);
    } finally {
      clock.set(start);
    }
  });
});
