/**
 * A process test (real server, real ports, the PortOne stand-in as its own process so it outlives the app): the
 * gateway marks a payment PAID and the server is SIGKILLed before it commits anything about it (no completion call,
 * webhooks held). Started again, reconciliation completes the order within two minutes. The two minutes pass on the
 * stand-in clock (STAND_IN_CLOCK: moving it runs the scheduled sweeps, the reconciliation among them), so the test
 * does not wait them out.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/test-app.ts";

const MAIN = fileURLToPath(new URL("../../main.ts", import.meta.url));
const STAND_IN = fileURLToPath(new URL("../../../../../tools/portone-stand-in/src/main.ts", import.meta.url));
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Spawns a process and resolves once its output contains `ready` (with everything it printed so far). */
function spawnUntil(
  args: string[],
  env: Record<string, string>,
  ready: string,
): Promise<{ child: ChildProcess; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve({ child, output });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${args[0]} exited ${code}:\n${output}`)));
  });
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

describe("a server killed between the gateway's PAID and our commit", () => {
  it("completes the order after a restart, through reconciliation, within two minutes", async () => {
    const database = await createTestDatabase();
    const appPort = await freePort();
    const standIn = await spawnUntil(
      [STAND_IN, "--port", "0", "--webhook-url", `http://127.0.0.1:${appPort}/api/v1/payment/webhook`],
      {},
      '"url"',
    );
    const settings = JSON.parse(standIn.output.split("\n").find((line) => line.includes('"url"')) as string) as {
      url: string;
      storeId: string;
      apiSecret: string;
      webhookSecret: string;
      channelKey: string;
    };
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: await mkdtemp(path.join(os.tmpdir(), "mulmung-crash-")),
      PORT: String(appPort),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      PORTONE_STORE_ID: settings.storeId,
      PORTONE_API_SECRET: settings.apiSecret,
      PORTONE_WEBHOOK_SECRET: settings.webhookSecret,
      PORTONE_CHANNEL_KEY: settings.channelKey,
      PORTONE_API_BASE_URL: settings.url,
      STAND_IN_CLOCK: "true",
    };
    const control = (url: string, body: object) =>
      fetch(`${settings.url}/controls${url}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const api = async (url: string, init: { method?: string; body?: object; authorization?: string } = {}) => {
      const res = await fetch(`http://127.0.0.1:${appPort}${url}`, {
        method: init.method ?? "GET",
        headers: {
          ...(init.body ? { "content-type": "application/json" } : {}),
          ...(init.authorization ? { authorization: init.authorization } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
      // biome-ignore lint/suspicious/noExplicitAny: the API's JSON
      return { status: res.status, body: (await res.json()) as any };
    };

    let app = await spawnUntil([MAIN], env, "실행 중입니다");
    const login = await api("/api/v1/authentication", {
      method: "POST",
      body: { email: "demo@mulmung.kr", password: "mulmung123!" },
    });
    const authorization = `Bearer ${login.body.accessToken}`;
    await api("/api/v1/shipping-destination", {
      method: "POST",
      authorization,
      body: {
        name: "집",
        recipient: "김물멍",
        phoneNumber: "01012345678",
        postalCode: "04524",
        address: "서울특별시 중구 세종대로 110",
        isDefault: true,
      },
    });
    const products = await api("/api/v1/product?size=50");
    const item = products.body.items.find((p: { isSoldOut: boolean }) => !p.isSoldOut);
    const detail = (await api(`/api/v1/product/${item.id}`)).body;
    const stockBefore = detail.stock as number;
    const required = detail.productOptionGroups.find((g: { isRequired: boolean }) => g.isRequired);
    const option = required?.productOptions.find((o: { quantity: number }) => o.quantity > 0);
    const created = await api("/api/v1/order/direct", {
      method: "POST",
      authorization,
      body: { productId: item.id, quantity: 1, options: option ? [{ optionId: option.id, quantity: 1 }] : [] },
    });
    expect(created.status).toBe(201);
    const window = await api(`/api/v1/order/${created.body.id}/confirmation`, {
      method: "PATCH",
      authorization,
      body: { payMethod: "CARD", agreement: true },
    });
    expect(window.status).toBe(200);

    // PAID at the gateway, and no webhook reaches us (held): the server dies before it commits anything about it.
    await control("/webhooks", { hold: true });
    const paid = await control("/payments", {
      paymentId: window.body.paymentId,
      orderName: window.body.request.orderName,
      totalAmount: window.body.totalAmount,
      approve: true,
    });
    expect(((await paid.json()) as { status: string }).status).toBe("PAID");
    app.child.kill("SIGKILL");
    await new Promise<void>((resolve) => app.child.once("exit", () => resolve()));

    const killedAt = Date.now();
    app = await spawnUntil([MAIN], env, "실행 중입니다");
    const stateOf = async () =>
      (await api(`/api/v1/order/${created.body.id}`, { authorization })).body as {
        orderState: string;
        payment: { status: string };
      };
    expect((await stateOf()).orderState).toBe("PAYMENT_WAIT");
    // Two minutes later on the server's clock: the reconciliation sweep runs and finds the payment left pending.
    const { standInKey } = JSON.parse(await readFile(path.join(env.DATA_DIR, "secrets.json"), "utf8")) as {
      standInKey: string;
    };
    const moved = await fetch(`http://127.0.0.1:${appPort}/api/v1/stand-in/clock`, {
      method: "PUT",
      headers: { "content-type": "application/json", "x-stand-in-key": standInKey },
      body: JSON.stringify({ at: new Date(killedAt + 120_000).toISOString() }),
    });
    expect(moved.status).toBe(200);
    await expect
      .poll(async () => (await stateOf()).orderState, { timeout: 60_000, interval: 500 })
      .toBe("PAYMENT_SUCCESS");
    expect((await stateOf()).payment.status).toBe("PAID");
    // The stock was taken once, at confirmation.
    const after = (await api(`/api/v1/product/${item.id}`)).body.stock as number;
    expect(after).toBe(stockBefore - 1);

    app.child.kill("SIGTERM");
    standIn.child.kill("SIGTERM");
    await database.drop();
  }, 150_000);
});
