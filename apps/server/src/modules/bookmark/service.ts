/**
 * Bookmark rules: a member bookmarks what they may see, once however many requests arrive together; "my
 * bookmarks" shows each with its card from the target's module; counts per type.
 */
import type { BookmarkState } from "@mulmung/contract/bookmark";
import { BOOKMARK_TARGET_TYPES, type BookmarkTargetType } from "@mulmung/domain/enums";
import type { z } from "zod";
import type { ServiceDeps } from "../shared/deps.ts";
import { type Page, pageOf, pageWindow } from "../shared/paging.ts";
import { requireRowAccess } from "../shared/row-access.ts";
import { createBookmarkRepository } from "./repository.ts";
import type { BookmarkTarget } from "./targets.ts";

type State = z.infer<typeof BookmarkState>;

export function createBookmarkService(deps: Pick<ServiceDeps, "db"> & { targets: readonly BookmarkTarget[] }) {
  const { db, targets } = deps;
  const bookmarks = createBookmarkRepository(db);
  const requireVisible = (target: BookmarkTarget, id: number, memberId: number) =>
    requireRowAccess(db, target, id, memberId);

  return {
    /** The targets bookmarks are served for, one route set each. */
    targets,

    /** Who bookmarked a store: member ids after `afterMemberId`, ascending, `limit` at a time (notice fan-out). */
    storeFollowers(affiliateId: number, afterMemberId: number, limit: number): Promise<number[]> {
      return bookmarks.membersOf("AFFILIATE", affiliateId, afterMemberId, limit);
    },

    async add(target: BookmarkTarget, id: number, memberId: number): Promise<State> {
      await requireVisible(target, id, memberId);
      const saved = await bookmarks.add(target, id, memberId);
      return { isBookmarked: true, id: saved.id, bookmarkCount: saved.bookmarkCount };
    },

    async mine(target: BookmarkTarget, id: number, memberId: number): Promise<State> {
      await requireVisible(target, id, memberId);
      const found = await bookmarks.find(target, id, memberId);
      const bookmarkCount = await bookmarks.count(target, id);
      return { isBookmarked: Boolean(found), id: found?.id ?? null, bookmarkCount };
    },

    async remove(target: BookmarkTarget, id: number, memberId: number): Promise<State> {
      const removed = await bookmarks.remove(target, id, memberId);
      return { isBookmarked: false, id: null, bookmarkCount: removed.bookmarkCount };
    },

    /** My bookmarks, newest first, each with its target's card (null when the target is gone). */
    async list(memberId: number, query: Page & { type?: string | undefined }) {
      const rows = await bookmarks.list(memberId, query.type, pageWindow(query));
      const page = pageOf(rows, query, (row) => row);
      const cards = new Map<string, unknown>();
      for (const target of targets) {
        const ids = page.items.filter((r) => r.targetType === target.type).map((r) => r.targetId);
        if (ids.length === 0) continue;
        for (const [id, card] of await target.summarize(ids)) cards.set(`${target.type}:${id}`, card);
      }
      return {
        items: page.items.map((r) => ({
          id: r.id,
          targetType: r.targetType as BookmarkTargetType,
          targetId: r.targetId,
          createDate: r.createDate.toISOString(),
          target: (cards.get(`${r.targetType}:${r.targetId}`) as Record<string, unknown> | undefined) ?? null,
        })),
        nextOffset: page.nextOffset,
      };
    },

    async counts(memberId: number) {
      const rows = await bookmarks.counts(memberId);
      const counts = Object.fromEntries(
        BOOKMARK_TARGET_TYPES.map((t) => [t, rows.find((r) => r.targetType === t)?.n ?? 0]),
      ) as Record<BookmarkTargetType, number>;
      return { ...counts, total: rows.reduce((n, r) => n + r.n, 0) };
    },
  };
}

export type BookmarkService = ReturnType<typeof createBookmarkService>;
