/**
 * Like rules: a member likes what they may see, once however many requests arrive together; unliking names the
 * like record; anyone may see who liked a visible row.
 */
import type { Liker, LikeState } from "@mulmung/contract/comment";
import { writerDisplay } from "@mulmung/domain/display";
import type { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import type { NotificationService } from "../notification/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { type Page, pageOf, pageWindow } from "../shared/paging.ts";
import { requireRowAccess } from "../shared/row-access.ts";
import { createLikeRepository } from "./repository.ts";
import type { LikeTarget } from "./targets.ts";

export function createLikeService(
  deps: Pick<ServiceDeps, "db"> & { targets: readonly LikeTarget[]; notifications: NotificationService },
) {
  const { db } = deps;
  const likes = createLikeRepository(db);
  const requireVisible = (target: LikeTarget, id: number, memberId: number | null) =>
    requireRowAccess(db, target, id, memberId);

  return {
    /** The targets likes are served for, one route set each. */
    targets: deps.targets,

    async mine(target: LikeTarget, id: number, memberId: number): Promise<LikeState> {
      await requireVisible(target, id, memberId);
      const found = await likes.findMine(target, id, memberId);
      return { id: found?.id ?? null, isLiked: found !== undefined, likes: await likes.likesOf(target, id) };
    },

    async like(target: LikeTarget, id: number, memberId: number): Promise<LikeState> {
      await requireVisible(target, id, memberId);
      const saved = await likes.add(target, id, memberId);
      if (saved.added)
        await deps.notifications.notifyActivity({ kind: "LIKE", target, targetId: id, actorId: memberId });
      return { id: saved.id, isLiked: true, likes: saved.count };
    },

    async unlike(target: LikeTarget, id: number, memberId: number, likeId: number): Promise<LikeState> {
      const result = await likes.remove(target, id, memberId, likeId);
      if (!result.removed) throw AppError.notFound("좋아요 기록을 찾을 수 없습니다.");
      return { id: null, isLiked: false, likes: result.count };
    },

    async likers(target: LikeTarget, id: number, page: Page) {
      await requireVisible(target, id, null);
      const rows = await likes.likers(target, id, pageWindow(page));
      return pageOf(rows, page, (row): z.infer<typeof Liker> => {
        const { nickname, profileImageUrl } = writerDisplay(row);
        return {
          likeId: row.id,
          createDate: row.createDate.toISOString(),
          member: { id: row.memberId, nickname, profileImageUrl },
        };
      });
    },
  };
}

export type LikeService = ReturnType<typeof createLikeService>;
