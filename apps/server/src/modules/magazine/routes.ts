/** The magazine (API.md "Magazine, quiz, raffles, pre-users"): issues, the free latest one, my subscriptions, buying. */
import { IdParams, listOf } from "@mulmung/contract/common";
import {
  MagazineDetail,
  MagazineListQuery,
  MagazinePurchase,
  MagazinePurchaseRequest,
  MagazineSummary,
} from "@mulmung/contract/magazine";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentMember, optionalMember, requireMember } from "../../http/auth.ts";

const tags = ["magazine"];
const security = [{ bearerAuth: [] }];
const MagazineIdParams = z.object({ magazineId: IdParams.shape.id });

export const magazineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { magazines } = app.services;

  app.get(
    "/api/v1/magazine",
    {
      schema: {
        tags,
        summary: "Published issues of 월간 물멍, newest first (covers and summaries)",
        querystring: MagazineListQuery,
        response: { 200: listOf(MagazineSummary) },
      },
    },
    async (request) => magazines.list(request.query),
  );

  app.get(
    "/api/v1/magazine/latest",
    {
      preHandler: optionalMember,
      schema: {
        tags,
        summary: "The latest non-subscription (free) issue with its articles",
        response: { 200: MagazineDetail },
      },
    },
    async (request) => magazines.latest(request.member?.id ?? null),
  );

  app.get(
    "/api/v1/magazine/subscription",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "My paid magazine subscriptions and issues, newest first",
        security,
        querystring: MagazineListQuery,
        response: { 200: listOf(MagazinePurchase) },
      },
    },
    async (request) => magazines.purchases(currentMember(request).id, request.query),
  );

  app.get(
    "/api/v1/magazine/:id",
    {
      preHandler: optionalMember,
      schema: {
        tags,
        summary: "One issue; a subscription issue's articles only for subscribers or buyers of the issue",
        params: IdParams,
        response: { 200: MagazineDetail },
      },
    },
    async (request) => magazines.get(request.params.id, request.member?.id ?? null),
  );

  app.post(
    "/api/v1/magazine/:magazineId/purchase-history",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary:
          "Buys a subscription or this issue: OPEN answers the payment window; COMPLETE asks the gateway and records the purchase once paid",
        security,
        params: MagazineIdParams,
        body: MagazinePurchaseRequest,
        response: { 200: MagazinePurchase },
      },
    },
    async (request) => magazines.purchase(currentMember(request).id, request.params.magazineId, request.body),
  );
};
