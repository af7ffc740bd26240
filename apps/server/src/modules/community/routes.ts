/**
 * Community (API.md "Community"): board posts, categories, store notices and newsletters. Comments and likes
 * on posts are served by the shared comment and like modules, which this file registers the board with.
 */
import { IdParams, listOf } from "@mulmung/contract/common";
import {
  AffiliateNewsletter,
  AffiliateNotice,
  AffiliateNoticeWrite,
  AffiliatePostListQuery,
  AffiliatePostUpdate,
  CommunityBoardDetail,
  CommunityBoardListQuery,
  CommunityBoardSearchQuery,
  CommunityBoardSummary,
  CommunityBoardUpdate,
  CommunityBoardWrite,
  CommunityCategoryList,
} from "@mulmung/contract/community";
import type { FastifyRequest } from "fastify";
import { clientKey } from "../../http/rate-limit.ts";
import { apiPlugin, type ErrorStatus } from "../../http/route.ts";
import { visitorOf } from "../shared/view-count.ts";
import { createBoardListCache } from "./list-cache.ts";

const storeTags = ["affiliate notices and newsletters"];
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
const readErrors: ErrorStatus[] = [400, 404];

const errors: ErrorStatus[] = [400, 401, 403, 404];

export const communityRoutes = apiPlugin({ tags: ["community"], errors }, (route, { community, storePosts }, app) => {
  route.post("/api/v1/community-board", {
    summary: "Write a post (rich text, sanitised on the server)",
    access: "member",
    config: writeLimit,
    body: CommunityBoardWrite,
    status: 201,
    response: CommunityBoardDetail,
    handler: ({ member, body }) => community.create(member, body),
  });

  // The hottest public read of the community (decision 010): served from the list cache.
  route.get("/api/v1/community-board", {
    summary:
      "Posts, newest first (30 a page; isTopFix=true gives the top-fixed ones, at most 10); counts may be 2 s stale",
    querystring: CommunityBoardListQuery,
    response: listOf(CommunityBoardSummary),
    errors: [400],
    cache: createBoardListCache(app),
    handler: ({ query }) => community.list(query),
  });

  route.get("/api/v1/community-board/search", {
    summary: "Search posts: a post matches when its title, content, writer's nickname or a comment matches",
    querystring: CommunityBoardSearchQuery,
    response: listOf(CommunityBoardSummary),
    errors: [400],
    handler: ({ query }) => community.search(query),
  });

  route.get("/api/v1/community-board/:id", {
    summary: "A post; counts the view (once a day per member or address)",
    access: "optional",
    params: IdParams,
    response: CommunityBoardDetail,
    handler: ({ member, params, request }) => community.view(params.id, member, visitorOf(request)),
  });

  route.patch("/api/v1/community-board/:id", {
    summary: "Edit my post",
    access: "member",
    config: writeLimit,
    params: IdParams,
    body: CommunityBoardUpdate,
    response: CommunityBoardDetail,
    handler: ({ member, params, body }) => community.update(params.id, member, body),
  });

  route.delete("/api/v1/community-board/:id", {
    summary: "Delete my post",
    access: "member",
    config: writeLimit,
    params: IdParams,
    status: 204,
    handler: ({ member, params }) => community.remove(params.id, member),
  });

  route.get("/api/v1/community-category", {
    summary: "Board categories (dept1 with dept2 children)",
    response: CommunityCategoryList,
    errors: [],
    handler: () => community.categories(),
  });

  route.get("/api/v1/community-category/writable", {
    summary: "Categories the member may write in (notice boards for operators only)",
    access: "member",
    response: CommunityCategoryList,
    errors: [401],
    handler: ({ member }) => community.categories(member),
  });

  // A store's notices and newsletters are published, edited and deleted alike: one description each.
  const storePostWrites = [
    { kind: "notice", path: "/api/v1/affiliate-notice", response: AffiliateNotice },
    { kind: "newsletter", path: "/api/v1/affiliate-newsletter", response: AffiliateNewsletter },
  ] as const;
  for (const { kind, path, response } of storePostWrites) {
    const store = { tags: storeTags, access: "member", audit: "STORE" } as const;
    route.post(path, {
      ...store,
      summary: `The store publishes a ${kind} (rich text, sanitised); members who bookmarked the store are notified`,
      config: writeLimit,
      body: AffiliateNoticeWrite,
      status: 201,
      response,
      handler: ({ member, body }) => storePosts.publish(member, kind, body),
    });
    route.put(`${path}/:id`, {
      ...store,
      summary: `The store edits its ${kind} (beyond API.md)`,
      config: writeLimit,
      params: IdParams,
      body: AffiliatePostUpdate,
      response,
      handler: ({ member, params, body }) => storePosts.update(member, kind, params.id, body),
    });
    route.delete(`${path}/:id`, {
      ...store,
      summary: `The store deletes its ${kind} (beyond API.md)`,
      params: IdParams,
      status: 204,
      handler: ({ member, params }) => storePosts.remove(member, kind, params.id),
    });
  }

  route.get("/api/v1/affiliate-notice", {
    summary: "Store notices (5 at first, 10 after a reset; createDate,DESC)",
    tags: storeTags,
    querystring: AffiliatePostListQuery,
    response: listOf(AffiliateNotice),
    errors: [400],
    handler: ({ query }) => community.notices(query),
  });

  route.get("/api/v1/affiliate-notice/:id", {
    summary: "A store notice",
    tags: storeTags,
    access: "optional",
    params: IdParams,
    response: AffiliateNotice,
    errors: readErrors,
    handler: ({ params, request }) => community.notice(params.id, visitorOf(request)),
  });

  route.get("/api/v1/affiliate-newsletter", {
    summary: "Store newsletters (5 at first, 10 after a reset; createDate,DESC)",
    tags: storeTags,
    querystring: AffiliatePostListQuery,
    response: listOf(AffiliateNewsletter),
    errors: [400],
    handler: ({ query }) => community.newsletters(query),
  });

  route.get("/api/v1/affiliate-newsletter/:id", {
    summary: "A store newsletter",
    tags: storeTags,
    access: "optional",
    params: IdParams,
    response: AffiliateNewsletter,
    errors: readErrors,
    handler: ({ params, request }) => community.newsletter(params.id, visitorOf(request)),
  });

  route.get("/api/v1/affiliate-newsletter/community-board/:id", {
    summary: "The newsletter behind a board post",
    tags: storeTags,
    access: "optional",
    params: IdParams,
    response: AffiliateNewsletter,
    errors: readErrors,
    handler: ({ params, request }) => community.newsletterOfBoard(params.id, visitorOf(request)),
  });
});
