/**
 * The store map's script (decision 051): Kakao's SDK with KAKAO_JAVASCRIPT_KEY (the page policy then allows Kakao's
 * map origins), else the local stand-in while the stand-ins are on, answering only this machine.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testConfigFromEnv, UNUSED_SENDERS } from "../../../test/test-app.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const SCRIPT = "/kakao-map-stand-in/sdk.js";
const KEY = "0123456789abcdef0123456789abcdef";
/** The page policy (any page path answers with it; the pages themselves need the web build). */
async function pagePolicy(t: TestApp): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: "/robots.txt" });
  return String(res.headers["content-security-policy"]);
}

describe("a public deployment with KAKAO_JAVASCRIPT_KEY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      testConfigFromEnv({ PUBLIC_URL: "https://shop.example.com", KAKAO_JAVASCRIPT_KEY: KEY, ...UNUSED_SENDERS }),
    );
  });
  afterAll(() => t.close());

  it("names Kakao's SDK for the store page and allows its origins; there is no stand-in", async () => {
    expect(t.app.config.kakaoMap.scriptUrl).toContain(`https://dapi.kakao.com/v2/maps/sdk.js?appkey=${KEY}&`);
    const policy = await pagePolicy(t);
    // Beside the postcode widget's (decision 037), each origin once.
    expect(policy).toContain(
      "script-src 'self' https://t1.kakaocdn.net https://t1.daumcdn.net https://dapi.kakao.com 'nonce-",
    );
    expect(policy).toContain("connect-src 'self' https://dapi.kakao.com");
    const script = await t.app.inject({ method: "GET", url: SCRIPT, remoteAddress: "127.0.0.1" });
    expect(script.statusCode).toBe(404);
  });
});

describe("a public deployment without the key", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testConfigFromEnv({ PUBLIC_URL: "https://shop.example.com", ...UNUSED_SENDERS }));
  });
  afterAll(() => t.close());

  it("names no map script and no Kakao map origin in the page policy", async () => {
    expect(t.app.config.kakaoMap.scriptUrl).toBeUndefined();
    const policy = await pagePolicy(t);
    expect(policy).not.toContain("dapi.kakao.com");
    expect((await t.app.inject({ method: "GET", url: SCRIPT, remoteAddress: "127.0.0.1" })).statusCode).toBe(404);
  });
});

describe("stand-ins on, no key", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testConfigFromEnv({ LOCAL_STAND_INS: "true" }));
  });
  afterAll(() => t.close());

  it("serves the stand-in's kakao.maps to this machine only, and the page policy names no Kakao origin", async () => {
    expect(t.app.config.kakaoMap.scriptUrl).toBe(SCRIPT);
    const policy = await pagePolicy(t);
    expect(policy).not.toMatch(/kakao|daum/);
    for (const remoteAddress of ["10.20.30.40", "203.0.113.7"]) {
      expect((await t.app.inject({ method: "GET", url: SCRIPT, remoteAddress })).statusCode).toBe(404);
    }
    const forwarded = await t.app.inject({
      method: "GET",
      url: SCRIPT,
      remoteAddress: "127.0.0.1",
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(forwarded.statusCode).toBe(404);
    const script = await t.app.inject({ method: "GET", url: SCRIPT, remoteAddress: "127.0.0.1" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/^text\/javascript/);
    for (const name of ["LatLng", "Map: KakaoMap", "CustomOverlay", "MarkerClusterer", "event", "load(callback)"]) {
      expect(script.body).toContain(name);
    }
  });
});
