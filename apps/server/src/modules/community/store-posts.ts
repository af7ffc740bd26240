/**
 * A store's notices and newsletters written from its console (issue 26, SPEC's per-store notices and newsletters):
 * rich text sanitised by the one allow-list, edited and deleted by the store (the store policy's "notices" action;
 * anyone else hears 404). A new one is told to the members who bookmarked the store by the fan-out job, one batch
 * of 200 per job and transaction, each job sending the next, sent in the post's own transaction.
 */
import type {
  AffiliateNewsletter,
  AffiliateNotice,
  AffiliateNoticeWrite,
  AffiliatePostUpdate,
} from "@mulmung/contract/community";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { BookmarkService } from "../bookmark/service.ts";
import type { NotificationService } from "../notification/service.ts";
import type { ServiceDeps, StoreActor, StorePolicy } from "../shared/deps.ts";
import { firstImageOf, plainTextOf, sanitizeRichText } from "../shared/sanitize.ts";
import { createStorePostRepository, type StorePostKind } from "./store-post-repository.ts";

/** One batch of a store post's fan-out; the next batch's job is sent by this one. */
export const NOTICE_FAN_OUT_JOB = "community.notice-fan-out";
export interface NoticeFanOutData {
  /** The notice's (or, with `kind` newsletter, the newsletter's) id. */
  noticeId: number;
  kind?: StorePostKind;
  /** The batch starts after this member id (0 for the first). */
  afterMemberId: number;
}

/** How many bookmarkers one fan-out job tells, in one transaction, before it sends the next batch's job. */
export const NOTICE_FAN_OUT_BATCH = 200;

const NOT_FOUND: Record<StorePostKind, string> = {
  notice: "공지사항을 찾을 수 없습니다.",
  newsletter: "뉴스레터를 찾을 수 없습니다.",
};
const HEADLINE: Record<StorePostKind, string> = { notice: "새 공지사항", newsletter: "새 뉴스레터" };

export function createStorePostService(
  deps: Pick<ServiceDeps, "db" | "config" | "jobs"> & {
    affiliate: StorePolicy;
    bookmarks: Pick<BookmarkService, "storeFollowers">;
    notifications: Pick<NotificationService, "notify">;
    /** The post as the shop shows it, after a write. */
    read: {
      notice: (id: number) => Promise<AffiliateNotice>;
      newsletter: (id: number) => Promise<AffiliateNewsletter>;
    };
  },
) {
  const repository = createStorePostRepository(deps.db);

  function prepare(content: string) {
    const html = sanitizeRichText(content, deps.config.publicUrl);
    const thumbnailUrl = firstImageOf(html);
    if (plainTextOf(html) === "" && thumbnailUrl === null) throw AppError.badRequest("내용을 입력해주세요.");
    return { content: html, thumbnailUrl };
  }

  /** The post's store, when the caller may write its notices; 404 otherwise (as for a missing post). */
  async function requireOwn(actor: StoreActor, kind: StorePostKind, id: number): Promise<number> {
    const affiliateId = await repository.storeOf(kind, id);
    if (affiliateId === undefined) throw AppError.notFound(NOT_FOUND[kind]);
    await deps.affiliate.requireStore(actor, affiliateId, "notices").catch(() => {
      throw AppError.notFound(NOT_FOUND[kind]);
    });
    return affiliateId;
  }

  async function create(actor: StoreActor, kind: StorePostKind, request: AffiliateNoticeWrite) {
    await deps.affiliate.requireStore(actor, request.affiliateId, "notices").catch(() => {
      throw AppError.of(ErrorCode.STORE_NOT_FOUND);
    });
    const prepared = prepare(request.content);
    return deps.db.transaction(async (tx) => {
      const id = await createStorePostRepository(tx).insert(kind, {
        affiliateId: request.affiliateId,
        title: request.title,
        ...prepared,
      });
      await deps.jobs.send(
        NOTICE_FAN_OUT_JOB,
        { noticeId: id, kind, afterMemberId: 0 },
        { tx, singletonKey: `${kind}-${id}-0` },
      );
      return id;
    });
  }

  return {
    /** Publishes a notice or newsletter of a store the actor runs, as the board shows it. */
    publish: async (actor: StoreActor, kind: StorePostKind, request: AffiliateNoticeWrite) =>
      deps.read[kind](await create(actor, kind, request)),

    async update(actor: StoreActor, kind: StorePostKind, id: number, request: AffiliatePostUpdate) {
      await requireOwn(actor, kind, id);
      await repository.update(kind, id, { title: request.title, ...prepare(request.content) });
      return deps.read[kind](id);
    },

    async remove(actor: StoreActor, kind: StorePostKind, id: number): Promise<void> {
      await requireOwn(actor, kind, id);
      await repository.remove(kind, id);
    },

    /**
     * Job: tells one batch of the store's bookmarkers (member id after `afterMemberId`) of a new post, and sends
     * the next batch's job in the same transaction, so a retry repeats at most its own batch's work and a long
     * list of followers never holds one transaction. Returns how many were told.
     */
    async fanOut(data: NoticeFanOutData): Promise<number> {
      const kind = data.kind ?? "notice";
      const post = await repository.findWithStore(kind, data.noticeId);
      if (!post) return 0;
      const members = await deps.bookmarks.storeFollowers(post.affiliateId, data.afterMemberId, NOTICE_FAN_OUT_BATCH);
      if (members.length === 0) return 0;
      const last = members[members.length - 1] as number;
      await deps.db.transaction(async (tx) => {
        for (const memberId of members) {
          await deps.notifications.notify(
            {
              memberId,
              topic: "AFFILIATE",
              title: `${post.affiliateName}의 ${HEADLINE[kind]}`,
              body: post.title,
              pageLink: `/store/${post.affiliateId}`,
            },
            { tx },
          );
        }
        if (members.length === NOTICE_FAN_OUT_BATCH) {
          await deps.jobs.send(
            NOTICE_FAN_OUT_JOB,
            { noticeId: post.id, kind, afterMemberId: last },
            { tx, singletonKey: `${kind}-${post.id}-${last}` },
          );
        }
      });
      return members.length;
    },
  };
}

export type StorePostService = ReturnType<typeof createStorePostService>;
