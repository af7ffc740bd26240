/** API.md "Members": thin routes; each calls one operation of a member service (app.services). */
import { LoginResult } from "@mulmung/contract/auth";
import { ErrorResponse, listOf } from "@mulmung/contract/common";
import {
  BankCategory,
  CertificationRequest,
  ChangePasswordRequest,
  DuplicateEmailQuery,
  DuplicateNicknameQuery,
  DuplicatePhoneQuery,
  DuplicateResult,
  FindEmailRequest,
  FindEmailResult,
  FindPasswordRequest,
  FindPasswordResult,
  IdParam,
  Member,
  MemberCard,
  PhoneAuthenticationConfirmed,
  PhoneAuthenticationConfirmParams,
  PhoneAuthenticationCreated,
  PhoneAuthenticationRequest,
  Profile,
  PushInformation,
  RefereeRequest,
  RefereeState,
  RefundAccountRequest,
  RefundAccountResult,
  ResetPasswordRequest,
  ShippingDestination,
  ShippingDestinationPatch,
  ShippingDestinationRequest,
  SignUpRequest,
  UpdateMemberRequest,
  UpdateProfileRequest,
  UpdatePushInformationRequest,
  WithdrawalRequest,
} from "@mulmung/contract/member";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { currentMember, requireMember } from "../../http/auth.ts";
import { isLocalRequest } from "../../http/loopback.ts";
import { limit } from "../../http/rate-limit.ts";
import { clearRefreshCookie, setRefreshCookie } from "../../http/refresh-cookie.ts";
import { SOCIAL_SIGNUP_COOKIE } from "../oauth/service.ts";

const OutboxList = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      channel: z.string(),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      createDate: z.string(),
    }),
  ),
});

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};
const member = { preHandler: requireMember } as const;
const bearer = [{ bearerAuth: [] }];
const noContent = { 204: z.null(), ...errors };

