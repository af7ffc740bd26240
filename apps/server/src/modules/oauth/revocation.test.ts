/**
 * SPEC §7 "POST unlink to a social provider": a member's unlink and a social member's withdrawal are told to the
 * provider by the `member.revoke-social` job, with each provider's own credentials, retried while the provider is
 * down; the provider's tokens are kept sealed and never show in an API answer or a log line. Over real HTTP against
 * the local stand-in provider, which records the revocation calls it gets.
 */
import type { LoginResult } from "@mulmung/contract/auth";
import type { RecordedRevocation } from "@mulmung/oauth-stand-in";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STAND_IN_HEADERS } from "../../../test/test-app.ts";
import { memberSocialAccount, memberSocialRevocation } from "../../db/schema.ts";
import { appJobs } from "../../jobs/registry.ts";
import { socialTokenBox } from "../member/social-tokens.ts";
import { providerFor } from "./providers.ts";
import { revokeAtProvider } from "./revocation.ts";
import { Browser, completeSignup, freePort, socialLogin } from "./test-support.ts";

/** Everything the API answered in this file (bodies and cookies), to look for leaked tokens. */
const answers: string[] = [];
const logLines: string[] = [];

/** A browser that keeps every answer it gets. */
class RecordingBrowser extends Browser {
  override async request(path: string, init: Parameters<Browser["request"]>[1] = {}) {
    const res = await super.request(path, init);
    answers.push(res.headers.getSetCookie().join("\n"), res.headers.get("location") ?? "");
    answers.push(await res.clone().text());
    return res;
  }
}

