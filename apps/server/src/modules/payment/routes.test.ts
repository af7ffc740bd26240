import { webhookHeaders } from "@mulmung/portone-stand-in";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, operatorLogin } from "../../../test/login.ts";
import { metricValue } from "../../../test/metrics.ts";
import { standInControls } from "../../../test/portone-stand-in.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { standInPortOneConfig } from "../../config/env.ts";
import { product } from "../../db/schema.ts";
import { caller, giveStoreTo, makeProduct, SEOUL, stockOf } from "../order/test-support.ts";
import { payment, paymentEvent } from "./schema.ts";

describe("confirmation and payment", () => {
  const portone = standInPortOneConfig();
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let me: string;
  let other: string;

  const { control: standIn, pay, webhookTypes: gatewayEvents } = standInControls(() => t.app);

  /** A direct order of `quantity` units, confirmed with `payMethod`; returns the form id and the payment window. */
  async function confirmedOrder(productId: number, payMethod = "CARD", quantity = 1, auth = me) {
    const created = await call("POST", "/api/v1/order/direct", auth, { productId, quantity });
    expect(created.status).toBe(201);
    const window = await call("PATCH", `/api/v1/order/${created.body.id}/confirmation`, auth, {
      payMethod,
      agreement: true,
    });
    expect(window.status, JSON.stringify(window.body)).toBe(200);
    return { id: created.body.id as number, window: window.body };
  }

  const eventsOf = async (paymentId: string) => {
    const [row] = await t.db.select().from(payment).where(eq(payment.paymentId, paymentId));
    return t.db
      .select()
      .from(paymentEvent)
      .where(eq(paymentEvent.paymentId, (row as { id: number }).id));
  };

  const signedWebhook = (body: string, timestamp = Math.floor(Date.now() / 1000), secret = portone.webhookSecret) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/payment/webhook",
      headers: webhookHeaders(secret, `wh_${Math.random().toString(36).slice(2)}`, body, timestamp),
      payload: body,
    });

  beforeAll(async () => {
    t = await createTestApp({ portone });
    call = caller(t.app);
    ({ authorization: me } = await loginAs(t.app));
    ({ authorization: other } = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!"));
    await t.db.execute(sql`delete from shipping_destination`);
    await call("POST", "/api/v1/shipping-destination", me, { ...SEOUL, isDefault: true });
    await call("POST", "/api/v1/shipping-destination", other, { ...SEOUL, isDefault: true });
  });
  afterAll(() => t.close());

  it("confirmation takes the stock and answers what PortOne's window needs, for every method", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 15_000, stock: 50, fee: 3000, freeFrom: null });
    const card = await confirmedOrder(fish.id, "CARD", 2);
    const form = (await call("GET", `/api/v1/order/${card.id}`, me)).body;
    expect(card.window).toEqual({
      orderFormId: card.id,
      paymentId: form.orderNumber,
      totalAmount: 33_000,
      payMethod: "CARD",
      standIn: true,
      depositAccount: null,
      request: {
        storeId: portone.storeId,
        channelKey: portone.channelKeys.CARD,
        paymentId: form.orderNumber,
        orderName: form.orderName,
        totalAmount: 33_000,
        currency: "KRW",
        payMethod: "CARD",
        redirectUrl: "http://localhost:3000/ecommerce/order/complete",
        customer: { fullName: "김물멍", phoneNumber: "01012345678" },
      },
    });
    expect(form).toMatchObject({ orderState: "PAYMENT_WAIT", status: "AWAITING_PAYMENT", statusLabel: "결제 대기" });
    expect(await stockOf(t.db, fish.id)).toBe(48);

    const kakao = await confirmedOrder(fish.id, "KAKAOPAY");
    expect(kakao.window.request).toMatchObject({
      payMethod: "EASY_PAY",
      easyPay: { easyPayProvider: "KAKAOPAY" },
      channelKey: portone.channelKeys.KAKAOPAY,
    });
    const vbank = await confirmedOrder(fish.id, "VBANK");
    expect(vbank.window.request).toMatchObject({
      payMethod: "VIRTUAL_ACCOUNT",
      virtualAccount: { accountExpiry: { validHours: 24 } },
    });
    for (const [method, gateway] of [
      ["PHONE", "MOBILE"],
      ["TRANS", "TRANSFER"],
      ["NAVERPAY", "EASY_PAY"],
      ["TOSSPAY", "EASY_PAY"],
      ["LPAY", "EASY_PAY"],
      ["PAYCO", "EASY_PAY"],
    ]) {
      expect((await confirmedOrder(fish.id, method)).window.request.payMethod, method).toBe(gateway);
    }
    const company = await confirmedOrder(fish.id, "OURPLATFORM_ACCOUNT");
    expect(company.window.request).toBeNull();
    expect(company.window.depositAccount).toMatchObject({ bankName: "KB국민은행", accountHolder: "(주)물멍" });
    const companyForm = (await call("GET", `/api/v1/order/${company.id}`, me)).body;
    expect(companyForm.payment).toMatchObject({
      status: "WAITING_DEPOSIT",
      depositAccount: { bankName: "KB국민은행" },
    });
    expect(await stockOf(t.db, fish.id)).toBe(39);
  });

  it("a company-account order waits for the deposit the operator confirms (administrators only)", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 11_000, stock: 3 });
    const { id } = await confirmedOrder(fish.id, "OURPLATFORM_ACCOUNT");
    expect(await stockOf(t.db, fish.id)).toBe(2);
    const notAdmin = await call("PATCH", `/api/v1/payment/order/${id}/deposit`, me);
    expect(notAdmin.status).toBe(404);
    const { authorization: admin } = await operatorLogin(t.app, t.db);
    const paid = await call("PATCH", `/api/v1/payment/order/${id}/deposit`, admin);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ orderState: "PAYMENT_SUCCESS", payment: { status: "PAID", paidAmount: 14_000 } });
    expect((await call("PATCH", `/api/v1/payment/order/${id}/deposit`, admin)).status).toBe(409);
    const cancelled = await call("PATCH", `/api/v1/payment/order/${id}/cancel`, me, { reason: "주소 오류" });
    expect(cancelled.body).toMatchObject({ orderState: "PAYMENT_CANCEL", payment: { refundedAmount: 14_000 } });
    expect(await stockOf(t.db, fish.id)).toBe(3);
  });

  it("refuses confirmation without agreement, without a destination, or for an unknown method, in Korean", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 1000, stock: 5 });
    const { id } = (await call("POST", "/api/v1/order/direct", me, { productId: fish.id })).body;
    const noAgreement = await call("PATCH", `/api/v1/order/${id}/confirmation`, me, {
      payMethod: "CARD",
      agreement: false,
    });
    expect(noAgreement.status).toBe(400);
    expect(noAgreement.body.message).toContain("주문 내용을 확인하고 결제에 동의해주세요.");
    const badMethod = await call("PATCH", `/api/v1/order/${id}/confirmation`, me, {
      payMethod: "BITCOIN",
      agreement: true,
    });
    expect(badMethod.status).toBe(400);
    expect(badMethod.body.message).toContain("결제 수단을 선택해주세요.");
    await t.db.execute(sql`update order_form set postal_code = null where id = ${id}`);
    const noDestination = await call("PATCH", `/api/v1/order/${id}/confirmation`, me, {
      payMethod: "CARD",
      agreement: true,
    });
    expect(noDestination.status).toBe(400);
    expect(noDestination.body.message).toBe("배송지를 선택해주세요.");
    expect(await stockOf(t.db, fish.id)).toBe(5);
  });

  it("100 concurrent confirmations for a stock of 10: exactly 10 succeed, 90 hear 품절, the stock ends at 0", async () => {
    const rare = await makeProduct(t.db, { affiliateId: 2, sellPrice: 30_000, stock: 10, name: "알비노 코리도라스" });
    const forms: number[] = [];
    for (let i = 0; i < 100; i++) {
      forms.push((await call("POST", "/api/v1/order/direct", i % 2 ? me : other, { productId: rare.id })).body.id);
    }
    const answers = await Promise.all(
      forms.map((id, i) =>
        call("PATCH", `/api/v1/order/${id}/confirmation`, i % 2 ? me : other, { payMethod: "CARD", agreement: true }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    const soldOut = answers.filter((a) => a.status === 409);
    expect(ok).toHaveLength(10);
    expect(soldOut).toHaveLength(90);
    for (const answer of soldOut) {
      expect(answer.body).toEqual({
        code: "SOLD_OUT",
        message: "'알비노 코리도라스' 상품이 품절되어 주문할 수 없습니다.",
      });
    }
    expect(await stockOf(t.db, rare.id)).toBe(0);
  });

  it("completion asks the gateway: paid once however many completions and webhooks race (one change, one stock change)", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 20_000, stock: 10 });
    const { id, window } = await confirmedOrder(fish.id, "CARD", 2);
    expect(await stockOf(t.db, fish.id)).toBe(8);
    const paidBefore = await metricValue(t.app, "mulmung_payment_outcomes_total", { status: "PAID" });
    expect((await pay(window)).body.status).toBe("PAID");
    const body = JSON.stringify({
      type: "Transaction.Paid",
      timestamp: new Date().toISOString(),
      data: { paymentId: window.paymentId, transactionId: "tx-1", storeId: portone.storeId },
    });
    const [completions, hooks] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, () => call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId })),
      ),
      Promise.all(Array.from({ length: 5 }, () => signedWebhook(body))),
    ]);
    for (const c of completions) {
      expect(c.status).toBe(200);
      expect(c.body).toMatchObject({ orderFormId: id, status: "PAID", totalAmount: 43_000 });
    }
    for (const h of hooks) expect(h.statusCode).toBe(200);
    const events = await eventsOf(window.paymentId);
    expect(events.filter((e) => e.toStatus === "PAID")).toHaveLength(1);
    // Counted once for GET /metrics, like its one event, however many callers raced.
    expect(await metricValue(t.app, "mulmung_payment_outcomes_total", { status: "PAID" })).toBe(paidBefore + 1);
    expect(await stockOf(t.db, fish.id)).toBe(8);
    const [row] = await t.db.select({ sales: product.salesVolume }).from(product).where(eq(product.id, fish.id));
    expect(row?.sales).toBe(2);
    const order = (await call("GET", `/api/v1/order/${id}`, me)).body;
    expect(order).toMatchObject({
      orderState: "PAYMENT_SUCCESS",
      status: "PAID_SELLER_CHECKING",
      statusLabel: "결제 완료(판매자 확인 중)",
      payment: { status: "PAID", paidAmount: 43_000 },
    });
  });

  it("a Transaction.Ready webhook is taken without asking the gateway; a settled payment completes from our record", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 15_000, stock: 5 });
    const { window } = await confirmedOrder(fish.id);
    // The gateway answers 5xx for a while: a webhook that needed it would be refused (503, PortOne retries).
    await standIn("/api", { fault: "error", count: 100 });
    try {
      const ready = JSON.stringify({
        type: "Transaction.Ready",
        timestamp: new Date().toISOString(),
        data: { paymentId: window.paymentId, transactionId: "tx-ready", storeId: portone.storeId },
      });
      expect((await signedWebhook(ready)).statusCode).toBe(200);
      expect((await eventsOf(window.paymentId)).map((e) => e.toStatus)).toEqual(["READY"]);
    } finally {
      await standIn("/api", { fault: "none" });
    }
    expect((await pay(window)).body.status).toBe("PAID");
    const first = await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId });
    expect(first.body).toMatchObject({ status: "PAID" });
    // Paid and recorded: the buyer's repeated completion is answered while the gateway is down.
    await standIn("/api", { fault: "error", count: 100 });
    try {
      const again = await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ status: "PAID", totalAmount: first.body.totalAmount });
    } finally {
      await standIn("/api", { fault: "none" });
    }
    expect((await eventsOf(window.paymentId)).filter((e) => e.toStatus === "PAID")).toHaveLength(1);
  });

  it("refuses a payment whose amount differs from the order: not paid, cancelled at the gateway, the buyer reads why", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 50_000, stock: 3 });
    const { id, window } = await confirmedOrder(fish.id);
    const mismatched = await metricValue(t.app, "mulmung_payment_outcomes_total", { status: "MISMATCH" });
    await pay(window);
    await standIn(`/payments/${window.paymentId}/reported-amount`, { total: 100 });
    const result = await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      status: "FAILED",
      message: "결제 금액이 주문 금액과 달라 결제를 취소했습니다. 결제하신 금액은 환불됩니다. 다시 주문해주세요.",
    });
    const order = (await call("GET", `/api/v1/order/${id}`, me)).body;
    expect(order.orderState).toBe("UNPAID");
    expect(await stockOf(t.db, fish.id)).toBe(3);
    expect(await gatewayEvents(window.paymentId)).toContain("Transaction.Cancelled");
    expect(await metricValue(t.app, "mulmung_payment_outcomes_total", { status: "MISMATCH" })).toBe(mismatched + 1);
  });

  it("a webhook with a bad or old signature answers 401 and changes nothing", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 8000, stock: 3 });
    const { window } = await confirmedOrder(fish.id);
    await standIn("/webhooks", { hold: true });
    await pay(window);
    const before = (await eventsOf(window.paymentId)).length;
    const body = JSON.stringify({
      type: "Transaction.Paid",
      timestamp: new Date().toISOString(),
      data: { paymentId: window.paymentId, transactionId: "tx-2", storeId: portone.storeId },
    });
    const wrongSecret = await signedWebhook(body, undefined, `whsec_${Buffer.from("someone else").toString("base64")}`);
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toEqual({
      code: "WEBHOOK_SIGNATURE_INVALID",
      message: "웹훅 서명이 올바르지 않습니다.",
    });
    const old = await signedWebhook(body, Math.floor(Date.now() / 1000) - 600);
    expect(old.statusCode).toBe(401);
    const tampered = await t.app.inject({
      method: "POST",
      url: "/api/v1/payment/webhook",
      headers: webhookHeaders(portone.webhookSecret, "wh_x", body),
      payload: body.replace("tx-2", "tx-3"),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await eventsOf(window.paymentId)).toHaveLength(before);
    expect((await signedWebhook(body)).statusCode).toBe(200);
    expect((await eventsOf(window.paymentId)).map((e) => e.toStatus)).toContain("PAID");
    await standIn("/webhooks", { hold: false });
  });

  it("a virtual account waits with bank, account and deadline, and the deposit webhook completes it", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 25_000, stock: 4 });
    const { id, window } = await confirmedOrder(fish.id, "VBANK");
    await pay(window);
    const waiting = await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId });
    expect(waiting.body.status).toBe("WAITING_DEPOSIT");
    expect(waiting.body.depositAccount).toMatchObject({
      accountNumber: expect.any(String),
      dueDate: expect.any(String),
    });
    expect(waiting.body.depositAccount.bankName).not.toBe("");
    const order = (await call("GET", `/api/v1/order/${id}`, me)).body;
    expect(order).toMatchObject({ status: "AWAITING_DEPOSIT", statusLabel: "입금 대기" });
    expect(order.expiresAt).toBe(waiting.body.depositAccount.dueDate);

    await standIn(`/payments/${window.paymentId}/deposit`);
    // The stand-in announces the deposit by webhook (delivered through inject); the sync then marks it paid.
    await expect
      .poll(async () => (await call("GET", `/api/v1/order/${id}`, me)).body.orderState, { timeout: 10_000 })
      .toBe("PAYMENT_SUCCESS");
  });

  it("a gateway that fails or is slow leaves the payment pending, and a later completion finishes it", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 9000, stock: 4 });
    const { id, window } = await confirmedOrder(fish.id);
    await standIn("/webhooks", { hold: true });
    await pay(window);
    await standIn("/api", { fault: "error", count: 1, status: 502 });
    const pending = await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      status: "PENDING",
      message: "결제를 확인하고 있습니다. 잠시 후 주문 내역에서 결과를 확인해주세요.",
    });
    expect((await call("GET", `/api/v1/order/${id}`, me)).body.orderState).toBe("PAYMENT_WAIT");
    const done = await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId });
    expect(done.body.status).toBe("PAID");
    await standIn("/webhooks", { hold: false });
  });

  it("another member's payment answers 404", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 9000, stock: 4 });
    const { window } = await confirmedOrder(fish.id);
    const res = await call("POST", "/api/v1/payment/complete", other, { paymentId: window.paymentId });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("결제 정보를 찾을 수 없습니다.");
  });

  it("cancels before shipping per store part with a refund at the gateway; the rest ships, is confirmed and counted", async () => {
    const a = await makeProduct(t.db, { affiliateId: 5, sellPrice: 10_000, stock: 5, fee: 3000, freeFrom: null });
    const b = await makeProduct(t.db, { affiliateId: 6, sellPrice: 20_000, stock: 5, fee: 4000, freeFrom: null });
    const lineA = (await call("POST", "/api/v1/basket", me, { productId: a.id, quantity: 1 })).body.id;
    const lineB = (await call("POST", "/api/v1/basket", me, { productId: b.id, quantity: 2 })).body.id;
    const { id } = (await call("POST", "/api/v1/order/basket", me, { basketProductIds: [lineA, lineB] })).body;
    const window = (await call("PATCH", `/api/v1/order/${id}/confirmation`, me, { payMethod: "CARD", agreement: true }))
      .body;
    expect(window.totalAmount).toBe(57_000);
    await pay(window);
    expect((await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId })).body.status).toBe(
      "PAID",
    );
    // The ordered basket lines left the basket.
    const basket = (await call("GET", "/api/v1/basket/product", me)).body.items.map((i: { id: number }) => i.id);
    expect(basket).not.toContain(lineA);

    const order = (await call("GET", `/api/v1/order/${id}`, me)).body;
    const partA = order.parts.find((p: { affiliate: { id: number } }) => p.affiliate.id === 5);
    const partB = order.parts.find((p: { affiliate: { id: number } }) => p.affiliate.id === 6);
    const cancelled = await call("PATCH", `/api/v1/payment/order/${id}/cancel`, me, {
      reason: "단순 변심",
      orderPartIds: [partA.id],
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.parts.find((p: { id: number }) => p.id === partA.id)).toMatchObject({
      status: "CANCELLED",
      statusLabel: "주문 취소(7영업일 이내 환불)",
      refundedAmount: 13_000,
      cancelReason: "단순 변심",
    });
    expect(cancelled.body.payment).toMatchObject({ status: "PAID", refundedAmount: 13_000 });
    expect(await stockOf(t.db, a.id)).toBe(5);
    expect(await gatewayEvents(window.paymentId)).toContain("Transaction.PartialCancelled");
    const [refunded] = await t.db.select().from(payment).where(eq(payment.paymentId, window.paymentId));
    expect(refunded).toMatchObject({ cancelledAmount: 13_000, refundDue: 0, status: "PARTIAL_CANCELLED" });

    // The store of part B: only its owner sees it; it ships; the buyer confirms.
    const { authorization: owner, memberId: ownerId } = await loginAs(t.app, "reviewer2@mulmung.kr", "mulmung123!");
    await giveStoreTo(t.db, 6, ownerId);
    expect((await call("GET", `/api/v1/affiliate-order/${partB.id}`, other)).status).toBe(404);
    expect((await call("GET", `/api/v1/affiliate-order/${partA.id}`, owner)).status).toBe(404);
    const list = await call("GET", "/api/v1/affiliate-order?tab=NEW", owner);
    expect(list.body.items.map((p: { id: number }) => p.id)).toContain(partB.id);
    expect(list.body.items.every((p: { affiliate: { id: number } }) => p.affiliate.id === 6)).toBe(true);
    expect((await call("PATCH", `/api/v1/affiliate-order/${partB.id}/delivered`, owner)).status).toBe(409);
    expect((await call("PATCH", `/api/v1/affiliate-order/${partB.id}/preparing`, owner)).body.status).toBe("PREPARING");
    const noTracking = await call("PATCH", `/api/v1/affiliate-order/${partB.id}/transit`, owner, {
      carrier: "CJ대한통운",
    });
    expect(noTracking.status).toBe(400);
    const shipped = await call("PATCH", `/api/v1/affiliate-order/${partB.id}/transit`, owner, {
      carrier: "CJ대한통운",
      trackingNumber: "6543-2109-8765",
    });
    expect(shipped.body).toMatchObject({
      status: "SHIPPING",
      statusLabel: "배송 중",
      trackingNumber: "6543-2109-8765",
    });
    const lateCancel = await call("PATCH", `/api/v1/payment/order/${id}/cancel`, me, {
      reason: "변심",
      orderPartIds: [partB.id],
    });
    expect(lateCancel.status).toBe(409);
    expect(lateCancel.body.message).toBe("이미 발송된 주문은 취소할 수 없습니다. 판매자에게 반품을 문의해주세요.");
    expect((await call("PATCH", `/api/v1/affiliate-order/${partB.id}/delivered`, owner)).body.status).toBe("DELIVERED");
    const deliveries = (await call("GET", "/api/v1/delivery", me)).body.items;
    expect(deliveries.find((d: { orderPartId: number }) => d.orderPartId === partB.id)).toMatchObject({
      deliveryState: "SUCCESS",
      carrier: "CJ대한통운",
    });
    const confirmed = await call("PATCH", `/api/v1/order/${id}/buy-confirmation`, me, {});
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.parts.find((p: { id: number }) => p.id === partB.id).status).toBe("PURCHASE_CONFIRMED");
    const summary = (await call("GET", "/api/v1/affiliate-order/summary", owner)).body;
    expect(summary).toMatchObject({ counts: { DONE: 1 }, salesAmount: 44_000, refundedAmount: 0 });
    const counts = (await call("GET", "/api/v1/order/state-count", me)).body.items;
    expect(counts.find((c: { status: string }) => c.status === "PURCHASE_CONFIRMED").count).toBeGreaterThanOrEqual(1);
    const mine = (await call("GET", "/api/v1/order?status=PURCHASE_CONFIRMED&paymentMethod=CARD", me)).body.items;
    expect(mine.map((o: { id: number }) => o.id)).toContain(id);
    // A member with no store has no store side.
    expect((await call("GET", "/api/v1/affiliate-order", other)).status).toBe(404);
  });

  it("an order given up (unpaid) gives its stock back; a payment that arrives later takes it again", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 7000, stock: 2 });
    const { id, window } = await confirmedOrder(fish.id, "CARD", 2);
    expect(await stockOf(t.db, fish.id)).toBe(0);
    await standIn("/webhooks", { hold: true });
    const unpaid = await call("PATCH", `/api/v1/order/${id}/unpaid`, me);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body).toMatchObject({ orderState: "UNPAID", status: "UNPAID", payment: { status: "UNPAID" } });
    expect(await stockOf(t.db, fish.id)).toBe(2);
    await pay(window);
    const late = await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId });
    expect(late.body.status).toBe("PAID");
    expect(await stockOf(t.db, fish.id)).toBe(0);
    await standIn("/webhooks", { hold: false });
  });

  it("a payment that arrives after its stock went to someone else is refunded, and the buyer reads why", async () => {
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 7000, stock: 1 });
    const { id, window } = await confirmedOrder(fish.id);
    await standIn("/webhooks", { hold: true });
    await call("PATCH", `/api/v1/order/${id}/unpaid`, me);
    await confirmedOrder(fish.id, "CARD", 1, other);
    await pay(window);
    const late = await call("POST", "/api/v1/payment/complete", me, { paymentId: window.paymentId });
    expect(late.body).toMatchObject({
      status: "CANCELLED",
      message: "결제하시는 동안 상품이 품절되어 주문을 취소했습니다. 결제하신 금액은 환불됩니다.",
    });
    expect(await gatewayEvents(window.paymentId)).toContain("Transaction.Cancelled");
    expect(await stockOf(t.db, fish.id)).toBe(0);
    await standIn("/webhooks", { hold: false });
  });
});
