/**
 * The payment gateway against the PortOne stand-in over real HTTP: the pinned server SDK talks to the stand-in's
 * API, webhooks arrive signed at a real receiver, and the gateway turns what it hears into our answers.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createPortOneStandIn, type PortOneStandIn, webhookHeaders } from "@mulmung/portone-stand-in";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type PortOneConfig, standInPortOneConfig } from "../../config/env.ts";
import {
  createPaymentGateway,
  GatewayRefused,
  GatewayUnavailable,
  type PaymentGateway,
  WebhookRejected,
} from "./gateway.ts";

interface Received {
  body: string;
  headers: IncomingHttpHeaders;
}

/** A webhook receiver that answers with the next queued status (200 when none is queued). */
function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ body, headers: request.headers });
      response.statusCode = statuses.shift() ?? 200;
      response.end();
    });
  });
  return { server, received, statuses };
}

async function until<T>(read: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let receiver: ReturnType<typeof startReceiver>;
let standIn: PortOneStandIn;
let api: FastifyInstance;
let config: PortOneConfig;
let gateway: PaymentGateway;
let origin: string;
let sequence = 0;
const nextId = () => `order-${process.pid}-${Date.now()}-${sequence++}`;

async function control(path: string, body: unknown = {}) {
  const response = await fetch(`${origin}/controls${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function paidCard(totalAmount: number, extra: Record<string, unknown> = {}) {
  const paymentId = nextId();
  const created = await control("/payments", { paymentId, orderName: "구피 외 2건", totalAmount, ...extra });
  expect(created.status).toBe(200);
  return paymentId;
}

beforeAll(async () => {
  receiver = startReceiver();
  await new Promise<void>((resolve) => receiver.server.listen(0, "127.0.0.1", resolve));
  const receiverPort = (receiver.server.address() as AddressInfo).port;
  config = { ...standInPortOneConfig(), timeoutMs: 1_000 };
  standIn = createPortOneStandIn({
    storeId: config.storeId,
    apiSecret: config.apiSecret,
    webhookSecret: config.webhookSecret,
    channelKeys: Object.values(config.channelKeys),
    webhook: `http://127.0.0.1:${receiverPort}/api/v1/payment/webhook`,
    retryDelaysMs: [50, 50, 50, 50, 50],
  });
  // A slow answer may still be on its way when the file ends: do not wait for it.
  api = Fastify({ forceCloseConnections: true });
  await api.register(standIn.api);
  await api.register(standIn.controls);
  origin = await api.listen({ host: "127.0.0.1", port: 0 });
  config.apiBaseUrl = origin;
  gateway = createPaymentGateway(config);
});

afterAll(async () => {
  standIn.close();
  await api.close();
  receiver.server.closeAllConnections();
  await new Promise((resolve) => receiver.server.close(resolve));
});

afterEach(async () => {
  await control("/api", { fault: "none" });
  await control("/webhooks", { hold: false, duplicate: false });
});

