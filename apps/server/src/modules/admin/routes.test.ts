/**
 * The console's door (issue 27): the one operator policy (404 for everyone but an operator, 401 until the second
 * factor), the authenticator's setup, codes accepted once, recovery codes, the console's shorter session, and the
 * audit log: operator and store-console writes recorded with before and after, searchable, never changed.
 */
import { sql } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, operatorLogin } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { PASSWORD, signUpMember } from "../auth/test-support.ts";
import { fixedClock } from "../shared/clock.ts";
import { DEMO_OPERATOR_TOTP_SECRET } from "./seed.ts";

type Json = Record<string, unknown> & { [key: string]: unknown };

describe("the operators' console: second factor, one policy, audit log", () => {
  const clock = fixedClock(new Date());
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const epoch = () => Math.floor(clock.now().getTime() / 1000);
  const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: epoch() + offsetSeconds });

  const call = async (method: string, url: string, authorization?: string, payload?: object) => {
    const res = await t.app.inject({
      method: method as "GET",
      url,
      ...(authorization ? { headers: { authorization } } : {}),
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(() => t.close());

  it("an operator sets up an authenticator, confirms it once, and each session opens the console with a fresh code", async () => {
    const op = await operatorLogin(t.app, t.db, { epoch: epoch() });
    expect(op.recoveryCodes).toHaveLength(10);
    expect(new Set(op.recoveryCodes).size).toBe(10);
    expect((await call("GET", "/api/v1/admin/second-factor", op.authorization)).body).toEqual({
      enrolled: true,
      consoleOpen: true,
      recoveryCodesLeft: 10,
    });
    expect((await call("GET", "/api/v1/admin/audit-log", op.authorization)).status).toBe(200);
    // A confirmed authenticator is not set up again (a lost phone goes through a recovery code).
    const again = await call("POST", "/api/v1/admin/second-factor/enrollment", op.authorization);
    expect(again).toMatchObject({ status: 409, body: { code: "SECOND_FACTOR_ENROLLED" } });

    // A new sign-in is a new session: the console is shut until a code opens it.
    const second = await loginAs(t.app, op.email, PASSWORD);
    const shut = await call("GET", "/api/v1/admin/audit-log", second.authorization);
    expect(shut).toMatchObject({
      status: 401,
      body: { code: "SECOND_FACTOR_REQUIRED", message: "관리자 콘솔은 2단계 인증을 마친 뒤에 열립니다." },
    });
    // The code that confirmed the app is spent: seen over a shoulder or replayed, it opens nothing.
    const replay = await call("POST", "/api/v1/admin/second-factor/verification", second.authorization, {
      code: await codeAt(op.secret),
    });
    expect(replay).toMatchObject({ status: 400, body: { code: "SECOND_FACTOR_INVALID" } });
    const wrong = await call("POST", "/api/v1/admin/second-factor/verification", second.authorization, {
      code: "000000",
    });
    expect(wrong.status).toBe(400);
    clock.advance(30_000);
    const opened = await call("POST", "/api/v1/admin/second-factor/verification", second.authorization, {
      code: (await codeAt(op.secret)).replace(/^(\d{3})/, "$1 "),
    });
    expect(opened.status).toBe(204);
    expect((await call("GET", "/api/v1/admin/audit-log", second.authorization)).status).toBe(200);
    // The first session is still open; neither outlives the console's eight hours.
    expect((await call("GET", "/api/v1/admin/audit-log", op.authorization)).status).toBe(200);
    clock.advance(8 * 60 * 60 * 1000);
    expect((await call("GET", "/api/v1/admin/audit-log", second.authorization)).body.code).toBe(
      "SECOND_FACTOR_REQUIRED",
    );

    // A recovery code opens it once, typed in any case, with or without its dash.
    const recovery = op.recoveryCodes[0] as string;
    const third = await loginAs(t.app, op.email, PASSWORD);
    const used = await call("POST", "/api/v1/admin/second-factor/verification", third.authorization, {
      code: recovery.toLowerCase().replace("-", ""),
    });
    expect(used.status).toBe(204);
    expect((await call("GET", "/api/v1/admin/second-factor", third.authorization)).body.recoveryCodesLeft).toBe(9);
    const fourth = await loginAs(t.app, op.email, PASSWORD);
    const spent = await call("POST", "/api/v1/admin/second-factor/verification", fourth.authorization, {
      code: recovery,
    });
    expect(spent.status).toBe(400);
  });

  it("an enrolment is confirmed only by a code of its own secret; a new one replaces one never confirmed", async () => {
    const { authorization, memberId } = await operatorWithoutFactor();
    expect((await call("GET", "/api/v1/admin/second-factor", authorization)).body).toEqual({
      enrolled: false,
      consoleOpen: false,
      recoveryCodesLeft: 0,
    });
    const first = await call("POST", "/api/v1/admin/second-factor/enrollment", authorization);
    expect(first.body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(String(first.body.qrSvg)).toContain("<svg");
    const second = await call("POST", "/api/v1/admin/second-factor/enrollment", authorization);
    expect(second.body.secret).not.toBe(first.body.secret);
    const stale = await call("POST", "/api/v1/admin/second-factor/enrollment/confirmation", authorization, {
      code: await codeAt(String(first.body.secret)),
    });
    expect(stale.status).toBe(400);
    expect((await call("GET", "/api/v1/admin/audit-log", authorization)).status).toBe(401);
    const confirmed = await call("POST", "/api/v1/admin/second-factor/enrollment/confirmation", authorization, {
      code: await codeAt(String(second.body.secret)),
    });
    expect(confirmed.status).toBe(200);
    const rows = await t.db.execute(sql`select code_hash from operator_recovery_code where member_id = ${memberId}`);
    expect(rows.rows).toHaveLength(10);
    // Stored as hashes, never as shown.
    for (const code of confirmed.body.recoveryCodes as string[]) {
      expect(rows.rows.map((r) => r.code_hash)).not.toContain(code);
    }
  });

  it("the demo operator's documented secret opens the console", async () => {
    const demo = await loginAs(t.app, "admin@mulmung.kr", PASSWORD);
    clock.advance(60_000);
    const opened = await call("POST", "/api/v1/admin/second-factor/verification", demo.authorization, {
      code: await codeAt(DEMO_OPERATOR_TOTP_SECRET),
    });
    expect(opened.status).toBe(204);
  });

  it("members and store owners are told no operator call exists (404), visitors to sign in, and nothing changes", async () => {
    const doc = (await call("GET", "/api/docs/openapi.json")).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operatorCalls = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/api/v1/admin/"))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path] as const));
    operatorCalls.push(["PATCH", "/api/v1/payment/order/{id}/deposit"], ["POST", "/api/v1/push-notification/operator"]);
    expect(operatorCalls.length).toBeGreaterThanOrEqual(60);
    const member = await loginAs(t.app);
    const owner = await loginAs(t.app, "store@mulmung.kr", PASSWORD);
    const before = await t.db.execute(sql`select count(*)::int as n from audit_log`);
    for (const [method, path] of operatorCalls) {
      const url = path.replace(/\{[^}]+\}/g, "1");
      for (const authorization of [member.authorization, owner.authorization]) {
        const res = await call(method, url, authorization, method === "GET" ? undefined : {});
        expect([method, path, res.status, res.body?.code]).toEqual([method, path, 404, "NOT_FOUND"]);
      }
      // Without a token, as every member call: 401, so a lapsed session refreshes instead of losing its console.
      const visitor = await call(method, url, undefined, method === "GET" ? undefined : {});
      expect([method, path, visitor.status, visitor.body?.code]).toEqual([method, path, 401, "UNAUTHORIZED"]);
    }
    // An operator whose session has not confirmed the second factor is told to, on every console call but the
    // second factor's own.
    const { authorization: shut } = await operatorWithoutFactor();
    for (const [method, path] of operatorCalls.filter(([, path]) => !path.includes("/second-factor"))) {
      const res = await call(method, path.replace(/\{[^}]+\}/g, "1"), shut, method === "GET" ? undefined : {});
      expect([method, path, res.status, res.body?.code]).toEqual([method, path, 401, "SECOND_FACTOR_REQUIRED"]);
    }
    const after = await t.db.execute(sql`select count(*)::int as n from audit_log`);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it("operator and store-console writes are in the audit log, with before and after, searchable and append-only", async () => {
    const op = await operatorLogin(t.app, t.db, { epoch: epoch() });
    const owner = await loginAs(t.app, "store@mulmung.kr", PASSWORD);
    const stores = await call("GET", "/api/v1/partner/store", owner.authorization);
    const storeId = (stores.body.items as { id: number }[])[0]?.id as number;
    const profile = await call("GET", `/api/v1/partner/store/${storeId}/profile`, owner.authorization);
    const changed = await call("PUT", `/api/v1/partner/store/${storeId}/profile`, owner.authorization, {
      ...profile.body,
      description: "감사 로그 확인용 소개",
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const log = await call("GET", `/api/v1/admin/audit-log?scope=STORE&affiliateId=${storeId}`, op.authorization);
    expect(log.body.items).toHaveLength(1);
    const entry = (log.body.items as Json[])[0] as Json;
    expect(entry).toMatchObject({
      actorEmail: "store@mulmung.kr",
      scope: "STORE",
      affiliateId: storeId,
      action: "PUT /api/v1/partner/store/:id/profile",
      target: `id=${storeId}`,
      status: 200,
    });
    expect(entry.before).toMatchObject({ id: storeId, description: profile.body.description });
    expect(entry.after).toMatchObject({ id: storeId, description: "감사 로그 확인용 소개" });

    await call("PUT", `/api/v1/partner/store/${storeId}/profile`, owner.authorization, profile.body);
    // Keyset pages: however deep, each page starts below the last id of the one before.
    const page1 = await call("GET", "/api/v1/admin/audit-log?size=1", op.authorization);
    expect(page1.body.items).toHaveLength(1);
    const next = page1.body.nextBeforeId as number;
    const page2 = await call("GET", `/api/v1/admin/audit-log?size=1&beforeId=${next}`, op.authorization);
    expect((page2.body.items as Json[])[0]?.id).toBeLessThan(next);
    const byActor = await call("GET", "/api/v1/admin/audit-log?actor=store%40mulmung", op.authorization);
    expect((byActor.body.items as Json[]).every((item) => item.actorEmail === "store@mulmung.kr")).toBe(true);

    // Nobody changes or removes a row, not even the app's own database role.
    const id = entry.id as number;
    const refusal = (query: ReturnType<typeof sql>) =>
      t.db.execute(query).then(
        () => "done",
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update audit_log set action = 'x' where id = ${id}`)).toMatch(/append-only: UPDATE/);
    expect(await refusal(sql`delete from audit_log where id = ${id}`)).toMatch(/append-only: DELETE/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE/);
  });

  /** A member made operator, signed in, with no authenticator yet. */
  async function operatorWithoutFactor() {
    const signedUp = await signUpMember(t.app, t.db);
    await t.db.execute(sql`update member set role = 'ADMIN' where id = ${signedUp.id}`);
    const { authorization } = await loginAs(t.app, signedUp.email, PASSWORD);
    return { authorization, memberId: signedUp.id };
  }
});
