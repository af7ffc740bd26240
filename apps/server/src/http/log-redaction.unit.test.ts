import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { logSerializers, redactUrl } from "./log-redaction.ts";

describe("redactUrl (request lines in the log)", () => {
  it("masks the reset token, the phone code, OAuth codes and states, and the outbox recipient", () => {
    expect(redactUrl("/my-info/account/find-member/reset?token=abcDEF_123-x")).toBe(
      "/my-info/account/find-member/reset?token=***",
    );
    expect(redactUrl("/api/v1/phone-authentication-number/0b7c-11/confirm/032383")).toBe(
      "/api/v1/phone-authentication-number/0b7c-11/confirm/***",
    );
    expect(redactUrl("/api/v1/oauth/KAKAO/callback?code=SplxlOBe&state=xyz&mode=link")).toBe(
      "/api/v1/oauth/KAKAO/callback?code=***&state=***&mode=link",
    );
    expect(redactUrl("/api/v1/dev/outbox?recipient=01012345678")).toBe("/api/v1/dev/outbox?recipient=***");
  });

  it("leaves other URLs as they are", () => {
    for (const url of ["/api/v1/product?page=2&sort=new", "/community/board", "/api/health"])
      expect(redactUrl(url)).toBe(url);
  });
});

describe("logSerializers.req (the request in the log)", () => {
  const request = (headers: Record<string, string>) =>
    ({
      method: "GET",
      url: "/api/v1/product",
      host: "localhost",
      ip: "127.0.0.1",
      headers,
    }) as unknown as FastifyRequest;

  it("logs SPEC §7's client headers, as API.md says: platform, clientId and Request-Date-Time", () => {
    const logged = logSerializers.req(
      request({ platform: "WEB", clientid: "WEB-1000", "request-date-time": "2026-11-27T19:00:00+09:00" }),
    );
    expect(logged).toMatchObject({
      platform: "WEB",
      clientId: "WEB-1000",
      requestDateTime: "2026-11-27T19:00:00+09:00",
    });
  });

  it("leaves out what was not sent and cuts what a client made long", () => {
    const logged = logSerializers.req(request({ platform: "x".repeat(500) }));
    expect(logged).not.toHaveProperty("clientId");
    expect(logged).not.toHaveProperty("requestDateTime");
    expect(logged.platform).toHaveLength(64);
  });
});
