/** The stand-in's journal: each change one appended line, the last line per payment wins, a torn line is skipped. */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { PaymentStore, type StoredPayment } from "./store.ts";

const dir = mkdtempSync(path.join(tmpdir(), "portone-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const payment = (id: string, status: StoredPayment["status"]): StoredPayment => ({
  id,
  storeId: "store-1",
  channelKey: "channel-key-1",
  transactionId: `tx-${id}`,
  status,
  orderName: "구피 한 쌍",
  currency: "KRW",
  payMethod: "CARD",
  requestedTotal: 12_000,
  reportedTotal: 12_000,
  paid: status === "PAID" ? 12_000 : 0,
  cancelled: 0,
  requestedAt: "2026-11-24T00:00:00.000Z",
  updatedAt: "2026-11-24T00:00:00.000Z",
  statusChangedAt: "2026-11-24T00:00:00.000Z",
  cancellations: [],
});

it("appends one line per change, reloads the latest state, skips a torn last line and compacts on load", () => {
  const file = path.join(dir, "payments.jsonl");
  const store = new PaymentStore(file);
  store.put(payment("a", "READY"));
  store.put(payment("b", "READY"));
  store.put(payment("a", "PAID"));
  expect(readFileSync(file, "utf8").trim().split("\n")).toHaveLength(3);

  // The process died while appending a fourth change.
  appendFileSync(file, '{"id":"b","status":"CANC');
  const reloaded = new PaymentStore(file);
  expect(reloaded.get("a")?.status).toBe("PAID");
  expect(reloaded.get("b")?.status).toBe("READY");
  expect(readFileSync(file, "utf8").trim().split("\n")).toHaveLength(2);

  reloaded.clear();
  expect(new PaymentStore(file).all()).toEqual([]);
});
