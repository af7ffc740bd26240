/** HSTS only where the request is https: a PUBLIC_URL on https, or X-Forwarded-Proto from a trusted proxy. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testConfigFromEnv } from "../../test/test-app.ts";

const HSTS = "max-age=31536000; includeSubDomains";
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function hstsOf(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: "GET", url, remoteAddress: "127.0.0.1", headers });
  return res.headers["strict-transport-security"];
}

describe("HSTS", () => {
  const apps: TestApp[] = [];
  let plain: TestApp;
  let proxied: TestApp;
  let https: TestApp;
  beforeAll(async () => {
    plain = await createTestApp(testConfigFromEnv({ PUBLIC_URL: "http://localhost:3000" }));
    proxied = await createTestApp(testConfigFromEnv({ PUBLIC_URL: "http://localhost:3000", TRUST_PROXY: "1" }));
    https = await createTestApp(testConfigFromEnv({ PUBLIC_URL: "https://shop.example.com", LOCAL_STAND_INS: "true" }));
    apps.push(plain, proxied, https);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it("is not sent over plain http, even when an untrusted client claims X-Forwarded-Proto: https", async () => {
    for (const url of ["/api/health", "/community/board", "/assets/x.js"]) {
      expect(await hstsOf(plain, url)).toBeUndefined();
      expect(await hstsOf(plain, url, { "x-forwarded-proto": "https" })).toBeUndefined();
    }
  });

  it("is sent behind a trusted proxy that says the request was https", async () => {
    expect(await hstsOf(proxied, "/api/health")).toBeUndefined();
    for (const url of ["/api/health", "/community/board", "/assets/x.js"])
      expect(await hstsOf(proxied, url, { "x-forwarded-proto": "https" })).toBe(HSTS);
  });

  it("is always sent when PUBLIC_URL is https", async () => {
    for (const url of ["/api/health", "/community/board", "/assets/x.js"]) expect(await hstsOf(https, url)).toBe(HSTS);
  });
});
