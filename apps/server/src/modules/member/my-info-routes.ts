/**
 * API.md "Members", the logged-in member's own: my info and its changes, withdrawal, my profile, shipping
 * destinations, the refund account, and referrals. Registered right after routes.ts (modules/routes.ts).
 */
import { listOf } from "@mulmung/contract/common";
import {
  BankCategory,
  CertificationRequest,
  ChangePasswordRequest,
  IdParam,
  Member,
  Profile,
  PushInformation,
  RefereeRequest,
  RefereeState,
  RefundAccountRequest,
  RefundAccountResult,
  ShippingDestination,
  ShippingDestinationPatch,
  ShippingDestinationRequest,
  UpdateMemberRequest,
  UpdateProfileRequest,
  UpdatePushInformationRequest,
  WithdrawalRequest,
} from "@mulmung/contract/member";
import { z } from "zod";
import { limit } from "../../http/rate-limit.ts";
import { clearRefreshCookie } from "../../http/refresh-cookie.ts";
import { apiPlugin, type ErrorStatus } from "../../http/route.ts";

const errors: ErrorStatus[] = [400, 401, 403, 404, 409, 429];

export const myInfoRoutes = apiPlugin({ tags: ["member"], errors }, (route, services, app) => {
  const { members, myInfo, profiles, shippingDestinations, refundAccounts, referrals } = services;
  // ---- My info ----
  route.get("/api/v1/member/me", {
    summary: "The logged-in member with point and pushInformation",
    access: "member",
    response: Member,
    handler: ({ member }) => members.me(member.id),
  });
  route.patch("/api/v1/member", {
    summary: "Change name or nickname",
    access: "member",
    body: UpdateMemberRequest,
    response: Member,
    handler: ({ member, body }) => myInfo.update(member.id, body),
  });
  route.patch("/api/v1/member/password", {
    summary: "Change the password; every other session of the member is logged out",
    access: "member",
    config: limit(10, "15 minutes"),
    body: ChangePasswordRequest,
    status: 204,
    handler: ({ member, body }) => myInfo.changePassword(member, body),
  });
  route.patch("/api/v1/member/certification", {
    summary: "Set the phone number from a confirmed phone verification",
    access: "member",
    body: CertificationRequest,
    response: Member,
    handler: ({ member, body }) => myInfo.certifyPhone(member.id, body.phoneAuthenticationId),
  });
  route.patch("/api/v1/member/push-information", {
    summary: "Ad and event notification consent (the date of each change is kept)",
    access: "member",
    // Withdrawing a consent must work whatever the account's state (a suspended member too; issue 27).
    whileSuspended: true,
    body: UpdatePushInformationRequest,
    response: PushInformation,
    handler: ({ member, body }) => myInfo.updatePushSettings(member.id, body),
  });
  route.delete("/api/v1/member", {
    summary: "Withdraw: personal data erased, sessions revoked, orders kept",
    description:
      "`word` must be the confirmation phrase 회원탈퇴, else 1012. 1013: partner-store members withdraw through the support centre. 1014: already withdrawn.",
    access: "member",
    body: WithdrawalRequest,
    status: 204,
    handler: async ({ member, body, reply }) => {
      await myInfo.withdraw(member.id, body);
      clearRefreshCookie(reply, app.config);
    },
  });
  route.patch("/api/v1/profile", {
    summary: "Change my nickname, introduction or profile image",
    access: "member",
    body: UpdateProfileRequest,
    response: Profile,
    handler: ({ member, body }) => profiles.update(member.id, body),
  });

  // ---- Shipping destinations (owner only: someone else's answers 404) ----
  route.get("/api/v1/shipping-destination", {
    summary: "My shipping destinations, the default first",
    access: "member",
    response: listOf(ShippingDestination),
    handler: ({ member }) => shippingDestinations.list(member.id),
  });
  route.post("/api/v1/shipping-destination", {
    summary: "Add a shipping destination (the first one becomes the default)",
    access: "member",
    body: ShippingDestinationRequest,
    status: 201,
    response: ShippingDestination,
    handler: ({ member, body }) => shippingDestinations.create(member.id, body),
  });
  route.get("/api/v1/shipping-destination/:id", {
    summary: "One of my shipping destinations",
    access: "member",
    params: IdParam,
    response: ShippingDestination,
    handler: ({ member, params }) => shippingDestinations.get(member.id, params.id),
  });
  route.patch("/api/v1/shipping-destination/:id", {
    summary: "Change one of my shipping destinations",
    access: "member",
    params: IdParam,
    body: ShippingDestinationPatch,
    response: ShippingDestination,
    handler: ({ member, params, body }) => shippingDestinations.update(member.id, params.id, body),
  });
  route.delete("/api/v1/shipping-destination/:id", {
    summary: "Delete one of my shipping destinations",
    access: "member",
    params: IdParam,
    status: 204,
    handler: ({ member, params }) => shippingDestinations.delete(member.id, params.id),
  });

  // ---- Refund account and banks ----
  route.post("/api/v1/refund-account", {
    summary: "Register or replace my refund account",
    access: "member",
    body: RefundAccountRequest,
    response: RefundAccountResult,
    handler: async ({ member, body }) => ({ refundAccount: await refundAccounts.save(member.id, body) }),
  });
  route.get("/api/v1/refund-account", {
    summary: "My refund account (null when none)",
    access: "member",
    response: RefundAccountResult,
    handler: async ({ member }) => ({ refundAccount: await refundAccounts.get(member.id) }),
  });
  route.get("/api/v1/bank-category", {
    summary: "Banks a refund account can be at",
    response: z.object({ items: z.array(BankCategory) }),
    errors: [],
    handler: () => ({ items: refundAccounts.banks() }),
  });

  // ---- Referral ----
  route.post("/api/v1/referee", {
    summary: "Register the referral code of the member who invited me (once, not my own)",
    access: "member",
    config: limit(20, "1 minute"),
    body: RefereeRequest,
    status: 201,
    response: RefereeState,
    handler: ({ member, body }) => referrals.register(member.id, body.referralCode),
  });
  route.get("/api/v1/referee", {
    summary: "My referral code, who referred me, and how many I referred",
    access: "member",
    response: RefereeState,
    handler: ({ member }) => referrals.state(member.id),
  });
});
