import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { memberSession, refreshToken } from "../../db/schema.ts";
import { signAccessToken } from "../../http/auth.ts";
import { accessTokenForPage } from "../../http/refresh-cookie.ts";
import { createSubscriber } from "../notification/push-subscriber.ts";
import { hashToken, REFRESH_REUSE_MS } from "./session.ts";
import { bearer, cookieOf, freshIp, PASSWORD, signUpMember } from "./test-support.ts";

const DEMO = { email: "demo@mulmung.kr", password: "mulmung123!" };

describe("auth and session", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: unknown, ip = freshIp()) =>
    t.app.inject({ method: "POST", url: "/api/v1/authentication", payload: payload as object, remoteAddress: ip });
  const me = (token: string) => t.app.inject({ method: "GET", url: "/api/v1/member/me", headers: bearer(token) });
  const refreshWithBody = (token: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/refresh/authentication",
      payload: { refreshToken: token },
      remoteAddress: freshIp(),
    });
  /** Moves a refresh token's first use into the past (the clock of the reuse interval). */
  const usedAgo = (token: string, ms: number) =>
    t.db
      .update(refreshToken)
      .set({ usedAt: new Date(Date.now() - ms) })
      .where(eq(refreshToken.tokenHash, hashToken(token)));

  describe("POST /api/v1/authentication", () => {
    it("logs the demo member in with SPEC's login result and an HttpOnly refresh cookie", async () => {
      const res = await login(DEMO);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.loginType).toBe("EMAIL");
      expect(body.member).toMatchObject({ email: "demo@mulmung.kr", nickname: "물멍초보", point: 3000 });
      expect(body.member.pushInformation).toMatchObject({ isAdNotification: false, isEventNotification: false });
      expect(body.accessToken.split(".")).toHaveLength(3);
      expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cookie = cookieOf(res, "refreshToken");
      expect(cookie).toMatchObject({ value: body.refreshToken, httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie?.maxAge).toBeGreaterThan(29 * 24 * 3600);
      expect((await me(body.accessToken)).json().email).toBe("demo@mulmung.kr");
    });

    it("treats the email case-insensitively", async () => {
      const res = await login({ email: "  DEMO@Mulmung.kr ", password: DEMO.password });
      expect(res.statusCode).toBe(200);
    });

    it("answers 1003 with its message for a wrong password, and sets no cookie", async () => {
      const res = await login({ email: DEMO.email, password: "wrong-pass1!" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 1003, message: "이메일 또는 비밀번호가 일치하지 않습니다." });
      expect(cookieOf(res, "refreshToken")).toBeUndefined();
    });

    it("answers 1001 with its message for an email without an account", async () => {
      const res = await login({ email: "nobody@mulmung.kr", password: "whatever1!" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 1001, message: "가입되지 않은 이메일입니다." });
    });

    it("rejects an empty form with a Korean message naming the field", async () => {
      const res = await login({ email: "", password: "" });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION");
      expect(res.json().message).toContain("email: 이메일을 입력해주세요.");
    });

    it("limits login attempts per client address (429 in Korean)", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await login({ email: DEMO.email, password: "wrong-pass1!" }, ip)).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      const last = await login(DEMO, ip);
      expect(last.statusCode).toBe(429);
      expect(last.json()).toMatchObject({ code: "RATE_LIMITED" });
      expect(last.json().message).toContain("잠시 후 다시 시도");
      // Another client is not affected.
      expect((await login(DEMO)).statusCode).toBe(200);
    });

    it("only failed attempts count: many successful logins from one address all pass", async () => {
      const ip = freshIp();
      for (let i = 0; i < 12; i++) expect((await login(DEMO, ip)).statusCode).toBe(200);
    });
  });

  describe("access tokens", () => {
    it("member-only calls answer 401 UNAUTHORIZED without, with a forged and with an expired token", async () => {
      const demo = (await login(DEMO)).json();
      const [sessionId] = (await t.db.select({ id: memberSession.id }).from(memberSession).limit(1)).map((r) => r.id);
      const expired = await signAccessToken(
        "test-jwt-secret-0123456789abcdef0123",
        { memberId: demo.member.id, sessionId: sessionId as string },
        -5,
      );
      const forged = await signAccessToken("another-secret-0123456789abcdef-xyz", {
        memberId: demo.member.id,
        sessionId: sessionId as string,
      });
      for (const headers of [{}, bearer(expired), bearer(forged), bearer("not-a-jwt")]) {
        const res = await t.app.inject({ method: "GET", url: "/api/v1/member/me", headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: "UNAUTHORIZED", message: "로그인이 필요합니다." });
      }
    });

    it("accepts SPEC §3's 'Bearer ' prefixed token", async () => {
      const { accessToken } = (await login(DEMO)).json();
      const res = await me(accessToken);
      expect(res.statusCode).toBe(200);
    });
  });

  describe("POST /api/v1/refresh/authentication", () => {
    it("rotates a body refresh token: a new pair, the old token no longer works", async () => {
      const first = (await login(DEMO)).json();
      const res = await refreshWithBody(first.refreshToken);
      expect(res.statusCode).toBe(200);
      const next = res.json();
      expect(next.refreshToken).not.toBe(first.refreshToken);
      expect((await me(next.accessToken)).statusCode).toBe(200);
      const again = await refreshWithBody(next.refreshToken);
      expect(again.statusCode).toBe(200);
    });

    it("a replayed refresh token revokes the whole family: the thief's and the owner's tokens all die", async () => {
      const first = (await login(DEMO)).json();
      const stolen = first.refreshToken;
      const owner = (await refreshWithBody(stolen)).json(); // the owner rotates
      await usedAgo(stolen, REFRESH_REUSE_MS + 1_000);
      const replay = await refreshWithBody(stolen); // the copy comes back after the reuse interval
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ code: "UNAUTHORIZED", message: "로그인이 만료되었습니다. 다시 로그인해주세요." });
      expect((await refreshWithBody(owner.refreshToken)).statusCode).toBe(401);
      expect((await me(owner.accessToken)).statusCode).toBe(401);
      expect((await me(first.accessToken)).statusCode).toBe(401);
    });

    it("a token presented again within the reuse interval (a navigation raced the refresh) keeps the session", async () => {
      const first = (await login(DEMO)).json();
      const results = await Promise.all([refreshWithBody(first.refreshToken), refreshWithBody(first.refreshToken)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const [a, b] = results.map((r) => r.json());
      expect(a.refreshToken).not.toBe(b.refreshToken);
      // The lost answer's successor and the repeat's both work, and the session lives on.
      expect((await me(a.accessToken)).statusCode).toBe(200);
      expect((await refreshWithBody(b.refreshToken)).statusCode).toBe(200);
      // The interval runs from the first use: the same token a little later is a replay.
      await usedAgo(first.refreshToken, REFRESH_REUSE_MS + 1_000);
      expect((await refreshWithBody(first.refreshToken)).statusCode).toBe(401);
      expect((await me(a.accessToken)).statusCode).toBe(401);
      expect((await refreshWithBody(a.refreshToken)).statusCode).toBe(401);
    });

    it("web clients refresh with the HttpOnly cookie: the answer sets a new cookie and keeps the token out of the body", async () => {
      const loginRes = await login(DEMO);
      const token = cookieOf(loginRes, "refreshToken")?.value as string;
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/refresh/authentication",
        cookies: { refreshToken: token },
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().refreshToken).toBeUndefined();
      expect(res.json().accessToken).toBeTruthy();
      const rotated = cookieOf(res, "refreshToken");
      expect(rotated?.value).toBeTruthy();
      expect(rotated?.value).not.toBe(token);
      expect(rotated?.httpOnly).toBe(true);
    });

    it("answers 401 without a token, for an unknown token, and past the absolute lifetime", async () => {
      const none = await t.app.inject({
        method: "POST",
        url: "/api/v1/refresh/authentication",
        remoteAddress: freshIp(),
      });
      expect(none.statusCode).toBe(401);
      expect((await refreshWithBody("x".repeat(43))).statusCode).toBe(401);

      const fresh = (await login(DEMO)).json();
      const [row] = await t.db
        .select({ sessionId: refreshToken.sessionId })
        .from(refreshToken)
        .orderBy(refreshToken.id)
        .limit(1)
        .offset((await t.db.$count(refreshToken)) - 1);
      await t.db
        .update(memberSession)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(memberSession.id, row?.sessionId as string));
      const res = await refreshWithBody(fresh.refreshToken);
      expect(res.statusCode).toBe(401);
      expect((await me(fresh.accessToken)).statusCode).toBe(401);
    });
  });

  describe("DELETE /api/v1/authentication (logout)", () => {
    it("revokes the session at once and clears the cookie; other sessions stay", async () => {
      const a = (await login(DEMO)).json();
      const b = (await login(DEMO)).json();
      const res = await t.app.inject({
        method: "DELETE",
        url: "/api/v1/authentication",
        headers: bearer(a.accessToken),
      });
      expect(res.statusCode).toBe(204);
      const cleared = cookieOf(res, "refreshToken");
      expect(cleared?.value).toBe("");
      expect((await me(a.accessToken)).statusCode).toBe(401);
      expect((await refreshWithBody(a.refreshToken)).statusCode).toBe(401);
      expect((await me(b.accessToken)).statusCode).toBe(200);
    });

    it("logs out with only the refresh cookie (an expired access token), and answers 401 with nothing", async () => {
      const a = (await login(DEMO)).json();
      const res = await t.app.inject({
        method: "DELETE",
        url: "/api/v1/authentication",
        cookies: { refreshToken: a.refreshToken },
      });
      expect(res.statusCode).toBe(204);
      expect((await refreshWithBody(a.refreshToken)).statusCode).toBe(401);
      const nothing = await t.app.inject({ method: "DELETE", url: "/api/v1/authentication" });
      expect(nothing.statusCode).toBe(401);
    });
  });

  describe("server-side rendering", () => {
    it("a live refresh cookie gives pages a short access token without rotating; a used or revoked one gives none", async () => {
      const a = (await login(DEMO)).json();
      const request = (token?: string) =>
        ({ cookies: token ? { refreshToken: token } : {}, headers: {} }) as unknown as Parameters<
          typeof accessTokenForPage
        >[1];
      const authorization = await accessTokenForPage(t.app, request(a.refreshToken));
      expect(authorization).toMatch(/^Bearer /);
      expect((await me((authorization as string).slice(7))).statusCode).toBe(200);
      // Not rotated: the same refresh token still rotates normally afterwards.
      const next = (await refreshWithBody(a.refreshToken)).json();
      expect(await accessTokenForPage(t.app, request(next.refreshToken))).toMatch(/^Bearer /);
      expect(await accessTokenForPage(t.app, request())).toBeUndefined();
      // A page that raced the browser's refresh carries the just-used token: it still renders for the member,
      // and the session lives on.
      expect(await accessTokenForPage(t.app, request(a.refreshToken))).toMatch(/^Bearer /);
      expect((await me(next.accessToken)).statusCode).toBe(200);
      await t.app.inject({ method: "DELETE", url: "/api/v1/authentication", headers: bearer(next.accessToken) });
      expect(await accessTokenForPage(t.app, request(next.refreshToken))).toBeUndefined();
      expect(await accessTokenForPage(t.app, request(a.refreshToken))).toBeUndefined();
    });

    it("a page request with a refresh token used long ago is a replay: the family is revoked", async () => {
      const a = (await login(DEMO)).json();
      const next = (await refreshWithBody(a.refreshToken)).json();
      await usedAgo(a.refreshToken, REFRESH_REUSE_MS + 1_000);
      const request = { cookies: { refreshToken: a.refreshToken }, headers: {} } as unknown as Parameters<
        typeof accessTokenForPage
      >[1];
      expect(await accessTokenForPage(t.app, request)).toBeUndefined();
      expect((await me(next.accessToken)).statusCode).toBe(401);
      expect((await refreshWithBody(next.refreshToken)).statusCode).toBe(401);
    });
  });

  describe("PATCH /api/v1/push-information/{id}", () => {
    it("sets and clears the owner's push token; another member's answers 404 and is untouched", async () => {
      const owner = await signUpMember(t.app, t.db);
      const other = await signUpMember(t.app, t.db);
      const url = `/api/v1/push-information/${owner.pushInformationId}`;
      // The push token is the browser's web push subscription (decision 029).
      const device = createSubscriber("http://localhost:3000/push-stand-in/device-1");
      const set = await t.app.inject({
        method: "PATCH",
        url,
        headers: bearer(owner.accessToken),
        payload: { pushToken: device.pushToken },
      });
      expect(set.statusCode).toBe(200);
      expect(JSON.parse(set.json().pushToken)).toEqual(device.subscription);
      const foreign = await t.app.inject({
        method: "PATCH",
        url,
        headers: bearer(other.accessToken),
        payload: { pushToken: createSubscriber("http://localhost:3000/push-stand-in/hijack").pushToken },
      });
      expect(foreign.statusCode).toBe(404);
      const cleared = await t.app.inject({
        method: "PATCH",
        url,
        headers: bearer(owner.accessToken),
        payload: { pushToken: null },
      });
      expect(cleared.json().pushToken).toBeNull();
      const mine = await me(owner.accessToken);
      expect(mine.json().pushInformation.pushToken).toBeNull();
      const anonymous = await t.app.inject({ method: "PATCH", url, payload: { pushToken: "x" } });
      expect(anonymous.statusCode).toBe(401);
      const bad = await t.app.inject({ method: "PATCH", url, headers: bearer(owner.accessToken), payload: {} });
      expect(bad.statusCode).toBe(400);
    });
  });

  it("a member signed up with the test helper can log in with their password", async () => {
    const m = await signUpMember(t.app, t.db);
    const res = await login({ email: m.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().member.id).toBe(m.id);
  });
});
