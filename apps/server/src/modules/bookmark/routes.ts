/** Bookmarks (API.md "Bookmarks"): one route set per target, plus my list and counts. */

import { BookmarkCounts, BookmarkList, BookmarkListQuery, BookmarkState } from "@mulmung/contract/bookmark";
import { IdParams } from "@mulmung/contract/common";
import { BOOKMARK_TARGET_TYPES, type BookmarkTargetType } from "@mulmung/domain/enums";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentMember, requireMember } from "../../http/auth.ts";
import { requireRowAccess } from "../shared/row-access.ts";
import { createBookmarkRepository } from "./repository.ts";
import { BOOKMARK_TARGETS, type BookmarkTarget } from "./targets.ts";

const tags = ["bookmarks"];
const security = [{ bearerAuth: [] }];
export const bookmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  const bookmarks = createBookmarkRepository(app.db);
  const limit = { rateLimit: { max: 60, timeWindow: "1 minute" } };

  const requireVisible = (target: BookmarkTarget, id: number, memberId: number) =>
    requireRowAccess(app.db, target, id, memberId);

  // Routes are registered when this plugin loads, so every target registered by then gets its three routes.
  for (const target of BOOKMARK_TARGETS) {
    const url = `/api/v1/${target.segment}/:id/bookmark`;
    const opts = {
      preHandler: requireMember,
      schema: { tags, security, params: IdParams, response: { 200: BookmarkState } },
    };

    app.post(
      url,
      { ...opts, config: limit, schema: { ...opts.schema, summary: `Bookmark a ${target.segment}` } },
      async (request) => {
        const me = currentMember(request);
        await requireVisible(target, request.params.id, me.id);
        const saved = await bookmarks.add(target, request.params.id, me.id);
        return { isBookmarked: true, id: saved.id, bookmarkCount: saved.bookmarkCount };
      },
    );

    app.get(
      url,
      { ...opts, schema: { ...opts.schema, summary: `My bookmark on a ${target.segment}` } },
      async (request) => {
        const me = currentMember(request);
        await requireVisible(target, request.params.id, me.id);
        const found = await bookmarks.find(target, request.params.id, me.id);
        const bookmarkCount = await bookmarks.count(target, request.params.id);
        return { isBookmarked: Boolean(found), id: found?.id ?? null, bookmarkCount };
      },
    );

    app.delete(
      url,
      { ...opts, config: limit, schema: { ...opts.schema, summary: `Remove my bookmark on a ${target.segment}` } },
      async (request) => {
        const me = currentMember(request);
        const removed = await bookmarks.remove(target, request.params.id, me.id);
        return { isBookmarked: false, id: null, bookmarkCount: removed.bookmarkCount };
      },
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
    async (request) => {
      const me = currentMember(request);
      const { size, offset, type } = request.query;
      const rows = await bookmarks.list(me.id, type, { limit: size + 1, offset });
      const page = rows.slice(0, size);
      const cards = new Map<string, unknown>();
      for (const target of BOOKMARK_TARGETS) {
        const ids = page.filter((r) => r.target_type === target.type).map((r) => r.target_id);
        if (ids.length === 0) continue;
        for (const [id, card] of await target.summarize(app.db, ids)) cards.set(`${target.type}:${id}`, card);
      }
      return {
        items: page.map((r) => ({
          id: r.id,
          targetType: r.target_type as BookmarkTargetType,
          targetId: r.target_id,
          createDate: new Date(r.create_date).toISOString(),
          target: (cards.get(`${r.target_type}:${r.target_id}`) as Record<string, unknown> | undefined) ?? null,
        })),
        nextOffset: rows.length > size ? offset + size : null,
      };
    },
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
    async (request) => {
      const rows = await bookmarks.counts(currentMember(request).id);
      const counts = Object.fromEntries(
        BOOKMARK_TARGET_TYPES.map((t) => [t, rows.find((r) => r.target_type === t)?.n ?? 0]),
      ) as Record<BookmarkTargetType, number>;
      return { ...counts, total: rows.reduce((n, r) => n + r.n, 0) };
    },
  );
};
