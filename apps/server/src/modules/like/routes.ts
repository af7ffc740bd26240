/**
 * Likes: my like on a target, like, unlike by the like record's id, and who liked it; one route set per target
 * of the like service (modules/services.ts lists them).
 */

import { Liker, LikeState } from "@mulmung/contract/comment";
import { Id, PagingQuery, pageSize } from "@mulmung/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentMember, requireMember } from "../../http/auth.ts";

const security = [{ bearerAuth: [] }];
const limit = { rateLimit: { max: 60, timeWindow: "1 minute" } };

export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { likes } = app.services;

  for (const target of likes.targets) {
    const base = `/api/v1/${target.segment}/:id`;
    const tags = [target.segment];

    app.get(
      `${base}/like`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "My like on it, if any",
          params: z.object({ id: Id }),
          response: { 200: LikeState },
        },
      },
      async (request) => likes.mine(target, request.params.id, currentMember(request).id),
    );

    app.post(
      `${base}/like`,
      {
        preHandler: requireMember,
        config: limit,
        schema: { tags, security, summary: "Like it", params: z.object({ id: Id }), response: { 200: LikeState } },
      },
      async (request) => likes.like(target, request.params.id, currentMember(request).id),
    );

    app.delete(
      `${base}/like/:likeId`,
      {
        preHandler: requireMember,
        config: limit,
        schema: {
          tags,
          security,
          summary: "Unlike by the like record's id",
          params: z.object({ id: Id, likeId: Id }),
          response: { 200: LikeState },
        },
      },
      async (request) => likes.unlike(target, request.params.id, currentMember(request).id, request.params.likeId),
    );

    app.get(
      `${base}/likes`,
      {
        schema: {
          tags,
          summary: "Who liked it, newest first",
          params: z.object({ id: Id }),
          querystring: PagingQuery.pick({ offset: true }).extend({ size: pageSize().default(10) }),
          response: { 200: z.object({ items: z.array(Liker), nextOffset: z.number().nullable() }) },
        },
      },
      async (request) => likes.likers(target, request.params.id, request.query),
    );
  }
};
