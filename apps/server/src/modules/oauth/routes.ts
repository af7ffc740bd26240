/**
 * Social login (API.md "Auth and session"): authorize -> provider -> callback. State and the PKCE verifier
 * travel in a signed, short-lived HttpOnly cookie; the callback logs in the member linked on
 * (provider, subject), links the provider to the logged-in member (mode=link), or starts a sign-up.
 * The browser always ends on a web page: /my-info/login/social (session cookie set), the sign-up page,
 * or /my-info/login?socialError=... .
 */

import {
  OAuthAuthorizeQuery,
  OAuthCallbackInput,
  OAuthParams,
  OAuthProviders,
  SocialSignupInfo,
} from "@mulmung/contract/auth";
import type { SocialLoginType } from "@mulmung/contract/member";
import { oauthStandIn, STAND_IN_PATHS, STAND_IN_REVOCATIONS_PATH } from "@mulmung/oauth-stand-in";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { isLocalRequest } from "../../http/loopback.ts";
import { limit } from "../../http/rate-limit.ts";
import { refreshCookieOf, setRefreshCookie } from "../../http/refresh-cookie.ts";
import { apiPlugin } from "../../http/route.ts";
import { requireStandInCaller } from "../../http/stand-in-key.ts";
import { standInBases, standInProviders } from "./providers.ts";
import type { PendingAuthorization } from "./service.ts";
import { SOCIAL_SIGNUP_COOKIE, SOCIAL_SIGNUP_TTL_SECONDS } from "./signup-ticket.ts";

const STATE_COOKIE = "oauthState";
const STATE_COOKIE_PATH = "/api/v1/oauth";
const STATE_TTL_SECONDS = 10 * 60;

export const oauthRoutes = apiPlugin({ tags: ["auth"], errors: [400] }, async (route, { oauth }, app) => {
  const isSecure = app.config.publicUrl.startsWith("https://");
  const standIns = standInProviders(app.config);
  if (standIns.length > 0) {
    // The stand-in lets anyone be anyone: it exists only with the local stand-ins on (config.localStandIns), and
    // its sign-in page answers only a browser on this machine that holds the stand-in key (http/stand-in-key.ts).
    // Its token, user, key and revoke endpoints are the server's own calls (loopback, with a code or token from that
    // page); the record of revocations is a door for tests, like the sign-in page.
    const signInPages = new Set([
      ...standIns.map((provider) => `/oauth-stand-in/${provider}${STAND_IN_PATHS[provider].authorize}`),
      `/oauth-stand-in${STAND_IN_REVOCATIONS_PATH}`,
    ]);
    await app.register(async (scope) => {
      scope.addHook("onRequest", async (request) => {
        if (signInPages.has(request.url.split("?")[0] ?? "")) requireStandInCaller(request);
        else if (!isLocalRequest(request)) throw AppError.notFound();
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

  const redirect = { status: 302, response: z.null() } as const;

  route.get("/api/v1/oauth/providers", {
    summary: "The social logins offered now (the login page shows only these)",
    response: OAuthProviders,
    errors: [],
    handler: () => ({ items: oauth.providers() }),
  });

  route.get("/api/v1/oauth/:loginType/authorize", {
    ...redirect,
    summary: "Start a social login (302 to the provider with state and PKCE)",
    description: "mode=link links the provider to the logged-in member (the browser's refresh cookie).",
    config: limit(30, "1 minute"),
    params: OAuthParams,
    querystring: OAuthAuthorizeQuery,
    handler: async ({ params, query, request, reply }) => {
      const start = await oauth.authorize(params.loginType, query.mode, refreshCookieOf(request));
      if ("redirect" in start) return reply.redirect(start.redirect, 302);
      reply.setCookie(STATE_COOKIE, JSON.stringify(start.pending), {
        path: STATE_COOKIE_PATH,
        httpOnly: true,
        signed: true,
        // A provider answering with a cross-site form POST (Apple) only gets a SameSite=None (Secure) cookie back.
        sameSite: start.crossSitePost && isSecure ? "none" : "lax",
        secure: isSecure,
        maxAge: STATE_TTL_SECONDS,
      });
      return reply.redirect(start.url, 302);
    },
  });

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
    const outcome = await oauth.callback(loginType, pending, input, request.headers["user-agent"]);
    if (outcome.session) {
      setRefreshCookie(reply, app.config, outcome.session.refreshToken, outcome.session.expiresAt);
    }
    if (outcome.signupTicket) {
      reply.setCookie(SOCIAL_SIGNUP_COOKIE, outcome.signupTicket, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: isSecure,
        maxAge: SOCIAL_SIGNUP_TTL_SECONDS,
      });
    }
    return reply.redirect(outcome.redirect, 302);
  };

  route.get("/api/v1/oauth/:loginType/callback", {
    ...redirect,
    summary: "Provider callback: log in, link, or start a sign-up",
    config: limit(30, "1 minute"),
    params: OAuthParams,
    querystring: OAuthCallbackInput,
    handler: ({ params, query, request, reply }) => callback(request, reply, params.loginType, query),
  });
  route.post("/api/v1/oauth/:loginType/callback", {
    ...redirect,
    summary: "Provider callback by form POST (APPLE)",
    config: limit(30, "1 minute"),
    params: OAuthParams,
    body: OAuthCallbackInput,
    handler: ({ params, body, request, reply }) => callback(request, reply, params.loginType, body),
  });

  route.get("/api/v1/oauth/signup-info", {
    summary: "The provider's hints (nickname, email) for the social sign-up in progress",
    response: SocialSignupInfo,
    handler: ({ request }) => oauth.signupInfo(request.cookies[SOCIAL_SIGNUP_COOKIE]),
  });

  route.post("/api/v1/oauth/:loginType/unlink", {
    summary: "Unlink a social account (not the last way to log in)",
    access: "member",
    params: OAuthParams,
    status: 204,
    errors: [400, 401, 404],
    handler: ({ member, params }) => oauth.unlink(member.id, params.loginType),
  });
});
