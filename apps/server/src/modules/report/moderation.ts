/**
 * The operators' moderation queue (issue 27): reported posts, comments and reviews grouped by target with their
 * reasons and how many members reported them, and the operator's decision on each: restoration (shown and counted
 * again, its pending reports REJECTED) or removal (deleted as its owner deletes it, its pending reports DONE), one
 * transaction each, through the owners' services.
 */
import type { ReportQueueItem, ReportQueueQuery, ReportTargetParams } from "@mulmung/contract/admin-moderation";
import { writerDisplayName } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { DECIDED_STATE, type ReportDecision, reportPreview } from "@mulmung/domain/moderation";
import { AppError } from "../../http/app-error.ts";
import type { CommentService } from "../comment/service.ts";
import { BOARD_LISTS, type CommunityService } from "../community/service.ts";
import type { ReviewService } from "../review/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import type { QueueRow } from "./queue-repository.ts";
import { createReportRepository } from "./repository.ts";

const NOT_FOUND: Record<ReportTargetParams["type"], string> = {
  COMMUNITY_BOARD: "신고된 게시글을 찾을 수 없습니다.",
  COMMUNITY_BOARD_COMMENT: "신고된 댓글을 찾을 수 없습니다.",
  REVIEW: "신고된 리뷰를 찾을 수 없습니다.",
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toItem(row: QueueRow): ReportQueueItem {
  return {
    type: row.report_type as ReportQueueItem["type"],
    targetId: row.target_id,
    reporterCount: row.reporter_count,
    lastActivityDate: iso(row.last_at),
    reasons: row.reasons.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      state: r.state as ReportQueueItem["reasons"][number]["state"],
      reporter: {
        id: r.reporterId,
        nickname: writerDisplayName({ nickname: r.reporterNickname, withdrawnAt: r.reporterWithdrawnAt }),
      },
      createDate: iso(r.createDate),
      decidedDate: r.decidedAt ? iso(r.decidedAt) : null,
    })),
    target:
      row.writer_id === null
        ? null
        : {
            preview: reportPreview(row.title, row.text),
            writer: {
              id: row.writer_id,
              nickname: writerDisplayName({ nickname: row.writer_nickname, withdrawnAt: row.writer_withdrawn_at }),
            },
            isHidden: row.hidden === true,
            isRemoved: row.removed === true,
          },
  };
}

export function createModerationService(
  deps: Pick<ServiceDeps, "db" | "clock" | "cacheClears"> & {
    reviews: Pick<ReviewService, "lockForModeration" | "restoreReported" | "removeReported">;
    community: Pick<CommunityService, "restoreReported" | "removeReported">;
    comments: Pick<CommentService, "restoreReported" | "removeReported">;
  },
) {
  const repo = createReportRepository(deps.db);

  async function item(type: ReportTargetParams["type"], targetId: number): Promise<ReportQueueItem> {
    const row = await repo.item(type, targetId);
    if (!row) throw AppError.notFound(NOT_FOUND[type]);
    return toItem(row);
  }

  return {
    /** The queue of a state: targets with their reports of that state, newest activity first. */
    async queue(query: ReportQueueQuery) {
      const rows = await repo.queue(query.state, query.type, pageWindow(query));
      return pageOf(rows, query, toItem);
    },

    /** One reported target with all its reports, whatever their state. */
    item,

    /**
     * The operator's decision on a reported target: 404 when it does not exist or nobody reported it, 409
     * REPORT_ALREADY_DECIDED when none of its reports is pending any more. A target its writer deleted meanwhile
     * stays deleted whatever is decided.
     */
    async decide(type: ReportTargetParams["type"], targetId: number, decision: ReportDecision) {
      await repo.transaction(async (tx, raw) => {
        const target =
          type === "REVIEW"
            ? await deps.reviews.lockForModeration(raw, targetId)
            : await tx.lockForModeration(type, targetId);
        if (!target || !(await tx.hasReports(type, targetId))) throw AppError.notFound(NOT_FOUND[type]);
        const pending = await tx.decidePending(type, targetId, DECIDED_STATE[decision], deps.clock.now());
        if (pending === 0) throw AppError.of(ErrorCode.REPORT_ALREADY_DECIDED);
        const options = { tx: raw };
        if (decision === "restoration") {
          if (type === "REVIEW") await deps.reviews.restoreReported(raw, targetId);
          else if (type === "COMMUNITY_BOARD") await deps.community.restoreReported(targetId, options);
          else await deps.comments.restoreReported(targetId, options);
        } else if (type === "REVIEW") await deps.reviews.removeReported(raw, targetId);
        else if (type === "COMMUNITY_BOARD") await deps.community.removeReported(targetId, options);
        else await deps.comments.removeReported(targetId, options);
      });
      // A post shown again or removed: the board lists are cleared on every instance once it committed.
      if (type === "COMMUNITY_BOARD") await deps.cacheClears.clear(BOARD_LISTS);
      return item(type, targetId);
    },

    /** Reports made against a member's writing (an operator's record of the member). */
    againstWriter: (memberId: number) => repo.againstWriter(memberId),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
