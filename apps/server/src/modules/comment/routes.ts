/**
 * Comments and replies, one route set per registered parent (community board, breeding farm, daily record).
 * Lists are 10 per page, id ascending (SPEC §9); writers edit and delete their own (SPEC §6).
 */

import { Comment, CommentContent, CommentUpdate, type Reply } from "@mulmung/contract/comment";
import { Id } from "@mulmung/contract/common";
import { PAGE_SIZE } from "@mulmung/domain/constants";
import { writerDisplayName } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { currentMember, optionalMember, requireMember } from "../../http/auth.ts";
import { requireRowAccess } from "../shared/row-access.ts";
import { COMMENT_PARENTS, type CommentParent } from "./parents.ts";
import { type CommentRow, createCommentRepository } from "./repository.ts";

const security = [{ bearerAuth: [] }];
const writeLimit = { rateLimit: { max: 20, timeWindow: "1 minute" } };
const DELETED_TEXT = "삭제된 댓글입니다.";
const HIDDEN_TEXT = "신고가 접수되어 검토 중인 댓글입니다.";

/** A hidden comment's text is the notice for everyone but its writer. */
const shownContent = (row: CommentRow, viewerId: number | null) =>
  row.is_hidden && row.member_id !== viewerId ? HIDDEN_TEXT : row.content;

function writer(row: CommentRow) {
  const isWithdrawn = Boolean(row.withdrawn_at);
  return {
    id: row.member_id,
    nickname: writerDisplayName({ nickname: row.nickname, withdrawnAt: row.withdrawn_at }),
    profileImageUrl: isWithdrawn ? null : row.profile_image_url,
  };
}

const isEdited = (row: CommentRow) => new Date(row.update_date).getTime() - new Date(row.create_date).getTime() > 1000;

function toReply(row: CommentRow, viewerId: number | null): z.infer<typeof Reply> {
  return {
    id: row.id,
    replyToId: row.reply_to_id as number,
    content: shownContent(row, viewerId),
    isEdited: isEdited(row),
    isHidden: row.is_hidden,
    createDate: new Date(row.create_date).toISOString(),
    member: writer(row),
  };
}

export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const comments = createCommentRepository(app.db);

  const requireParentVisible = (parent: CommentParent, parentId: number, memberId: number | null) =>
    requireRowAccess(app.db, parent, parentId, memberId);

  /** The comment (of this parent type) the caller wrote; others get 403, missing ones 404. */
  async function requireOwnComment(parent: CommentParent, id: number, memberId: number, isReply: boolean) {
    const row = await comments.find(parent, id);
    if (!row || row.is_deleted || (row.reply_to_id !== null) !== isReply) {
      throw AppError.notFound(isReply ? "답글을 찾을 수 없습니다." : "댓글을 찾을 수 없습니다.");
    }
    if (row.member_id !== memberId)
      throw AppError.of(ErrorCode.FORBIDDEN, "본인이 쓴 글만 수정하거나 삭제할 수 있습니다.");
    await requireParentVisible(parent, row.parent_id, memberId);
    return row;
  }

  for (const parent of COMMENT_PARENTS) {
    const base = `/api/v1/${parent.segment}`;
    const tags = [parent.segment];

    app.get(
      base,
      {
        preHandler: optionalMember,
        schema: {
          tags,
          summary: "Comments with their replies, id ascending",
          querystring: z.object({
            [parent.parentIdParam]: Id,
            size: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.comment),
            offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
            orderBy: z.literal("id,ASC", { message: "댓글은 id,ASC 순서로만 볼 수 있습니다" }).optional(),
            isTotalCount: z.enum(["true", "false"]).optional(),
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
        const query = request.query as Record<string, unknown> & {
          size: number;
          offset: number;
          isTotalCount?: string;
        };
        const parentId = query[parent.parentIdParam] as number;
        const viewer = request.member?.id ?? null;
        await requireParentVisible(parent, parentId, viewer);
        const rows = await comments.listTopLevel(parent, parentId, { limit: query.size + 1, offset: query.offset });
        const page = rows.slice(0, query.size);
        const replies = await comments.listReplies(page.map((r) => r.id));
        return {
          items: page.map((row) => ({
            id: row.id,
            content: row.is_deleted ? DELETED_TEXT : shownContent(row, viewer),
            isDeleted: row.is_deleted,
            isEdited: !row.is_deleted && isEdited(row),
            isHidden: row.is_hidden,
            createDate: new Date(row.create_date).toISOString(),
            member: row.is_deleted ? null : writer(row),
            replies: replies.filter((r) => r.reply_to_id === row.id).map((r) => toReply(r, viewer)),
          })),
          nextOffset: rows.length > query.size ? query.offset + query.size : null,
          ...(query.isTotalCount === "true" ? { totalCount: await comments.countTopLevel(parent, parentId) } : {}),
        };
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
        const me = currentMember(request);
        const body = request.body as Record<string, unknown> & { content: string };
        const parentId = body[parent.parentIdParam] as number;
        await requireParentVisible(parent, parentId, me.id);
        const id = await comments.insert(parent, { parentId, replyToId: null, memberId: me.id, content: body.content });
        return reply.status(201).send({ id });
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
        await requireOwnComment(parent, request.params.id, currentMember(request).id, false);
        await comments.updateContent(request.params.id, request.body.content);
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
        const row = await requireOwnComment(parent, request.params.id, currentMember(request).id, false);
        await comments.softDelete(parent, row.id, row.parent_id);
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
        const me = currentMember(request);
        const target = await comments.find(parent, request.params.id);
        if (!target || target.is_deleted || target.reply_to_id !== null)
          throw AppError.notFound("댓글을 찾을 수 없습니다.");
        await requireParentVisible(parent, target.parent_id, me.id);
        const id = await comments.insert(parent, {
          parentId: target.parent_id,
          replyToId: target.id,
          memberId: me.id,
          content: request.body.content,
        });
        return reply.status(201).send({ id });
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
        await requireOwnComment(parent, request.params.replyId, currentMember(request).id, true);
        await comments.updateContent(request.params.replyId, request.body.content);
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
        const row = await requireOwnComment(parent, request.params.replyId, currentMember(request).id, true);
        await comments.softDelete(parent, row.id, row.parent_id);
        return reply.status(204).send(null);
      },
    );
  }
};
