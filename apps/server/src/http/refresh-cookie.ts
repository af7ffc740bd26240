/**
 * The refresh-token cookie of a session family (modules/auth/session.ts keeps the families): set at login and
 * rotation, cleared at logout and withdrawal, read by the auth, member and oauth routes and by the pages.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config/env.ts";

export const REFRESH_TOKEN_COOKIE = "refreshToken";

function isSecure(config: Config): boolean {
  return config.publicUrl.startsWith("https://");
}

/**
 * The refresh-token cookie. Path is "/" rather than "/api/v1": pages rendered on the server need it to know
 * the member (accessTokenForPage). HttpOnly keeps it from scripts; SameSite=Lax from cross-site posts.
 */
export function setRefreshCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  reply.setCookie(REFRESH_TOKEN_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(config),
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_TOKEN_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: isSecure(config) });
}

export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[REFRESH_TOKEN_COOKIE];
  return value ? value : undefined;
}

/** For the SSR layer: the page's Authorization value when the browser's request carries a live refresh cookie. */
export async function accessTokenForPage(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  const token = refreshCookieOf(request);
  return token ? app.services.sessions.pageAuthorization(token) : undefined;
}
