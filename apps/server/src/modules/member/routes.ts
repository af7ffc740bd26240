/**
 * API.md "Members", the account side: duplicate checks, sign-up, password help and finding the email, phone
 * verification, public member cards and profiles, and the local outbox. The logged-in member's own data is in
 * my-info-routes.ts. Thin routes; each calls one operation of a member service (app.services).
 */
import { LoginResult } from "@mulmung/contract/auth";
import {
  DuplicateEmailQuery,
  DuplicateNicknameQuery,
  DuplicatePhoneQuery,
  DuplicateResult,
  FindEmailRequest,
  FindEmailResult,
  FindPasswordRequest,
  FindPasswordResult,
  IdParam,
  MemberCard,
  PhoneAuthenticationConfirmed,
  PhoneAuthenticationConfirmParams,
  PhoneAuthenticationCreated,
  PhoneAuthenticationRequest,
  Profile,
  ResetPasswordRequest,
  SignUpRequest,
} from "@mulmung/contract/member";
import { z } from "zod";
import { limit } from "../../http/rate-limit.ts";
import { setRefreshCookie } from "../../http/refresh-cookie.ts";
import { apiPlugin, type ErrorStatus } from "../../http/route.ts";
import { requireStandInCaller } from "../../http/stand-in-key.ts";
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

const errors: ErrorStatus[] = [400, 401, 403, 404, 409, 429];

export const memberRoutes = apiPlugin({ tags: ["member"], errors }, (route, services, app) => {
  const { availability, signUps, phoneVerification, accountRecovery, profiles, messages } = services;
  // ---- Duplicate checks (live, while typing: rate-limited against account discovery) ----
  const duplicateCheck = { config: limit(60, "1 minute"), response: DuplicateResult } as const;
  const free = async (check: Promise<void>) => {
    await check;
    return { isDuplicate: false as const };
  };
  route.get("/api/v1/member/duplicate/email", {
    ...duplicateCheck,
    summary: "Is this email free? 409 with code 1000 when taken",
    querystring: DuplicateEmailQuery,
    handler: ({ query }) => free(availability.email(query.email)),
  });
  route.get("/api/v1/member/duplicate/nickname", {
    ...duplicateCheck,
    summary: "Is this nickname free? 409 DUPLICATE_NICKNAME when taken",
    querystring: DuplicateNicknameQuery,
    handler: ({ query }) => free(availability.nickname(query.nickname)),
  });
  route.get("/api/v1/member/duplicate/phone-number", {
    ...duplicateCheck,
    summary: "Is this phone number free? 409 DUPLICATE_PHONE_NUMBER when taken",
    querystring: DuplicatePhoneQuery,
    handler: ({ query }) => free(availability.phoneNumber(query.phoneNumber)),
  });

  // ---- Sign-up ----
  route.post("/api/v1/member", {
    summary: "Sign up (and log in)",
    description:
      "EMAIL: email, password, nickname, phoneNumber with a confirmed phoneAuthenticationId. KAKAO/NAVER/GMAIL/APPLE: the social sign-up ticket (cookie or socialSignupToken) and a nickname. isUseService and isPrivacy must be true. serviceType is filled by the server.",
    config: limit(20, "1 hour"),
    body: SignUpRequest,
    status: 201,
    response: LoginResult,
    handler: async ({ body, request, reply }) => {
      const ticket = body.socialSignupToken ?? request.cookies[SOCIAL_SIGNUP_COOKIE];
      const { result, session, usedSocialTicket } = await signUps.signUp(body, ticket, request.headers["user-agent"]);
      if (usedSocialTicket) reply.clearCookie(SOCIAL_SIGNUP_COOKIE, { path: "/" });
      setRefreshCookie(reply, app.config, session.refreshToken, session.expiresAt);
      return result;
    },
  });

  // ---- Password help and find member ----
  route.post("/api/v1/member/find-password", {
    summary: "Mail a one-time password reset link; the same answer whether or not the email has an account",
    config: limit(5, "15 minutes"),
    body: FindPasswordRequest,
    response: FindPasswordResult,
    handler: ({ body }) => accountRecovery.requestPasswordReset(body.email),
  });
  route.post("/api/v1/member/reset-password", {
    summary: "Complete a password reset with the mailed token; logs out every session",
    config: limit(10, "15 minutes"),
    body: ResetPasswordRequest,
    status: 204,
    handler: ({ body }) => accountRecovery.resetPassword(body.token, body.password),
  });
  route.post("/api/v1/member/find-email", {
    summary: "Find the (masked) email of the account with a verified phone number",
    config: limit(10, "15 minutes"),
    body: FindEmailRequest,
    response: FindEmailResult,
    handler: ({ body }) => accountRecovery.findEmail(body.phoneAuthenticationId),
  });

  // ---- Phone verification ----
  route.post("/api/v1/phone-authentication-number", {
    summary: "Send a 6-digit code to a phone (3 minutes, 5 tries)",
    config: limit(20, "1 hour"),
    body: PhoneAuthenticationRequest,
    status: 201,
    response: PhoneAuthenticationCreated,
    handler: ({ body, request }) => phoneVerification.request(body.phoneNumber, request.ip),
  });
  route.post("/api/v1/phone-authentication-number/:id/confirm/:number", {
    summary: "Confirm a phone code",
    config: limit(30, "1 minute"),
    params: PhoneAuthenticationConfirmParams,
    response: PhoneAuthenticationConfirmed,
    handler: ({ params }) => phoneVerification.confirm(params.id, params.number),
  });

  // ---- Public card and profile ----
  route.get("/api/v1/member/:id", {
    summary: "Public member card (a withdrawn member shows as 탈퇴한 회원)",
    params: IdParam,
    response: MemberCard,
    handler: ({ params }) => profiles.card(params.id),
  });
  route.get("/api/v1/profile/:id", {
    summary: "Public profile",
    params: IdParam,
    response: Profile,
    handler: ({ params }) => profiles.profile(params.id),
  });

  // ---- The local outbox (the stand-in for SMS and mail): only with the local stand-ins on (config.localStandIns) ----
  if (app.config.localStandIns) {
    route.get("/api/v1/dev/outbox", {
      summary: "Messages the local outbox holds for one recipient (no SMS / mail service configured)",
      description:
        "Development and tests read phone codes and reset links here. The route exists only with LOCAL_STAND_INS on (by default only when PUBLIC_URL is a loopback address) and answers only requests from this machine.",
      tags: ["development"],
      config: limit(60, "1 minute"),
      querystring: z.object({ recipient: z.string().min(1, "받는 사람을 입력해주세요.").max(254) }),
      response: OutboxList,
      handler: async ({ query, request }) => {
        // Codes and reset links are secrets: only a browser or test on this machine may read them.
        requireStandInCaller(request);
        return { items: await messages.outbox(query.recipient) };
      },
    });
  }
});
