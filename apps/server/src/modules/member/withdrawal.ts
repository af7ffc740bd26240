/**
 * Withdrawal (SPEC §8), the one path: by the member themself (my-info.ts, with the confirmation word) or by an
 * operator on the member's request (issue 27, admin.ts). Personal data is erased (the email leaves a keyed mark,
 * so logging in with it answers 1014), every session revoked and each social link's revocation queued for its
 * provider in one transaction; the row and its id stay so that orders (kept as the e-commerce law requires) and
 * posts ("탈퇴한 회원") remain linked.
 */
import { ErrorCode } from "@mulmung/domain/errors";
import { isOperator } from "@mulmung/domain/operator";
import { AppError } from "../../http/app-error.ts";
import type { SessionService } from "../auth/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createMemberRepository, type MemberRow } from "./repository.ts";
import { removeLinksAndQueueRevocations } from "./social-revocations.ts";
import { withdrawnEmailMark } from "./withdrawn-email.ts";

export function createWithdrawal(
  deps: Pick<ServiceDeps, "db" | "config" | "clock" | "jobs"> & { sessions: SessionService },
) {
  /**
   * 404 for no such member (`missing`), 1014 when already withdrawn, 1013 for partner-store members (they go
   * through the support centre), 1012 for the service's own operators, then `confirm`'s own check.
   */
  return async function withdraw(
    memberId: number,
    input: { reason: string | null; missing: () => AppError; confirm?: (row: MemberRow) => void },
  ): Promise<void> {
    await deps.db.transaction(async (tx) => {
      const r = createMemberRepository(tx);
      const row = await r.findMemberForUpdate(memberId);
      if (!row) throw input.missing();
      if (row.withdrawnAt) throw AppError.of(ErrorCode.ALREADY_WITHDRAWN);
      if (row.role === "AFFILIATE" || (await r.isAffiliateOwner(memberId))) {
        throw AppError.of(ErrorCode.AFFILIATE_WITHDRAWAL_VIA_SUPPORT);
      }
      if (isOperator(row.role)) throw AppError.of(ErrorCode.WITHDRAWAL_NOT_ALLOWED);
      input.confirm?.(row);
      // Each social link goes, and its provider is told by a job (Apple requires it when an account is deleted).
      await removeLinksAndQueueRevocations(tx, deps.jobs, memberId, "WITHDRAWAL");
      const emailMark = row.email ? withdrawnEmailMark(deps.config.secrets.cookieSecret, row.email) : null;
      await r.erasePersonalData(memberId, input.reason || null, emailMark, deps.clock.now());
      await deps.sessions.revokeAllOf(memberId, "WITHDRAWN", { tx });
    });
  };
}
