/**
 * Social login (API.md "Auth and session"): authorize -> provider -> callback. State and the PKCE verifier
 * travel in a signed, short-lived HttpOnly cookie; the callback logs in the member linked on
 * (provider, subject), links the provider to the logged-in member (mode=link), or starts a sign-up.
 * The browser always ends on a web page: /my-info/login/social (session cookie set), the sign-up page,
 * or /my-info/login?socialError=... .
 */

import { randomBytes, timingSafeEqual } from "node:crypto";
import {
  OAuthAuthorizeQuery,
  OAuthCallbackInput,
  OAuthParams,
  OAuthProviders,
  SocialSignupInfo,
} from "@mulmung/contract/auth";
import { ErrorResponse } from "@mulmung/contract/common";
import { SocialLoginType } from "@mulmung/contract/member";
import { ErrorCode } from "@mulmung/domain/errors";
import { oauthStandIn } from "@mulmung/oauth-stand-in";
import { generateCodeVerifier } from "arctic";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { currentMember, requireMember } from "../../http/auth.ts";
import { isLocalRequest } from "../../http/loopback.ts";
import { limit } from "../auth/rate-limit.ts";
import { issueLogin } from "../auth/service.ts";
import { peekRefreshToken, refreshCookieOf, setRefreshCookie } from "../auth/session.ts";
import { createMemberRepository } from "../member/repository.ts";
import {
  authorizationUrl,
  exchangeCode,
  fetchProfile,
  providerFor,
  standInBases,
  standInProviders,
} from "./providers.ts";
import {
  SOCIAL_SIGNUP_COOKIE,
  SOCIAL_SIGNUP_TTL_SECONDS,
  signSocialSignupTicket,
  verifySocialSignupTicket,
} from "./signup-ticket.ts";

const STATE_COOKIE = "oauthState";
const STATE_COOKIE_PATH = "/api/v1/oauth";
const STATE_TTL_SECONDS = 10 * 60;

interface PendingAuthorization {
  loginType: SocialLoginType;
  state: string;
  codeVerifier: string;
  mode: "login" | "link";
  memberId?: number;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const isSecure = app.config.publicUrl.startsWith("https://");
  const standIns = standInProviders(app.config);
  if (standIns.length > 0) {
    // The stand-in lets anyone be anyone: it exists only with the local stand-ins on (config.localStandIns) and
    // answers only this machine (the local demo, tests), never the network nor a request a proxy forwarded.
    await app.register(async (scope) => {
      scope.addHook("onRequest", async (request) => {
        if (!isLocalRequest(request)) throw AppError.notFound();
      });
      await scope.register(oauthStandIn, {
        prefix: "/oauth-stand-in",
        providers: standIns,
        issuerBase: standInBases(app.config).browser,
        redirectUriPrefix: `${app.config.publicUrl}/api/v1/oauth/`,
      });
    });
    app.log.warn(
      { providers: standIns },
      "소셜 로그인 키가 없는 제공자는 로컬 대체 제공자(/oauth-stand-in)로 동작합니다 (LOCAL_STAND_INS). 실제 서비스에서는 키를 설정하세요.",
    );
  }

  // Apple answers the callback with a form POST.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const loginPage = (error: string) => `/my-info/login?socialError=${error}`;

  app.get(
    "/api/v1/oauth/providers",
    {
      schema: {
        tags: ["auth"],
        summary: "The social logins offered now (the login page shows only these)",
        response: { 200: OAuthProviders },
      },
    },
    async () => ({ items: SocialLoginType.options.filter((type) => providerFor(app.config, type) !== null) }),
  );

