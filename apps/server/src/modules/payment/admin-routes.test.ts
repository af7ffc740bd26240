/**
 * The operators' refund queue (issue 27): a refund the gateway did not take waits in it with its tries and last
 * error; a retry once the gateway answers pays it back; a refund closed by hand with a note leaves it, with the
 * payment's refunded amount raised (never past what was paid) and the operator's act in the audit log.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, operatorLogin } from "../../../test/login.ts";
import { standInControls } from "../../../test/portone-stand-in.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { standInPortOneConfig } from "../../config/env.ts";
import { signUpMember } from "../auth/test-support.ts";
import { caller, makeProduct, SEOUL } from "../order/test-support.ts";
import { payment } from "./schema.ts";

describe("operators' refund queue", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let op: Awaited<ReturnType<typeof operatorLogin>>;
  const { control: standIn, pay } = standInControls(() => t.app);

  beforeAll(async () => {
    t = await createTestApp({ portone: standInPortOneConfig() });
    call = caller(t.app);
    op = await operatorLogin(t.app, t.db);
  });
  afterAll(() => t.close());

  /** A paid card order of a new member, cancelled while the gateway is down: its refund is owed. */
  async function owedRefund() {
    const m = await signUpMember(t.app, t.db);
    const auth = `Bearer ${m.accessToken}`;
    await call("POST", "/api/v1/shipping-destination", auth, { ...SEOUL, isDefault: true });
    const fish = await makeProduct(t.db, { affiliateId: 2, sellPrice: 10_000, stock: 10, fee: 3000, freeFrom: null });
    const { id } = (await call("POST", "/api/v1/order/direct", auth, { productId: fish.id, quantity: 1 })).body;
    const window = (
      await call("PATCH", `/api/v1/order/${id}/confirmation`, auth, { payMethod: "CARD", agreement: true })
    ).body;
    // Webhooks held: a delivery landing now would make the app ask the gateway and take the one failure meant for
    // the refund (the stand-in's faults count calls, whoever makes them).
    await standIn("/webhooks", { hold: true });
    await pay(window);
    expect((await call("POST", "/api/v1/payment/complete", auth, { paymentId: window.paymentId })).body.status).toBe(
      "PAID",
    );
    await standIn("/api", { fault: "error", count: 1, status: 503 });
    const cancelled = await call("PATCH", `/api/v1/payment/order/${id}/cancel`, auth, { reason: "단순 변심" });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const [row] = await t.db.select().from(payment).where(eq(payment.paymentId, window.paymentId));
    expect(row).toMatchObject({ refundDue: 13_000, cancelledAmount: 0, refundTries: 1 });
    return { member: m, orderId: id as number, paymentRowId: (row as { id: number }).id };
  }

  const queue = async (state: "OWED" | "HANDLED") => {
    const res = await call("GET", `/api/v1/admin/refund?state=${state}&size=100`, op.authorization);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.items as { paymentId: number }[];
  };

  it("a refund the gateway did not take is owed with its tries and error; a retry once it answers pays it back", async () => {
    const { member, orderId, paymentRowId } = await owedRefund();
    const owed = (await queue("OWED")).find((r) => r.paymentId === paymentRowId);
    expect(owed).toMatchObject({
      orderId,
      member: { id: member.id, email: member.email, nickname: member.nickname },
      payMethod: "CARD",
      paidAmount: 13_000,
      refundedAmount: 0,
      refundDue: 13_000,
      reason: "단순 변심",
      tries: 1,
      lastError: "게이트웨이 응답 없음 (재시도 예정)",
      handling: null,
    });

    // Still down: the retry answers the row with one more try.
    await standIn("/api", { fault: "error", count: 1, status: 503 });
    const failed = await call("POST", `/api/v1/admin/refund/${paymentRowId}/retry`, op.authorization);
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body).toMatchObject({ refundDue: 13_000, tries: 2 });

    const retried = await call("POST", `/api/v1/admin/refund/${paymentRowId}/retry`, op.authorization);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({ refundDue: 0, refundedAmount: 13_000, status: "CANCELLED", lastError: null });
    expect((await queue("OWED")).some((r) => r.paymentId === paymentRowId)).toBe(false);
    // Nothing is owed now: a second retry or a handling is refused.
    const again = await call("POST", `/api/v1/admin/refund/${paymentRowId}/retry`, op.authorization);
    expect(again).toMatchObject({ status: 409, body: { code: "REFUND_NOT_OWED" } });
  });

  it("closed by hand with a note: nothing owed, the refunded amount raised to what was paid, in the audit log", async () => {
    const { orderId, paymentRowId } = await owedRefund();
    const handled = await call("PATCH", `/api/v1/admin/refund/${paymentRowId}/handled`, op.authorization, {
      note: "  고객 계좌로 이체 완료 (국민 123-45)  ",
    });
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    expect(handled.body).toMatchObject({
      refundDue: 0,
      refundedAmount: 13_000,
      paidAmount: 13_000,
      status: "CANCELLED",
      handling: { amount: 13_000, note: "고객 계좌로 이체 완료 (국민 123-45)", operatorId: op.memberId },
    });
    expect((await queue("OWED")).some((r) => r.paymentId === paymentRowId)).toBe(false);
    expect((await queue("HANDLED"))[0]).toMatchObject({ paymentId: paymentRowId, orderId });

    const log = await call("GET", "/api/v1/admin/audit-log?action=handled", op.authorization);
    expect(log.body.items[0]).toMatchObject({
      action: "PATCH /api/v1/admin/refund/:paymentId/handled",
      actorId: op.memberId,
      target: `paymentId=${paymentRowId}`,
      before: { paymentId: paymentRowId, refundDue: 13_000, handling: null },
      after: { paymentId: paymentRowId, refundDue: 0, handling: { note: "고객 계좌로 이체 완료 (국민 123-45)" } },
    });
    // The order shows it too.
    const detail = await call("GET", `/api/v1/admin/order/${orderId}`, op.authorization);
    expect(detail.body.refundHandlings).toMatchObject([{ amount: 13_000, operatorId: op.memberId }]);
    const twice = await call("PATCH", `/api/v1/admin/refund/${paymentRowId}/handled`, op.authorization, { note: "x" });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: "돌려줄 금액이 남아 있지 않은 결제입니다. 목록을 새로 고쳐 확인해주세요." },
    });
  });

  it("the database refuses a refunded amount above what was paid", async () => {
    const { paymentRowId } = await owedRefund();
    await expect(
      t.db.update(payment).set({ cancelledAmount: 13_001 }).where(eq(payment.id, paymentRowId)),
    ).rejects.toThrow();
  });

  it("bad input is 400 in Korean; unknown payments 404; members get 404 on each route", async () => {
    const noNote = await call("PATCH", "/api/v1/admin/refund/1/handled", op.authorization, { note: " " });
    expect(noNote).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
    expect(noNote.body.message).toContain("처리 내용을 입력해주세요");
    expect((await call("GET", "/api/v1/admin/refund?state=DONE", op.authorization)).body.message).toContain(
      "OWED 또는 HANDLED",
    );
    expect((await call("POST", "/api/v1/admin/refund/2000000000/retry", op.authorization)).status).toBe(404);
    const { authorization } = await loginAs(t.app);
    for (const [method, url] of [
      ["GET", "/api/v1/admin/refund"],
      ["POST", "/api/v1/admin/refund/1/retry"],
      ["PATCH", "/api/v1/admin/refund/1/handled"],
    ] as const) {
      const res = await call(method, url, authorization, method === "PATCH" ? { note: "x" } : undefined);
      expect([url, res.status]).toEqual([url, 404]);
    }
  });
});
