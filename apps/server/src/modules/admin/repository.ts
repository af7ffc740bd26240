/** SQL of the operators' console: authenticators, recovery codes and the audit log (reads the member's email). */
import type { AuditLogQuery } from "@mulmung/contract/admin";
import { and, desc, eq, gte, ilike, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { containsPattern } from "../../db/sql.ts";
import { member } from "../member/schema.ts";
import { auditLog, operatorFactor, operatorRecoveryCode } from "./schema.ts";

export interface AuditRecord {
  actorId: number;
  scope: "OPERATOR" | "STORE";
  affiliateId: number | null;
  action: string;
  target: string;
  status: number;
  before: unknown;
  after: unknown;
}

export function createAdminRepository(db: Executor) {
  return {
    async emailOf(memberId: number): Promise<string> {
      const rows = await db.select({ email: member.email }).from(member).where(eq(member.id, memberId)).limit(1);
      return rows[0]?.email ?? String(memberId);
    },

    async findFactor(memberId: number) {
      const rows = await db.select().from(operatorFactor).where(eq(operatorFactor.memberId, memberId)).limit(1);
      return rows[0];
    },

    /** A new secret to confirm, replacing one never confirmed; none when a confirmed one is there. */
    async startFactor(memberId: number, secret: string): Promise<boolean> {
      const rows = await db
        .insert(operatorFactor)
        .values({ memberId, secret })
        .onConflictDoUpdate({
          target: operatorFactor.memberId,
          set: { secret, createDate: sql`now()`, lastTimeStep: null },
          setWhere: isNull(operatorFactor.confirmedAt),
        })
        .returning({ memberId: operatorFactor.memberId });
      return rows.length === 1;
    },

    /**
     * Takes the code's 30-second step: only once per step and never an older one (a code seen over a shoulder or
     * replayed is refused), and confirms the authenticator the first time.
     */
    async useTimeStep(memberId: number, timeStep: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(operatorFactor)
        .set({ lastTimeStep: timeStep, confirmedAt: sql`coalesce(${operatorFactor.confirmedAt}, ${at})` })
        .where(
          and(eq(operatorFactor.memberId, memberId), sql`coalesce(${operatorFactor.lastTimeStep}, -1) < ${timeStep}`),
        )
        .returning({ memberId: operatorFactor.memberId });
      return rows.length === 1;
    },

    async replaceRecoveryCodes(memberId: number, hashes: string[]): Promise<void> {
      await db.delete(operatorRecoveryCode).where(eq(operatorRecoveryCode.memberId, memberId));
      await db.insert(operatorRecoveryCode).values(hashes.map((codeHash) => ({ memberId, codeHash })));
    },

    /** Spends a recovery code: true once per code. */
    async useRecoveryCode(memberId: number, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(operatorRecoveryCode)
        .set({ usedAt: at })
        .where(
          and(
            eq(operatorRecoveryCode.memberId, memberId),
            eq(operatorRecoveryCode.codeHash, codeHash),
            isNull(operatorRecoveryCode.usedAt),
          ),
        )
        .returning({ memberId: operatorRecoveryCode.memberId });
      return rows.length === 1;
    },

    async recoveryCodesLeft(memberId: number): Promise<number> {
      return db.$count(
        operatorRecoveryCode,
        and(eq(operatorRecoveryCode.memberId, memberId), isNull(operatorRecoveryCode.usedAt)),
      );
    },

    /** One row, with the actor's email as it is now (kept in the row when the member changes it or leaves). */
    async insertAudit(entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({
        ...entry,
        actorEmail: sql`coalesce((select ${member.email} from ${member} where ${member.id} = ${entry.actorId}), '')`,
      });
    },

    async searchAudit(query: AuditLogQuery) {
      const where: (SQL | undefined)[] = [
        query.beforeId ? lt(auditLog.id, query.beforeId) : undefined,
        query.actor ? ilike(auditLog.actorEmail, containsPattern(query.actor)) : undefined,
        query.action ? ilike(auditLog.action, containsPattern(query.action)) : undefined,
        query.scope ? eq(auditLog.scope, query.scope) : undefined,
        query.affiliateId ? eq(auditLog.affiliateId, query.affiliateId) : undefined,
        // Seoul's calendar days.
        query.from ? gte(auditLog.at, sql`(${query.from}::date)::timestamp at time zone 'Asia/Seoul'`) : undefined,
        query.to ? lte(auditLog.at, sql`(${query.to}::date + 1)::timestamp at time zone 'Asia/Seoul'`) : undefined,
      ];
      return db
        .select()
        .from(auditLog)
        .where(and(...where))
        .orderBy(desc(auditLog.id))
        .limit(query.size + 1);
    },
  };
}
