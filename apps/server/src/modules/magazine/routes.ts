/** The magazine (API.md "Magazine, quiz, raffles, pre-users"): issues, the free latest one, my subscriptions, buying. */
import { IdParams, listOf } from "@mulmung/contract/common";
import {
  MagazineDetail,
  MagazineListQuery,
  MagazinePurchase,
  MagazinePurchaseRequest,
  MagazineSummary,
} from "@mulmung/contract/magazine";
import { z } from "zod";
import { apiPlugin } from "../../http/route.ts";

const MagazineIdParams = z.object({ magazineId: IdParams.shape.id });

export const magazineRoutes = apiPlugin({ tags: ["magazine"] }, (route, { magazines }) => {
  route.get("/api/v1/magazine", {
    summary: "Published issues of 월간 물멍, newest first (covers and summaries)",
    querystring: MagazineListQuery,
    response: listOf(MagazineSummary),
    handler: ({ query }) => magazines.list(query),
  });

  route.get("/api/v1/magazine/latest", {
    summary: "The latest non-subscription (free) issue with its articles",
    access: "optional",
    response: MagazineDetail,
    handler: ({ member }) => magazines.latest(member?.id ?? null),
  });

  route.get("/api/v1/magazine/subscription", {
    summary: "My paid magazine subscriptions and issues, newest first",
    access: "member",
    querystring: MagazineListQuery,
    response: listOf(MagazinePurchase),
    handler: ({ member, query }) => magazines.purchases(member.id, query),
  });

  route.get("/api/v1/magazine/:id", {
    summary: "One issue; a subscription issue's articles only for subscribers or buyers of the issue",
    access: "optional",
    params: IdParams,
    response: MagazineDetail,
    handler: ({ member, params }) => magazines.get(params.id, member?.id ?? null),
  });

  route.post("/api/v1/magazine/:magazineId/purchase-history", {
    summary:
      "Buys a subscription or this issue: OPEN answers the payment window; COMPLETE asks the gateway and records the purchase once paid",
    access: "member",
    params: MagazineIdParams,
    body: MagazinePurchaseRequest,
    response: MagazinePurchase,
    handler: ({ member, params, body }) => magazines.purchase(member.id, params.magazineId, body),
  });
});
