/** Pre-user (trial tester) recruitments and applications (API.md "Magazine, quiz, raffles, pre-users"). */
import { IdParams, listOf, PagingQuery } from "@mulmung/contract/common";
import {
  Preuser,
  PreuserApplyRequest,
  PreuserIdParams,
  PreuserRecruitment,
  PreuserReviewLink,
  PreuserReviewLinkRequest,
} from "@mulmung/contract/programs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentMember, requireMember } from "../../http/auth.ts";

const tags = ["preusers"];
const security = [{ bearerAuth: [] }];
const writeLimit = { rateLimit: { max: 10, timeWindow: "1 minute" } };

export const preuserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { preusers } = app.services;

  app.get(
    "/api/v1/preuser-recruitment",
    {
      schema: {
        tags,
        summary: "Trial tester recruitments with their selected testers' review links",
        querystring: PagingQuery,
        response: { 200: listOf(PreuserRecruitment) },
      },
    },
    async (request) => preusers.listRecruitments(request.query),
  );

  app.get(
    "/api/v1/preuser",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "My applications",
        security,
        querystring: PagingQuery,
        response: { 200: listOf(Preuser) },
      },
    },
    async (request) => preusers.mine(currentMember(request).id, request.query),
  );

  app.post(
    "/api/v1/preuser",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        summary: "Applies to a recruitment",
        security,
        body: PreuserApplyRequest,
        response: { 201: Preuser },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await preusers.apply(currentMember(request).id, request.body.recruitmentId)),
  );

  app.patch(
    "/api/v1/preuser/:id/cancel",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: { tags, summary: "Cancels my application", security, params: IdParams, response: { 200: Preuser } },
    },
    async (request) => preusers.cancel(currentMember(request).id, request.params.id),
  );

  app.post(
    "/api/v1/preuser/:preuserId/review-link",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        summary: "A selected tester's review link (INSTAGRAM, NAVER_BLOG, YOUTUBE)",
        security,
        params: PreuserIdParams,
        body: PreuserReviewLinkRequest,
        response: { 201: PreuserReviewLink },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await preusers.addReviewLink(currentMember(request).id, request.params.preuserId, request.body)),
  );

  app.get(
    "/api/v1/preuser/:preuserId/review-link",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "My application's review links",
        security,
        params: PreuserIdParams,
        response: { 200: z.object({ items: z.array(PreuserReviewLink) }) },
      },
    },
    async (request) => preusers.reviewLinks(currentMember(request).id, request.params.preuserId),
  );
};
