/** SQL of the operators' member pages (issue 27): the member search and suspensions. */
import { and, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { containsPattern } from "../../db/sql.ts";
import { member, memberSuspension } from "./schema.ts";

export type SuspensionRow = typeof memberSuspension.$inferSelect;

const LISTED = {
  id: member.id,
  email: member.email,
  nickname: member.nickname,
  phoneNumber: member.phoneNumber,
  role: member.role,
  createDate: member.createDate,
  withdrawnAt: member.withdrawnAt,
  suspendedUntil: member.suspendedUntil,
};

export function createMemberAdminRepository(db: Executor) {
  return {
    /**
     * Members whose email, nickname or phone number contains the words (newest first); each pattern is served by
     * its trigram index (member_*_trgm_idx) once it has three characters, the rest by walking the id index.
     */
    async search(query: { text: string | null; digits: string | null }, page: { limit: number; offset: number }) {
      const matches: SQL[] = [];
      if (query.text) {
        const pattern = containsPattern(query.text);
        matches.push(sql`lower(${member.email}) like ${pattern}`, sql`lower(${member.nickname}) like ${pattern}`);
      }
      if (query.digits) matches.push(sql`${member.phoneNumber} like ${containsPattern(query.digits)}`);
      return db
        .select(LISTED)
        .from(member)
        .where(matches.length > 0 ? or(...matches) : undefined)
        .orderBy(desc(member.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async history(memberId: number): Promise<SuspensionRow[]> {
      return db
        .select()
        .from(memberSuspension)
        .where(eq(memberSuspension.memberId, memberId))
        .orderBy(desc(memberSuspension.id));
    },

    /** The suspension holding at `now` (unlifted, not yet ended), if any. */
    async current(memberId: number, now: Date): Promise<SuspensionRow | undefined> {
      const rows = await db
        .select()
        .from(memberSuspension)
        .where(
          and(
            eq(memberSuspension.memberId, memberId),
            isNull(memberSuspension.liftedAt),
            gt(memberSuspension.untilDate, now),
          ),
        )
        .orderBy(desc(memberSuspension.id))
        .limit(1);
      return rows[0];
    },

    async insert(values: typeof memberSuspension.$inferInsert): Promise<SuspensionRow> {
      const rows = await db.insert(memberSuspension).values(values).returning();
      return rows[0] as SuspensionRow;
    },

    /** Every unlifted suspension of the member lifted now (a new one replaces it, or an operator lifts it). */
    async liftAll(memberId: number, operatorId: number, now: Date): Promise<number> {
      const rows = await db
        .update(memberSuspension)
        .set({ liftedAt: now, liftedBy: operatorId })
        .where(
          and(
            eq(memberSuspension.memberId, memberId),
            isNull(memberSuspension.liftedAt),
            gt(memberSuspension.untilDate, now),
          ),
        )
        .returning({ id: memberSuspension.id });
      return rows.length;
    },

    /** member.suspended_until (the live-session cache carries it; migration 0051's trigger clears it everywhere). */
    async setSuspendedUntil(memberId: number, until: Date | null): Promise<void> {
      await db.update(member).set({ suspendedUntil: until }).where(eq(member.id, memberId));
    },
  };
}

export type MemberAdminRepository = ReturnType<typeof createMemberAdminRepository>;
