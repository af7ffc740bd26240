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
import { apiPlugin, perMinute } from "../../http/route.ts";

export const mulbtiRoutes = apiPlugin({ tags: ["mulbti"] }, (route, { mulbti }) => {
  route.get("/api/v1/mulbti", {
    summary: "The quiz: title, questions and answers, start count",
    response: MulbtiInfo,
    handler: () => mulbti.info(),
  });

  route.patch("/api/v1/mulbti/start", {
    summary: "Counts a start",
    config: perMinute(60),
    response: MulbtiCount,
    handler: () => mulbti.start(),
  });

  route.patch("/api/v1/mulbti/share", {
    summary: "Counts a share of a type",
    config: perMinute(60),
    querystring: MulbtiShareQuery,
    response: MulbtiCount,
    handler: ({ query }) => mulbti.share(query.type),
  });

  route.get("/api/v1/mulbti/type/:type", {
    summary: "A type's page",
    params: MulbtiTypeParams,
    response: MulbtiType,
    handler: ({ params }) => mulbti.type(params.type),
  });

  route.get("/api/v1/mulbti/list", {
    summary: "Every type with its count, most common first",
    querystring: MulbtiListQuery,
    response: listOf(MulbtiListItem),
    handler: ({ query }) => mulbti.list(query),
  });

  route.post("/api/v1/mulbti/result", {
    summary: "Scores the answers into a type; saved to the member when logged in",
    access: "optional",
    config: perMinute(60),
    body: MulbtiResultRequest,
    response: MulbtiResult,
    handler: ({ member, body }) => mulbti.result(body.answers, member?.id ?? null),
  });
});
