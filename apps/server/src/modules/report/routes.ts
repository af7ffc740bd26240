/** POST /api/v1/mail/report (API.md "Community"): report a post, a comment or a review. */
import { ReportRequest, ReportResponse } from "@mulmung/contract/community";
import type { FastifyRequest } from "fastify";
import { clientKey } from "../../http/rate-limit.ts";
import { apiPlugin } from "../../http/route.ts";

export const reportRoutes = apiPlugin({ tags: ["community"] }, (route, { reports }) => {
  route.post("/api/v1/mail/report", {
    summary:
      "Report a post, comment or review (directInquiryCategory REPORT); three reporters hide a post or comment, or deactivate a review",
    access: "member",
    // Ten reports a minute per member (counted after authentication, so people behind one NAT do not share it).
    config: {
      rateLimit: {
        max: 10,
        timeWindow: "1 minute",
        hook: "preHandler" as const,
        keyGenerator: (request: FastifyRequest) =>
          request.member ? `member:${request.member.id}` : clientKey(request),
      },
    },
    body: ReportRequest,
    status: 201,
    response: ReportResponse,
    errors: [400, 401, 404, 409],
    handler: ({ member, body }) => reports.report(member, body),
  });
});
