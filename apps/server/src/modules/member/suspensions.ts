/**
 * Suspensions (issue 27): an operator suspends a member for whole days with a reason, or lifts it early. Each is a
 * `member_suspension` row (from, until, reason, operator, lifted at); the current one's end is also
 * `member.suspended_until`, which the live-session lookup carries (http/auth.ts refuses a suspended member's writes
 * with 403 MEMBER_SUSPENDED) and whose change clears that cache in every instance (migration 0051's trigger).
 * Operators cannot be suspended; a new suspension replaces the running one.
 */
import { ErrorCode } from "@mulmung/domain/errors";
import { isSuspended, suspensionEnd } from "@mulmung/domain/moderation";
import { isOperator } from "@mulmung/domain/operator";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { SESSIONS_CACHE } from "../auth/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createMemberAdminRepository, type SuspensionRow } from "./admin-repository.ts";
import { createMemberRepository } from "./repository.ts";

export const MEMBER_NOT_FOUND = "회원을 찾을 수 없습니다.";

/** A suspension as the console shows it. */
export function toSuspension(row: SuspensionRow, now: Date) {
  return {
    id: row.id,
    from: row.fromDate.toISOString(),
    until: row.untilDate.toISOString(),
    reason: row.reason,
    operatorId: row.operatorId,
    liftedDate: row.liftedAt ? row.liftedAt.toISOString() : null,
    isCurrent: row.liftedAt === null && isSuspended(row.untilDate, now),
  };
}

export function createSuspensionService(deps: Pick<ServiceDeps, "db" | "clock" | "cacheClears">) {
  const { db, clock } = deps;
  const repository = createMemberAdminRepository(db);

  /** The member's row locked for the change: 404 for none, 1014 once withdrawn. */
  async function lockMember(tx: Transaction, memberId: number) {
    const row = await createMemberRepository(tx).findMemberForUpdate(memberId);
    if (!row) throw AppError.notFound(MEMBER_NOT_FOUND);
    if (row.withdrawnAt) throw AppError.of(ErrorCode.ALREADY_WITHDRAWN);
    return row;
  }

  /** The sessions' cache, here at once (the trigger's notification reaches the other instances). */
  const sessionsChanged = () => deps.cacheClears.clear(SESSIONS_CACHE);

  return {
    /** The suspension holding now: until when and why (what a refused write says); null when none. */
    async current(memberId: number): Promise<{ until: Date; reason: string } | null> {
      const row = await repository.current(memberId, clock.now());
      return row ? { until: row.untilDate, reason: row.reason } : null;
    },

    /** Every suspension of the member, newest first, and the one holding now. */
    async history(memberId: number) {
      const now = clock.now();
      const rows = (await repository.history(memberId)).map((row) => toSuspension(row, now));
      return { suspension: rows.find((s) => s.isCurrent) ?? null, suspensions: rows };
    },

    /** Suspends a member for `days` days from now (replacing a running suspension); operators cannot be. */
    async suspend(operatorId: number, memberId: number, input: { days: number; reason: string }) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const row = await lockMember(tx, memberId);
        if (isOperator(row.role)) throw AppError.of(ErrorCode.FORBIDDEN, "운영자는 이용 제한할 수 없습니다.");
        const r = createMemberAdminRepository(tx);
        await r.liftAll(memberId, operatorId, now);
        const until = suspensionEnd(now, input.days);
        await r.insert({ memberId, fromDate: now, untilDate: until, reason: input.reason, operatorId });
        await r.setSuspendedUntil(memberId, until);
      });
      await sessionsChanged();
    },

    /** Lifts the running suspension early: 404 when none holds. */
    async lift(operatorId: number, memberId: number) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await lockMember(tx, memberId);
        const r = createMemberAdminRepository(tx);
        if ((await r.liftAll(memberId, operatorId, now)) === 0) {
          throw AppError.notFound("진행 중인 이용 제한이 없습니다.");
        }
        await r.setSuspendedUntil(memberId, null);
      });
      await sessionsChanged();
    },
  };
}

export type SuspensionService = ReturnType<typeof createSuspensionService>;