export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const {
    availability,
    signUps,
    members,
    myInfo,
    phoneVerification,
    accountRecovery,
    profiles,
    shippingDestinations,
    refundAccounts,
    referrals,
    messages,
  } = app.services;
  // ---- Duplicate checks (live, while typing: rate-limited against account discovery) ----
  const duplicateLimit = limit(60, "1 minute");
  app.get(
    "/api/v1/member/duplicate/email",
    {
      config: duplicateLimit,
      schema: {
        tags: ["member"],
        summary: "Is this email free? 409 with code 1000 when taken",
        querystring: DuplicateEmailQuery,
        response: { 200: DuplicateResult, ...errors },
      },
    },
    async (request) => {
      await availability.email(request.query.email);
      return { isDuplicate: false as const };
    },
  );
  app.get(
    "/api/v1/member/duplicate/nickname",
    {
      config: duplicateLimit,
      schema: {
        tags: ["member"],
        summary: "Is this nickname free? 409 DUPLICATE_NICKNAME when taken",
        querystring: DuplicateNicknameQuery,
        response: { 200: DuplicateResult, ...errors },
      },
    },
    async (request) => {
      await availability.nickname(request.query.nickname);
      return { isDuplicate: false as const };
    },
  );
  app.get(
    "/api/v1/member/duplicate/phone-number",
    {
      config: duplicateLimit,
      schema: {
        tags: ["member"],
        summary: "Is this phone number free? 409 DUPLICATE_PHONE_NUMBER when taken",
        querystring: DuplicatePhoneQuery,
        response: { 200: DuplicateResult, ...errors },
      },
    },
    async (request) => {
      await availability.phoneNumber(request.query.phoneNumber);
      return { isDuplicate: false as const };
    },
  );

  // ---- Sign-up ----
  app.post(
    "/api/v1/member",
    {
      config: limit(20, "1 hour"),
      schema: {
        tags: ["member"],
        summary: "Sign up (and log in)",
        description:
          "EMAIL: email, password, nickname, phoneNumber with a confirmed phoneAuthenticationId. KAKAO/NAVER/GMAIL/APPLE: the social sign-up ticket (cookie or socialSignupToken) and a nickname. isUseService and isPrivacy must be true. serviceType is filled by the server.",
        body: SignUpRequest,
        response: { 201: LoginResult, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const ticket = body.socialSignupToken ?? request.cookies[SOCIAL_SIGNUP_COOKIE];
      const { result, session, usedSocialTicket } = await signUps.signUp(body, ticket, request.headers["user-agent"]);
      if (usedSocialTicket) reply.clearCookie(SOCIAL_SIGNUP_COOKIE, { path: "/" });
      setRefreshCookie(reply, app.config, session.refreshToken, session.expiresAt);
      return reply.status(201).send(result);
    },
  );

  // ---- My info ----
  app.get(
    "/api/v1/member/me",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "The logged-in member with point and pushInformation",
        security: bearer,
        response: { 200: Member, ...errors },
      },
    },
    async (request) => members.me(currentMember(request).id),
  );
  app.patch(
    "/api/v1/member",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "Change name or nickname",
        security: bearer,
        body: UpdateMemberRequest,
        response: { 200: Member, ...errors },
      },
    },
    async (request) => myInfo.update(currentMember(request).id, request.body),
  );
  app.patch(
    "/api/v1/member/password",
    {
      ...member,
      config: limit(10, "15 minutes"),
      schema: {
        tags: ["member"],
        summary: "Change the password; every other session of the member is logged out",
        security: bearer,
        body: ChangePasswordRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await myInfo.changePassword(currentMember(request), request.body);
      return reply.status(204).send(null);
    },
  );
  app.patch(
    "/api/v1/member/certification",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "Set the phone number from a confirmed phone verification",
        security: bearer,
        body: CertificationRequest,
        response: { 200: Member, ...errors },
      },
    },
    async (request) => myInfo.certifyPhone(currentMember(request).id, request.body.phoneAuthenticationId),
  );
  app.patch(
    "/api/v1/member/push-information",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "Ad and event notification consent (the date of each change is kept)",
        security: bearer,
        body: UpdatePushInformationRequest,
        response: { 200: PushInformation, ...errors },
      },
    },
    async (request) => myInfo.updatePushSettings(currentMember(request).id, request.body),
  );
  app.delete(
    "/api/v1/member",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "Withdraw: personal data erased, sessions revoked, orders kept",
        description:
          "`word` must be the confirmation phrase 회원탈퇴, else 1012. 1013: partner-store members withdraw through the support centre. 1014: already withdrawn.",
        security: bearer,
        body: WithdrawalRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await myInfo.withdraw(currentMember(request).id, request.body);
      clearRefreshCookie(reply, app.config);
      return reply.status(204).send(null);
    },
  );

  // ---- Password help and find member ----
  app.post(
    "/api/v1/member/find-password",
    {
      config: limit(5, "15 minutes"),
      schema: {
        tags: ["member"],
        summary: "Mail a one-time password reset link; the same answer whether or not the email has an account",
        body: FindPasswordRequest,
        response: { 200: FindPasswordResult, ...errors },
      },
    },
    async (request) => accountRecovery.requestPasswordReset(request.body.email),
  );
  app.post(
    "/api/v1/member/reset-password",
    {
      config: limit(10, "15 minutes"),
      schema: {
        tags: ["member"],
        summary: "Complete a password reset with the mailed token; logs out every session",
        body: ResetPasswordRequest,
        response: noContent,
      },
    },
    async (request, reply) => {
      await accountRecovery.resetPassword(request.body.token, request.body.password);
      return reply.status(204).send(null);
    },
  );
  app.post(
    "/api/v1/member/find-email",
    {
      config: limit(10, "15 minutes"),
      schema: {
        tags: ["member"],
        summary: "Find the (masked) email of the account with a verified phone number",
        body: FindEmailRequest,
        response: { 200: FindEmailResult, ...errors },
      },
    },
    async (request) => accountRecovery.findEmail(request.body.phoneAuthenticationId),
  );

  // ---- Phone verification ----
  app.post(
    "/api/v1/phone-authentication-number",
    {
      config: limit(20, "1 hour"),
      schema: {
        tags: ["member"],
        summary: "Send a 6-digit code to a phone (3 minutes, 5 tries)",
        body: PhoneAuthenticationRequest,
        response: { 201: PhoneAuthenticationCreated, ...errors },
      },
    },
    async (request, reply) => {
      const created = await phoneVerification.request(request.body.phoneNumber, request.ip);
      return reply.status(201).send(created);
    },
  );
  app.post(
    "/api/v1/phone-authentication-number/:id/confirm/:number",
    {
      config: limit(30, "1 minute"),
      schema: {
        tags: ["member"],
        summary: "Confirm a phone code",
        params: PhoneAuthenticationConfirmParams,
        response: { 200: PhoneAuthenticationConfirmed, ...errors },
      },
    },
    async (request) => phoneVerification.confirm(request.params.id, request.params.number),
  );

  // ---- Public card and profile ----
  app.get(
    "/api/v1/member/:id",
    {
      schema: {
        tags: ["member"],
        summary: "Public member card (a withdrawn member shows as 탈퇴한 회원)",
        params: IdParam,
        response: { 200: MemberCard, ...errors },
      },
    },
    async (request) => profiles.card(request.params.id),
  );
  app.get(
    "/api/v1/profile/:id",
    {
      schema: {
        tags: ["member"],
        summary: "Public profile",
        params: IdParam,
        response: { 200: Profile, ...errors },
      },
    },
    async (request) => profiles.profile(request.params.id),
  );
  app.patch(
    "/api/v1/profile",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "Change my nickname, introduction or profile image",
        security: bearer,
        body: UpdateProfileRequest,
        response: { 200: Profile, ...errors },
      },
    },
    async (request) => profiles.update(currentMember(request).id, request.body),
  );

  // ---- Shipping destinations (owner only: someone else's answers 404) ----
  app.get(
    "/api/v1/shipping-destination",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "My shipping destinations, the default first",
        security: bearer,
        response: { 200: listOf(ShippingDestination), ...errors },
      },
    },
    async (request) => shippingDestinations.list(currentMember(request).id),
  );
  app.post(
    "/api/v1/shipping-destination",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "Add a shipping destination (the first one becomes the default)",
        security: bearer,
        body: ShippingDestinationRequest,
        response: { 201: ShippingDestination, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await shippingDestinations.create(currentMember(request).id, request.body)),
  );
  app.get(
    "/api/v1/shipping-destination/:id",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "One of my shipping destinations",
        security: bearer,
        params: IdParam,
        response: { 200: ShippingDestination, ...errors },
      },
    },
    async (request) => shippingDestinations.get(currentMember(request).id, request.params.id),
  );
  app.patch(
    "/api/v1/shipping-destination/:id",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "Change one of my shipping destinations",
        security: bearer,
        params: IdParam,
        body: ShippingDestinationPatch,
        response: { 200: ShippingDestination, ...errors },
      },
    },
    async (request) => shippingDestinations.update(currentMember(request).id, request.params.id, request.body),
  );
  app.delete(
    "/api/v1/shipping-destination/:id",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "Delete one of my shipping destinations",
        security: bearer,
        params: IdParam,
        response: noContent,
      },
    },
    async (request, reply) => {
      await shippingDestinations.delete(currentMember(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- Refund account and banks ----
  app.post(
    "/api/v1/refund-account",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "Register or replace my refund account",
        security: bearer,
        body: RefundAccountRequest,
        response: { 200: RefundAccountResult, ...errors },
      },
    },
    async (request) => ({ refundAccount: await refundAccounts.save(currentMember(request).id, request.body) }),
  );
  app.get(
    "/api/v1/refund-account",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "My refund account (null when none)",
        security: bearer,
        response: { 200: RefundAccountResult, ...errors },
      },
    },
    async (request) => ({ refundAccount: await refundAccounts.get(currentMember(request).id) }),
  );
  app.get(
    "/api/v1/bank-category",
    {
      schema: {
        tags: ["member"],
        summary: "Banks a refund account can be at",
        response: { 200: z.object({ items: z.array(BankCategory) }) },
      },
    },
    async () => ({ items: refundAccounts.banks() }),
  );

  // ---- The local outbox (the stand-in for SMS and mail): only with the local stand-ins on (config.localStandIns) ----
  if (app.config.localStandIns) {
    app.get(
      "/api/v1/dev/outbox",
      {
        config: limit(60, "1 minute"),
        schema: {
          tags: ["development"],
          summary: "Messages the local outbox holds for one recipient (no SMS / mail service configured)",
          description:
            "Development and tests read phone codes and reset links here. The route exists only with LOCAL_STAND_INS on (by default only when PUBLIC_URL is a loopback address) and answers only requests from this machine.",
          querystring: z.object({ recipient: z.string().min(1, "받는 사람을 입력해주세요.").max(254) }),
          response: { 200: OutboxList, ...errors },
        },
      },
      async (request) => {
        // Codes and reset links are secrets: only a browser or test on this machine may read them.
        if (!isLocalRequest(request)) throw AppError.notFound();
        return { items: await messages.outbox(request.query.recipient) };
      },
    );
  }

  // ---- Referral ----
  app.post(
    "/api/v1/referee",
    {
      ...member,
      config: limit(20, "1 minute"),
      schema: {
        tags: ["member"],
        summary: "Register the referral code of the member who invited me (once, not my own)",
        security: bearer,
        body: RefereeRequest,
        response: { 201: RefereeState, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await referrals.register(currentMember(request).id, request.body.referralCode)),
  );
  app.get(
    "/api/v1/referee",
    {
      ...member,
      schema: {
        tags: ["member"],
        summary: "My referral code, who referred me, and how many I referred",
        security: bearer,
        response: { 200: RefereeState, ...errors },
      },
    },
    async (request) => referrals.state(currentMember(request).id),
  );
};
