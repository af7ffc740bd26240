/**
 * Reports (SPEC §3 Report, §8 messages): one per member and target; enough reporters hide a post or comment for
 * review, or deactivate a review (through the review service, which takes it out of the product's and store's totals).
 */
import type { ReportType } from "@mulmung/contract/community";
import { ErrorCode, MESSAGE } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { AuthMember } from "../../http/auth.ts";
import type { CommentService } from "../comment/service.ts";
import { BOARD_LISTS, type CommunityService } from "../community/service.ts";
import type { ReviewService } from "../review/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createReportRepository } from "./repository.ts";

/** A post, comment or review reported by this many different members is hidden until an operator reviews it. */
export const REPORTERS_TO_HIDE = 3;

type Input = {
  title: string;
  reportType: ReportType;
  id: number;
  description: string;
  serviceType: string;
};

/** What each kind of target is called in the messages. */
const WORDING: Record<ReportType, { missing: string; own: string; duplicate: string }> = {
  COMMUNITY_BOARD: {
    missing: "신고할 게시글을 찾을 수 없습니다.",
    own: "본인이 쓴 글은 신고할 수 없습니다.",
    duplicate: "이미 신고한 게시글입니다.",
  },
  COMMUNITY_BOARD_COMMENT: {
    missing: "신고할 댓글을 찾을 수 없습니다.",
    own: "본인이 쓴 글은 신고할 수 없습니다.",
    duplicate: "이미 신고한 댓글입니다.",
  },
  REVIEW: {
    missing: "신고할 리뷰를 찾을 수 없습니다.",
    own: "본인이 쓴 리뷰는 신고할 수 없습니다.",
    duplicate: "이미 신고한 리뷰입니다.",
  },
};

export function createReportService(
  deps: Pick<ServiceDeps, "db" | "cacheClears"> & {
    reviews: Pick<ReviewService, "lockForReport" | "deactivateReported">;
    /** Enough reporters hide a post or a comment through its owner, in the report's transaction. */
    community: Pick<CommunityService, "hideReported">;
    comments: Pick<CommentService, "hideReported">;
  },
) {
  const repo = createReportRepository(deps.db);
  return {
    async report(member: AuthMember, body: Input) {
      let hidden = false;
      const wording = WORDING[body.reportType];
      const result = await repo.transaction(async (tx, raw) => {
        const isBoard = body.reportType === "COMMUNITY_BOARD";
        const target =
          body.reportType === "REVIEW"
            ? await deps.reviews.lockForReport(raw, body.id)
            : isBoard
              ? await tx.lockBoard(body.id)
              : await tx.lockBoardComment(body.id);
        if (!target) throw AppError.notFound(wording.missing);
        if (target.writerId === member.id) throw AppError.badRequest(wording.own);
        const id = await tx.insert({
          memberId: member.id,
          reportType: body.reportType,
          targetId: body.id,
          title: body.title,
          description: body.description,
          serviceType: body.serviceType,
        });
        if (id === null) throw AppError.of(ErrorCode.DUPLICATE_REPORT, wording.duplicate);
        if ((await tx.countPendingReporters(body.reportType, body.id)) >= REPORTERS_TO_HIDE) {
          if (body.reportType === "REVIEW") await deps.reviews.deactivateReported(raw, body.id);
          else if (isBoard) {
            await deps.community.hideReported(body.id, { tx: raw });
            hidden = true;
          } else await deps.comments.hideReported(body.id, { tx: raw });
        }
        return { id, message: MESSAGE.reportSucceeded };
      });
      // A post was hidden (after its transaction committed): board lists are cleared on every instance first.
      if (hidden) await deps.cacheClears.clear(BOARD_LISTS);
      return result;
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
export type { ModerationService } from "./moderation.ts";
