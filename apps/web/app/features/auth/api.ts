/** The auth feature's API calls (through the shared client: headers, refresh, errors as values). */
import type { LoginResult } from "@mulmung/contract/auth";
import type {
  DuplicateResult,
  FindEmailResult,
  FindPasswordResult,
  PhoneAuthenticationConfirmed,
  PhoneAuthenticationCreated,
} from "@mulmung/contract/member";
import type { z } from "zod";
import { apiRequest } from "../../lib/api-client.ts";

export function loginWithEmail(email: string, password: string) {
  return apiRequest<LoginResult>("/api/v1/authentication", {
    method: "POST",
    body: { email, password },
    handleUnauthorized: false,
  });
}

export type DuplicateKind = "email" | "nickname" | "phone-number";
const DUPLICATE_PARAM: Record<DuplicateKind, string> = {
  email: "email",
  nickname: "nickname",
  "phone-number": "phoneNumber",
};

export function checkDuplicate(kind: DuplicateKind, value: string) {
  return apiRequest<z.infer<typeof DuplicateResult>>(
    `/api/v1/member/duplicate/${kind}?${DUPLICATE_PARAM[kind]}=${encodeURIComponent(value)}`,
    { handleUnauthorized: false },
  );
}

export function requestPhoneCode(phoneNumber: string) {
  return apiRequest<z.infer<typeof PhoneAuthenticationCreated>>("/api/v1/phone-authentication-number", {
    method: "POST",
    body: { phoneNumber },
    handleUnauthorized: false,
  });
}

export function confirmPhoneCode(id: string, number: string) {
  return apiRequest<z.infer<typeof PhoneAuthenticationConfirmed>>(
    `/api/v1/phone-authentication-number/${encodeURIComponent(id)}/confirm/${encodeURIComponent(number)}`,
    { method: "POST", handleUnauthorized: false },
  );
}

export function signUp(body: Record<string, unknown>) {
  return apiRequest<LoginResult>("/api/v1/member", { method: "POST", body, handleUnauthorized: false });
}

export function findEmail(phoneAuthenticationId: string) {
  return apiRequest<z.infer<typeof FindEmailResult>>("/api/v1/member/find-email", {
    method: "POST",
    body: { phoneAuthenticationId },
    handleUnauthorized: false,
  });
}

export function findPassword(email: string) {
  return apiRequest<z.infer<typeof FindPasswordResult>>("/api/v1/member/find-password", {
    method: "POST",
    body: { email },
    handleUnauthorized: false,
  });
}

export function resetPassword(token: string, password: string) {
  return apiRequest("/api/v1/member/reset-password", {
    method: "POST",
    body: { token, password },
    handleUnauthorized: false,
  });
}
