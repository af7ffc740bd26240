import { ErrorCode, GENERIC_ERROR_MESSAGE } from "@mulmung/domain/errors";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api-client.ts";
import { apiErrorMessage } from "./api-result.ts";
import {
  applyLoginResult,
  clearSession,
  getAuthorization,
  getSession,
  resetSessionForTests,
  setAccessToken,
} from "./session.ts";

const member = {
  id: 7,
  email: "demo@mulmung.kr",
  nickname: "물멍초보",
  name: null,
  phoneNumber: null,
  loginType: "EMAIL" as const,
  role: "MEMBER" as const,
  point: 0,
  referralCode: "ABCDEFGH",
  profileImageUrl: null,
  introduction: null,
  isCertified: false,
  hasPassword: true,
  socialLoginTypes: [],
  serviceType: "MULMUNG",
  createDate: "2026-01-01T00:00:00.000Z",
  pushInformation: {
    id: 3,
    isAdNotification: true,
    isEventNotification: false,
    pushToken: null,
    pushPlatform: null,
    adNotificationDate: "2026-01-01T00:00:00.000Z",
    eventNotificationDate: null,
    isNightAdNotification: false,
    nightAdNotificationDate: null,
  },
};

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

/** A fake API: member calls accept only the current token; refresh hands out the next one. */
function fakeServer(options: { refreshWorks?: boolean } = {}) {
  let valid = "token-1";
  let issued = 1;
  const calls: {
    path: string;
    authorization: string | undefined;
    headers: Record<string, string>;
    keepalive: boolean | undefined;
  }[] = [];
  const fetch = vi.fn(async (path: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ path, authorization: headers.authorization, headers, keepalive: init.keepalive });
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (path === "/api/v1/refresh/authentication") {
      if (options.refreshWorks === false)
        return json(401, { code: "UNAUTHORIZED", message: "로그인이 만료되었습니다." });
      issued += 1;
      valid = `token-${issued}`;
      return json(200, { accessToken: valid });
    }
    if (headers.authorization !== `Bearer ${valid}`)
      return json(401, { code: "UNAUTHORIZED", message: "로그인이 필요합니다." });
    return json(200, { ok: path });
  });
  return { fetch, calls, refreshes: () => calls.filter((c) => c.path === "/api/v1/refresh/authentication").length };
}

