/**
 * The site associations (decision 049): Android's Digital Asset Links and Apple's apple-app-site-association, each
 * a 200 `application/json` answer at its exact path (no redirect, no extension), built from ANDROID_PACKAGE,
 * ANDROID_CERT_SHA256, APPLE_TEAM_ID and IOS_BUNDLE_ID; empty (associating no app) until those are set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testConfigFromEnv } from "../../../test/test-app.ts";

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, "0").toUpperCase()).join(":");
const PLAY_SIGNING = FINGERPRINT.replace(/^00/, "FF");

describe("/.well-known site associations", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let bare: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(
      testConfigFromEnv({
        ANDROID_CERT_SHA256: `${FINGERPRINT.toLowerCase()}, ${PLAY_SIGNING}`,
        APPLE_TEAM_ID: "AB12CD34EF",
      }),
    );
    bare = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
  });

  const get = (app: typeof t, url: string) => app.app.inject({ method: "GET", url });

  it("assetlinks.json lets the app (package, both signing fingerprints) handle all of this site's links", async () => {
    const res = await get(t, "/.well-known/assetlinks.json");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json");
    expect(res.json()).toEqual([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: {
          namespace: "android_app",
          package_name: "kr.mulmung.app",
          sha256_cert_fingerprints: [FINGERPRINT, PLAY_SIGNING],
        },
      },
    ]);
  });

  it("apple-app-site-association (no extension) names TEAMID.bundle for every page but the API and assets", async () => {
    const res = await get(t, "/.well-known/apple-app-site-association");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json");
    expect(res.headers.location).toBeUndefined();
    const body = res.json();
    const [details] = body.applinks.details;
    expect(details.appIDs).toEqual(["AB12CD34EF.kr.mulmung.app"]);
    expect(details.components.at(-1)).toEqual({ "/": "/*" });
    expect(details.components).toContainEqual({ "/": "/api/*", exclude: true });
    expect(details.paths).toEqual(expect.arrayContaining(["NOT /api/*", "*"]));
    expect(body.webcredentials).toEqual({ apps: ["AB12CD34EF.kr.mulmung.app"] });
  });

  it("without the fingerprints and the team id both are valid and associate no app", async () => {
    const links = await get(bare, "/.well-known/assetlinks.json");
    expect(links.statusCode).toBe(200);
    expect(links.headers["content-type"]).toBe("application/json");
    expect(links.json()).toEqual([]);
    const apple = await get(bare, "/.well-known/apple-app-site-association");
    expect(apple.statusCode).toBe(200);
    expect(apple.json()).toEqual({ applinks: { details: [] } });
  });

  it("refuses a fingerprint that is not one, and an FCM service account that is not one, naming the variable", () => {
    expect(() => testConfigFromEnv({ ANDROID_CERT_SHA256: "AB:CD" })).toThrow(/ANDROID_CERT_SHA256/);
    expect(() => testConfigFromEnv({ FCM_SERVICE_ACCOUNT: '{"project_id":"p"}' })).toThrow(/FCM_SERVICE_ACCOUNT/);
    expect(() => testConfigFromEnv({ FCM_SERVICE_ACCOUNT: "/nonexistent/service-account.json" })).toThrow(
      /FCM_SERVICE_ACCOUNT/,
    );
  });
});
