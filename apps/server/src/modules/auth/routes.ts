/** API.md "Auth and session": email login, refresh, logout and the device push token. */
import { LoginRequest, LoginResult, RefreshRequest, RefreshResult } from "@mulmung/contract/auth";
import { PushInformation, PushTokenRequest } from "@mulmung/contract/member";
import { ErrorCode } from "@mulmung/domain/errors";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { authenticate } from "../../http/auth.ts";
import { clientKey, limit } from "../../http/rate-limit.ts";
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from "../../http/refresh-cookie.ts";
import { apiPlugin, type ErrorStatus } from "../../http/route.ts";

const errors: ErrorStatus[] = [400, 401, 404, 429];

export const authRoutes = apiPlugin({ tags: ["auth"], errors }, (route, { auth, notifications }, app) => {
  const loginFailures = app.createRateLimit(
    limit(10, "5 minutes", (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `login|${clientKey(request)}|${typeof email === "string" ? email.trim().toLowerCase() : ""}`;
    }).rateLimit,
  );

  route.post("/api/v1/authentication", {
    summary: "Email login",
    description:
      "Answers SPEC §3's login result and sets the HttpOnly `refreshToken` cookie. 1001: no account with this email; 1003: wrong password.",
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
    body: LoginRequest,
    response: LoginResult,
    handler: async ({ body, request, reply }) => {
      let login: Awaited<ReturnType<typeof auth.loginWithEmail>>;
      try {
        login = await auth.loginWithEmail(body, request.headers["user-agent"]);
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
  });

  route.post("/api/v1/refresh/authentication", {
    summary: "Rotate the refresh token and issue a new access token",
    description:
      "Native clients send `{accessToken, refreshToken}`; the web sends the HttpOnly cookie. A refresh token works once: a used one coming back revokes its whole session (401).",
    config: limit(300, "1 minute"),
    body: RefreshRequest,
    response: RefreshResult,
    handler: async ({ body, request, reply }) => {
      const fromBody = body?.refreshToken;
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
  });

  route.delete("/api/v1/authentication", {
    summary: "Logout: revoke the session (refresh-token family) and clear the cookie",
    description: "Identifies the session by the access token, else by the refresh token (cookie or body).",
    body: RefreshRequest,
    status: 204,
    errors: [401],
    handler: async ({ body, request, reply }) => {
      const member = await authenticate(request);
      const refresh = body?.refreshToken ?? refreshCookieOf(request);
      clearRefreshCookie(reply, app.config);
      await auth.logout({ sessionId: member?.sessionId, refreshToken: refresh });
    },
  });

  route.patch("/api/v1/push-information/:pushInformationId", {
    summary: "Set or clear (null, on logout) the device push token: a web push subscription or the app's FCM token",
    access: "member",
    whileSuspended: true,
    params: z.object({ pushInformationId: z.coerce.number().int().min(1).max(2_147_483_647) }),
    body: PushTokenRequest,
    response: PushInformation,
    handler: ({ member, params, body }) =>
      notifications.setPushToken(member.id, params.pushInformationId, body.pushToken, body.platform),
  });
});
