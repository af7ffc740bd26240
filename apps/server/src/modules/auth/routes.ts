/** API.md "Auth and session": email login, refresh, logout and the device push token. */
import { LoginRequest, LoginResult, RefreshRequest, RefreshResult } from "@mulmung/contract/auth";
import { ErrorResponse } from "@mulmung/contract/common";
import { PushInformation, PushTokenRequest } from "@mulmung/contract/member";
import { ErrorCode } from "@mulmung/domain/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { authenticate, currentMember, requireMember } from "../../http/auth.ts";
import { clientKey, limit } from "../../http/rate-limit.ts";
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from "../../http/refresh-cookie.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, notifications } = app.services;
  const loginFailures = app.createRateLimit(
    limit(10, "5 minutes", (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `login|${clientKey(request)}|${typeof email === "string" ? email.trim().toLowerCase() : ""}`;
    }).rateLimit,
  );

  app.post(
    "/api/v1/authentication",
    {
      // Per address overall (against credential stuffing).
      config: limit(60, "1 minute"),
      // Failed attempts per address and account: successful logins cost nothing.
      preHandler: async (request, reply) => {
        const seen = await loginFailures(request, { increment: false });
        if (!seen.isAllowed && seen.remaining <= 0) {
          reply.header("retry-after", String(Math.max(1, seen.ttlInSeconds)));
          throw AppError.of(ErrorCode.RATE_LIMITED);
        }
      },
      schema: {
        tags: ["auth"],
        summary: "Email login",
        description:
          "Answers SPEC §3's login result and sets the HttpOnly `refreshToken` cookie. 1001: no account with this email; 1003: wrong password.",
        body: LoginRequest,
        response: { 200: LoginResult, ...errors },
      },
    },
    async (request, reply) => {
      let login: Awaited<ReturnType<typeof auth.loginWithEmail>>;
      try {
        login = await auth.loginWithEmail(request.body, request.headers["user-agent"]);
      } catch (error) {
        if (
          error instanceof AppError &&
          (error.code === ErrorCode.EMAIL_NOT_REGISTERED || error.code === ErrorCode.EMAIL_OR_PASSWORD_MISMATCH)
        )
          await loginFailures(request);
        throw error;
      }
      const { result, session } = login;
      setRefreshCookie(reply, app.config, session.refreshToken, session.expiresAt);
      return result;
    },
  );

  app.post(
    "/api/v1/refresh/authentication",
    {
      config: limit(300, "1 minute"),
      schema: {
        tags: ["auth"],
        summary: "Rotate the refresh token and issue a new access token",
        description:
          "Native clients send `{accessToken, refreshToken}`; the web sends the HttpOnly cookie. A refresh token works once: a used one coming back revokes its whole session (401).",
        body: RefreshRequest,
        response: { 200: RefreshResult, ...errors },
      },
    },
    async (request, reply) => {
      const fromBody = request.body?.refreshToken;
      const token = fromBody ?? refreshCookieOf(request);
      if (!token) throw AppError.of(ErrorCode.UNAUTHORIZED, "로그인이 필요합니다.");
      try {
        const issued = await auth.refresh(token);
        if (fromBody) return { accessToken: issued.accessToken, refreshToken: issued.refreshToken };
        setRefreshCookie(reply, app.config, issued.refreshToken, issued.expiresAt);
        return { accessToken: issued.accessToken };
      } catch (error) {
        if (!fromBody) clearRefreshCookie(reply, app.config);
        throw error;
      }
    },
  );

  app.delete(
    "/api/v1/authentication",
    {
      schema: {
        tags: ["auth"],
        summary: "Logout: revoke the session (refresh-token family) and clear the cookie",
        description: "Identifies the session by the access token, else by the refresh token (cookie or body).",
        body: RefreshRequest,
        response: { 204: z.null(), 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const member = await authenticate(request);
      const refresh = request.body?.refreshToken ?? refreshCookieOf(request);
      clearRefreshCookie(reply, app.config);
      await auth.logout({ sessionId: member?.sessionId, refreshToken: refresh });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/api/v1/push-information/:pushInformationId",
    {
      preHandler: requireMember,
      schema: {
        tags: ["auth"],
        summary: "Set or clear (null, on logout) the device push token",
        security: [{ bearerAuth: [] }],
        params: z.object({ pushInformationId: z.coerce.number().int().min(1).max(2_147_483_647) }),
        body: PushTokenRequest,
        response: { 200: PushInformation, ...errors },
      },
    },
    async (request) =>
      notifications.setPushToken(currentMember(request).id, request.params.pushInformationId, request.body.pushToken),
  );
};
