/** Reports (SPEC §3 Report, §8 messages): one per member and target; enough reporters hide a post or comment for review. */
import { ErrorCode, MESSAGE } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { AuthMember } from "../../http/auth.ts";
import { BOARD_LISTS } from "../community/list-cache.ts";
import type { ServiceDeps } from "../services.ts";
import { createReportRepository } from "./repository.ts";

/** A post or comment reported by this many different members is hidden until an operator reviews it. */
export const REPORTERS_TO_HIDE = 3;

type Input = {
  title: string;
  reportType: "COMMUNITY_BOARD" | "COMMUNITY_BOARD_COMMENT";
  id: number;
  description: string;
  serviceType: string;
};

export function createReportService(deps: Pick<ServiceDeps, "db" | "cacheClears">) {
  const repo = createReportRepository(deps.db);
  return {
    async report(member: AuthMember, body: Input) {
      let hidden = false;
      const result = await repo.transaction(async (tx) => {
        const isBoard = body.reportType === "COMMUNITY_BOARD";
        const target = isBoard ? await tx.lockBoard(body.id) : await tx.lockBoardComment(body.id);
        if (!target)
          throw AppError.notFound(isBoard ? "신고할 게시글을 찾을 수 없습니다." : "신고할 댓글을 찾을 수 없습니다.");
        if (target.writerId === member.id) throw AppError.badRequest("본인이 쓴 글은 신고할 수 없습니다.");
        const id = await tx.insert({
          memberId: member.id,
          reportType: body.reportType,
          targetId: body.id,
          title: body.title,
          description: body.description,
          serviceType: body.serviceType,
        });
        if (id === null) {
          throw AppError.of(
            ErrorCode.DUPLICATE_REPORT,
            isBoard ? "이미 신고한 게시글입니다." : "이미 신고한 댓글입니다.",
          );
        }
        if ((await tx.countPendingReporters(body.reportType, body.id)) >= REPORTERS_TO_HIDE) {
          if (isBoard) {
            await tx.hideBoard(body.id);
            hidden = true;
          } else await tx.hideComment(body.id);
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
