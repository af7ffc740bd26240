/**
 * Login sessions. A session is a refresh-token family with an absolute lifetime; each refresh token is
 * 32 random bytes, stored only as its SHA-256 hash, and is good for one rotation. A token that comes back
 * after it was used means it was copied: the whole family is revoked (RFC 9700 section 4.14.2).
 */
import { createHash, randomBytes } from "node:crypto";
import { ErrorCode } from "@mulmung/domain/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { signAccessToken } from "../../http/auth.ts";
import {
  findRefreshToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeSession,
  touchSession,
} from "./repository.ts";

export const REFRESH_TOKEN_COOKIE = "refreshToken";
/** Absolute session lifetime: no rotation extends it. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Pages rendered on the server get an access token this short-lived (it never leaves the process). */
const PAGE_ACCESS_TOKEN_TTL_SECONDS = 60;

export const SESSION_EXPIRED_MESSAGE = "로그인이 만료되었습니다. 다시 로그인해주세요.";

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export interface IssuedSession {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** Starts a session family for a member who has just proven who they are. */
export async function startSession(
  app: FastifyInstance,
  input: { memberId: number; loginType: string; userAgent?: string | undefined },
): Promise<IssuedSession> {
  const sessionId = randomBytes(16).toString("base64url");
  const refreshToken = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await app.db.transaction(async (tx) => {
    await insertSession(tx, {
      id: sessionId,
      memberId: input.memberId,
      loginType: input.loginType,
      expiresAt,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    });
    await insertRefreshToken(tx, sessionId, hashToken(refreshToken));
  });
  const accessToken = await signAccessToken(app.config.secrets.jwtSecret, { memberId: input.memberId, sessionId });
  return { sessionId, accessToken, refreshToken, expiresAt };
}

function expired(): AppError {
  return AppError.of(ErrorCode.UNAUTHORIZED, SESSION_EXPIRED_MESSAGE);
}

/**
 * Exchanges a refresh token for a new pair. The old token is marked used in the same transaction that
 * issues the next one; presenting a used token revokes its family and answers 401.
 */
export async function rotateRefreshToken(
  app: FastifyInstance,
  token: string,
): Promise<IssuedSession & { memberId: number; loginType: string }> {
  const tokenHash = hashToken(token);
  const outcome = await app.db.transaction(async (tx) => {
    const sessionId = await markRefreshTokenUsed(tx, tokenHash);
    const found = await findRefreshToken(tx, tokenHash);
    if (!found) return { kind: "unknown" as const };
    if (!sessionId) return { kind: "replayed" as const, sessionId: found.sessionId };
    if (found.revokedAt || found.withdrawnAt || found.expiresAt.getTime() <= Date.now()) {
      return { kind: "ended" as const };
    }
    const next = newToken();
    await insertRefreshToken(tx, found.sessionId, hashToken(next));
    await touchSession(tx, found.sessionId);
    return { kind: "rotated" as const, found, next };
  });
  if (outcome.kind === "replayed") {
    await revokeSession(app.db, outcome.sessionId, "REFRESH_TOKEN_REUSED");
    app.log.warn({ sessionId: outcome.sessionId }, "a used refresh token came back: session family revoked");
    throw expired();
  }
  if (outcome.kind !== "rotated") throw expired();
  const { found, next } = outcome;
  const accessToken = await signAccessToken(app.config.secrets.jwtSecret, {
    memberId: found.memberId,
    sessionId: found.sessionId,
  });
  return {
    sessionId: found.sessionId,
    memberId: found.memberId,
    loginType: found.loginType,
    accessToken,
    refreshToken: next,
    expiresAt: found.expiresAt,
  };
}

/** A page request may race the browser's own refresh by this much and still carry the previous token. */
export const PAGE_REFRESH_RACE_MS = 10_000;

/**
 * Check of a refresh token for server-side rendering, without rotating it. A used token is not accepted;
 * when it was used longer ago than a page request can race the browser's own refresh, it is a replay like
 * any other and its family is revoked (a stolen cookie must not outlive the owner's next visit).
 */
export async function peekRefreshToken(
  db: Database,
  token: string,
): Promise<{ memberId: number; sessionId: string } | null> {
  if (token.length > 200) return null;
  const found = await findRefreshToken(db, hashToken(token));
  if (found?.usedAt && !found.revokedAt && Date.now() - found.usedAt.getTime() > PAGE_REFRESH_RACE_MS) {
    await revokeSession(db, found.sessionId, "REFRESH_TOKEN_REUSED");
    return null;
  }
  if (!found || found.usedAt || found.revokedAt || found.withdrawnAt) return null;
  if (found.expiresAt.getTime() <= Date.now()) return null;
  return { memberId: found.memberId, sessionId: found.sessionId };
}

/** The session family a refresh token belongs to, whatever its state (for logout). */
export async function sessionOfRefreshToken(db: Database, token: string): Promise<string | null> {
  if (token.length > 200) return null;
  const found = await findRefreshToken(db, hashToken(token));
  return found?.sessionId ?? null;
}

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

/**
 * For the SSR layer: when the browser's request carries a live refresh-token cookie, an Authorization value
 * (a one-minute access token of that session) for the page's in-process API calls; otherwise undefined.
 */
export async function accessTokenForPage(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  const token = refreshCookieOf(request);
  if (!token) return undefined;
  const session = await peekRefreshToken(app.db, token);
  if (!session) return undefined;
  const accessToken = await signAccessToken(app.config.secrets.jwtSecret, session, PAGE_ACCESS_TOKEN_TTL_SECONDS);
  return `Bearer ${accessToken}`;
}
