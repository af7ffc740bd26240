/**
 * Members as the operators see them (issue 27): the search by part of an email, nickname or phone number, a
 * member's record (profile, points, recent orders, posts and comments, reports against their writing, suspensions,
 * each from its owner's service), and a withdrawal on the member's request through the one withdrawal path.
 */
import type { AdminMemberListItem, AdminMemberQuery, AdminMemberRecord } from "@mulmung/contract/admin-moderation";
import { isSuspended } from "@mulmung/domain/moderation";
import { AppError } from "../../http/app-error.ts";
import type { SessionService } from "../auth/service.ts";
import type { CommentService } from "../comment/service.ts";
import type { CommunityService } from "../community/service.ts";
import type { PaymentService } from "../payment/service.ts";
import type { ModerationService } from "../report/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { createMemberAdminRepository } from "./admin-repository.ts";
import { createMemberRepository, type MemberRow } from "./repository.ts";
import { MEMBER_NOT_FOUND, type SuspensionService } from "./suspensions.ts";
import { createWithdrawal } from "./withdrawal.ts";

/** How many of a member's latest orders, posts and comments the record shows. */
const RECENT = 5;

type Listed = Pick<
  MemberRow,
  "id" | "email" | "nickname" | "phoneNumber" | "role" | "createDate" | "withdrawnAt" | "suspendedUntil"
>;

function listed(row: Listed, now: Date): AdminMemberListItem {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    phoneNumber: row.phoneNumber,
    role: row.role as AdminMemberListItem["role"],
    createDate: row.createDate.toISOString(),
    isWithdrawn: row.withdrawnAt !== null,
    suspendedUntil:
      row.suspendedUntil && isSuspended(row.suspendedUntil, now) ? row.suspendedUntil.toISOString() : null,
  };
}

/** The search words: the text as typed (lower-cased), and its digits when it reads as (part of) a phone number. */
export function searchTerms(query: string | undefined): { text: string | null; digits: string | null } {
  const text = query?.trim().toLowerCase() || null;
  const digits = text && /^[\d\s-]+$/.test(text) ? text.replace(/\D/g, "") || null : null;
  return { text, digits };
}

export function createMemberAdminService(
  deps: Pick<ServiceDeps, "db" | "config" | "clock" | "jobs"> & {
    sessions: SessionService;
    suspensions: SuspensionService;
    /** A member's orders, as they see them (the order service's list with the payments). */
    payments: Pick<PaymentService, "orders">;
    community: Pick<CommunityService, "recentOfWriter">;
    comments: Pick<CommentService, "recentOfWriter">;
    moderation: Pick<ModerationService, "againstWriter">;
  },
) {
  const repository = createMemberRepository(deps.db);
  const search = createMemberAdminRepository(deps.db);
  const withdraw = createWithdrawal(deps);

  return {
    async list(query: AdminMemberQuery) {
      const now = deps.clock.now();
      const rows = await search.search(searchTerms(query.query), pageWindow(query));
      return pageOf(rows, query, (row) => listed(row, now));
    },

    async record(memberId: number): Promise<AdminMemberRecord> {
      const row = await repository.findMemberById(memberId);
      if (!row) throw AppError.notFound(MEMBER_NOT_FOUND);
      const now = deps.clock.now();
      const [isStoreOwner, orders, recentPosts, recentComments, reports, suspensions] = await Promise.all([
        repository.isAffiliateOwner(memberId),
        deps.payments.orders(memberId, { size: RECENT, offset: 0 }),
        deps.community.recentOfWriter(memberId, RECENT),
        deps.comments.recentOfWriter(memberId, RECENT),
        deps.moderation.againstWriter(memberId),
        deps.suspensions.history(memberId),
      ]);
      return {
        member: {
          ...listed(row, now),
          name: row.name,
          loginType: row.loginType,
          profileImageUrl: row.profileImageUrl,
          introduction: row.introduction,
          isCertified: row.phoneCertifiedAt !== null,
          withdrawnDate: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
          withdrawalReason: row.withdrawalReason,
          isStoreOwner,
        },
        point: row.point,
        recentOrders: orders.items,
        recentPosts,
        recentComments,
        reportsAgainst: { count: reports.count, lastDate: reports.lastDate ? reports.lastDate.toISOString() : null },
        ...suspensions,
      };
    },

    /** Suspends a member (suspensions.ts); the record as it stands after. */
    async suspend(operatorId: number, memberId: number, input: { days: number; reason: string }) {
      await deps.suspensions.suspend(operatorId, memberId, input);
      return this.record(memberId);
    },

    /** Lifts a member's running suspension early; the record as it stands after. */
    async lift(operatorId: number, memberId: number) {
      await deps.suspensions.lift(operatorId, memberId);
      return this.record(memberId);
    },

    /**
     * Withdraws a member on their request (SPEC §8, the same erasure as their own): 404 for no such member, 1014
     * when already withdrawn, 1013 for a store owner (through the support centre), 1012 for an operator.
     */
    async withdraw(memberId: number, reason: string): Promise<AdminMemberRecord> {
      await withdraw(memberId, { reason, missing: () => AppError.notFound(MEMBER_NOT_FOUND) });
      return this.record(memberId);
    },
  };
}

export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
