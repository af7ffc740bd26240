/**
 * Comment rules: lists are 10 per page, id ascending (SPEC §9), with their live replies; a deleted comment
 * stays as a placeholder while it has replies; a hidden one shows a notice to everyone but its writer; writers
 * edit and delete their own (SPEC §6); nothing is read or written on a parent the caller may not see.
 */
import type { Comment, Reply as ReplySchema } from "@mulmung/contract/comment";
import { writerDisplay } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { reportPreview } from "@mulmung/domain/moderation";
import type { z } from "zod";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { NotificationService } from "../notification/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { type Page, pageOf, pageWindow } from "../shared/paging.ts";
import { requireRowAccess } from "../shared/row-access.ts";
import { type CommentRow, createCommentRepository } from "./repository.ts";
import type { CommentParent } from "./targets.ts";

type Reply = z.infer<typeof ReplySchema>;

const DELETED_TEXT = "삭제된 댓글입니다.";
const HIDDEN_TEXT = "신고가 접수되어 검토 중인 댓글입니다.";

/** A hidden comment's text is the notice for everyone but its writer. */
const shownContent = (row: CommentRow, viewerId: number | null) =>
  row.isHidden && row.memberId !== viewerId ? HIDDEN_TEXT : row.content;

function writer(row: CommentRow) {
  const { nickname, profileImageUrl } = writerDisplay(row);
  return { id: row.memberId, nickname, profileImageUrl };
}

const isEdited = (row: CommentRow) => row.updateDate.getTime() - row.createDate.getTime() > 1000;

function toReply(row: CommentRow, viewerId: number | null): Reply {
  return {
    id: row.id,
    replyToId: row.replyToId as number,
    content: shownContent(row, viewerId),
    isEdited: isEdited(row),
    isHidden: row.isHidden,
    createDate: row.createDate.toISOString(),
    member: writer(row),
  };
}

export function createCommentService(
  deps: Pick<ServiceDeps, "db" | "clock"> & { parents: readonly CommentParent[]; notifications: NotificationService },
) {
  const { db } = deps;
  const comments = createCommentRepository(db);

  const requireParentVisible = (parent: CommentParent, parentId: number, memberId: number | null) =>
    requireRowAccess(db, parent, parentId, memberId);

  /** The comment (of this parent type) the caller wrote; others get 403, missing ones 404. */
  async function requireOwn(parent: CommentParent, id: number, memberId: number, isReply: boolean) {
    const row = await comments.find(parent, id);
    if (!row || row.isDeleted || (row.replyToId !== null) !== isReply) {
      throw AppError.notFound(isReply ? "답글을 찾을 수 없습니다." : "댓글을 찾을 수 없습니다.");
    }
    if (row.memberId !== memberId) {
      throw AppError.of(ErrorCode.FORBIDDEN, "본인이 쓴 글만 수정하거나 삭제할 수 있습니다.");
    }
    await requireParentVisible(parent, row.parentId, memberId);
    return row;
  }

  return {
    /** The parents comments are served for, one route set each. */
    parents: deps.parents,

    async list(
      parent: CommentParent,
      parentId: number,
      query: Page & { isTotalCount?: boolean | undefined },
      viewerId: number | null,
    ): Promise<{ items: Comment[]; nextOffset: number | null; totalCount?: number }> {
      await requireParentVisible(parent, parentId, viewerId);
      const rows = await comments.listTopLevel(parent, parentId, pageWindow(query));
      const page = pageOf(rows, query, (row) => row);
      const replies = await comments.listReplies(page.items.map((r) => r.id));
      return {
        items: page.items.map((row) => ({
          id: row.id,
          content: row.isDeleted ? DELETED_TEXT : shownContent(row, viewerId),
          isDeleted: row.isDeleted,
          isEdited: !row.isDeleted && isEdited(row),
          isHidden: row.isHidden,
          createDate: row.createDate.toISOString(),
          member: row.isDeleted ? null : writer(row),
          replies: replies.filter((r) => r.replyToId === row.id).map((r) => toReply(r, viewerId)),
        })),
        nextOffset: page.nextOffset,
        ...(query.isTotalCount ? { totalCount: await comments.countTopLevel(parent, parentId) } : {}),
      };
    },

    async write(parent: CommentParent, memberId: number, parentId: number, content: string): Promise<{ id: number }> {
      await requireParentVisible(parent, parentId, memberId);
      const id = await comments.insert(parent, { parentId, replyToId: null, memberId, content });
      await deps.notifications.notifyActivity({
        kind: "COMMENT",
        target: parent,
        targetId: parentId,
        actorId: memberId,
        content,
      });
      return { id };
    },

    async reply(parent: CommentParent, memberId: number, commentId: number, content: string): Promise<{ id: number }> {
      const target = await comments.find(parent, commentId);
      if (!target || target.isDeleted || target.replyToId !== null) {
        throw AppError.notFound("댓글을 찾을 수 없습니다.");
      }
      await requireParentVisible(parent, target.parentId, memberId);
      const id = await comments.insert(parent, { parentId: target.parentId, replyToId: target.id, memberId, content });
      await deps.notifications.notifyActivity({
        kind: "REPLY",
        target: parent,
        targetId: target.parentId,
        actorId: memberId,
        repliedToMemberId: target.memberId,
        content,
      });
      return { id };
    },

    /** Edits the caller's own comment (`isReply` false) or reply (true). */
    async edit(parent: CommentParent, memberId: number, id: number, isReply: boolean, content: string): Promise<void> {
      await requireOwn(parent, id, memberId, isReply);
      await comments.updateContent(id, content, deps.clock.now());
    },

    /** Deletes the caller's own comment or reply (a soft delete: replies keep their thread). */
    async delete(parent: CommentParent, memberId: number, id: number, isReply: boolean): Promise<void> {
      const row = await requireOwn(parent, id, memberId, isReply);
      await comments.softDelete(parent, row.id, row.parentId, deps.clock.now());
    },

    /** Reported by enough members (modules/report, inside its transaction): hidden for everyone but its writer. */
    async hideReported(id: number, options: { tx?: Transaction } = {}): Promise<void> {
      await comments.hide(options.tx ?? db, id);
    },

    /** An operator's decision on a reported comment (issue 27; modules/report, inside its transaction): shown again. */
    async restoreReported(id: number, options: { tx: Transaction }): Promise<void> {
      await comments.unhide(options.tx, id);
    },

    /** An operator's decision on a reported comment: deleted as its writer would, its parent's count moved. */
    async removeReported(id: number, options: { tx: Transaction }): Promise<void> {
      const place = await comments.findPlace(options.tx, id);
      const parent = deps.parents.find((p) => p.type === place?.parentType);
      if (!place || !parent) return;
      await comments.softDeleteOn(options.tx, parent, id, place.parentId, deps.clock.now());
    },

    /** A member's latest comments for an operator: the first 100 characters, hidden and deleted ones included. */
    async recentOfWriter(memberId: number, limit: number) {
      const rows = await comments.recentOfWriter(memberId, limit);
      return rows.map(({ content, createDate, ...row }) => ({
        ...row,
        preview: reportPreview(null, content),
        createDate: createDate.toISOString(),
      }));
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
