/** Points (API.md "Coupons and points"): the member's three histories, the summary, and a store's compensation. */
import { listOf } from "@mulmung/contract/common";
import { AffiliatePointRequest, PointHistory, PointHistoryQuery, PointSummary } from "@mulmung/contract/point";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentMember, requireMember } from "../../http/auth.ts";

const tags = ["points"];
const security = [{ bearerAuth: [] }];

export const pointRoutes: FastifyPluginAsyncZod = async (app) => {
  const { points, orders } = app.services;

  const histories = [
    ["save", "SAVE", "My saved points (적립), newest first"],
    ["used", "USE", "Points I spent on orders (사용), newest first"],
    ["extinction", "EXTINCTION", "My points that expired (소멸), newest first"],
  ] as const;
  for (const [path, kind, summary] of histories) {
    app.get(
      `/api/v1/point-history/${path}`,
      {
        preHandler: requireMember,
        schema: { tags, summary, security, querystring: PointHistoryQuery, response: { 200: listOf(PointHistory) } },
      },
      async (request) => points.history(currentMember(request).id, kind, request.query),
    );
  }

  app.get(
    "/api/v1/point-history/summary",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "My balance and the points that expire in the next 30 days (beyond API.md)",
        security,
        response: { 200: PointSummary },
      },
    },
    async (request) => points.summary(currentMember(request).id),
  );

  app.post(
    "/api/v1/affiliate-point",
    {
      preHandler: requireMember,
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "A store owner gives AFFILIATE_COMPENSATION points to the buyer of one of its orders (beyond API.md)",
        security,
        body: AffiliatePointRequest,
        response: { 201: PointHistory },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await orders.compensateBuyer(currentMember(request).id, request.body)),
  );
};
