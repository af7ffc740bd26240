/**
 * Magazine purchases settled without the browser (decision 030): the buyer closes the window after paying, so no
 * completion call comes. The PortOne webhook (dispatched by /payment/webhook) settles it, and so does the
 * `magazine.reconcile` job, which also lets an abandoned purchase lapse. Real PostgreSQL, pg-boss and the stand-in.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp, STAND_IN_HEADERS } from "../../../test/test-app.ts";
import { standInPortOneConfig } from "../../config/env.ts";
import { caller } from "../order/test-support.ts";
import { fixedClock } from "../shared/clock.ts";
import { magazineJobs } from "./jobs.ts";
import { magazine, magazinePurchase } from "./schema.ts";

const MINUTE = 60_000;

describe("magazine purchases settled by webhook and job", () => {
  const portone = standInPortOneConfig();
  const clock = fixedClock(new Date());
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let november: number;

  const standIn = async (path: string, body: object = {}) => {
    const res = await t.app.inject({
      headers: STAND_IN_HEADERS,
      method: "POST",
      url: `/portone-stand-in/controls${path}`,
      payload: body,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const atGateway = async (paymentId: string) =>
    (
      await t.app.inject({
        headers: STAND_IN_HEADERS,
        method: "GET",
        url: `/portone-stand-in/controls/payments/${paymentId}`,
      })
    ).json();
  const open = async (auth: string, kind = "SUBSCRIPTION") => {
    const res = await call("POST", `/api/v1/magazine/${november}/purchase-history`, auth, {
      action: "OPEN",
      kind,
      payMethod: "CARD",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.paymentWindow.request as { paymentId: string; orderName: string; totalAmount: number };
  };
  /** The buyer approves in the payment window and closes it: no completion call follows. */
  const payAndClose = (request: { paymentId: string; orderName: string; totalAmount: number }) =>
    standIn("/payments", { ...request, approve: true });
  const rowOf = async (paymentId: string) =>
    (await t.db.select().from(magazinePurchase).where(eq(magazinePurchase.paymentId, paymentId)))[0];
  const accessOf = async (auth: string) => (await call("GET", `/api/v1/magazine/${november}`, auth)).body.access;

  beforeAll(async () => {
    t = await createTestApp({ portone }, { runsJobs: true, clock });
    call = caller(t.app);
    const [row] = await t.db.select({ id: magazine.id }).from(magazine).where(eq(magazine.issueLabel, "2026년 11월호"));
    november = row?.id as number;
  });
  afterAll(() => t.close());

  it("the gateway's webhook settles a subscription whose buyer closed the window", async () => {
    const { authorization: me } = await loginAs(t.app);
    const request = await open(me);
    await payAndClose(request);
    await expect.poll(async () => (await rowOf(request.paymentId))?.status, { timeout: 10_000 }).toBe("PAID");
    expect(await accessOf(me)).toBe("SUBSCRIBED");
    const mine = await call("GET", "/api/v1/magazine/subscription", me);
    expect(mine.body.items[0]).toMatchObject({ paymentId: request.paymentId, status: "PAID", active: true });
  });

  it("the reconcile job settles a paid purchase whose webhook never arrived, and lets an abandoned one lapse", async () => {
    await standIn("/webhooks", { hold: true });
    const { authorization: paid } = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!");
    const { authorization: gaveUp } = await loginAs(t.app, "reviewer2@mulmung.kr", "mulmung123!");
    const paidRequest = await open(paid, "ISSUE");
    await payAndClose(paidRequest);
    const abandoned = await open(gaveUp);

    // Younger than a minute: left to the buyer's own completion call.
    expect(await t.app.services.magazines.reconcile()).toEqual({ settled: 0, expired: 0 });
    clock.advance(2 * MINUTE);
    // The job itself, through pg-boss's workers (it also runs once when they start).
    await t.app.jobs.work(magazineJobs(t.app.services), { pollingIntervalSeconds: 0.5 });
    await expect.poll(async () => (await rowOf(paidRequest.paymentId))?.status, { timeout: 15_000 }).toBe("PAID");
    expect(await accessOf(paid)).toBe("PURCHASED");
    // Still inside its payment window: the abandoned one waits.
    expect((await rowOf(abandoned.paymentId))?.status).toBe("READY");

    clock.advance(30 * MINUTE);
    expect(await t.app.services.magazines.reconcile()).toEqual({ settled: 0, expired: 1 });
    expect(await rowOf(abandoned.paymentId)).toMatchObject({
      status: "FAILED",
      failureMessage: "결제 시간이 지나 구매가 취소되었습니다. 다시 구매해주세요.",
    });
    expect(await accessOf(gaveUp)).toBe("LOCKED");

    // The window was still open after all and the buyer pays late: the webhook gives the money back.
    await standIn("/webhooks", { hold: false });
    await payAndClose(abandoned);
    await expect.poll(async () => (await atGateway(abandoned.paymentId)).status, { timeout: 10_000 }).toBe("CANCELLED");
    expect((await rowOf(abandoned.paymentId))?.status).toBe("FAILED");
    expect(await accessOf(gaveUp)).toBe("LOCKED");
  });
});
