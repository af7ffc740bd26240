/**
 * Login sessions. A session is a refresh-token family with an absolute lifetime; each refresh token is
 * 32 random bytes, stored only as its SHA-256 hash, and is good for one rotation. A token that comes back
 * after it was used means it was copied: the whole family is revoked (RFC 9700 section 4.14.2).
 */
import { createHash, randomBytes } from "node:crypto";
import { ErrorCode } from "@mulmung/domain/errors";
import { isSuspended } from "@mulmung/domain/moderation";
import { consoleOpen, isOperator } from "@mulmung/domain/operator";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { signAccessToken } from "../../http/auth.ts";
import { createCache } from "../../http/cache.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createAuthRepository } from "./repository.ts";

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

function expired(): AppError {
  return AppError.of(ErrorCode.UNAUTHORIZED, SESSION_EXPIRED_MESSAGE);
}

/**
 * The reuse interval: a refresh token presented again this soon after its first use is the same browser, not a
 * thief. A navigation can leave while the browser's own refresh is in flight (the server rotated, the answer
 * with the new cookie never arrived), and the page then carries the previous token; so can a refresh the
 * navigation aborted and the next page repeats. Within the interval such a token still stands for its session;
 * after it, it is a replay and revokes the family (decision 007).
 */
export const REFRESH_REUSE_MS = 10_000;

/** Whether a used token is still inside its reuse interval. */
function withinReuse(usedAt: Date | null, now: Date): boolean {
  return usedAt !== null && now.getTime() - usedAt.getTime() <= REFRESH_REUSE_MS;
}

/**
 * The cache clear's name; migration 0044's triggers send it (`NOTIFY mulmung_cache_clear, 'sessions db'`) when a session
 * is revoked or a member's role, withdrawal or suspension changes (0044, 0051), whoever changes them.
 */
export const SESSIONS_CACHE = "sessions";
/** A live session is looked up again at least this often (the backstop for a clear lost while a listener reconnects). */
const SESSION_FRESH_MS = 10_000;

