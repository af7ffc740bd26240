/** Bookmarks (API.md "Bookmarks"): one route set per target, plus my list and counts. */

import { BookmarkCounts, BookmarkList, BookmarkListQuery, BookmarkState } from "@mulmung/contract/bookmark";
import { IdParams } from "@mulmung/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentMember, requireMember } from "../../http/auth.ts";

const tags = ["bookmarks"];
const security = [{ bearerAuth: [] }];
const limit = { rateLimit: { max: 60, timeWindow: "1 minute" } };

export const bookmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookmarks } = app.services;

  for (const target of bookmarks.targets) {
    const url = `/api/v1/${target.segment}/:id/bookmark`;
    const opts = {
      preHandler: requireMember,
      schema: { tags, security, params: IdParams, response: { 200: BookmarkState } },
    };

    app.post(
      url,
      { ...opts, config: limit, schema: { ...opts.schema, summary: `Bookmark a ${target.segment}` } },
      async (request) => bookmarks.add(target, request.params.id, currentMember(request).id),
    );

    app.get(
      url,
      { ...opts, schema: { ...opts.schema, summary: `My bookmark on a ${target.segment}` } },
      async (request) => bookmarks.mine(target, request.params.id, currentMember(request).id),
    );

    app.delete(
      url,
      { ...opts, config: limit, schema: { ...opts.schema, summary: `Remove my bookmark on a ${target.segment}` } },
      async (request) => bookmarks.remove(target, request.params.id, currentMember(request).id),
    );
  }

  app.get(
    "/api/v1/bookmark",
    {
      preHandler: requireMember,
      schema: {
        tags,
        security,
        summary: "My bookmarks, newest first",
        querystring: BookmarkListQuery,
        response: { 200: BookmarkList },
      },
    },
    async (request) => bookmarks.list(currentMember(request).id, request.query),
  );

  app.get(
    "/api/v1/bookmark/count",
    {
      preHandler: requireMember,
      schema: {
        tags,
        security,
        summary: "How many bookmarks I have per type",
        response: {
          200: BookmarkCounts,
        },
      },
    },
    async (request) => bookmarks.counts(currentMember(request).id),
  );
};
