/** Raffle recruitments (API.md "Magazine, quiz, raffles, pre-users"), the entry, and the operator's announcement. */
import { IdParams, listOf } from "@mulmung/contract/common";
import {
  RaffleEntry,
  RaffleListQuery,
  RaffleRecruitment,
  RaffleRecruitmentDetail,
  RaffleWinnersRequest,
} from "@mulmung/contract/programs";
import { z } from "zod";
import { apiPlugin, perMinute } from "../../http/route.ts";

export const raffleRoutes = apiPlugin({ tags: ["raffles"] }, (route, { raffles }) => {
  route.get("/api/v1/raffle-recruitment", {
    summary: "Raffles, newest start first; `state` filters UPCOMING, OPEN or ENDED",
    querystring: RaffleListQuery,
    response: listOf(RaffleRecruitment),
    handler: ({ query }) => raffles.listRecruitments(query),
  });

  route.get("/api/v1/raffle-recruitment/:id", {
    summary: "A raffle, with the caller's entry and the winners once announced",
    access: "optional",
    params: IdParams,
    response: RaffleRecruitmentDetail,
    handler: ({ member, params }) => raffles.get(params.id, member?.id ?? null),
  });

  route.post("/api/v1/raffle-recruitment/:id/entry", {
    summary: "Enters the raffle (once per member, during its period)",
    access: "member",
    config: perMinute(10),
    params: IdParams,
    status: 201,
    response: RaffleEntry,
    handler: ({ member, params }) => raffles.enter(member.id, params.id),
  });

  route.post("/api/v1/admin/raffle-recruitment/:id/winners", {
    summary: "Operator: announces the winners among the entrants",
    access: "admin",
    config: perMinute(10),
    params: IdParams,
    body: RaffleWinnersRequest,
    response: z.object({ winnerCount: z.number().int() }),
    handler: ({ params, body }) => raffles.announceWinners(params.id, body.memberIds),
  });
});