describe("api client (SPEC §4 login session)", () => {
  beforeEach(() => resetSessionForTests());

  it("sends SPEC §7's headers with the bearer token", async () => {
    const server = fakeServer();
    applyLoginResult({ accessToken: "token-1", loginType: "EMAIL", member });
    const client = createApiClient({
      fetch: server.fetch,
      onSessionExpired: vi.fn(),
      now: () => new Date("2026-03-01T00:00:00Z"),
    });
    const res = await client.apiRequest("/api/v1/member/me");
    expect(res).toEqual({ status: 200, ok: true, body: { ok: "/api/v1/member/me" } });
    expect(server.calls[0]?.headers).toMatchObject({
      platform: "WEB",
      clientId: "WEB-1000",
      applicationId: "kr.mulmung.app",
      "Request-Date-Time": "2026-03-01T09:00:00+09:00",
      authorization: "Bearer token-1",
    });
  });

  it("an expired token: three requests that fail together share one refresh, then each retries once", async () => {
    const server = fakeServer();
    applyLoginResult({ accessToken: "token-1", loginType: "EMAIL", member });
    setAccessToken("expired");
    const onSessionExpired = vi.fn();
    const client = createApiClient({ fetch: server.fetch, onSessionExpired });
    const results = await Promise.all(["/a", "/b", "/c"].map((path) => client.apiRequest(path)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(server.refreshes()).toBe(1);
    expect(server.calls.filter((c) => c.path === "/a")).toHaveLength(2);
    expect(getAuthorization()).toBe("Bearer token-2");
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("a failed refresh ends the session once: local state cleared, the person sent to log in again", async () => {
    const server = fakeServer({ refreshWorks: false });
    applyLoginResult({ accessToken: "token-1", loginType: "EMAIL", member });
    setAccessToken("expired");
    const onSessionExpired = vi.fn(() => clearSession());
    const client = createApiClient({ fetch: server.fetch, onSessionExpired });
    const results = await Promise.all([client.apiRequest("/a"), client.apiRequest("/b")]);
    expect(results.map((r) => r.status)).toEqual([401, 401]);
    expect(server.refreshes()).toBe(1);
    expect(onSessionExpired).toHaveBeenCalled();
    expect(getSession().member).toBeNull();
    // SPEC §4: logout keeps the ad and event settings.
    expect(getSession().pushInformation).toMatchObject({
      isAdNotification: true,
      isEventNotification: false,
      id: null,
    });
  });

  it("after a reload (no token in memory, still logged in) it refreshes first instead of spending a 401", async () => {
    const server = fakeServer();
    applyLoginResult({ accessToken: "token-1", loginType: "EMAIL", member });
    setAccessToken(null);
    const client = createApiClient({ fetch: server.fetch, onSessionExpired: vi.fn() });
    const res = await client.apiRequest("/api/v1/member/me");
    expect(res.status).toBe(200);
    expect(server.calls.map((c) => c.path)).toEqual(["/api/v1/refresh/authentication", "/api/v1/member/me"]);
    // The refresh outlives a navigation that leaves meanwhile, so its new cookie is kept (decision 007).
    expect(server.calls.map((c) => c.keepalive)).toEqual([true, undefined]);
  });

  it("an operator's 401 SECOND_FACTOR_REQUIRED asks for the console's code: no refresh, no logout (issue 27)", async () => {
    applyLoginResult({ accessToken: "token-1", loginType: "EMAIL", member });
    const fetch = vi.fn(async () =>
      json(401, { code: ErrorCode.SECOND_FACTOR_REQUIRED, message: "관리자 콘솔은 2단계 인증을 마친 뒤에 열립니다." }),
    );
    const onSessionExpired = vi.fn();
    const onSecondFactorRequired = vi.fn();
    const client = createApiClient({ fetch, onSessionExpired, onSecondFactorRequired });
    const res = await client.apiRequest("/api/v1/admin/audit-log");
    expect(res).toMatchObject({ ok: false, status: 401, code: ErrorCode.SECOND_FACTOR_REQUIRED });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onSecondFactorRequired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(getSession().member).not.toBeNull();
  });

  it("an expired token on a console call: one refresh, then the code page when the console is shut", async () => {
    const server = fakeServer();
    applyLoginResult({ accessToken: "token-1", loginType: "EMAIL", member });
    setAccessToken("expired");
    const fetch = vi.fn(async (path: string, init: RequestInit) => {
      const answer = await server.fetch(path, init);
      return path === "/api/v1/admin/audit-log" && answer.status === 200
        ? json(401, { code: ErrorCode.SECOND_FACTOR_REQUIRED, message: "2단계 인증" })
        : answer;
    });
    const onSessionExpired = vi.fn();
    const onSecondFactorRequired = vi.fn();
    const client = createApiClient({ fetch, onSessionExpired, onSecondFactorRequired });
    const res = await client.apiRequest("/api/v1/admin/audit-log");
    expect(res.status).toBe(401);
    expect(server.refreshes()).toBe(1);
    expect(onSecondFactorRequired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("a visitor who was never logged in gets the 401 back, without a redirect", async () => {
    const server = fakeServer({ refreshWorks: false });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ fetch: server.fetch, onSessionExpired });
    const res = await client.apiRequest("/api/v1/member/me");
    expect(res).toMatchObject({
      ok: false,
      status: 401,
      code: ErrorCode.UNAUTHORIZED,
      message: "로그인이 필요합니다.",
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("a network failure is status 0 with a Korean message, and leads to the network error page", async () => {
    const onNetworkError = vi.fn();
    const client = createApiClient({
      fetch: async () => {
        throw new TypeError("Failed to fetch");
      },
      onSessionExpired: vi.fn(),
      onNetworkError,
    });
    const res = await client.apiRequest("/x");
    expect(res).toMatchObject({
      ok: false,
      status: 0,
      code: null,
      message: "네트워크 연결을 확인한 뒤 다시 시도해주세요.",
    });
    expect(onNetworkError).toHaveBeenCalledTimes(1);
  });

  it("an answer, even an error status, is not a network failure", async () => {
    const onNetworkError = vi.fn();
    const client = createApiClient({
      fetch: async () => new Response(JSON.stringify({ code: "X", message: "오류" }), { status: 500 }),
      onSessionExpired: vi.fn(),
      onNetworkError,
    });
    expect((await client.apiRequest("/x")).status).toBe(500);
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it("an aborted call rejects as fetch does and is not a network failure", async () => {
    const onNetworkError = vi.fn();
    const client = createApiClient({
      fetch: async (_path, init) => {
        init.signal?.throwIfAborted();
        return new Response("{}", { status: 200 });
      },
      onSessionExpired: vi.fn(),
      onNetworkError,
    });
    const controller = new AbortController();
    controller.abort();
    await expect(client.apiRequest("/x", { signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it("uploads images as multipart with the bearer token, refreshing once on a 401, and answers the links", async () => {
    const server = fakeServer();
    applyLoginResult({ accessToken: "token-1", loginType: "EMAIL", member });
    setAccessToken("expired");
    const bodies: unknown[] = [];
    const fetch = vi.fn(async (path: string, init: RequestInit) => {
      if (path !== "/api/v1/image") return server.fetch(path, init);
      const headers = init.headers as Record<string, string>;
      bodies.push(init.body);
      if (headers.authorization !== "Bearer token-2") return json(401, { code: "UNAUTHORIZED", message: "x" });
      expect(headers["content-type"]).toBeUndefined();
      const files = (init.body as FormData).getAll("file") as File[];
      return json(201, { data: { link: `/uploads/${files[0]?.name}`, links: files.map((f) => `/uploads/${f.name}`) } });
    });
    const client = createApiClient({ fetch, onSessionExpired: vi.fn() });
    const files = [new File(["a"], "a.png"), new File(["b"], "b.png")];
    const result = await client.uploadImages(files, "image");
    expect(result).toEqual({ ok: true, status: 201, body: ["/uploads/a.png", "/uploads/b.png"] });
    expect(bodies).toHaveLength(2);
    expect(server.refreshes()).toBe(1);
  });

  it("an editor upload sends one file per request, and a refused image answers the server's Korean message", async () => {
    applyLoginResult({ accessToken: "token-1", loginType: "EMAIL", member });
    const paths: string[] = [];
    const fetch = vi.fn(async (path: string, init: RequestInit) => {
      paths.push(path);
      const file = (init.body as FormData).get("file") as File;
      if (file.name === "big.png")
        return json(413, { code: "IMAGE_TOO_LARGE", message: "사진 용량이 너무 큽니다. (최대 10MB)" });
      return json(201, { data: { link: `/uploads/${file.name}` } });
    });
    const client = createApiClient({ fetch, onSessionExpired: vi.fn() });
    const ok = await client.uploadImages([new File(["a"], "a.png"), new File(["c"], "c.png")], "editor");
    expect(ok).toEqual({ ok: true, status: 201, body: ["/uploads/a.png", "/uploads/c.png"] });
    expect(paths).toEqual(["/api/v1/editor/image", "/api/v1/editor/image"]);
    const refused = await client.uploadImages([new File(["b"], "big.png")], "editor");
    expect(refused).toMatchObject({ ok: false, status: 413, code: ErrorCode.IMAGE_TOO_LARGE });
    expect(refused.ok ? null : refused.message).toBe("사진 용량이 너무 큽니다. (최대 10MB)");
  });
});

describe("apiErrorMessage: one rule for the message a person sees (SPEC §8)", () => {
  it("shows the same validation message on every page: the server's, naming the field", () => {
    const body = { code: "VALIDATION", message: "입력값을 확인해 주세요. size: 100 이하여야 합니다" };
    expect(apiErrorMessage({ status: 400, body })).toBe("입력값을 확인해 주세요. size: 100 이하여야 합니다");
  });

  it("shows the catalogue message for a SPEC §8 numeric code", () => {
    const body = { code: 1003, message: "Email or password mismatch" };
    expect(apiErrorMessage({ status: 400, body })).toBe("이메일 또는 비밀번호가 일치하지 않습니다.");
  });

  it("a known code without a message shows the catalogue's; a bare 404 is 'not found'; nothing is the retry message", () => {
    expect(apiErrorMessage({ status: 429, body: { code: "RATE_LIMITED" } })).toBe(
      "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
    );
    expect(apiErrorMessage({ status: 404, body: null })).toBe("요청하신 정보를 찾을 수 없습니다.");
    expect(apiErrorMessage({ status: 500, body: null })).toBe(GENERIC_ERROR_MESSAGE);
    expect(apiErrorMessage({ status: 0, body: null })).toBe("네트워크 연결을 확인한 뒤 다시 시도해주세요.");
  });
});
