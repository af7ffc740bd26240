/**
 * The error handler speaks the catalogue: its own answers (validation, rate limit, Fastify's request errors) carry
 * a catalogued code with the catalogue's wording, and Fastify's internal FST_ERR_… codes never reach a client.
 */
import { ERROR_CATALOGUE, ErrorCode } from "@mulmung/domain/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { freshIp } from "../modules/auth/test-support.ts";

describe("error answers", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(["/api/v1/product/%", "/api/v1/member/1%E0%A4%A", "/api/v1/breeding-farm/%ZZ"])(
    "answers a malformed URL (%s) with 400 VALIDATION in Korean, never Fastify's code",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(400);
      expect(res.body).not.toContain("FST_");
      expect(res.json()).toEqual({ code: ErrorCode.VALIDATION, message: "요청 주소가 올바르지 않습니다." });
    },
  );

  it("words a validation error as the catalogue does and names the field", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/member/duplicate/email?email=not-an-email" });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(ErrorCode.VALIDATION);
    expect(body.message.startsWith(`${ERROR_CATALOGUE[ErrorCode.VALIDATION].message} email: `)).toBe(true);
  });

  it("words the rate limit's 429 as the catalogue does", async () => {
    const ip = freshIp();
    // The duplicate check allows 60 a minute from one address; the 61st is refused.
    let last = await t.app.inject({ method: "GET", url: "/api/v1/member/duplicate/nickname?nickname=first" });
    for (let i = 0; i < 61; i++) {
      last = await t.app.inject({
        method: "GET",
        url: `/api/v1/member/duplicate/nickname?nickname=${encodeURIComponent(`한도확인${i}`)}`,
        remoteAddress: ip,
      });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      code: ErrorCode.RATE_LIMITED,
      message: ERROR_CATALOGUE[ErrorCode.RATE_LIMITED].message,
    });
  });
});
