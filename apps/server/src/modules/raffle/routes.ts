/** Raffle recruitments (API.md "Magazine, quiz, raffles, pre-users"), the entry, and the operator's announcement. */
import { IdParams, listOf } from "@mulmung/contract/common";
import {
  RaffleEntry,
  RaffleListQuery,
  RaffleRecruitment,
  RaffleRecruitmentDetail,
  RaffleWinnersRequest,
} from "@mulmung/contract/programs";
import { ErrorCode } from "@mulmung/domain/errors";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { currentMember, optionalMember, requireMember } from "../../http/auth.ts";

const tags = ["raffles"];
const writeLimit = { rateLimit: { max: 10, timeWindow: "1 minute" } };

async function requireOperator(request: FastifyRequest) {
  await requireMember(request);
  if (currentMember(request).role !== "ADMIN") throw AppError.of(ErrorCode.FORBIDDEN);
}

export const raffleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { raffles } = app.services;

  app.get(
    "/api/v1/raffle-recruitment",
    {
      schema: {
        tags,
        summary: "Raffles, newest start first; `state` filters UPCOMING, OPEN or ENDED",
        querystring: RaffleListQuery,
        response: { 200: listOf(RaffleRecruitment) },
      },
    },
    async (request) => raffles.listRecruitments(request.query),
  );

  app.get(
    "/api/v1/raffle-recruitment/:id",
    {
      preHandler: optionalMember,
      schema: {
        tags,
        summary: "A raffle, with the caller's entry and the winners once announced",
        params: IdParams,
        response: { 200: RaffleRecruitmentDetail },
      },
    },
    async (request) => raffles.get(request.params.id, request.member?.id ?? null),
  );

  app.post(
    "/api/v1/raffle-recruitment/:id/entry",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        summary: "Enters the raffle (once per member, during its period)",
        security: [{ bearerAuth: [] }],
        params: IdParams,
        response: { 201: RaffleEntry },
      },
    },
    async (request, reply) => reply.status(201).send(await raffles.enter(currentMember(request).id, request.params.id)),
  );

  app.post(
    "/api/v1/admin/raffle-recruitment/:id/winners",
    {
      preHandler: requireOperator,
      config: writeLimit,
      schema: {
        tags,
        summary: "Operator: announces the winners among the entrants",
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: RaffleWinnersRequest,
        response: { 200: z.object({ winnerCount: z.number().int() }) },
      },
    },
    async (request) => raffles.announceWinners(request.params.id, request.body.memberIds),
  );
};