  app.get(
    "/api/v1/oauth/:loginType/authorize",
    {
      config: limit(30, "1 minute"),
      schema: {
        tags: ["auth"],
        summary: "Start a social login (302 to the provider with state and PKCE)",
        description: "mode=link links the provider to the logged-in member (the browser's refresh cookie).",
        params: OAuthParams,
        querystring: OAuthAuthorizeQuery,
        response: { 302: z.null(), 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { loginType } = request.params;
      const provider = providerFor(app.config, loginType);
      if (!provider) return reply.redirect(loginPage("UNAVAILABLE"), 302);
      const pending: PendingAuthorization = {
        loginType,
        state: randomBytes(24).toString("base64url"),
        codeVerifier: generateCodeVerifier(),
        mode: request.query.mode,
      };
      if (pending.mode === "link") {
        const token = refreshCookieOf(request);
        const session = token ? await peekRefreshToken(app.db, token) : null;
        if (!session) return reply.redirect("/my-info/login?isReLogin=true", 302);
        pending.memberId = session.memberId;
      }
      reply.setCookie(STATE_COOKIE, JSON.stringify(pending), {
        path: STATE_COOKIE_PATH,
        httpOnly: true,
        signed: true,
        // Apple's form POST is a cross-site POST: only a SameSite=None (Secure) cookie comes along with it.
        sameSite: provider.slug === "apple" && isSecure ? "none" : "lax",
        secure: isSecure,
        maxAge: STATE_TTL_SECONDS,
      });
      const url = authorizationUrl(app.config, provider, pending.state, pending.codeVerifier);
      return reply.redirect(url.toString(), 302);
    },
  );

  const callback = async (
    request: FastifyRequest,
    reply: FastifyReply,
    loginType: SocialLoginType,
    input: z.infer<typeof OAuthCallbackInput>,
  ) => {
    const raw = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, { path: STATE_COOKIE_PATH });
    const unsigned = raw ? request.unsignCookie(raw) : null;
    let pending: PendingAuthorization | null = null;
    try {
      pending = unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as PendingAuthorization) : null;
    } catch {
      pending = null;
    }
    if (!pending || pending.loginType !== loginType || !input.state || !safeEqual(pending.state, input.state)) {
      request.log.info({ loginType }, "social login: state missing or mismatched");
      return reply.redirect(loginPage("STATE"), 302);
    }
    if (input.error || !input.code) return reply.redirect(loginPage("CANCELLED"), 302);
    const provider = providerFor(app.config, loginType);
    if (!provider) return reply.redirect(loginPage("UNAVAILABLE"), 302);

    let profile: Awaited<ReturnType<typeof fetchProfile>>;
    try {
      const tokens = await exchangeCode(app.config, provider, input.code, pending.codeVerifier, pending.state);
      profile = await fetchProfile(provider, tokens, input.user);
    } catch (error) {
      request.log.warn({ err: error, loginType }, "social login: provider exchange failed");
      return reply.redirect(loginPage("PROVIDER"), 302);
    }

    const linked = await createMemberRepository(app.db).findSocialAccount(loginType, profile.subject);
    if (pending.mode === "link") {
      const memberId = pending.memberId as number;
      if (linked) {
        const error = linked.memberId === memberId ? "ALREADY_LINKED_TO_YOU" : "ALREADY_LINKED";
        return reply.redirect(`/my-info/account/member?socialError=${error}`, 302);
      }
      const types = await createMemberRepository(app.db).listSocialLoginTypes(memberId);
      if (types.includes(loginType)) return reply.redirect("/my-info/account/member?socialError=PROVIDER_TAKEN", 302);
      await createMemberRepository(app.db).insertSocialAccount({
        memberId,
        provider: loginType,
        subject: profile.subject,
      });
      return reply.redirect(`/my-info/account/member?linked=${loginType}`, 302);
    }

    if (linked) {
      const row = await createMemberRepository(app.db).findMemberById(linked.memberId);
      if (!row || row.withdrawnAt) return reply.redirect(loginPage("WITHDRAWN"), 302);
      const { session } = await issueLogin(app, row.id, loginType, request.headers["user-agent"]);
      setRefreshCookie(reply, app.config, session.refreshToken, session.expiresAt);
      return reply.redirect(`/my-info/login/social?loginType=${loginType}`, 302);
    }

    const ticket = await signSocialSignupTicket(app.config.secrets.jwtSecret, {
      loginType,
      subject: profile.subject,
      email: profile.email,
      nickname: profile.nickname,
    });
    reply.setCookie(SOCIAL_SIGNUP_COOKIE, ticket, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: isSecure,
      maxAge: SOCIAL_SIGNUP_TTL_SECONDS,
    });
    return reply.redirect(`/my-info/account/signup?loginType=${loginType}`, 302);
  };

  const callbackSchema = {
    tags: ["auth"],
    params: OAuthParams,
    response: { 302: z.null(), 400: ErrorResponse },
  };
  app.get(
    "/api/v1/oauth/:loginType/callback",
    {
      config: limit(30, "1 minute"),
      schema: {
        ...callbackSchema,
        summary: "Provider callback: log in, link, or start a sign-up",
        querystring: OAuthCallbackInput,
      },
    },
    async (request, reply) => callback(request, reply, request.params.loginType, request.query),
  );
  app.post(
    "/api/v1/oauth/:loginType/callback",
    {
      config: limit(30, "1 minute"),
      schema: { ...callbackSchema, summary: "Provider callback by form POST (APPLE)", body: OAuthCallbackInput },
    },
    async (request, reply) => callback(request, reply, request.params.loginType, request.body),
  );

  app.get(
    "/api/v1/oauth/signup-info",
    {
      schema: {
        tags: ["auth"],
        summary: "The provider's hints (nickname, email) for the social sign-up in progress",
        response: { 200: SocialSignupInfo, 400: ErrorResponse },
      },
    },
    async (request) => {
      const token = request.cookies[SOCIAL_SIGNUP_COOKIE];
      const ticket = token ? await verifySocialSignupTicket(app.config.secrets.jwtSecret, token) : null;
      if (!ticket) {
        throw AppError.of(
          ErrorCode.SOCIAL_SIGNUP_EXPIRED,
          "소셜 로그인 정보가 만료되었습니다. 처음부터 다시 시도해주세요.",
        );
      }
      return { loginType: ticket.loginType, nickname: ticket.nickname, email: ticket.email };
    },
  );

  app.post(
    "/api/v1/oauth/:loginType/unlink",
    {
      preHandler: requireMember,
      schema: {
        tags: ["auth"],
        summary: "Unlink a social account (not the last way to log in)",
        security: [{ bearerAuth: [] }],
        params: OAuthParams,
        response: { 204: z.null(), 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const me = currentMember(request);
      const { loginType } = request.params;
      const row = await createMemberRepository(app.db).findMemberById(me.id);
      const types = await createMemberRepository(app.db).listSocialLoginTypes(me.id);
      if (!types.includes(loginType)) throw AppError.notFound("연결된 소셜 계정이 없습니다.");
      if (!row?.passwordHash && types.length <= 1) {
        throw AppError.of(
          ErrorCode.CANNOT_UNLINK,
          "로그인할 다른 방법이 없어 연결을 해제할 수 없습니다. 탈퇴를 원하시면 회원 탈퇴를 이용해주세요.",
        );
      }
      await createMemberRepository(app.db).deleteSocialAccount(me.id, loginType);
      return reply.status(204).send(null);
    },
  );
};
