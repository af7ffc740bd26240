/** POST /api/v1/mail/report (API.md "Community"): report a post, a comment or a review. */
import { ErrorResponse } from "@mulmung/contract/common";
import { ReportRequest, ReportResponse } from "@mulmung/contract/community";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentMember, requireMember } from "../../http/auth.ts";
import { clientKey } from "../../http/rate-limit.ts";

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reports } = app.services;

  app.post(
    "/api/v1/mail/report",
    {
      preHandler: requireMember,
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
      schema: {
        tags: ["community"],
        security: [{ bearerAuth: [] }],
        summary:
          "Report a post, comment or review (directInquiryCategory REPORT); three reporters hide a post or comment, or deactivate a review",
        body: ReportRequest,
        response: {
          201: ReportResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await reports.report(currentMember(request), request.body)),
  );
};
