/** Raffle recruitments (API.md "Magazine, quiz, raffles, pre-users"), the entry, and the operator's announcement. */
import { AdminRaffleList, RaffleDraw } from "@mulmung/contract/admin-programs";
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

  route.get("/api/v1/admin/raffle-recruitment", {
    summary: "Operator: every raffle with its entries, state and draw",
    access: "admin",
    response: AdminRaffleList,
    handler: () => raffles.adminList(),
  });

  route.post("/api/v1/admin/raffle-recruitment/:id/draw", {
    summary: "Operator: draws the winners at random, with a recorded seed anyone can check (once, after the period)",
    access: "admin",
    config: perMinute(10),
    params: IdParams,
    status: 201,
    response: RaffleDraw,
    handler: ({ params }) => raffles.draw(params.id),
  });

  route.get("/api/v1/admin/raffle-recruitment/:id/draw", {
    summary: "Operator: a recorded draw, its seed and entrants, and whether the winners follow from the seed",
    access: "admin",
    params: IdParams,
    response: RaffleDraw,
    handler: ({ params }) => raffles.drawRecord(params.id),
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
