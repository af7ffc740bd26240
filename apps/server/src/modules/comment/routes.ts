/**
 * Comments and replies, one route set per registered parent (community board, breeding farm, daily record).
 * Lists are 10 per page, id ascending (SPEC §9); writers edit and delete their own (SPEC §6).
 */

import { Comment, CommentContent, CommentUpdate } from "@mulmung/contract/comment";
import { Id, PagingQuery, pageSize } from "@mulmung/contract/common";
import { PAGE_SIZE } from "@mulmung/domain/constants";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiRoutes, perMinute } from "../../http/route.ts";

const Created = z.object({ id: z.number() });
const CommentParams = z.object({ id: Id });
const ReplyParams = z.object({ replyId: Id });

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { comments } = app.services;

  for (const parent of comments.parents) {
    const base = `/api/v1/${parent.segment}`;
    const route = apiRoutes(app, { tags: [parent.segment] });
    const parentId = parent.parentIdParam;

    route.get(base, {
      summary: "Comments with their replies, id ascending",
      access: "optional",
      querystring: PagingQuery.extend({
        [parentId]: Id,
        size: pageSize().default(PAGE_SIZE.comment),
        orderBy: z.literal("id,ASC", { message: "댓글은 id,ASC 순서로만 볼 수 있습니다" }).optional(),
      }),
      response: z.object({
        items: z.array(Comment),
        totalCount: z.number().optional(),
        nextOffset: z.number().nullable(),
      }),
      handler: ({ member, query }) => {
        const page = query as Record<string, unknown> & PagingQuery;
        return comments.list(parent, page[parentId] as number, page, member?.id ?? null);
      },
    });

    route.post(base, {
      summary: "Write a comment",
      access: "member",
      config: perMinute(20),
      body: z.object({ [parentId]: Id, content: CommentContent }),
      status: 201,
      response: Created,
      handler: ({ member, body }) =>
        comments.write(parent, member.id, body[parentId] as number, body.content as string),
    });

    route.patch(`${base}/:id`, {
      summary: "Edit my comment",
      access: "member",
      params: CommentParams,
      body: CommentUpdate,
      status: 204,
      handler: ({ member, params, body }) => comments.edit(parent, member.id, params.id, false, body.content),
    });

    route.delete(`${base}/:id`, {
      summary: "Delete my comment",
      access: "member",
      params: CommentParams,
      status: 204,
      handler: ({ member, params }) => comments.delete(parent, member.id, params.id, false),
    });

    route.post(`${base}/:id/reply`, {
      summary: "Reply to a comment",
      access: "member",
      config: perMinute(20),
      params: CommentParams,
      body: z.object({ content: CommentContent }),
      status: 201,
      response: Created,
      handler: ({ member, params, body }) => comments.reply(parent, member.id, params.id, body.content),
    });

    route.patch(`${base}/reply/:replyId`, {
      summary: "Edit my reply",
      access: "member",
      params: ReplyParams,
      body: CommentUpdate,
      status: 204,
      handler: ({ member, params, body }) => comments.edit(parent, member.id, params.replyId, true, body.content),
    });

    route.delete(`${base}/reply/:replyId`, {
      summary: "Delete my reply",
      access: "member",
      params: ReplyParams,
      status: 204,
      handler: ({ member, params }) => comments.delete(parent, member.id, params.replyId, true),
    });
  }
};
