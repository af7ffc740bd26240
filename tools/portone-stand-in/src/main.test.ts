/**
 * The stand-in run as its own process (what a test uses to keep PortOne alive while the app restarts): it prints
 * its settings, speaks the API with the secret it printed, and a payment it stored survives a SIGKILL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, expect, it } from "vitest";

const MAIN = path.join(import.meta.dirname, "main.ts");
const dir = mkdtempSync(path.join(tmpdir(), "portone-stand-in-"));
const storeFile = path.join(dir, "payments.jsonl");
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

interface Settings {
  url: string;
  storeId: string;
  apiSecret: string;
  webhookSecret: string;
  channelKey: string;
}

async function start(env: Record<string, string> = {}): Promise<{ child: ChildProcess; settings: Settings }> {
  const child = spawn(
    process.execPath,
    [MAIN, "--port", "0", "--webhook-url", "http://127.0.0.1:9/api/v1/payment/webhook", "--store-file", storeFile],
    { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] },
  );
  children.push(child);
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`stand-in exited with ${code}`)));
  });
  return { child, settings: JSON.parse(first) as Settings };
}

it("prints its settings, answers with them, and keeps a paid payment across a SIGKILL", {
  timeout: 30_000,
}, async () => {
  const { child, settings } = await start();
  expect(settings.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(settings.webhookSecret).toMatch(/^whsec_/);

  const paid = await fetch(`${settings.url}/controls/payments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ paymentId: "outlives-1", orderName: "새우 10마리", totalAmount: 7_000 }),
  });
  expect(paid.status).toBe(200);
  const read = (url: string, secret: string) =>
    fetch(`${url}/payments/outlives-1`, { headers: { authorization: `PortOne ${secret}` } });
  expect(await (await read(settings.url, settings.apiSecret)).json()).toMatchObject({ status: "PAID" });
  expect((await read(settings.url, "wrong")).status).toBe(401);

  child.kill("SIGKILL");
  await new Promise((resolve) => child.once("exit", resolve));

  const again = await start({ PORTONE_API_SECRET: settings.apiSecret, PORTONE_STORE_ID: settings.storeId });
  expect(again.settings.apiSecret).toBe(settings.apiSecret);
  expect(await (await read(again.settings.url, settings.apiSecret)).json()).toMatchObject({
    id: "outlives-1",
    status: "PAID",
    amount: { total: 7_000, paid: 7_000 },
  });
});
