/** The mulbti quiz (API.md "Magazine, quiz, raffles, pre-users"). */

import { listOf } from "@mulmung/contract/common";
import {
  MulbtiCount,
  MulbtiInfo,
  MulbtiListItem,
  MulbtiListQuery,
  MulbtiResult,
  MulbtiResultRequest,
  MulbtiShareQuery,
  MulbtiType,
  MulbtiTypeParams,
} from "@mulmung/contract/programs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { optionalMember } from "../../http/auth.ts";

const tags = ["mulbti"];
const countLimit = { rateLimit: { max: 60, timeWindow: "1 minute" } };

export const mulbtiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mulbti } = app.services;

  app.get(
    "/api/v1/mulbti",
    { schema: { tags, summary: "The quiz: title, questions and answers, start count", response: { 200: MulbtiInfo } } },
    async () => mulbti.info(),
  );

  app.patch(
    "/api/v1/mulbti/start",
    { config: countLimit, schema: { tags, summary: "Counts a start", response: { 200: MulbtiCount } } },
    async () => mulbti.start(),
  );

  app.patch(
    "/api/v1/mulbti/share",
    {
      config: countLimit,
      schema: {
        tags,
        summary: "Counts a share of a type",
        querystring: MulbtiShareQuery,
        response: { 200: MulbtiCount },
      },
    },
    async (request) => mulbti.share(request.query.type),
  );

  app.get(
    "/api/v1/mulbti/type/:type",
    { schema: { tags, summary: "A type's page", params: MulbtiTypeParams, response: { 200: MulbtiType } } },
    async (request) => mulbti.type(request.params.type),
  );

  app.get(
    "/api/v1/mulbti/list",
    {
      schema: {
        tags,
        summary: "Every type with its count, most common first",
        querystring: MulbtiListQuery,
        response: { 200: listOf(MulbtiListItem) },
      },
    },
    async (request) => mulbti.list(request.query),
  );

  app.post(
    "/api/v1/mulbti/result",
    {
      preHandler: optionalMember,
      config: countLimit,
      schema: {
        tags,
        summary: "Scores the answers into a type; saved to the member when logged in",
        body: MulbtiResultRequest,
        response: { 200: MulbtiResult },
      },
    },
    async (request) => mulbti.result(request.body.answers, request.member?.id ?? null),
  );
};