describe("getPayment", () => {
  it("answers a paid card payment in our shape: status, amount in won, currency, method, paidAt", async () => {
    const paymentId = await paidCard(45_000);
    const payment = await gateway.getPayment(paymentId);
    expect(payment).toMatchObject({
      id: paymentId,
      status: "PAID",
      orderName: "구피 외 2건",
      amount: { total: 45_000, paid: 45_000, cancelled: 0 },
      currency: "KRW",
      method: { type: "CARD" },
    });
    expect(Date.parse(payment?.paidAt ?? "")).not.toBeNaN();
  });

  it("answers null for a payment PortOne does not know (404 PAYMENT_NOT_FOUND)", async () => {
    expect(await gateway.getPayment("no-such-payment")).toBeNull();
    const raw = await fetch(`${origin}/payments/no-such-payment`, {
      headers: { authorization: `PortOne ${config.apiSecret}` },
    });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toMatchObject({ type: "PAYMENT_NOT_FOUND" });
  });

  it("is refused without the right secret: 401 UNAUTHORIZED, never a payment", async () => {
    const paymentId = await paidCard(1_000);
    for (const authorization of [undefined, "PortOne wrong-secret", `Bearer ${config.apiSecret}`]) {
      const raw = await fetch(`${origin}/payments/${paymentId}`, {
        headers: authorization ? { authorization } : {},
      });
      expect(raw.status).toBe(401);
      expect(await raw.json()).toMatchObject({ type: "UNAUTHORIZED" });
    }
    const wrong = createPaymentGateway({ ...config, apiSecret: "wrong-secret" });
    const error = await wrong.getPayment(paymentId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayRefused);
    expect((error as GatewayRefused).type).toBe("UNAUTHORIZED");
  });

  it("reports a virtual account with its bank, number and deadline until the money arrives", async () => {
    const paymentId = nextId();
    await control("/payments", {
      paymentId,
      orderName: "수초 세트",
      totalAmount: 30_000,
      payMethod: "VIRTUAL_ACCOUNT",
      virtualAccount: { accountExpiry: { validHours: 24 } },
    });
    const issued = await gateway.getPayment(paymentId);
    expect(issued).toMatchObject({
      status: "VIRTUAL_ACCOUNT_ISSUED",
      amount: { total: 30_000, paid: 0 },
      method: { type: "VIRTUAL_ACCOUNT", bank: "SHINHAN" },
    });
    expect(issued?.method?.accountNumber).toMatch(/^\d{10,}$/);
    const hours = (Date.parse(issued?.method?.expiredAt ?? "") - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(issued?.paidAt).toBeUndefined();

    expect((await control(`/payments/${paymentId}/deposit`)).status).toBe(200);
    expect(await gateway.getPayment(paymentId)).toMatchObject({ status: "PAID", amount: { paid: 30_000 } });
  });

  it("reports the amount a tampering control sets, so the server can see it differs from the order", async () => {
    const paymentId = await paidCard(10_000);
    await control(`/payments/${paymentId}/reported-amount`, { total: 100 });
    expect(await gateway.getPayment(paymentId)).toMatchObject({ amount: { total: 100, paid: 100 } });
  });

  it("throws GatewayUnavailable on a 5xx and on an answer slower than the timeout, then works again", async () => {
    const paymentId = await paidCard(2_000);
    await control("/api", { fault: "error", count: 1 });
    const failed = await gateway.getPayment(paymentId).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(GatewayUnavailable);
    expect(failed).toMatchObject({ status: 503, code: "PAYMENT_GATEWAY_UNAVAILABLE" });

    await control("/api", { fault: "slow", count: 1, delayMs: 2_000 });
    const started = Date.now();
    const slow = await gateway.getPayment(paymentId).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(GatewayUnavailable);
    expect(Date.now() - started).toBeLessThan(1_900);

    expect(await gateway.getPayment(paymentId)).toMatchObject({ status: "PAID" });
  });

  it("throws GatewayUnavailable when PortOne cannot be reached at all", async () => {
    const nowhere = createPaymentGateway({ ...config, apiBaseUrl: "http://127.0.0.1:9" });
    await expect(nowhere.getPayment("x")).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});

describe("cancel", () => {
  it("cancels part, then the rest; the payment shows PARTIAL_CANCELLED, then CANCELLED", async () => {
    const paymentId = await paidCard(50_000);
    expect(
      await gateway.cancel(paymentId, { reason: "품절", amount: 20_000, currentCancellableAmount: 50_000 }),
    ).toEqual({
      cancelledAmount: 20_000,
    });
    expect(await gateway.getPayment(paymentId)).toMatchObject({
      status: "PARTIAL_CANCELLED",
      amount: { total: 50_000, paid: 50_000, cancelled: 20_000 },
    });
    expect(await gateway.cancel(paymentId, { reason: "주문 취소" })).toEqual({ cancelledAmount: 30_000 });
    expect(await gateway.getPayment(paymentId)).toMatchObject({ status: "CANCELLED", amount: { cancelled: 50_000 } });
    const again = await gateway.cancel(paymentId, { reason: "다시" }).catch((e: unknown) => e);
    expect(again).toMatchObject({ type: "PAYMENT_ALREADY_CANCELLED", status: 502 });
  });

  it("refuses a stale currentCancellableAmount or an amount over what is left, and changes nothing", async () => {
    const paymentId = await paidCard(10_000);
    const stale = await gateway
      .cancel(paymentId, { reason: "품절", amount: 1_000, currentCancellableAmount: 9_000 })
      .catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(GatewayRefused);
    expect((stale as GatewayRefused).type).toBe("CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN");
    const over = await gateway.cancel(paymentId, { reason: "품절", amount: 10_001 }).catch((e: unknown) => e);
    expect((over as GatewayRefused).type).toBe("CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT");
    expect(await gateway.getPayment(paymentId)).toMatchObject({ status: "PAID", amount: { cancelled: 0 } });
  });

  it("refunds a deposited virtual account only to a refund account", async () => {
    const paymentId = nextId();
    await control("/payments", { paymentId, orderName: "여과기", totalAmount: 25_000, payMethod: "VIRTUAL_ACCOUNT" });
    await control(`/payments/${paymentId}/deposit`);
    const without = await gateway.cancel(paymentId, { reason: "반품" }).catch((e: unknown) => e);
    expect((without as GatewayRefused).type).toBe("INVALID_REQUEST");
    expect(
      await gateway.cancel(paymentId, {
        reason: "반품",
        refundAccount: { bank: "KOOKMIN", number: "12345678901234", holderName: "김물멍" },
      }),
    ).toEqual({ cancelledAmount: 25_000 });
    expect(await gateway.getPayment(paymentId)).toMatchObject({ status: "CANCELLED" });
  });

  it("cannot cancel a payment that was never paid", async () => {
    const paymentId = nextId();
    await control("/payments", { paymentId, orderName: "먹이", totalAmount: 5_000, approve: false });
    const refused = await gateway.cancel(paymentId, { reason: "취소" }).catch((e: unknown) => e);
    expect((refused as GatewayRefused).type).toBe("PAYMENT_NOT_PAID");
  });
});

describe("webhooks", () => {
  const webhooksFor = (paymentId: string) =>
    receiver.received.filter(
      (r) => (JSON.parse(r.body) as { data: { paymentId: string } }).data.paymentId === paymentId,
    );
  const headersOf = (r: Received) => r.headers as Record<string, string>;

  it("arrive signed for each change, and the gateway verifies them on the raw body", async () => {
    const paymentId = await paidCard(12_000);
    const [ready, paid] = await until(() => {
      const found = webhooksFor(paymentId);
      return found.length >= 2 ? found : undefined;
    }, "two webhooks");
    expect(await gateway.verifyWebhook(ready?.body ?? "", headersOf(ready as Received))).toMatchObject({
      type: "Transaction.Ready",
      paymentId,
    });
    const event = await gateway.verifyWebhook(paid?.body ?? "", headersOf(paid as Received));
    expect(event).toMatchObject({ type: "Transaction.Paid", paymentId });
    expect(event.transactionId).toBeTruthy();
  });

  it("rejects a tampered body, a wrong secret, missing headers and a signature older than five minutes", async () => {
    const paymentId = await paidCard(3_000);
    const paid = await until(
      () => webhooksFor(paymentId).find((r) => r.body.includes("Transaction.Paid")),
      "Transaction.Paid",
    );
    const headers = headersOf(paid);
    const reasonOf = (error: unknown) => (error as WebhookRejected).reason;

    const tampered = paid.body.replace(paymentId, `${paymentId}x`);
    const bad = await gateway.verifyWebhook(tampered, headers).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(WebhookRejected);
    expect(bad).toMatchObject({ status: 400, code: "PAYMENT_WEBHOOK_REJECTED" });
    expect(reasonOf(bad)).toBe("NO_MATCHING_SIGNATURE");

    const otherSecret = createPaymentGateway({ ...config, webhookSecret: standInPortOneConfig().webhookSecret });
    expect(reasonOf(await otherSecret.verifyWebhook(paid.body, headers).catch((e: unknown) => e))).toBe(
      "NO_MATCHING_SIGNATURE",
    );

    const { "webhook-signature": _, ...unsigned } = headers;
    expect(reasonOf(await gateway.verifyWebhook(paid.body, unsigned).catch((e: unknown) => e))).toBe(
      "MISSING_REQUIRED_HEADERS",
    );

    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    const old = webhookHeaders(config.webhookSecret, headers["webhook-id"] ?? "", paid.body, sixMinutesAgo);
    expect(reasonOf(await gateway.verifyWebhook(paid.body, old).catch((e: unknown) => e))).toBe("TIMESTAMP_TOO_OLD");
  });

  it("are retried with the same id until the receiver answers 2xx", async () => {
    receiver.statuses.push(500, 503);
    const paymentId = nextId();
    await control("/payments", { paymentId, orderName: "히터", totalAmount: 8_000, approve: false });
    const attempts = await until(() => {
      const found = webhooksFor(paymentId);
      return found.length >= 3 ? found : undefined;
    }, "three attempts");
    const ids = new Set(attempts.map((r) => r.headers["webhook-id"]));
    expect(ids.size).toBe(1);
    const listed = await fetch(`${origin}/controls/webhooks`).then((r) => r.json());
    const record = (listed as { items: { paymentId: string; attempts: number; delivered: boolean }[] }).items.find(
      (item) => item.paymentId === paymentId,
    );
    expect(record).toMatchObject({ attempts: 3, delivered: true });
  });

  it("can be held, then released reversed (reordered), and duplicated", async () => {
    await control("/webhooks", { hold: true });
    const paymentId = nextId();
    await control("/payments", { paymentId, orderName: "수조", totalAmount: 90_000 });
    expect(webhooksFor(paymentId)).toHaveLength(0);
    await control("/webhooks", { duplicate: true });
    expect((await control("/webhooks/release", { reverse: true })).json).toEqual({ released: 2 });
    const arrived = await until(() => {
      const found = webhooksFor(paymentId);
      return found.length >= 4 ? found : undefined;
    }, "four deliveries");
    const types = arrived.map((r) => (JSON.parse(r.body) as { type: string }).type);
    expect(types.slice(0, 2)).toEqual(["Transaction.Paid", "Transaction.Paid"]);
    expect(types.slice(2)).toEqual(["Transaction.Ready", "Transaction.Ready"]);
  });
});
