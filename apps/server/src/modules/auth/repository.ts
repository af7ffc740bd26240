/** SQL for login sessions (refresh-token families) and their refresh tokens. */
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { member, memberSession, refreshToken } from "../../db/schema.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

/** The member of a live session (not revoked, not past its absolute expiry, member not withdrawn). */
export async function findActiveSessionMember(
  db: Db,
  sessionId: string,
): Promise<{ memberId: number; role: string } | undefined> {
  const rows = await db
    .select({ memberId: memberSession.memberId, role: member.role })
    .from(memberSession)
    .innerJoin(member, eq(member.id, memberSession.memberId))
    .where(
      and(
        eq(memberSession.id, sessionId),
        isNull(memberSession.revokedAt),
        gt(memberSession.expiresAt, sql`now()`),
        isNull(member.withdrawnAt),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertSession(
  tx: Tx,
  values: { id: string; memberId: number; loginType: string; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await tx.insert(memberSession).values(values);
}

export async function insertRefreshToken(tx: Tx, sessionId: string, tokenHash: string): Promise<void> {
  await tx.insert(refreshToken).values({ sessionId, tokenHash });
}

/**
 * Marks a refresh token used, once: concurrent callers with the same token serialise on the row lock and
 * only the first gets the session id back.
 */
export async function markRefreshTokenUsed(tx: Tx, tokenHash: string): Promise<string | undefined> {
  const rows = await tx
    .update(refreshToken)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshToken.tokenHash, tokenHash), isNull(refreshToken.usedAt)))
    .returning({ sessionId: refreshToken.sessionId });
  return rows[0]?.sessionId;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
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
}

export async function findSession(db: Db, sessionId: string) {
  const rows = await db.select().from(memberSession).where(eq(memberSession.id, sessionId)).limit(1);
  return rows[0];
}

export async function touchSession(tx: Tx, sessionId: string): Promise<void> {
  await tx.update(memberSession).set({ lastUsedAt: new Date() }).where(eq(memberSession.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(memberSession)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(eq(memberSession.id, sessionId), isNull(memberSession.revokedAt)));
}

/** Revokes every live session of a member, optionally keeping one (the caller's own). */
export async function revokeMemberSessions(
  db: Db,
  memberId: number,
  reason: string,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(memberSession)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(
      and(
        eq(memberSession.memberId, memberId),
        isNull(memberSession.revokedAt),
        exceptSessionId ? ne(memberSession.id, exceptSessionId) : undefined,
      ),
    );
}
