/** Points (API.md "Coupons and points"): the member's three histories, the summary, and a store's compensation. */
import { listOf } from "@mulmung/contract/common";
import { AffiliatePointRequest, PointHistory, PointHistoryQuery, PointSummary } from "@mulmung/contract/point";
import { apiPlugin, perMinute } from "../../http/route.ts";

export const pointRoutes = apiPlugin({ tags: ["points"] }, (route, { points, orders }) => {
  const histories = [
    ["save", "SAVE", "My saved points (적립), newest first"],
    ["used", "USE", "Points I spent on orders (사용), newest first"],
    ["extinction", "EXTINCTION", "My points that expired (소멸), newest first"],
  ] as const;
  for (const [path, kind, summary] of histories) {
    route.get(`/api/v1/point-history/${path}`, {
      summary,
      access: "member",
      querystring: PointHistoryQuery,
      response: listOf(PointHistory),
      handler: ({ member, query }) => points.history(member.id, kind, query),
    });
  }

  route.get("/api/v1/point-history/summary", {
    summary: "My balance and the points that expire in the next 30 days (beyond API.md)",
    access: "member",
    response: PointSummary,
    handler: ({ member }) => points.summary(member.id),
  });

  route.post("/api/v1/affiliate-point", {
    summary: "A store owner gives AFFILIATE_COMPENSATION points to the buyer of one of its orders (beyond API.md)",
    access: "member",
    audit: "STORE",
    config: perMinute(20),
    body: AffiliatePointRequest,
    status: 201,
    response: PointHistory,
    handler: ({ member, body }) => orders.compensateBuyer(member.id, body),
  });
});