/** Session families: start, rotate, check and revoke. Other modules end a member's sessions through this. */
export function createSessionService(deps: Pick<ServiceDeps, "db" | "config" | "clock" | "log" | "cacheClears">) {
  const { db, config, clock } = deps;
  const repository = createAuthRepository(db);
  // Every authenticated request asks whether its session is live: the answer is kept in memory, by session id,
  // until a revocation clears it here at once and in every other instance through the triggers' notification.
  const live = createCache<Awaited<ReturnType<typeof repository.findActiveSessionMember>> | null>({
    ttlMs: SESSION_FRESH_MS,
    maxEntries: 20_000,
  });
  deps.cacheClears.register(SESSIONS_CACHE, live);
  const sign = (claims: { memberId: number; sessionId: string }, ttlSeconds?: number) =>
    signAccessToken(config.secrets.jwtSecret, claims, ttlSeconds);

  /**
   * Check of a refresh token for server-side rendering, without rotating it. A token used within the reuse
   * interval still stands for its session; one used earlier is a replay like any other and its family is revoked
   * (a stolen cookie must not outlive the owner's next visit).
   */
  async function peek(token: string): Promise<{ memberId: number; sessionId: string } | null> {
    if (token.length > 200) return null;
    const now = clock.now();
    const found = await repository.findRefreshToken(hashToken(token));
    if (found?.usedAt && !found.revokedAt && !withinReuse(found.usedAt, now)) {
      await replayed(found.sessionId, now);
      return null;
    }
    if (!found || found.revokedAt || found.withdrawnAt) return null;
    if (found.expiresAt.getTime() <= now.getTime()) return null;
    return { memberId: found.memberId, sessionId: found.sessionId };
  }

  async function replayed(sessionId: string, now: Date): Promise<void> {
    await repository.revokeSession(sessionId, "REFRESH_TOKEN_REUSED", now);
    live.clear();
    deps.log.warn({ sessionId }, "a used refresh token came back: session family revoked");
  }

  return {
    peek,

    /** Starts a session family for a member who has just proven who they are. */
    async start(input: {
      memberId: number;
      loginType: string;
      userAgent?: string | undefined;
    }): Promise<IssuedSession> {
      const sessionId = randomBytes(16).toString("base64url");
      const refreshToken = newToken();
      const expiresAt = new Date(clock.now().getTime() + SESSION_LIFETIME_MS);
      await db.transaction(async (tx) => {
        const r = createAuthRepository(tx);
        await r.insertSession({
          id: sessionId,
          memberId: input.memberId,
          loginType: input.loginType,
          expiresAt,
          userAgent: input.userAgent?.slice(0, 300) ?? null,
        });
        await r.insertRefreshToken(sessionId, hashToken(refreshToken));
      });
      const accessToken = await sign({ memberId: input.memberId, sessionId });
      return { sessionId, accessToken, refreshToken, expiresAt };
    },

    /**
     * Exchanges a refresh token for a new pair. The old token is marked used in the same transaction that
     * issues the next one. Presented again within the reuse interval it gives another pair of the same family
     * (its first use keeps the interval's start); later, it revokes its family and answers 401.
     */
    async rotate(token: string): Promise<IssuedSession & { memberId: number; loginType: string }> {
      const tokenHash = hashToken(token);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        const r = createAuthRepository(tx);
        const sessionId = await r.markRefreshTokenUsed(tokenHash, now);
        const found = await r.findRefreshToken(tokenHash);
        if (!found) return { kind: "unknown" as const };
        const reused = !sessionId && !withinReuse(found.usedAt, now);
        if (reused) return { kind: "replayed" as const, sessionId: found.sessionId };
        if (found.revokedAt || found.withdrawnAt || found.expiresAt.getTime() <= now.getTime()) {
          return { kind: "ended" as const };
        }
        const next = newToken();
        await r.insertRefreshToken(found.sessionId, hashToken(next));
        await r.touchSession(found.sessionId, now);
        return { kind: "rotated" as const, found, next };
      });
      if (outcome.kind === "replayed") {
        await replayed(outcome.sessionId, now);
        throw expired();
      }
      if (outcome.kind !== "rotated") throw expired();
      const { found, next } = outcome;
      const accessToken = await sign({ memberId: found.memberId, sessionId: found.sessionId });
      return {
        sessionId: found.sessionId,
        memberId: found.memberId,
        loginType: found.loginType,
        accessToken,
        refreshToken: next,
        expiresAt: found.expiresAt,
      };
    },

    /** The session family a refresh token belongs to, whatever its state (for logout). */
    async sessionOfRefreshToken(token: string): Promise<string | null> {
      if (token.length > 200) return null;
      const found = await repository.findRefreshToken(hashToken(token));
      return found?.sessionId ?? null;
    },

    /** The member of a live session: looked up on every authenticated request (http/auth.ts). */
    async activeMember(
      sessionId: string,
    ): Promise<{ memberId: number; role: string; consoleOpen: boolean; suspendedUntil: Date | null } | undefined> {
      const now = clock.now();
      const found = await live.get(
        sessionId,
        async () => (await repository.findActiveSessionMember(sessionId, now)) ?? null,
      );
      // Its absolute expiry is checked on every request, cached or not.
      if (!found || found.expiresAt.getTime() <= now.getTime()) return undefined;
      return {
        memberId: found.memberId,
        role: found.role,
        consoleOpen: isOperator(found.role) && consoleOpen(found.secondFactorAt, now),
        // An operator's suspension (issue 27), judged on each request: its end lifts it without a cache clear.
        suspendedUntil: isSuspended(found.suspendedUntil, now) ? found.suspendedUntil : null,
      };
    },

    /** The operator's second factor confirmed now in this session (domain/operator.ts), in the caller's `tx`. */
    async confirmSecondFactor(sessionId: string, tx?: Transaction): Promise<void> {
      await createAuthRepository(tx ?? db).setSecondFactor(sessionId, clock.now());
      live.clear();
    },

    async revoke(sessionId: string, reason: string): Promise<void> {
      await repository.revokeSession(sessionId, reason, clock.now());
      live.clear();
    },

    /**
     * Ends every live session of a member (password change or reset, withdrawal), optionally keeping the
     * caller's own; `tx` ends them in the caller's transaction.
     */
    async revokeAllOf(
      memberId: number,
      reason: string,
      options: { tx?: Transaction; exceptSessionId?: string | undefined } = {},
    ): Promise<void> {
      await createAuthRepository(options.tx ?? db).revokeMemberSessions(
        memberId,
        reason,
        clock.now(),
        options.exceptSessionId,
      );
      // Here at once; inside a caller's transaction the trigger's notification clears again once it commits.
      live.clear();
    },

    /**
     * For the SSR layer: with a live refresh token, an Authorization value (a one-minute access token of that
     * session) for the page's in-process API calls; otherwise undefined.
     */
    async pageAuthorization(refreshToken: string): Promise<string | undefined> {
      const session = await peek(refreshToken);
      if (!session) return undefined;
      return `Bearer ${await sign(session, PAGE_ACCESS_TOKEN_TTL_SECONDS)}`;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
