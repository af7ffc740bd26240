import { describe, expect, it } from "vitest";
import {
  ERROR_CATALOGUE,
  ErrorCode,
  errorMessage,
  errorStatus,
  GENERIC_ERROR_MESSAGE,
  isErrorCode,
  isMaintenanceError,
  isSpecErrorCode,
  MESSAGE,
  validationErrorMessage,
} from "./errors.ts";

describe("ErrorCode and errorMessage (SPEC §8)", () => {
  it.each([
    [1000, "이미 가입된 이메일입니다."],
    [1001, "가입되지 않은 이메일입니다."],
    [1003, "이메일 또는 비밀번호가 일치하지 않습니다."],
    [1012, "회원 탈퇴 권한이 없습니다."],
    [1013, "파트너(제휴) 회원 탈퇴는 고객센터를 통해 진행해주세요."],
    [1014, "이미 탈퇴한 계정입니다."],
    [9003, "접근 권한이 없거나 비공개로 전환되었습니다."],
    [9900, "서비스 점검 중입니다. 잠시 후 다시 이용해주세요."],
  ])("%d -> %s", (code, message) => {
    expect(errorMessage(code)).toBe(message);
  });

  it("prefers the catalogue over the server's text for a known code", () => {
    expect(errorMessage(ErrorCode.DUPLICATE_EMAIL, "Duplicate")).toBe("이미 가입된 이메일입니다.");
  });

  it("shows the catalogue message for a SPEC §8 numeric code, whatever the server says", () => {
    expect(errorMessage(ErrorCode.ACCESS_DENIED_OR_PRIVATE, "Forbidden (private)")).toBe(
      "접근 권한이 없거나 비공개로 전환되었습니다.",
    );
    expect(isSpecErrorCode(1003)).toBe(true);
    expect(isSpecErrorCode("VALIDATION")).toBe(false);
    expect(isSpecErrorCode(4242)).toBe(false);
  });

  it("shows the server's message for any other code: the same validation error reads the same everywhere", () => {
    expect(errorMessage(ErrorCode.VALIDATION, "입력값을 확인해 주세요. size: 100 이하여야 합니다")).toBe(
      "입력값을 확인해 주세요. size: 100 이하여야 합니다",
    );
    expect(errorMessage(ErrorCode.PHONE_CODE_MISMATCH, "인증번호가 일치하지 않습니다. (남은 횟수 2회)")).toBe(
      "인증번호가 일치하지 않습니다. (남은 횟수 2회)",
    );
  });

  it("falls back to the catalogue message for a known code the server sent without a message", () => {
    expect(errorMessage(ErrorCode.VALIDATION, null)).toBe("입력값을 확인해 주세요.");
    expect(errorMessage(ErrorCode.NOT_FOUND, "  ")).toBe("요청하신 정보를 찾을 수 없습니다.");
  });

  it("shows the server's own message for an unknown code", () => {
    expect(errorMessage(4242, "쿠폰 사용 기간이 지났습니다.")).toBe("쿠폰 사용 기간이 지났습니다.");
  });

  it("shows the generic retry message for an empty error", () => {
    expect(errorMessage(undefined)).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage(null, "")).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage(4242, "   ")).toBe(GENERIC_ERROR_MESSAGE);
    expect(GENERIC_ERROR_MESSAGE).toContain("다시 시도해주세요");
  });

  it("does not take a numeric string or an inherited key as a known code", () => {
    expect(isErrorCode("1000")).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode(1000)).toBe(true);
    expect(isErrorCode("VALIDATION")).toBe(true);
  });

  it("maps generic codes to their HTTP status", () => {
    expect(errorStatus(ErrorCode.VALIDATION)).toBe(400);
    expect(errorStatus(ErrorCode.UNAUTHORIZED)).toBe(401);
    expect(errorStatus(ErrorCode.FORBIDDEN)).toBe(403);
    expect(errorStatus(ErrorCode.NOT_FOUND)).toBe(404);
    expect(errorStatus(ErrorCode.RATE_LIMITED)).toBe(429);
    expect(errorStatus(ErrorCode.INTERNAL)).toBe(500);
    expect(errorStatus(ErrorCode.UNDER_MAINTENANCE)).toBe(503);
  });

  it("never answers a wrong password with 401, which would start the token refresh", () => {
    expect(errorStatus(ErrorCode.EMAIL_OR_PASSWORD_MISMATCH)).toBe(400);
  });

  it("has a Korean message and an HTTP error status for every code", () => {
    for (const code of Object.values(ErrorCode)) {
      const entry = ERROR_CATALOGUE[code];
      expect(entry.message).toMatch(/[가-힣]/);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
    }
    expect(Object.keys(ERROR_CATALOGUE)).toHaveLength(Object.values(ErrorCode).length);
  });

  it("recognises maintenance only as 503 with 9900", () => {
    expect(isMaintenanceError(503, 9900)).toBe(true);
    expect(isMaintenanceError(503, 9003)).toBe(false);
    expect(isMaintenanceError(500, 9900)).toBe(false);
  });
});

describe("validationErrorMessage", () => {
  it("names the field with the right particle", () => {
    expect(validationErrorMessage("이메일")).toBe("이메일을 확인해주세요.");
    expect(validationErrorMessage("비밀번호")).toBe("비밀번호를 확인해주세요.");
    expect(validationErrorMessage("email")).toBe("email을(를) 확인해주세요.");
  });
  it.each([
    ["닉네임", "닉네임을 확인해주세요."],
    ["휴대폰 번호", "휴대폰 번호를 확인해주세요."],
    ["수조", "수조를 확인해주세요."],
    ["", "을(를) 확인해주세요."],
  ] as const)("validationErrorMessage(%j) = %s", (field, message) => {
    expect(validationErrorMessage(field)).toBe(message);
  });
});

describe("MESSAGE (SPEC §8 fixed messages)", () => {
  it("has the texts people see", () => {
    expect(MESSAGE.deleteConfirm).toBe("삭제하시겠습니까?");
    expect([MESSAGE.confirm, MESSAGE.yes, MESSAGE.no]).toEqual(["확인", "네", "아니요"]);
    expect(MESSAGE.close).toBe("닫기");
    expect(MESSAGE.searchWordRequired).toBe("검색어를 입력해주세요");
    expect(MESSAGE.unknownMiddleware).toBe("Unknown middleware");
  });
  it("is Korean everywhere except the technical middleware text", () => {
    for (const [key, text] of Object.entries(MESSAGE)) {
      if (key !== "unknownMiddleware") expect(text).toMatch(/[가-힣]/);
    }
  });
});
