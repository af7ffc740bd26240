/**
 * The checkout row of `npm run bench` (decision 024): whole orders per second through the real flow, against the
 * PortOne stand-in running as its own process (run.ts starts it and gives the server its PORTONE_* settings):
 *   POST /order/direct → PATCH /order/{id}/confirmation (stock taken) → the stand-in approves (what the buyer's
 *   payment window does; it then sends the Transaction.Ready and .Paid webhooks) → POST /payment/complete (paid
 *   by the webhook already, or the server asks the gateway and marks it paid)
 * on `connections` concurrent buyers' loops, and the p99 of one whole order. Then the oversell check: a product's
 * whole stock plus 50 more ordered at once; exactly the stock is confirmed, the rest hear 품절, none below zero.
 *
 * Statements per order (issue 24, statements.ts): PostgreSQL's count of the statements the server ran during the
 * measured batch (its webhooks' included: the count is read once the stand-in has delivered every webhook), divided
 * by the orders. Before the batch, a few orders one at a time give the same count per step: order form,
 * confirmation, the gateway's two webhooks (Transaction.Ready and .Paid, waited for before going on) and completion
 * (which then finds the payment paid by the webhook already; in the concurrent batch it may come first).
 */
import { type Snapshot, StatementCounter } from "./statements.ts";

export interface CheckoutBudget {
  minOrdersPerSecond: number;
  maxP99Ms: number;
}

export const CHECKOUT_BUDGET: CheckoutBudget = { minOrdersPerSecond: 400, maxP99Ms: 60 };

/** Issue 24's budgets for a whole order: throughput against the twin (checkout-twin.ts), latency, statements. */
export const ISSUE_24_BUDGET = { minTwinRatio: 0.4, maxP99Ms: 100, maxStatementsPerOrder: 15 };

/** The steps of one order whose statements are counted apart (one order at a time). */
export const STEPS = ["direct order", "confirmation", "webhooks", "completion"] as const;
export type Step = (typeof STEPS)[number];

/** How many orders, one at a time, the per-step count is averaged over. */
const STEP_ORDERS = 10;

interface Json {
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON
  [key: string]: any;
}

