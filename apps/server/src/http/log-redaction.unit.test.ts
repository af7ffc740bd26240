import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redaction.ts";

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
