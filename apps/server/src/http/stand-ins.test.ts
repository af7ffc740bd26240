/**
 * The doors the local stand-ins open (the outbox of phone codes and reset links, the OAuth stand-in that lets anyone
 * be anyone) stay shut in a real deployment: behind a reverse proxy on the same host, with a public PUBLIC_URL, and
 * against a client that writes its own X-Forwarded-For. Also: who the client is for the rate limits.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  STAND_IN_HEADERS,
  STAND_IN_KEY,
  testConfigFromEnv,
  UNUSED_SENDERS,
} from "../../test/test-app.ts";
import { uniquePhone } from "../modules/auth/test-support.ts";

const STAND_IN_AUTHORIZE =
  "/oauth-stand-in/kakao/oauth/authorize?response_type=code&client_id=mulmung-local&redirect_uri=http://localhost:3000/api/v1/oauth/KAKAO/callback&state=x&code_challenge=y&code_challenge_method=S256";

const PORTONE_SCRIPT = "/portone-stand-in/browser-sdk.js";
/** The stand-in's payment control: pays for anything with no money. */
const PORTONE_PAY = {
  method: "POST" as const,
  url: "/portone-stand-in/controls/payments",
  payload: { paymentId: "stand-in-door-check", orderName: "구피", totalAmount: 1000 },
};

