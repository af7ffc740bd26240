/** Reviews written by members (API.md "Reviews and inquiries") and the store's reply (`/affiliate-review`, beyond API.md). */
import { ErrorResponse, IdParams, listOf, PagingQuery } from "@mulmung/contract/common";
import {
  CreatableReview,
  MyReviewQuery,
  ReviewCreateRequest,
  ReviewDetail,
  ReviewReplyRequest,
  ReviewUpdateRequest,
} from "@mulmung/contract/review";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentMember, optionalMember, requireMember } from "../../http/auth.ts";

const tags = ["reviews"];
const security = [{ bearerAuth: [] }];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
const writeLimit = { rateLimit: { max: 20, timeWindow: "1 minute" } };

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.services;

  app.get(
    "/api/v1/review/creatable",
    {
      preHandler: requireMember,
      schema: {
        tags,
        security,
        summary: "My confirmed order lines without a review yet",
        querystring: PagingQuery,
        response: { 200: listOf(CreatableReview), ...errors },
      },
    },
    async (request) => reviews.creatable(currentMember(request).id, request.query),
  );

  app.get(
    "/api/v1/review/member",
    {
      preHandler: requireMember,
      schema: {
        tags,
        security,
        summary: "My reviews, newest first; `productScore`, `reviewState` filter",
        querystring: MyReviewQuery,
        response: { 200: listOf(ReviewDetail), ...errors },
      },
    },
    async (request) => reviews.mine(currentMember(request).id, request.query),
  );

  app.post(
    "/api/v1/review",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        security,
        summary: "Review my confirmed order line (once per line); earns REVIEW_PRODUCT points",
        body: ReviewCreateRequest,
        response: { 201: ReviewDetail, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await reviews.create(currentMember(request).id, request.body)),
  );

  app.get(
    "/api/v1/review/:id",
    {
      preHandler: optionalMember,
      schema: { tags, summary: "A review", params: IdParams, response: { 200: ReviewDetail, ...errors } },
    },
    async (request) => reviews.get(request.params.id, request.member?.id),
  );

  app.patch(
    "/api/v1/review/:id",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        security,
        summary: "Edit my review; a score change keeps the product's and store's totals right",
        params: IdParams,
        body: ReviewUpdateRequest,
        response: { 200: ReviewDetail, ...errors },
      },
    },
    async (request) => reviews.update(currentMember(request).id, request.params.id, request.body),
  );

  app.get(
    "/api/v1/affiliate-review",
    {
      preHandler: requireMember,
      schema: {
        tags,
        security,
        summary: "Reviews of the stores I run, newest first",
        querystring: PagingQuery,
        response: { 200: listOf(ReviewDetail), ...errors },
      },
    },
    async (request) => reviews.ofMyStores(currentMember(request).id, request.query),
  );

  app.patch(
    "/api/v1/affiliate-review/:id/reply",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        security,
        summary: "The store's one reply to a review of its product",
        params: IdParams,
        body: ReviewReplyRequest,
        response: { 200: ReviewDetail, ...errors },
      },
    },
    async (request) => reviews.reply(currentMember(request).id, request.params.id, request.body.reply),
  );
};
