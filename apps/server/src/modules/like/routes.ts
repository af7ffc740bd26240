/**
 * Likes: my like on a target, like, unlike by the like record's id, and who liked it; one route set per target
 * of the like service (modules/services.ts lists them).
 */

import { Liker, LikeState } from "@mulmung/contract/comment";
import { Id, PagingQuery, pageSize } from "@mulmung/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiRoutes, perMinute } from "../../http/route.ts";

export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { likes } = app.services;

  for (const target of likes.targets) {
    const base = `/api/v1/${target.segment}/:id`;
    const route = apiRoutes(app, { tags: [target.segment] });
    const mine = { access: "member", params: z.object({ id: Id }), response: LikeState } as const;

    route.get(`${base}/like`, {
      ...mine,
      summary: "My like on it, if any",
      handler: ({ member, params }) => likes.mine(target, params.id, member.id),
    });

    route.post(`${base}/like`, {
      ...mine,
      summary: "Like it",
      config: perMinute(60),
      // SPEC §7/§9: a creation answers 201 (again for a like that was already there: it is the member's mark).
      status: 201,
      handler: ({ member, params }) => likes.like(target, params.id, member.id),
    });

    route.delete(`${base}/like/:likeId`, {
      ...mine,
      summary: "Unlike by the like record's id",
      config: perMinute(60),
      params: z.object({ id: Id, likeId: Id }),
      handler: ({ member, params }) => likes.unlike(target, params.id, member.id, params.likeId),
    });

    route.get(`${base}/likes`, {
      summary: "Who liked it, newest first",
      params: z.object({ id: Id }),
      querystring: PagingQuery.pick({ offset: true }).extend({ size: pageSize().default(10) }),
      response: z.object({ items: z.array(Liker), nextOffset: z.number().nullable() }),
      handler: ({ params, query }) => likes.likers(target, params.id, query),
    });
  }
};
