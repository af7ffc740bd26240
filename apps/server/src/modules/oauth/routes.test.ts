/**
 * Social login end to end over real HTTP: the app listens on a port, the server exchanges codes with the
 * local stand-in provider (tools/oauth-provider) exactly as it would with Kakao, Naver, Google or Apple.
 */
import { STAND_IN_CLIENT } from "@mulmung/oauth-stand-in";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STAND_IN_HEADERS } from "../../../test/test-app.ts";
import { Browser, completeSignup, freePort, json, socialLogin } from "./test-support.ts";

describe("social login with the local stand-in provider", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://localhost:${port}`;
    t = await createTestApp({ port, publicUrl: base });
    await t.app.listen({ port, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  for (const loginType of ["KAKAO", "NAVER", "GMAIL", "APPLE"] as const) {
    it(`${loginType}: a new subject signs up with the provider's hints, the same subject logs in again`, async () => {
      const subject = `${loginType.toLowerCase()}-${Date.now()}`;
      const browser = new Browser(base);
      const first = await socialLogin(browser, loginType, {
        subject,
        nickname: `${loginType}회원`,
        email: `${subject}@example.com`,
      });
      expect(first).toBe(`/my-info/account/signup?loginType=${loginType}`);
      expect(browser.cookies.has("oauthState")).toBe(false);
      const nickname = `소셜${Math.floor(Math.random() * 1e6)}`;
      const { info, result } = await completeSignup(browser, loginType, nickname);
      expect(info).toEqual({
        loginType,
        nickname: `${loginType}회원`,
        email: `${subject}@example.com`,
      });
      expect(result.loginType).toBe(loginType);
      expect(result.member).toMatchObject({ nickname, email: `${subject}@example.com`, hasPassword: false });
      expect(result.member.socialLoginTypes).toEqual([loginType]);
      expect(browser.cookies.has("socialSignup")).toBe(false);

      const again = new Browser(base);
      const second = await socialLogin(again, loginType, { subject });
      expect(second).toBe(`/my-info/login/social?loginType=${loginType}`);
      const refreshed = await again.request("/api/v1/refresh/authentication", { method: "POST" });
      expect(refreshed.status).toBe(200);
      const { accessToken } = (await refreshed.json()) as { accessToken: string };
      const me = await fetch(`${base}/api/v1/member/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(((await me.json()) as { id: number }).id).toBe(result.member.id);
    });
  }

  it("never links on email alone: the demo member's address from Kakao starts a separate sign-up", async () => {
    const browser = new Browser(base);
    const landing = await socialLogin(browser, "KAKAO", { subject: `k-${Date.now()}`, email: "demo@mulmung.kr" });
    expect(landing).toBe("/my-info/account/signup?loginType=KAKAO");
    const { result } = await completeSignup(browser, "KAKAO", `카카오${Math.floor(Math.random() * 1e6)}`);
    expect(result.member.email).toBeNull();
    expect(result.member.id).not.toBe(1);
  });

  it("a callback whose state does not match the cookie, or without the cookie, is refused", async () => {
    const browser = new Browser(base);
    const start = await browser.request("/api/v1/oauth/KAKAO/authorize");
    expect(start.status).toBe(302);
    const forged = await browser.request("/api/v1/oauth/KAKAO/callback?code=abc&state=forged");
    expect(forged.headers.get("location")).toBe("/my-info/login?socialError=STATE");
    const stranger = new Browser(base);
    const noCookie = await stranger.request("/api/v1/oauth/KAKAO/callback?code=abc&state=abc");
    expect(noCookie.headers.get("location")).toBe("/my-info/login?socialError=STATE");
  });

  it("a cancelled consent ends on the login page with a notice", async () => {
    const browser = new Browser(base);
    const start = await browser.request("/api/v1/oauth/NAVER/authorize");
    const url = new URL(start.headers.get("location") as string);
    const cancelled = await browser.request(url.pathname, {
      method: "POST",
      form: { ...Object.fromEntries(url.searchParams), subject: "x", action: "cancel" },
    });
    const done = await browser.request(cancelled.headers.get("location") as string);
    expect(done.headers.get("location")).toBe("/my-info/login?socialError=CANCELLED");
  });

  it("the stand-in checks PKCE, redirect_uri, single use and (Naver) state like the real providers", async () => {
    const browser = new Browser(base);
    const start = await browser.request("/api/v1/oauth/NAVER/authorize");
    const url = new URL(start.headers.get("location") as string);
    const params = Object.fromEntries(url.searchParams) as Record<string, string>;
    const allowed = await browser.request(url.pathname, {
      method: "POST",
      form: { ...params, subject: "pkce-test", action: "allow" },
    });
    const code = new URL(allowed.headers.get("location") as string).searchParams.get("code") as string;
    const token = (form: Record<string, string>) =>
      fetch(`${base}/oauth-stand-in/naver/oauth2.0/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          client_id: STAND_IN_CLIENT.clientId,
          client_secret: STAND_IN_CLIENT.clientSecret,
          redirect_uri: params.redirect_uri as string,
          state: params.state as string,
          ...form,
        }),
      });
    const wrongVerifier = await token({ code, code_verifier: "a".repeat(43) });
    expect(wrongVerifier.status).toBe(400);
    expect((await json(wrongVerifier)).error).toBe("invalid_grant");
    // The failed attempt used the code up.
    const reused = await token({ code, code_verifier: "a".repeat(43) });
    expect((await json(reused)).error_description).toContain("invalid or expired");
    const badAuthorize = await fetch(
      `${base}/oauth-stand-in/kakao/oauth/authorize?response_type=code&client_id=mulmung-local&redirect_uri=https://evil.example/cb&state=x&code_challenge=y&code_challenge_method=S256`,
      { headers: STAND_IN_HEADERS },
    );
    expect(badAuthorize.status).toBe(400);
    expect(await badAuthorize.text()).toContain("허용되지 않은 redirect_uri입니다.");
  });

  it("mode=link links a provider to the logged-in member; unlink needs another way to log in", async () => {
    const browser = new Browser(base);
    const login = await browser.request("/api/v1/authentication", {
      method: "POST",
      json: { email: "demo@mulmung.kr", password: "mulmung123!" },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const subject = `naver-link-${Date.now()}`;
    const landing = await socialLogin(browser, "NAVER", { subject }, "?mode=link");
    expect(landing).toBe("/my-info/account/member?linked=NAVER");
    const other = new Browser(base);
    expect(await socialLogin(other, "NAVER", { subject })).toBe("/my-info/login/social?loginType=NAVER");
    const { accessToken: viaNaver } = await json(
      await other.request("/api/v1/refresh/authentication", { method: "POST" }),
    );
    const me = await json(
      await fetch(`${base}/api/v1/member/me`, { headers: { authorization: `Bearer ${viaNaver}` } }),
    );
    expect(me.email).toBe("demo@mulmung.kr");
    expect(me.socialLoginTypes).toEqual(["NAVER"]);

    const unlink = await fetch(`${base}/api/v1/oauth/NAVER/unlink`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(unlink.status).toBe(204);
    const missing = await fetch(`${base}/api/v1/oauth/NAVER/unlink`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(missing.status).toBe(404);
    expect(await socialLogin(new Browser(base), "NAVER", { subject })).toBe("/my-info/account/signup?loginType=NAVER");
    expect((await fetch(`${base}/api/v1/oauth/NAVER/unlink`, { method: "POST" })).status).toBe(401);
  });

  it("a social-only member cannot unlink their only login", async () => {
    const browser = new Browser(base);
    await socialLogin(browser, "GMAIL", { subject: `only-${Date.now()}` });
    const { result } = await completeSignup(browser, "GMAIL", `구글${Math.floor(Math.random() * 1e6)}`);
    const res = await fetch(`${base}/api/v1/oauth/GMAIL/unlink`, {
      method: "POST",
      headers: { authorization: `Bearer ${result.accessToken}` },
    });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe("CANNOT_UNLINK");
  });

  it("a social sign-up without a valid ticket is refused and writes nothing", async () => {
    const res = await fetch(`${base}/api/v1/member`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "socialSignup=forged.ticket.value" },
      body: JSON.stringify({ loginType: "KAKAO", nickname: "위조회원", isUseService: true, isPrivacy: true }),
    });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe("SOCIAL_SIGNUP_EXPIRED");
    const info = await fetch(`${base}/api/v1/oauth/signup-info`);
    expect(info.status).toBe(400);
    const dup = await fetch(`${base}/api/v1/member/duplicate/nickname?nickname=${encodeURIComponent("위조회원")}`);
    expect(dup.status).toBe(200);
  });

  it("an unknown provider name is a 400 with a Korean message", async () => {
    const res = await fetch(`${base}/api/v1/oauth/FACEBOOK/authorize`, { redirect: "manual" });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toContain("소셜 로그인 방식이 올바르지 않습니다.");
  });

  it("the stand-in answers only this machine, never a caller on the network", async () => {
    const url =
      "/oauth-stand-in/kakao/oauth/authorize?response_type=code&client_id=mulmung-local&state=x&code_challenge=y&code_challenge_method=S256";
    const remote = await t.app.inject({ method: "GET", url, remoteAddress: "198.51.100.20" });
    expect(remote.statusCode).toBe(404);
    const withoutKey = await t.app.inject({ method: "GET", url, remoteAddress: "127.0.0.1" });
    expect(withoutKey.statusCode).toBe(404);
    const local = await t.app.inject({ method: "GET", url, remoteAddress: "127.0.0.1", headers: STAND_IN_HEADERS });
    expect(local.statusCode).not.toBe(404);
  });
});
