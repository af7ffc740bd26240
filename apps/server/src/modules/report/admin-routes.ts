/**
 * The operators' moderation queue (issue 27; `/api/v1/admin/report…`, beyond API.md): reports grouped by target,
 * and the two decisions on a target, each with the target and its reports before and after in the audit log.
 */
import { ReportQueue, ReportQueueItem, ReportQueueQuery, ReportTargetParams } from "@mulmung/contract/admin-moderation";
import type { ReportDecision } from "@mulmung/domain/moderation";
import { apiPlugin } from "../../http/route.ts";

/** The decisions, one route each. */
const DECISIONS: { path: ReportDecision; summary: string }[] = [
  {
    path: "restoration",
    summary: "신고된 글 복구: 다시 보이고 (리뷰는 집계에 다시 포함), 대기 중인 신고는 반려(REJECTED)",
  },
  {
    path: "removal",
    summary: "신고된 글 삭제: 작성자가 지운 것처럼 삭제되고, 대기 중인 신고는 처리 완료(DONE)",
  },
];

export const reportAdminRoutes = apiPlugin(
  { tags: ["admin: moderation"], access: "admin", errors: [400, 401, 404, 409] },
  (route, { moderation }) => {
    route.get("/api/v1/admin/report", {
      summary: "신고 목록: 대상(글, 댓글, 리뷰)별로 신고한 회원 수, 사유, 대상 미리보기; 최근 활동 순",
      querystring: ReportQueueQuery,
      response: ReportQueue,
      handler: ({ query }) => moderation.queue(query),
    });

    route.get("/api/v1/admin/report/:type/:targetId", {
      summary: "신고된 대상 하나와 그 신고 전부 (처리 상태와 관계없이)",
      params: ReportTargetParams,
      response: ReportQueueItem,
      handler: ({ params }) => moderation.item(params.type, params.targetId),
    });

    for (const decision of DECISIONS) {
      route.patch(`/api/v1/admin/report/:type/:targetId/${decision.path}`, {
        summary: decision.summary,
        params: ReportTargetParams,
        response: ReportQueueItem,
        auditTarget: ({ params }) => moderation.item(params.type, params.targetId).catch(() => null),
        handler: ({ params }) => moderation.decide(params.type, params.targetId, decision.path),
      });
    }
  },
);
