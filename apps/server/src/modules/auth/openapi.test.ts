import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";

/** Every auth and member route of API.md is in the OpenAPI document with a tag and a summary. */
describe("OpenAPI: auth and members", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists every endpoint of 'Auth and session' and 'Members'", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const expected: [string, string][] = [
      ["post", "/api/v1/authentication"],
      ["post", "/api/v1/refresh/authentication"],
      ["delete", "/api/v1/authentication"],
      ["get", "/api/v1/oauth/{loginType}/authorize"],
      ["get", "/api/v1/oauth/{loginType}/callback"],
      ["post", "/api/v1/oauth/{loginType}/callback"],
      ["post", "/api/v1/oauth/{loginType}/unlink"],
      ["patch", "/api/v1/push-information/{pushInformationId}"],
      ["get", "/api/v1/member/duplicate/email"],
      ["get", "/api/v1/member/duplicate/nickname"],
      ["get", "/api/v1/member/duplicate/phone-number"],
      ["post", "/api/v1/member"],
      ["get", "/api/v1/member/me"],
      ["patch", "/api/v1/member"],
      ["patch", "/api/v1/member/password"],
      ["patch", "/api/v1/member/certification"],
      ["patch", "/api/v1/member/push-information"],
      ["delete", "/api/v1/member"],
      ["post", "/api/v1/member/find-password"],
      ["post", "/api/v1/member/reset-password"],
      ["post", "/api/v1/member/find-email"],
      ["get", "/api/v1/member/{id}"],
      ["patch", "/api/v1/profile"],
      ["get", "/api/v1/profile/{id}"],
      ["get", "/api/v1/shipping-destination"],
      ["post", "/api/v1/shipping-destination"],
      ["get", "/api/v1/shipping-destination/{id}"],
      ["patch", "/api/v1/shipping-destination/{id}"],
      ["delete", "/api/v1/shipping-destination/{id}"],
      ["post", "/api/v1/refund-account"],
      ["get", "/api/v1/refund-account"],
      ["get", "/api/v1/bank-category"],
      ["post", "/api/v1/phone-authentication-number"],
      ["post", "/api/v1/phone-authentication-number/{id}/confirm/{number}"],
      ["post", "/api/v1/referee"],
      ["get", "/api/v1/referee"],
    ];
    for (const [method, path] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(operation?.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
      expect(operation?.summary, `${method} ${path} summary`).toBeTruthy();
    }
    // The stand-in provider is not part of the API.
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/oauth-stand-in"))).toBe(false);
  });
});