export async function benchCheckout(
  base: string,
  gatewayBase: string,
  options: { connections: number; seconds: number; counter: StatementCounter },
) {
  const { counter } = options;
  const call = async (method: string, path: string, body?: object, authorization?: string) => {
    const res = await fetch((path.startsWith("/controls/") ? gatewayBase : base) + path, {
      method,
      headers: {
        ...(body ? { "content-type": "application/json" } : {}),
        ...(authorization ? { authorization } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const login = await call("POST", "/api/v1/authentication", { email: "demo@mulmung.kr", password: "mulmung123!" });
  if (login.status !== 200) throw new Error(`checkout bench: login failed ${login.status}`);
  const auth = `Bearer ${login.body.accessToken}`;
  await call(
    "POST",
    "/api/v1/shipping-destination",
    {
      name: "벤치",
      recipient: "김물멍",
      phoneNumber: "01012345678",
      postalCode: "04524",
      address: "서울특별시 중구 세종대로 110",
      isDefault: true,
    },
    auth,
  );

  // Products a buyer can order without choosing options, with their stock.
  const candidates: { id: number; stock: number }[] = [];
  for (let offset = 0; candidates.length < 60 && offset < 2000; offset += 100) {
    const page = await call("GET", `/api/v1/product?size=100&offset=${offset}`);
    for (const item of page.body.items as Json[]) {
      if (item.isSoldOut) continue;
      const detail = (await call("GET", `/api/v1/product/${item.id}`)).body;
      if (detail.productOptionGroups.some((g: Json) => g.isRequired)) continue;
      candidates.push({ id: detail.id, stock: detail.stock });
    }
    if ((page.body.items as Json[]).length < 100) break;
  }
  if (candidates.length < 2) throw new Error("checkout bench: no orderable products");
  const [oversell, ...pool] = [...candidates].sort((a, b) => a.stock - b.stock);

  let next = 0;
  const pick = () => {
    for (let tries = 0; tries < pool.length; tries++) {
      const product = pool[next++ % pool.length] as { id: number; stock: number };
      if (product.stock > 0) {
        product.stock--;
        return product.id;
      }
    }
    return null;
  };

  /** What the stand-in says of the webhooks it sent (all of them, or one payment's). */
  const webhooks = async (paymentId?: string) => {
    const items = (await call("GET", "/controls/webhooks")).body.items as Json[];
    return paymentId === undefined ? items : items.filter((w) => w.paymentId === paymentId);
  };
  /** Until the stand-in has delivered every webhook (of one payment: its `count`), so their statements are in. */
  async function webhooksDelivered(paymentId?: string, count = 0) {
    const until = performance.now() + 30_000;
    for (;;) {
      const items = await webhooks(paymentId);
      if (items.length >= count && items.every((w) => w.delivered)) return;
      if (performance.now() > until)
        throw new Error(`checkout bench: webhooks not delivered: ${JSON.stringify(items.filter((w) => !w.delivered))}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /**
   * One whole order. With `step`, after each step the stand-in's webhooks are waited for and `step` is called (the
   * per-step statement count); without it, as fast as a buyer goes.
   */
  async function order(step?: (name: Step) => Promise<void>): Promise<boolean> {
    const productId = pick();
    if (productId === null) return false;
    const created = await call("POST", "/api/v1/order/direct", { productId, quantity: 1 }, auth);
    if (created.status !== 201) throw new Error(`order/direct ${created.status} ${JSON.stringify(created.body)}`);
    await step?.("direct order");
    const window = await call(
      "PATCH",
      `/api/v1/order/${created.body.id}/confirmation`,
      { payMethod: "CARD", agreement: true },
      auth,
    );
    if (window.status !== 200) throw new Error(`confirmation ${window.status} ${JSON.stringify(window.body)}`);
    await step?.("confirmation");
    const approved = await call("POST", "/controls/payments", {
      paymentId: window.body.paymentId,
      orderName: window.body.request.orderName,
      totalAmount: window.body.totalAmount,
      approve: true,
    });
    if (approved.status !== 200) throw new Error(`stand-in ${approved.status}`);
    if (step) {
      // Transaction.Ready and .Paid.
      await webhooksDelivered(window.body.paymentId, 2);
      await step("webhooks");
    }
    const done = await call("POST", "/api/v1/payment/complete", { paymentId: window.body.paymentId }, auth);
    if (done.body.status !== "PAID") throw new Error(`complete: ${JSON.stringify(done.body)}`);
    await step?.("completion");
    return true;
  }

  // Warm-up, then the statements per step, one order at a time.
  for (let i = 0; i < 20; i++) await order();
  await webhooksDelivered();
  const perStep = new Map<Step, number>(STEPS.map((name) => [name, 0]));
  for (let i = 0; i < STEP_ORDERS; i++) {
    let last: Snapshot = await counter.snapshot();
    const counted = await order(async (name) => {
      const now = await counter.snapshot();
      perStep.set(name, (perStep.get(name) ?? 0) + StatementCounter.between(last, now, name).total);
      last = now;
    });
    if (!counted) throw new Error("checkout bench: out of stock before the measured run");
  }
  const steps = STEPS.map((name) => ({ name, statements: (perStep.get(name) ?? 0) / STEP_ORDERS }));

  // The measured run, its statements counted from before its first order to after its last webhook.
  const idlePerSecond = await counter.idlePerSecond(2_000);
  const before = await counter.snapshot();
  const latencies: number[] = [];
  const until = performance.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        if (!(await order())) return;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await webhooksDelivered();
  const batch = StatementCounter.between(before, await counter.snapshot(), "checkout batch");
  if (latencies.length === 0) throw new Error("checkout bench: no order in the measured run");
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;

  // Oversell: the whole stock of one product plus 50, all confirmed at once.
  const target = oversell as { id: number; stock: number };
  const stock = (await call("GET", `/api/v1/product/${target.id}`)).body.stock as number;
  const forms: number[] = [];
  for (let i = 0; i < stock + 50; i++) {
    // The form checks stock softly; once it shows 0 the remaining forms are refused at once (also no oversell).
    const created = await call("POST", "/api/v1/order/direct", { productId: target.id, quantity: 1 }, auth);
    if (created.status === 201) forms.push(created.body.id);
  }
  const confirmations = await Promise.all(
    forms.map((id) => call("PATCH", `/api/v1/order/${id}/confirmation`, { payMethod: "CARD", agreement: true }, auth)),
  );
  const confirmed = confirmations.filter((c) => c.status === 200).length;
  const soldOut = confirmations.filter((c) => c.status === 409 && c.body.code === "SOLD_OUT").length;
  const left = (await call("GET", `/api/v1/product/${target.id}`)).body.stock as number;
  const oversold = confirmed !== stock || left !== 0 || confirmed + soldOut !== forms.length;

  return {
    orders: latencies.length,
    ordersPerSecond: latencies.length / elapsed,
    p99,
    mean: latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length),
    oversell: { stock, attempts: forms.length, confirmed, soldOut, left, oversold },
    statements: {
      perOrder: batch.total / latencies.length,
      transactionControlPerOrder: batch.transactionControl / latencies.length,
      idlePerSecond,
      steps,
      /** The most run statements of the batch, per order (for the report; `CHECKOUT_STATEMENTS=1` prints them). */
      top: batch.byQuery.slice(0, 60).map((q) => ({ query: q.query, perOrder: q.calls / latencies.length })),
    },
    /** The products the measured run bought, for the twin. */
    productIds: pool.map((p) => p.id),
  };
}
