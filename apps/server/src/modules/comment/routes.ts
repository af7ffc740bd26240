/**
 * Comments and replies, one route set per registered parent (community board, breeding farm, daily record).
 * Lists are 10 per page, id ascending (SPEC §9); writers edit and delete their own (SPEC §6).
 */

import { Comment, CommentContent, CommentUpdate } from "@mulmung/contract/comment";
import { Id, PagingQuery, pageSize } from "@mulmung/contract/common";
import { PAGE_SIZE } from "@mulmung/domain/constants";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentMember, optionalMember, requireMember } from "../../http/auth.ts";

const security = [{ bearerAuth: [] }];
const writeLimit = { rateLimit: { max: 20, timeWindow: "1 minute" } };

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { comments } = app.services;

  for (const parent of comments.parents) {
    const base = `/api/v1/${parent.segment}`;
    const tags = [parent.segment];

    app.get(
      base,
      {
        preHandler: optionalMember,
        schema: {
          tags,
          summary: "Comments with their replies, id ascending",
          querystring: PagingQuery.extend({
            [parent.parentIdParam]: Id,
            size: pageSize().default(PAGE_SIZE.comment),
            orderBy: z.literal("id,ASC", { message: "댓글은 id,ASC 순서로만 볼 수 있습니다" }).optional(),
          }),
          response: {
            200: z.object({
              items: z.array(Comment),
              totalCount: z.number().optional(),
              nextOffset: z.number().nullable(),
            }),
          },
        },
      },
      async (request) => {
        const query = request.query as Record<string, unknown> & PagingQuery;
        return comments.list(parent, query[parent.parentIdParam] as number, query, request.member?.id ?? null);
      },
    );

    app.post(
      base,
      {
        preHandler: requireMember,
        config: writeLimit,
        schema: {
          tags,
          security,
          summary: "Write a comment",
          body: z.object({ [parent.parentIdParam]: Id, content: CommentContent }),
          response: { 201: z.object({ id: z.number() }) },
        },
      },
      async (request, reply) => {
        const body = request.body as Record<string, unknown> & { content: string };
        const parentId = body[parent.parentIdParam] as number;
        return reply.status(201).send(await comments.write(parent, currentMember(request).id, parentId, body.content));
      },
    );

    app.patch(
      `${base}/:id`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Edit my comment",
          params: z.object({ id: Id }),
          body: CommentUpdate,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await comments.edit(parent, currentMember(request).id, request.params.id, false, request.body.content);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      `${base}/:id`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Delete my comment",
          params: z.object({ id: Id }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await comments.delete(parent, currentMember(request).id, request.params.id, false);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${base}/:id/reply`,
      {
        preHandler: requireMember,
        config: writeLimit,
        schema: {
          tags,
          security,
          summary: "Reply to a comment",
          params: z.object({ id: Id }),
          body: z.object({ content: CommentContent }),
          response: { 201: z.object({ id: z.number() }) },
        },
      },
      async (request, reply) => {
        const created = await comments.reply(
          parent,
          currentMember(request).id,
          request.params.id,
          request.body.content,
        );
        return reply.status(201).send(created);
      },
    );

    app.patch(
      `${base}/reply/:replyId`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Edit my reply",
          params: z.object({ replyId: Id }),
          body: CommentUpdate,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await comments.edit(parent, currentMember(request).id, request.params.replyId, true, request.body.content);
        return reply.status(204).send(null);
      },
    );

    app.delete(
      `${base}/reply/:replyId`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "Delete my reply",
          params: z.object({ replyId: Id }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await comments.delete(parent, currentMember(request).id, request.params.replyId, true);
        return reply.status(204).send(null);
      },
    );
  }
};
