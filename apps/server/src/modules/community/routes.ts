/**
 * Community (API.md "Community"): board posts, categories, store notices and newsletters. Comments and likes
 * on posts are served by the shared comment and like modules, which this file registers the board with.
 */
import { ErrorResponse, IdParams, listOf } from "@mulmung/contract/common";
import {
  AffiliateNewsletter,
  AffiliateNotice,
  AffiliateNoticeWrite,
  AffiliatePostListQuery,
  CommunityBoardDetail,
  CommunityBoardListQuery,
  CommunityBoardSearchQuery,
  CommunityBoardSummary,
  CommunityBoardUpdate,
  CommunityBoardWrite,
  CommunityCategoryList,
} from "@mulmung/contract/community";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentMember, optionalMember, requireMember } from "../../http/auth.ts";
import { answerFromCache } from "../../http/cache.ts";
import { clientKey } from "../../http/rate-limit.ts";
import { sendJson } from "../../http/send-json.ts";
import { visitorOf } from "../shared/view-count.ts";
import { createBoardListCache } from "./list-cache.ts";

const tags = ["community"];
const storeTags = ["affiliate notices and newsletters"];
const security = [{ bearerAuth: [] }];
/**
 * Ten posts, edits or deletes a minute per member: counted after authentication (preHandler), keyed by the
 * member rather than the address, so people behind one NAT do not share a budget.
 */
const writeLimit = {
  rateLimit: {
    max: 10,
    timeWindow: "1 minute",
    hook: "preHandler" as const,
    keyGenerator: (request: FastifyRequest) => (request.member ? `member:${request.member.id}` : clientKey(request)),
  },
};
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const listCache = createBoardListCache(app);
  const { community } = app.services;
  const boardList = listOf(CommunityBoardSummary);

  app.post(
    "/api/v1/community-board",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        security,
        summary: "Write a post (rich text, sanitised on the server)",
        body: CommunityBoardWrite,
        response: { 201: CommunityBoardDetail, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await community.create(currentMember(request), request.body)),
  );

  app.get(
    "/api/v1/community-board",
    {
      onRequest: answerFromCache(listCache),
      schema: {
        tags,
        summary:
          "Posts, newest first (30 a page; isTopFix=true gives the top-fixed ones, at most 10); counts may be 2 s stale",
        querystring: CommunityBoardListQuery,
        response: { 200: boardList, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      // The hottest public read of the community (decision 010): served from the list cache.
      const json = await listCache.get(request.url, async () =>
        Buffer.from(JSON.stringify(boardList.parse(await community.list(request.query)))),
      );
      return sendJson(reply, json);
    },
  );

  app.get(
    "/api/v1/community-board/search",
    {
      schema: {
        tags,
        summary: "Search posts: a post matches when its title, content, writer's nickname or a comment matches",
        querystring: CommunityBoardSearchQuery,
        response: { 200: listOf(CommunityBoardSummary), 400: ErrorResponse },
      },
    },
    async (request) => community.search(request.query),
  );

  app.get(
    "/api/v1/community-board/:id",
    {
      preHandler: optionalMember,
      schema: {
        tags,
        summary: "A post; counts the view (once a day per member or address)",
        params: IdParams,
        response: { 200: CommunityBoardDetail, ...errors },
      },
    },
    async (request) => community.view(request.params.id, request.member ?? null, visitorOf(request)),
  );

  app.patch(
    "/api/v1/community-board/:id",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        security,
        summary: "Edit my post",
        params: IdParams,
        body: CommunityBoardUpdate,
        response: { 200: CommunityBoardDetail, ...errors },
      },
    },
    async (request) => community.update(request.params.id, currentMember(request), request.body),
  );

  app.delete(
    "/api/v1/community-board/:id",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        security,
        summary: "Delete my post",
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await community.remove(request.params.id, currentMember(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/v1/community-category",
    {
      schema: {
        tags,
        summary: "Board categories (dept1 with dept2 children)",
        response: { 200: CommunityCategoryList },
      },
    },
    async () => community.categories(),
  );

  app.get(
    "/api/v1/community-category/writable",
    {
      preHandler: requireMember,
      schema: {
        tags,
        security,
        summary: "Categories the member may write in (notice boards for operators only)",
        response: { 200: CommunityCategoryList, 401: ErrorResponse },
      },
    },
    async (request) => community.categories(currentMember(request)),
  );

  app.post(
    "/api/v1/affiliate-notice",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags: storeTags,
        security,
        summary:
          "The store's owner publishes a notice (rich text, sanitised); members who bookmarked the store are notified",
        body: AffiliateNoticeWrite,
        response: { 201: AffiliateNotice, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await community.createNotice(currentMember(request).id, request.body)),
  );

  app.get(
    "/api/v1/affiliate-notice",
    {
      schema: {
        tags: storeTags,
        summary: "Store notices (5 at first, 10 after a reset; createDate,DESC)",
        querystring: AffiliatePostListQuery,
        response: { 200: listOf(AffiliateNotice), 400: ErrorResponse },
      },
    },
    async (request) => community.notices(request.query),
  );

  app.get(
    "/api/v1/affiliate-notice/:id",
    {
      preHandler: optionalMember,
      schema: {
        tags: storeTags,
        summary: "A store notice",
        params: IdParams,
        response: { 200: AffiliateNotice, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => community.notice(request.params.id, visitorOf(request)),
  );

  app.get(
    "/api/v1/affiliate-newsletter",
    {
      schema: {
        tags: storeTags,
        summary: "Store newsletters (5 at first, 10 after a reset; createDate,DESC)",
        querystring: AffiliatePostListQuery,
        response: { 200: listOf(AffiliateNewsletter), 400: ErrorResponse },
      },
    },
    async (request) => community.newsletters(request.query),
  );

  app.get(
    "/api/v1/affiliate-newsletter/:id",
    {
      preHandler: optionalMember,
      schema: {
        tags: storeTags,
        summary: "A store newsletter",
        params: IdParams,
        response: { 200: AffiliateNewsletter, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => community.newsletter(request.params.id, visitorOf(request)),
  );

  app.get(
    "/api/v1/affiliate-newsletter/community-board/:id",
    {
      preHandler: optionalMember,
      schema: {
        tags: storeTags,
        summary: "The newsletter behind a board post",
        params: IdParams,
        response: { 200: AffiliateNewsletter, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => community.newsletterOfBoard(request.params.id, visitorOf(request)),
  );
};
