/**
 * Reviews written by members (SPEC §7 Reviews): one per confirmed order line of the writer's own, edited by the
 * writer, replied to once by the store. Every write moves the product's and the store's review count and score sum
 * in the same transaction, so their averages (one decimal, SPEC §5) and the score groups always agree with the rows.
 */
import type { ReviewCreateInput, ReviewDetail, ReviewUpdateRequest } from "@mulmung/contract/review";
import { writerDisplayName } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { reviewRewardPoints } from "@mulmung/domain/review";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { AffiliateService } from "../affiliate/service.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { PointService } from "../point/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { ownImage } from "../shared/own-image.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import type { SiteContentService } from "../site-content/service.ts";
import type { UploadService } from "../upload/service.ts";
import { createReviewRepository, type ReviewDetailRow, reviewQueries } from "./repository.ts";

const REVIEW_NOT_FOUND = "리뷰를 찾을 수 없습니다.";

function toDetail(row: ReviewDetailRow): ReviewDetail {
  const r = row.review;
  return {
    id: r.id,
    productScore: r.productScore,
    content: r.content,
    imageUrls: r.imageUrls,
    reviewState: r.reviewState as ReviewDetail["reviewState"],
    rewardPoint: r.rewardPoint,
    reply: r.reply,
    replyDate: r.replyDate ? r.replyDate.toISOString() : null,
    createDate: r.createDate.toISOString(),
    orderProductId: r.orderProductId,
    member: { id: r.memberId, nickname: writerDisplayName({ nickname: row.nickname, withdrawnAt: row.withdrawnAt }) },
    product: { id: r.productId, name: row.productName, imageUrl: row.productImageUrls[0] ?? null },
    affiliate: { id: r.affiliateId, name: row.affiliateName },
  };
}

