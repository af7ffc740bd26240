/** Points by hand (issue 27): an operator's grant or deduction through the ledger, never below zero. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, operatorLogin } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { signUpMember } from "../auth/test-support.ts";
import { caller } from "../order/test-support.ts";

describe("operators' points by hand", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let op: Awaited<ReturnType<typeof operatorLogin>>;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    op = await operatorLogin(t.app, t.db);
  });
  afterAll(() => t.close());

  const newMember = async () => {
    const m = await signUpMember(t.app, t.db);
    return { id: m.id, authorization: `Bearer ${m.accessToken}` };
  };
  const balance = async (auth: string) => (await call("GET", "/api/v1/member/me", auth)).body.point as number;

  it("grants and deducts with a reason the member reads in their history; the balance moves through the ledger", async () => {
    const m = await newMember();
    const before = await balance(m.authorization);
    const granted = await call("POST", "/api/v1/admin/point", op.authorization, {
      memberId: m.id,
      amount: 5000,
      reason: "배송 지연 보상",
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect(granted.body).toMatchObject({
      balance: before + 5000,
      history: { savePointType: "COMPANY_COMPENSATION", amount: 5000, description: "배송 지연 보상" },
    });
    const saves = await call("GET", "/api/v1/point-history/save", m.authorization);
    expect(saves.body.items[0]).toMatchObject({ label: "물멍 보상 적립", amount: 5000, description: "배송 지연 보상" });

    const deducted = await call("POST", "/api/v1/admin/point", op.authorization, {
      memberId: m.id,
      amount: -2000,
      reason: "중복 지급 회수",
    });
    expect(deducted.status, JSON.stringify(deducted.body)).toBe(201);
    expect(deducted.body).toMatchObject({ balance: before + 3000, history: { amount: 2000, orderFormId: null } });
    const used = await call("GET", "/api/v1/point-history/used", m.authorization);
    expect(used.body.items[0]).toMatchObject({ label: "운영자 차감", amount: 2000, description: "중복 지급 회수" });
    expect(await balance(m.authorization)).toBe(before + 3000);

    // The save the deduction took from keeps the rest.
    expect((await call("GET", "/api/v1/point-history/save", m.authorization)).body.items[0]).toMatchObject({
      remaining: 3000,
    });

    // Both writes are in the audit log.
    const log = await call("GET", "/api/v1/admin/audit-log?action=/api/v1/admin/point", op.authorization);
    expect(log.body.items.length).toBeGreaterThanOrEqual(2);
    expect(log.body.items[0]).toMatchObject({ action: "POST /api/v1/admin/point", status: 201, scope: "OPERATOR" });
  });

  it("refuses a deduction below zero (409, Korean) and changes nothing", async () => {
    const m = await newMember();
    const before = await balance(m.authorization);
    const refused = await call("POST", "/api/v1/admin/point", op.authorization, {
      memberId: m.id,
      amount: -(before + 1),
      reason: "회수",
    });
    expect(refused).toMatchObject({
      status: 409,
      body: { code: "POINT_DEDUCTION_OVER_BALANCE", message: "회원이 보유한 적립금보다 많이 차감할 수 없습니다." },
    });
    expect(await balance(m.authorization)).toBe(before);
    expect((await call("GET", "/api/v1/point-history/used", m.authorization)).body.items).toHaveLength(0);
  });

  it("bad input is 400 in Korean; an unknown member 404", async () => {
    const m = await newMember();
    const zero = await call("POST", "/api/v1/admin/point", op.authorization, {
      memberId: m.id,
      amount: 0,
      reason: "x",
    });
    expect(zero).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
    expect(zero.body.message).toContain("0이 아닌 금액");
    const noReason = await call("POST", "/api/v1/admin/point", op.authorization, {
      memberId: m.id,
      amount: 100,
      reason: "  ",
    });
    expect(noReason.body.message).toContain("사유를 입력해주세요");
    const fraction = await call("POST", "/api/v1/admin/point", op.authorization, {
      memberId: m.id,
      amount: 1.5,
      reason: "x",
    });
    expect(fraction.status).toBe(400);
    const unknown = await call("POST", "/api/v1/admin/point", op.authorization, {
      memberId: 2_000_000_000,
      amount: 100,
      reason: "x",
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: "회원을 찾을 수 없습니다." } });
  });

  it("a member is answered 404, before validation", async () => {
    const { authorization } = await loginAs(t.app);
    const res = await call("POST", "/api/v1/admin/point", authorization, { memberId: 1, amount: 100, reason: "x" });
    expect(res).toMatchObject({ status: 404, body: { code: "NOT_FOUND" } });
    expect((await call("POST", "/api/v1/admin/point", authorization, {})).status).toBe(404);
  });
});
