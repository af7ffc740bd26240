/**
 * The PortOne stand-in as the app mounts it: its API on a loopback listener the gateway reaches over HTTP, its
 * controls on the app, webhooks to the app's webhook path (in-process before the app listens, over HTTP after),
 * and payments that outlive the app in DATA_DIR.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { type Config, parseEnv, standInPortOneConfig } from "../../config/env.ts";
import { createPaymentGateway } from "./gateway.ts";
import { openPortOne, WEBHOOK_PATH } from "./stand-in.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "mulmung-portone-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Arrival {
  body: string;
  overHttp: boolean;
}

/** A bare app with the stand-in mounted and a webhook route that verifies what arrives. */
async function startApp(config: Config) {
  const app: FastifyInstance = Fastify();
  app.decorate("config", config);
  const arrivals: Arrival[] = [];
  const portone = await openPortOne(app, config);
  const gateway = createPaymentGateway(portone);
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, async (request) => {
      await gateway.verifyWebhook(request.body as string, request.headers);
      arrivals.push({ body: request.body as string, overHttp: request.raw.socket.remotePort !== undefined });
      return { ok: true };
    });
  });
  await app.ready();
  return { app, gateway, arrivals };
}

const KEY = "stand-in-key-".padEnd(40, "k");
const STAND_IN_HEADERS = { "x-stand-in-key": KEY };

function localConfig(): Config {
  const { keys: _, ...parsed } = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  return {
    ...parsed,
    secrets: { jwtSecret: "x".repeat(32), cookieSecret: "y".repeat(32), standInKey: KEY },
    vapid: { publicKey: "unused", privateKey: "unused", subject: "mailto:push@localhost" },
  };
}

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the stand-in inside the app", () => {
  it("answers the gateway on its own loopback origin, and sends verified webhooks to the app before and after it listens", async () => {
    const { app, gateway, arrivals } = await startApp(localConfig());
    try {
      const pay = (paymentId: string) =>
        app.inject({
          headers: STAND_IN_HEADERS,
          method: "POST",
          url: "/portone-stand-in/controls/payments",
          payload: { paymentId, orderName: "코리도라스 3마리", totalAmount: 21_000 },
        });
      expect((await pay("in-app-1")).statusCode).toBe(200);
      expect(await gateway.getPayment("in-app-1")).toMatchObject({ status: "PAID", amount: { total: 21_000 } });
      const first = await until(
        () => arrivals.find((a) => a.body.includes("in-app-1") && a.body.includes("Transaction.Paid")),
        "the first Transaction.Paid",
      );
      expect(first.overHttp).toBe(false);

      await app.listen({ host: "127.0.0.1", port: 0 });
      expect((await pay("in-app-2")).statusCode).toBe(200);
      const second = await until(
        () => arrivals.find((a) => a.body.includes("in-app-2") && a.body.includes("Transaction.Paid")),
        "the second Transaction.Paid",
      );
      expect(second.overHttp).toBe(true);
    } finally {
      await app.close();
    }
  });

  it("keeps its payments in DATA_DIR, so a payment made before the app stopped is PAID after it restarts", async () => {
    const config = localConfig();
    expect(config.portone?.standInFile).toBe(path.join(dataDir, "portone-stand-in.jsonl"));
    const before = await startApp(config);
    await before.app.inject({
      headers: STAND_IN_HEADERS,
      method: "POST",
      url: "/portone-stand-in/controls/payments",
      payload: { paymentId: "before-restart", orderName: "구피", totalAmount: 3_000 },
    });
    await before.app.close();

    // A new process makes up new secrets; the payment is still there.
    const after = await startApp({ ...config, portone: { ...standInPortOneConfig(config.portone?.standInFile) } });
    try {
      expect(await after.gateway.getPayment("before-restart")).toMatchObject({ status: "PAID" });
    } finally {
      await after.app.close();
    }
  });

  it("is not started with the stand-ins off: the gateway says payments are unavailable", async () => {
    const config = { ...localConfig(), localStandIns: false };
    const { app, gateway } = await startApp(config);
    try {
      expect(gateway.available).toBe(false);
      await expect(gateway.getPayment("x")).rejects.toMatchObject({ status: 503, code: "PAYMENT_UNAVAILABLE" });
      const control = await app.inject({
        headers: STAND_IN_HEADERS,
        method: "POST",
        url: "/portone-stand-in/controls/payments",
        payload: {},
      });
      expect(control.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
