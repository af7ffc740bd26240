import { describe, expect, it } from "vitest";
import { logoutSession, onUnauthorized, type SessionState, toBearerToken } from "./session.ts";

describe("toBearerToken (SPEC §3)", () => {
  it("adds the prefix once", () => {
    expect(toBearerToken("abc")).toBe("Bearer abc");
    expect(toBearerToken("Bearer abc")).toBe("Bearer abc");
  });
});

describe("onUnauthorized (SPEC §4: refresh once, then log out)", () => {
  it.each([
    [true, false, "REFRESH_AND_RETRY"],
    [true, true, "LOGOUT_AND_REDIRECT"],
    [false, false, "LOGOUT_AND_REDIRECT"],
    [false, true, "LOGOUT_AND_REDIRECT"],
  ] as const)("refresh token %s, retried %s -> %s", (hasRefreshToken, hasRetried, action) => {
    expect(onUnauthorized({ hasRefreshToken, hasRetried })).toBe(action);
  });

  it("an operator's SECOND_FACTOR_REQUIRED asks for the code: no refresh, no logout (issue 27)", () => {
    for (const hasRetried of [false, true]) {
      expect(onUnauthorized({ hasRefreshToken: true, hasRetried, code: "SECOND_FACTOR_REQUIRED" })).toBe(
        "CONFIRM_SECOND_FACTOR",
      );
    }
    expect(onUnauthorized({ hasRefreshToken: true, hasRetried: false, code: "UNAUTHORIZED" })).toBe(
      "REFRESH_AND_RETRY",
    );
  });
});

describe("logoutSession (SPEC §4)", () => {
  const session: SessionState & { rememberEmail: string } = {
    accessToken: "Bearer a",
    refreshToken: "r",
    loginType: "KAKAO",
    member: { id: 1, point: 500 },
    socialLoginInformation: { provider: "kakao" },
    certificationState: { createDate: "2024-01-01" },
    pushInformation: {
      id: 7,
      pushToken: "token",
      isAdNotification: true,
      isEventNotification: false,
      adNotificationDate: "2024-01-01",
      eventNotificationDate: null,
    },
    todayDailyRecords: [{ id: 1 }],
    breedingFarmList: [{ id: 2 }],
    rememberEmail: "a@b.co",
  };

  it("clears tokens, member, social info, certification, push token, today's records and farms", () => {
    const out = logoutSession(session);
    expect(out).toMatchObject({
      accessToken: null,
      refreshToken: null,
      loginType: null,
      member: null,
      socialLoginInformation: null,
      certificationState: null,
      todayDailyRecords: [],
      breedingFarmList: [],
    });
    expect(out.pushInformation?.pushToken).toBeNull();
  });

  it("keeps the ad and event notification settings and unrelated fields", () => {
    const out = logoutSession(session);
    expect(out.pushInformation).toMatchObject({
      isAdNotification: true,
      isEventNotification: false,
      adNotificationDate: "2024-01-01",
      eventNotificationDate: null,
    });
    expect(out.rememberEmail).toBe("a@b.co");
    expect(session.accessToken).toBe("Bearer a");
  });
});