export function createReviewService(
  deps: Pick<ServiceDeps, "db" | "clock" | "config"> & {
    /** The product's and the store's review totals are theirs, moved in the review's transaction. */
    affiliate: Pick<AffiliateService, "storeIds" | "moveReviewTotals">;
    catalog: Pick<CatalogService, "moveReviewTotals">;
    /** A new review's reward is saved to the points ledger in the review's transaction (SPEC §7). */
    points: Pick<PointService, "save">;
    /** A review's photos earn a reward: only the writer's own uploads count. */
    uploads: Pick<UploadService, "requireOwn">;
    /** What a review earns (the `point_rate` setting). */
    siteContent: Pick<SiteContentService, "pointRates">;
  },
) {
  const repository = createReviewRepository(deps.db);
  const photos = (urls: string[]) => urls.map((url) => ownImage(url, deps.config.publicUrl));

  /** Moves the product's and then the store's review count and score sum, in the review's transaction. */
  async function moveTotals(
    tx: Transaction,
    target: { productId: number; affiliateId: number },
    by: { count: number; score: number },
  ) {
    await deps.catalog.moveReviewTotals(target.productId, by, { tx });
    await deps.affiliate.moveReviewTotals(target.affiliateId, by, { tx });
  }

  async function detail(id: number): Promise<ReviewDetail> {
    const row = await repository.findDetail(id);
    if (!row) throw AppError.notFound(REVIEW_NOT_FOUND);
    return toDetail(row);
  }

  return {
    /** A review anyone may read; a hidden or deleted one only by its writer. */
    async get(id: number, viewerId: number | undefined): Promise<ReviewDetail> {
      const review = await detail(id);
      if (review.reviewState !== "NORMAL" && review.member.id !== viewerId) throw AppError.notFound(REVIEW_NOT_FOUND);
      return review;
    },

    async creatable(memberId: number, page: { size: number; offset: number; isTotalCount?: boolean }) {
      const rows = await repository.findCreatable(memberId, pageWindow(page));
      return {
        ...pageOf(rows, page, (r) => ({ ...r, confirmedAt: (r.confirmedAt ?? new Date(0)).toISOString() })),
        ...(page.isTotalCount ? { totalCount: await repository.countCreatable(memberId) } : {}),
      };
    },

    async mine(memberId: number, query: { size: number; offset: number; productScore?: number; reviewState?: string }) {
      const rows = await repository.findMine(memberId, query, pageWindow(query));
      return pageOf(rows, query, toDetail);
    },

    /**
     * Only the buyer's own line of a confirmed part, once (the UNIQUE on the line decides a race). The points it
     * earns (`reviewRewardPoints`) are kept on the review; the points ledger saves them as REVIEW_PRODUCT.
     */
    async create(memberId: number, input: ReviewCreateInput): Promise<ReviewDetail> {
      const imageUrls = photos(input.imageUrls ?? []);
      await deps.uploads.requireOwn(memberId, imageUrls);
      const rewardPoint = reviewRewardPoints({ photoCount: imageUrls.length }, await deps.siteContent.pointRates());
      const id = await repository.transaction(async (tx, raw) => {
        const line = await tx.lockOrderLine(input.orderProductId);
        if (!line || line.memberId !== memberId || line.partState !== "CONFIRMATION") {
          throw AppError.of(ErrorCode.REVIEW_NOT_ALLOWED);
        }
        const reviewId = await tx.insert({
          productId: line.productId,
          affiliateId: line.affiliateId,
          memberId,
          orderProductId: input.orderProductId,
          productScore: input.productScore,
          content: input.content,
          imageUrls,
          rewardPoint,
        });
        if (reviewId === null) throw AppError.of(ErrorCode.REVIEW_ALREADY_WRITTEN);
        await moveTotals(raw, line, { count: 1, score: input.productScore });
        if (rewardPoint > 0) {
          await deps.points.save(raw, {
            memberId,
            type: "REVIEW_PRODUCT",
            amount: rewardPoint,
            refType: "REVIEW",
            refId: reviewId,
            affiliateId: line.affiliateId,
          });
        }
        return reviewId;
      });
      return detail(id);
    },

    /** The writer's edit; a score change moves the totals by the difference in the same transaction. */
    async update(memberId: number, id: number, input: ReviewUpdateRequest): Promise<ReviewDetail> {
      await repository.transaction(async (tx, raw) => {
        const row = await tx.lockReview(id);
        if (!row || row.reviewState === "DELETE") throw AppError.notFound(REVIEW_NOT_FOUND);
        if (row.memberId !== memberId) throw AppError.of(ErrorCode.FORBIDDEN, "내가 쓴 리뷰만 고칠 수 있습니다.");
        const imageUrls = input.imageUrls === undefined ? undefined : photos(input.imageUrls);
        // A photo the review already had stays; a new one must be the writer's own upload.
        if (imageUrls)
          await deps.uploads.requireOwn(
            memberId,
            imageUrls.filter((url) => !row.imageUrls.includes(url)),
          );
        await tx.update(id, {
          ...(input.productScore !== undefined ? { productScore: input.productScore } : {}),
          ...(input.content !== undefined ? { content: input.content } : {}),
          ...(imageUrls ? { imageUrls } : {}),
        });
        const delta = input.productScore !== undefined ? input.productScore - row.productScore : 0;
        // Only reviews on show count in the totals (the score groups count NORMAL ones).
        if (delta !== 0 && row.reviewState === "NORMAL") await moveTotals(raw, row, { count: 0, score: delta });
      });
      return detail(id);
    },

    /** The store's one reply, by the member who runs the review's store. */
    async reply(memberId: number, id: number, reply: string): Promise<ReviewDetail> {
      const owned = await deps.affiliate.storeIds(memberId, "reviews");
      await repository.transaction(async (tx) => {
        const row = await tx.lockReview(id);
        if (!row || row.reviewState === "DELETE") throw AppError.notFound(REVIEW_NOT_FOUND);
        // Another store's review is answered as a missing one: the store policy's 404 (domain/store-access.ts).
        if (!owned.includes(row.affiliateId)) throw AppError.notFound(REVIEW_NOT_FOUND);
        if (!(await tx.setReply(id, reply, deps.clock.now()))) throw AppError.of(ErrorCode.REVIEW_ALREADY_REPLIED);
      });
      return detail(id);
    },

    /**
     * For the report module, inside its transaction: the writer of a review on show (NORMAL), with the review row
     * locked until that transaction ends; undefined when there is none.
     */
    async lockForReport(raw: Transaction, id: number): Promise<{ writerId: number } | undefined> {
      const row = await reviewQueries(raw).lockReview(id);
      return row && row.reviewState === "NORMAL" ? { writerId: row.memberId } : undefined;
    },

    /**
     * Reported by enough members (inside the report's transaction): the review is deactivated and leaves the
     * product's and the store's count and score sum, as the score groups only count NORMAL reviews.
     */
    async deactivateReported(raw: Transaction, id: number): Promise<void> {
      const tx = reviewQueries(raw);
      const row = await tx.lockReview(id);
      if (row?.reviewState !== "NORMAL") return;
      await tx.setState(id, "DEACTIVATE");
      await moveTotals(raw, row, { count: -1, score: -row.productScore });
    },

    /**
     * For the operators' decision on a reported review (issue 27; the report's transaction): its writer and state,
     * the row locked until that transaction ends, whatever the state; undefined when there is no such review.
     */
    async lockForModeration(raw: Transaction, id: number) {
      const row = await reviewQueries(raw).lockReview(id);
      return row
        ? { writerId: row.memberId, hidden: row.reviewState === "DEACTIVATE", removed: row.reviewState === "DELETE" }
        : undefined;
    },

    /** An operator restored a review deactivated by reports: on show again and counted again in the totals. */
    async restoreReported(raw: Transaction, id: number): Promise<void> {
      const tx = reviewQueries(raw);
      const row = await tx.lockReview(id);
      if (row?.reviewState !== "DEACTIVATE") return;
      await tx.setState(id, "NORMAL");
      await moveTotals(raw, row, { count: 1, score: row.productScore });
    },

    /** An operator removed a reported review: deleted, and out of the totals if it still counted there. */
    async removeReported(raw: Transaction, id: number): Promise<void> {
      const tx = reviewQueries(raw);
      const row = await tx.lockReview(id);
      if (!row || row.reviewState === "DELETE") return;
      await tx.setState(id, "DELETE");
      if (row.reviewState === "NORMAL") await moveTotals(raw, row, { count: -1, score: -row.productScore });
    },

    /** A store's reviews of the last days without its reply (the store console's home; the caller checked). */
    unrepliedCount: (affiliateId: number, days: number) =>
      repository.countUnrepliedSince(affiliateId, new Date(deps.clock.now().getTime() - days * 86_400_000)),

    /** The reviews of the stores the member runs (the store owner's page). */
    async ofMyStores(memberId: number, page: { size: number; offset: number }) {
      const owned = await deps.affiliate.storeIds(memberId, "reviews");
      const rows = await repository.findOfStores(owned, pageWindow(page));
      return pageOf(rows, page, toDetail);
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