describe("unlinking and withdrawal reach the provider", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://localhost:${port}`;
    t = await createTestApp(
      { port, publicUrl: base },
      { runsJobs: true, logStream: { write: (line: string) => logLines.push(line) } },
    );
    await t.app.listen({ port, host: "127.0.0.1" });
    await t.app.jobs.work(appJobs({ config: t.app.config, db: t.db, services: t.app.services }), {
      pollingIntervalSeconds: 0.5,
    });
  }, 60_000);
  afterAll(() => t.close());

  const api = async (path: string, accessToken: string, init: { method: string; json?: unknown }) => {
    const res = await fetch(`${base}${path}`, {
      method: init.method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
    answers.push(await res.clone().text());
    return res;
  };

  const revocations = async (subject: string): Promise<RecordedRevocation[]> => {
    const res = await fetch(`${base}/oauth-stand-in/revocations`, { headers: STAND_IN_HEADERS });
    const { items } = (await res.json()) as { items: RecordedRevocation[] };
    return items.filter((item) => item.subject === subject);
  };

  const revocationRow = async (subject: string) =>
    (await t.db.select().from(memberSocialRevocation).where(eq(memberSocialRevocation.subject, subject)))[0];

  /** The demo member (email and password) in a browser, with a provider linked; answers their access token. */
  async function demoWithLink(loginType: string, subject: string): Promise<string> {
    const browser = new RecordingBrowser(base);
    const login = await browser.request("/api/v1/authentication", {
      method: "POST",
      json: { email: "demo@mulmung.kr", password: "mulmung123!" },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    expect(await socialLogin(browser, loginType, { subject }, "?mode=link")).toBe(
      `/my-info/account/member?linked=${loginType}`,
    );
    return accessToken;
  }

  it("a Kakao unlink answers at once; the job unlinks the user at Kakao with the app's admin key", async () => {
    const subject = `kakao-unlink-${Date.now()}`;
    const accessToken = await demoWithLink("KAKAO", subject);
    const [link] = await t.db.select().from(memberSocialAccount).where(eq(memberSocialAccount.subject, subject));
    expect(link?.sealedTokens).toMatch(/^v1\./);

    const unlink = await api("/api/v1/oauth/KAKAO/unlink", accessToken, { method: "POST" });
    expect(unlink.status).toBe(204);
    await expect.poll(() => revocations(subject), { timeout: 15_000 }).toHaveLength(1);
    expect((await revocations(subject))[0]).toMatchObject({
      provider: "kakao",
      credential: "admin-key",
      subject,
      status: 200,
    });
    await expect.poll(async () => (await revocationRow(subject))?.state, { timeout: 5_000 }).toBe("DONE");
    expect(await revocationRow(subject)).toMatchObject({ cause: "UNLINK", tries: 1, sealedTokens: null });
  });

  it("a Naver unlink deletes the member's token at Naver with the app's client id and secret", async () => {
    const subject = `naver-unlink-${Date.now()}`;
    const accessToken = await demoWithLink("NAVER", subject);
    expect((await api("/api/v1/oauth/NAVER/unlink", accessToken, { method: "POST" })).status).toBe(204);
    await expect.poll(() => revocations(subject), { timeout: 15_000 }).toHaveLength(1);
    const [call] = await revocations(subject);
    expect(call).toMatchObject({
      provider: "naver",
      credential: "access-token",
      clientId: "mulmung-local",
      clientAuthenticated: true,
      subject,
      status: 200,
    });
    expect(call?.token).toBeTruthy();
    await expect.poll(async () => (await revocationRow(subject))?.state, { timeout: 5_000 }).toBe("DONE");
  });

  it("a social member's withdrawal revokes every link: Apple's refresh token with the client, Google's grant", async () => {
    const appleSubject = `apple-withdraw-${Date.now()}`;
    const googleSubject = `google-withdraw-${Date.now()}`;
    const browser = new RecordingBrowser(base);
    await socialLogin(browser, "APPLE", { subject: appleSubject, nickname: "탈퇴회원" });
    const { result } = await completeSignup(browser, "APPLE", `애플${Math.floor(Math.random() * 1e6)}`);
    answers.push(JSON.stringify(result satisfies LoginResult));
    expect(await socialLogin(browser, "GMAIL", { subject: googleSubject }, "?mode=link")).toBe(
      "/my-info/account/member?linked=GMAIL",
    );
    const [link] = await t.db.select().from(memberSocialAccount).where(eq(memberSocialAccount.subject, appleSubject));
    const sealed = link?.sealedTokens as string;

    const withdrawal = await api("/api/v1/member", result.accessToken, {
      method: "DELETE",
      json: { word: "회원탈퇴", withdrawalReason: "테스트" },
    });
    expect(withdrawal.status).toBe(204);
    await expect.poll(() => revocations(appleSubject), { timeout: 15_000 }).toHaveLength(1);
    await expect.poll(() => revocations(googleSubject), { timeout: 15_000 }).toHaveLength(1);
    const [apple] = await revocations(appleSubject);
    expect(apple).toMatchObject({
      provider: "apple",
      credential: "refresh-token",
      clientId: "mulmung-local",
      clientAuthenticated: true,
      status: 200,
    });
    expect((await revocations(googleSubject))[0]).toMatchObject({
      provider: "google",
      credential: "refresh-token",
      status: 200,
    });
    // What was kept at rest was sealed: the token itself is not in it.
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(apple?.token as string);
    await expect.poll(async () => (await revocationRow(appleSubject))?.state, { timeout: 5_000 }).toBe("DONE");
    expect(await revocationRow(appleSubject)).toMatchObject({ cause: "WITHDRAWAL", sealedTokens: null });
  });

  it("a provider that is down does not hold the unlink up, and the job tries again until it gets through", async () => {
    const subject = `flaky-kakao-${Date.now()}`;
    const accessToken = await demoWithLink("KAKAO", subject);
    expect((await api("/api/v1/oauth/KAKAO/unlink", accessToken, { method: "POST" })).status).toBe(204);
    await expect
      .poll(async () => (await revocations(subject)).map((call) => call.status), { timeout: 30_000 })
      .toEqual([503, 200]);
    await expect.poll(async () => (await revocationRow(subject))?.state, { timeout: 5_000 }).toBe("DONE");
    expect((await revocationRow(subject))?.tries).toBe(2);
    expect(logLines.some((line) => line.includes("소셜 연결 해제 재시도 예정"))).toBe(true);
  }, 45_000);

  it("without an admin key Kakao is unlinked with the member's own token, refreshed first when it has lapsed", async () => {
    const subject = `kakao-token-${Date.now()}`;
    await demoWithLink("KAKAO", subject);
    const [link] = await t.db.select().from(memberSocialAccount).where(eq(memberSocialAccount.subject, subject));
    const kept = socialTokenBox(t.app.config.secrets.cookieSecret).open(link?.sealedTokens ?? null);
    expect(kept?.accessToken).toBeTruthy();
    expect(kept?.refreshToken).toBeTruthy();
    const { adminKey: _, ...withoutAdminKey } = providerFor(t.app.config, "KAKAO") as NonNullable<
      ReturnType<typeof providerFor>
    >;
    const lapsed = { ...(kept as NonNullable<typeof kept>), accessTokenExpiresAt: Date.now() - 1000 };
    expect(await revokeAtProvider(withoutAdminKey, subject, lapsed, Date.now())).toBe("DONE");
    const [call] = await revocations(subject);
    expect(call).toMatchObject({ provider: "kakao", credential: "access-token", subject, status: 200 });
    expect(call?.token).not.toBe(kept?.accessToken);
    // The grant is gone at Kakao now: its refresh token no longer works, so there is nothing left to revoke.
    expect(await revokeAtProvider(withoutAdminKey, subject, lapsed, Date.now())).toBe("GONE");
  });

  it("the provider's tokens never show in an API answer or a log line", async () => {
    const res = await fetch(`${base}/oauth-stand-in/revocations`, { headers: STAND_IN_HEADERS });
    const tokens = ((await res.json()) as { items: RecordedRevocation[] }).items
      .map((item) => item.token)
      .filter((token): token is string => typeof token === "string" && token.length > 0);
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    expect(answers.length).toBeGreaterThan(10);
    expect(logLines.length).toBeGreaterThan(10);
    for (const token of tokens) {
      expect(answers.filter((answer) => answer.includes(token))).toEqual([]);
      expect(logLines.filter((line) => line.includes(token))).toEqual([]);
    }
  });
});