const POSTCODE_SCRIPT = "/postcode-stand-in/postcode.v2.js";
/** The page policy's script and frame sources, from any page path's answer. */
async function pagePolicy(t: TestApp): Promise<{ script: string; frame: string | undefined }> {
  const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
  const csp = String(res.headers["content-security-policy"]);
  const directive = (name: string) =>
    csp
      .split(";")
      .find((d) => d.startsWith(`${name} `))
      ?.replace(/'nonce-[^']+'/, "'nonce'");
  return { script: directive("script-src") ?? "", frame: directive("frame-src") };
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe("a public PUBLIC_URL (https://shop.example.com) behind a proxy on this host, TRUST_PROXY unset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testConfigFromEnv({ PUBLIC_URL: "https://shop.example.com", ...UNUSED_SENDERS }));
  });
  afterAll(() => t.close());

  it("has no outbox, even for a request that arrives from 127.0.0.1", async () => {
    for (const headers of [{ "x-forwarded-for": "203.0.113.7" }, {}]) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/v1/dev/outbox?recipient=${uniquePhone()}`,
        remoteAddress: "127.0.0.1",
        headers,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
  });

  it("offers no social login without keys: the stand-in is gone and authorize answers the Korean 'unavailable'", async () => {
    const standIn = await t.app.inject({ method: "GET", url: STAND_IN_AUTHORIZE, remoteAddress: "127.0.0.1" });
    expect(standIn.statusCode).toBe(404);
    const authorize = await t.app.inject({
      method: "GET",
      url: "/api/v1/oauth/KAKAO/authorize",
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(authorize.statusCode).toBe(302);
    expect(authorize.headers.location).toBe("/my-info/login?socialError=UNAVAILABLE");
    // The login page asks which providers exist and shows no button for these.
    const providers = await t.app.inject({ method: "GET", url: "/api/v1/oauth/providers" });
    expect(providers.json()).toEqual({ items: [] });
  });

  it("has no PortOne stand-in (no payment window, no pay-for-nothing control), even from 127.0.0.1", async () => {
    const script = await t.app.inject({ method: "GET", url: PORTONE_SCRIPT, remoteAddress: "127.0.0.1" });
    expect(script.statusCode).toBe(404);
    expect((await t.app.inject({ ...PORTONE_PAY, remoteAddress: "127.0.0.1" })).statusCode).toBe(404);
  });

  it("has no postcode stand-in, and the page policy allows Kakao's postcode script and frame (decision 037)", async () => {
    const script = await t.app.inject({ method: "GET", url: POSTCODE_SCRIPT, remoteAddress: "127.0.0.1" });
    expect(script.statusCode).toBe(404);
    expect(await pagePolicy(t)).toEqual({
      script: "script-src 'self' https://t1.kakaocdn.net https://t1.daumcdn.net 'nonce'",
      frame: "frame-src 'self' https://postcode.map.kakao.com https://postcode.map.daum.net",
    });
  });
});

describe("a public deployment with Kakao keys only", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      testConfigFromEnv({
        PUBLIC_URL: "https://shop.example.com",
        KAKAO_CLIENT_ID: "kakao-id",
        KAKAO_CLIENT_SECRET: "kakao-secret",
        ...UNUSED_SENDERS,
      }),
    );
  });
  afterAll(() => t.close());

  it("offers Kakao alone, so the login page shows one social button", async () => {
    const providers = await t.app.inject({ method: "GET", url: "/api/v1/oauth/providers" });
    expect(providers.statusCode).toBe(200);
    expect(providers.json()).toEqual({ items: ["KAKAO"] });
  });
});

describe("stand-ins on (LOCAL_STAND_INS=true), TRUST_PROXY unset, a proxy on this host", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testConfigFromEnv({ PUBLIC_URL: "https://staging.example.com", LOCAL_STAND_INS: "true" }));
  });
  afterAll(() => t.close());

  it("offers all four social logins, the ones without keys through the stand-in", async () => {
    const providers = await t.app.inject({ method: "GET", url: "/api/v1/oauth/providers" });
    expect(providers.json()).toEqual({ items: ["KAKAO", "NAVER", "GMAIL", "APPLE"] });
  });

  it("the outbox and the OAuth stand-in refuse a request the proxy forwarded, and answer this machine", async () => {
    const phone = uniquePhone();
    const requested = await t.app.inject({
      method: "POST",
      url: "/api/v1/phone-authentication-number",
      payload: { phoneNumber: phone },
      remoteAddress: "10.20.30.40",
    });
    expect(requested.statusCode).toBe(201);
    const outbox = `/api/v1/dev/outbox?recipient=${phone}`;
    // Even with the key: a request the proxy forwarded came from elsewhere.
    for (const forwarded of [
      { "x-forwarded-for": "203.0.113.7" },
      { forwarded: "for=203.0.113.7" },
      { "x-real-ip": "203.0.113.7" },
    ]) {
      const headers = { ...forwarded, ...STAND_IN_HEADERS };
      expect((await t.app.inject({ method: "GET", url: outbox, remoteAddress: "127.0.0.1", headers })).statusCode).toBe(
        404,
      );
      const standIn = await t.app.inject({
        method: "GET",
        url: STAND_IN_AUTHORIZE,
        remoteAddress: "127.0.0.1",
        headers,
      });
      expect(standIn.statusCode).toBe(404);
    }
    const local = await t.app.inject({
      headers: STAND_IN_HEADERS,
      method: "GET",
      url: outbox,
      remoteAddress: "127.0.0.1",
    });
    expect(local.statusCode).toBe(200);
    expect(local.json().items[0].body).toMatch(/인증번호 \[\d{6}\]/);
  });

  it("a proxy that adds no forwarding header makes every request local: the doors also want the key this machine's files hold", async () => {
    const phone = uniquePhone();
    await t.app.inject({ method: "POST", url: "/api/v1/phone-authentication-number", payload: { phoneNumber: phone } });
    const outbox = `/api/v1/dev/outbox?recipient=${phone}`;
    const local = { remoteAddress: "127.0.0.1" };
    const doors = [
      { method: "GET" as const, url: outbox },
      { method: "GET" as const, url: STAND_IN_AUTHORIZE },
      PORTONE_PAY,
    ];
    for (const door of doors) {
      for (const headers of [{}, { "x-stand-in-key": "guess-".padEnd(40, "x") }]) {
        const refused = await t.app.inject({ ...door, ...local, headers });
        expect(refused.statusCode, door.url).toBe(404);
        expect(refused.json().message).toContain("잠금 해제 링크");
      }
    }
    // The window's script is only code: it loads without the key.
    expect((await t.app.inject({ method: "GET", url: PORTONE_SCRIPT, ...local })).statusCode).toBe(200);

    // The unlock link (npm start prints it) gives this browser the key as a cookie; a wrong key gets nothing.
    const wrong = await t.app.inject({ method: "GET", url: "/stand-in/unlock?key=wrong", ...local });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const unlocked = await t.app.inject({
      method: "GET",
      url: `/stand-in/unlock?key=${encodeURIComponent(STAND_IN_KEY)}`,
      ...local,
    });
    expect(unlocked.statusCode).toBe(302);
    expect(unlocked.headers.location).toBe("/");
    const cookie = String(unlocked.headers["set-cookie"]).split(";")[0] as string;
    expect(String(unlocked.headers["set-cookie"])).toMatch(/HttpOnly/i);
    const read = await t.app.inject({ method: "GET", url: outbox, ...local, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json().items[0].body).toMatch(/인증번호 \[\d{6}\]/);
    // From another machine the link is no door either.
    const remote = await t.app.inject({
      method: "GET",
      url: `/stand-in/unlock?key=${encodeURIComponent(STAND_IN_KEY)}`,
      remoteAddress: "203.0.113.7",
    });
    expect(remote.statusCode).toBe(404);
  });

  it("the PortOne stand-in refuses another machine and a forwarded request, and answers this machine", async () => {
    for (const remoteAddress of ["10.20.30.40", "203.0.113.7"]) {
      expect((await t.app.inject({ method: "GET", url: PORTONE_SCRIPT, remoteAddress })).statusCode).toBe(404);
      expect((await t.app.inject({ ...PORTONE_PAY, remoteAddress })).statusCode).toBe(404);
    }
    for (const via of [{ "x-forwarded-for": "203.0.113.7" }, { forwarded: "for=203.0.113.7" }]) {
      const headers = { ...via, ...STAND_IN_HEADERS };
      const forwarded = await t.app.inject({ ...PORTONE_PAY, remoteAddress: "127.0.0.1", headers });
      expect(forwarded.statusCode).toBe(404);
    }
    const script = await t.app.inject({ method: "GET", url: PORTONE_SCRIPT, remoteAddress: "127.0.0.1" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(script.body).toContain("window.PortOne");
    const paid = await t.app.inject({ ...PORTONE_PAY, remoteAddress: "127.0.0.1", headers: STAND_IN_HEADERS });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: "stand-in-door-check", status: "PAID" });
  });

  it("the postcode stand-in answers only this machine, and the page policy then allows no outside script or frame", async () => {
    const search = "/postcode-stand-in/search?q=%EC%B2%A8%EB%8B%A8%EB%A1%9C"; // 첨단로
    for (const remoteAddress of ["10.20.30.40", "203.0.113.7"]) {
      expect((await t.app.inject({ method: "GET", url: POSTCODE_SCRIPT, remoteAddress })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: search, remoteAddress })).statusCode).toBe(404);
    }
    const forwarded = await t.app.inject({
      method: "GET",
      url: POSTCODE_SCRIPT,
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(forwarded.statusCode).toBe(404);
    const script = await t.app.inject({ method: "GET", url: POSTCODE_SCRIPT, remoteAddress: "127.0.0.1" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(script.body).toContain("window.kakao.Postcode = Postcode");
    const found = await t.app.inject({ method: "GET", url: search, remoteAddress: "127.0.0.1" });
    expect(found.json().items).toEqual([
      expect.objectContaining({
        zonecode: "63309",
        roadAddress: "제주특별자치도 제주시 첨단로 242",
        jibunAddress: "제주특별자치도 제주시 영평동 2181",
        buildingName: "카카오 스페이스닷원",
        bname: "영평동",
        sido: "제주특별자치도",
        query: "첨단로",
      }),
    ]);
    expect(await pagePolicy(t)).toEqual({ script: "script-src 'self' 'nonce'", frame: undefined });
  });
});

describe("TRUST_PROXY=1 (one proxy in front) and a client that writes its own X-Forwarded-For", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testConfigFromEnv({ TRUST_PROXY: "1" }));
  });
  afterAll(() => t.close());

  const viaProxy = (forwardedFor: string) => ({
    remoteAddress: "127.0.0.1",
    headers: { "x-forwarded-for": forwardedFor },
  });

  it("sees the address the proxy appended, not the client's left-most entry: no outbox for 127.0.0.1, 198.51.100.9", async () => {
    const phone = uniquePhone();
    await t.app.inject({
      method: "POST",
      url: "/api/v1/phone-authentication-number",
      payload: { phoneNumber: phone },
      ...viaProxy("198.51.100.8"),
    });
    const outbox = `/api/v1/dev/outbox?recipient=${phone}`;
    const keyed = (forwardedFor: string) => {
      const via = viaProxy(forwardedFor);
      return { ...via, headers: { ...via.headers, ...STAND_IN_HEADERS } };
    };
    expect((await t.app.inject({ method: "GET", url: outbox, ...keyed("127.0.0.1, 198.51.100.9") })).statusCode).toBe(
      404,
    );
    // A client reaching the app port directly cannot claim to be a proxy either.
    const direct = await t.app.inject({
      method: "GET",
      url: outbox,
      remoteAddress: "203.0.113.50",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(direct.statusCode).toBe(404);
    // The machine itself, through its own proxy, still reads it.
    expect((await t.app.inject({ method: "GET", url: outbox, ...keyed("127.0.0.1") })).statusCode).toBe(200);
  });

  it("rotating the left-most entry does not escape the login lockout: 15 wrong logins give 429 with Retry-After", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 15; i++) {
      last = await t.app.inject({
        method: "POST",
        url: "/api/v1/authentication",
        payload: { email: "demo@mulmung.kr", password: "wrong-pass1!" },
        ...viaProxy(`10.0.${i}.${i + 1}, 198.51.100.9`),
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(5).fill(429));
    expect(last?.json()).toMatchObject({ code: "RATE_LIMITED" });
    const retryAfter = Number(last?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    // The right password from that address waits too; another client (the proxy's next entry) is not affected.
    const demo = { email: "demo@mulmung.kr", password: "mulmung123!" };
    const same = await t.app.inject({
      method: "POST",
      url: "/api/v1/authentication",
      payload: demo,
      ...viaProxy("198.51.100.9"),
    });
    expect(same.statusCode).toBe(429);
    const other = await t.app.inject({
      method: "POST",
      url: "/api/v1/authentication",
      payload: demo,
      ...viaProxy("198.51.100.10"),
    });
    expect(other.statusCode).toBe(200);
  });

  it("counts an IPv6 client by its /64: rotating the interface part does not escape the lockout", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/authentication",
        payload: { email: "demo@mulmung.kr", password: "wrong-pass1!" },
        ...viaProxy(`2001:db8:77:1::${i.toString(16)}`),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it("a per-address route limit counts the proxied address, whatever the client writes first", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/member/find-password",
        payload: { email: `nobody${i}@example.kr` },
        ...viaProxy(`192.0.2.${i}, 198.51.100.77`),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(5)).toEqual(Array(6).fill(429));
  });
});
