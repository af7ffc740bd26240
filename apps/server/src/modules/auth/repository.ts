/** SQL for login sessions (refresh-token families) and their refresh tokens. */
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { member } from "../member/schema.ts";
import { memberSession, refreshToken } from "./schema.ts";

type Db = Database | Transaction;

export type SessionRow = typeof memberSession.$inferSelect;

/** Session SQL bound to a database or a transaction (`createAuthRepository(tx)` inside one). */
export function createAuthRepository(db: Db) {
  return {
    /** The member of a live session (not revoked, not past its absolute expiry, member not withdrawn). */
    async findActiveSessionMember(
      sessionId: string,
      now: Date,
    ): Promise<
      | {
          memberId: number;
          role: typeof member.$inferSelect.role;
          expiresAt: Date;
          secondFactorAt: Date | null;
          suspendedUntil: Date | null;
        }
      | undefined
    > {
      const rows = await db
        .select({
          memberId: memberSession.memberId,
          role: member.role,
          expiresAt: memberSession.expiresAt,
          secondFactorAt: memberSession.secondFactorAt,
          suspendedUntil: member.suspendedUntil,
        })
        .from(memberSession)
        .innerJoin(member, eq(member.id, memberSession.memberId))
        .where(
          and(
            eq(memberSession.id, sessionId),
            isNull(memberSession.revokedAt),
            gt(memberSession.expiresAt, now),
            isNull(member.withdrawnAt),
          ),
        )
        .limit(1);
      return rows[0];
    },

    /** An operator's second factor confirmed in this live session (the trigger clears every instance's cache). */
    async setSecondFactor(sessionId: string, at: Date): Promise<void> {
      await db
        .update(memberSession)
        .set({ secondFactorAt: at })
        .where(and(eq(memberSession.id, sessionId), isNull(memberSession.revokedAt)));
    },

    async insertSession(values: {
      id: string;
      memberId: number;
      loginType: string;
      expiresAt: Date;
      userAgent: string | null;
    }): Promise<void> {
      await db.insert(memberSession).values(values);
    },

    async insertRefreshToken(sessionId: string, tokenHash: string): Promise<void> {
      await db.insert(refreshToken).values({ sessionId, tokenHash });
    },

    /**
     * Marks a refresh token used, once: concurrent callers with the same token serialise on the row lock and
     * only the first gets the session id back.
     */
    async markRefreshTokenUsed(tokenHash: string, now: Date): Promise<string | undefined> {
      const rows = await db
        .update(refreshToken)
        .set({ usedAt: now })
        .where(and(eq(refreshToken.tokenHash, tokenHash), isNull(refreshToken.usedAt)))
        .returning({ sessionId: refreshToken.sessionId });
      return rows[0]?.sessionId;
    },

    async findRefreshToken(tokenHash: string) {
      const rows = await db
        .select({
          sessionId: refreshToken.sessionId,
          usedAt: refreshToken.usedAt,
          memberId: memberSession.memberId,
          loginType: memberSession.loginType,
          revokedAt: memberSession.revokedAt,
          expiresAt: memberSession.expiresAt,
          withdrawnAt: member.withdrawnAt,
        })
        .from(refreshToken)
        .innerJoin(memberSession, eq(memberSession.id, refreshToken.sessionId))
        .innerJoin(member, eq(member.id, memberSession.memberId))
        .where(eq(refreshToken.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    async touchSession(sessionId: string, now: Date): Promise<void> {
      await db.update(memberSession).set({ lastUsedAt: now }).where(eq(memberSession.id, sessionId));
    },

    async revokeSession(sessionId: string, reason: string, now: Date): Promise<void> {
      await db
        .update(memberSession)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(memberSession.id, sessionId), isNull(memberSession.revokedAt)));
    },

    /** Revokes every live session of a member, optionally keeping one (the caller's own). */
    async revokeMemberSessions(memberId: number, reason: string, now: Date, exceptSessionId?: string): Promise<void> {
      await db
        .update(memberSession)
        .set({ revokedAt: now, revokeReason: reason })
        .where(
          and(
            eq(memberSession.memberId, memberId),
            isNull(memberSession.revokedAt),
            exceptSessionId ? ne(memberSession.id, exceptSessionId) : undefined,
          ),
        );
    },
  };
}
