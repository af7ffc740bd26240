/** The member feature's API calls. */
import type { Member, Profile, PushInformation, RefereeState, RefundAccount } from "@mulmung/contract/member";
import { apiRequest } from "../../lib/api-client.ts";

export const updateMember = (body: { name?: string; nickname?: string }) =>
  apiRequest<Member>("/api/v1/member", { method: "PATCH", body });

export const changePassword = (currentPassword: string, newPassword: string) =>
  apiRequest("/api/v1/member/password", { method: "PATCH", body: { currentPassword, newPassword } });

export const certifyPhone = (phoneAuthenticationId: string) =>
  apiRequest<Member>("/api/v1/member/certification", { method: "PATCH", body: { phoneAuthenticationId } });

export const updatePushSettings = (body: {
  isAdNotification?: boolean;
  isEventNotification?: boolean;
  isNightAdNotification?: boolean;
}) => apiRequest<PushInformation>("/api/v1/member/push-information", { method: "PATCH", body });

export const withdraw = (word: string, withdrawalReason: string) =>
  apiRequest("/api/v1/member", { method: "DELETE", body: { word, withdrawalReason } });

export const registerReferee = (referralCode: string) =>
  apiRequest<RefereeState>("/api/v1/referee", { method: "POST", body: { referralCode } });

export const unlinkSocial = (loginType: string) => apiRequest(`/api/v1/oauth/${loginType}/unlink`, { method: "POST" });

/** My introduction and picture (PATCH /api/v1/profile; the picture is a link the upload API gave). */
export const updateProfile = (body: { introduction: string | null; profileImageUrl: string | null }) =>
  apiRequest<Profile>("/api/v1/profile", { method: "PATCH", body });

export const saveRefundAccount = (body: { bankCode: string; accountNumber: string; accountHolder: string }) =>
  apiRequest<{ refundAccount: RefundAccount }>("/api/v1/refund-account", { method: "POST", body });

export type { RefereeState, RefundAccount };
