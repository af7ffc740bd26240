/**
 * A product's reviews: the average and count per score (score groups), a score filter, the first reviews from the
 * server and "더보기" for the rest; 신고 on others' reviews (the shared report dialog; a visitor is asked to log in).
 */
import type { ListPage } from "@mulmung/contract/common";
import { formatCount, formatRating } from "@mulmung/domain/display";
import { formatSeoulDate } from "@mulmung/domain/time";
import { useCallback, useState } from "react";
import cards from "../../components/card.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import { FallbackImage } from "../../components/fallback-image.tsx";
import lists from "../../components/list.module.css";
import { useLoginRequired } from "../../components/login-required-dialog.tsx";
import { REPORT_MESSAGE } from "../../components/messages.ts";
import { ReportDialog, type ReportTarget } from "../../components/report-dialog.tsx";
import { apiData } from "../../lib/api-client.ts";
import { useSession } from "../../lib/session.ts";
import { LoadMoreButton } from "./load-more-button.tsx";
import { PRODUCT_MESSAGE } from "./product-messages.ts";
import styles from "./product-reviews.module.css";
import productSection from "./product-section.module.css";
import type { Review, ScoreGroup } from "./types.ts";
import { useLoadMore } from "./use-load-more.ts";

export const REVIEW_PAGE_SIZE = 3;

export function reviewPath(productId: number, offset: number, productScore: number | null): string {
  const query = new URLSearchParams({ size: String(REVIEW_PAGE_SIZE), offset: String(offset) });
  if (productScore !== null) query.set("productScore", String(productScore));
  return `/api/v1/product/${productId}/review?${query.toString()}`;
}

function Stars({ score }: { score: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={PRODUCT_MESSAGE.scoreLabel(score)}>
      {"★★★★★".slice(0, score)}
      <span className={styles.starsOff}>{"★★★★★".slice(score)}</span>
    </span>
  );
}

export function ReviewItem({
  review,
  showProduct = false,
  onReport,
}: {
  review: Review;
  showProduct?: boolean;
  /** Shown as 신고 when given (the caller leaves it out for the viewer's own review). */
  onReport?: () => void;
}) {
  return (
    <li className={styles.review} data-review-id={review.id}>
      <div className={styles.reviewHead}>
        <Stars score={review.productScore} />
        <span className={styles.writer}>{review.member.nickname}</span>
        <time className={styles.date} dateTime={review.createDate}>
          {formatSeoulDate(review.createDate)}
        </time>
        {onReport ? (
          <button type="button" className={styles.reportButton} onClick={onReport}>
            {REPORT_MESSAGE.report}
          </button>
        ) : null}
      </div>
      {showProduct ? <p className={styles.product}>{review.product.name}</p> : null}
      <p className={styles.content}>{review.content}</p>
      {review.imageUrls.length > 0 ? (
        <ul className={`${lists.plain} ${styles.images}`}>
          {review.imageUrls.map((src) => (
            <li key={src}>
              <FallbackImage src={src} alt="" width={80} height={80} />
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className={`${cards.tinted} ${styles.reply}`} data-review-reply>
          <strong>{PRODUCT_MESSAGE.storeReply}</strong>
          <p>{review.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

export function ProductReviews({
  productId,
  scoreGroup,
  first,
}: {
  productId: number;
  scoreGroup: ScoreGroup;
  first: ListPage<Review>;
}) {
  const [score, setScore] = useState<number | null>(null);
  const [firstPage, setFirstPage] = useState(first);
  const pathForOffset = useCallback((offset: number) => reviewPath(productId, offset, score), [productId, score]);
  const list = useLoadMore({ first: firstPage, filterKey: `${productId}:${score ?? "all"}`, pathForOffset });
  const [isFiltering, setFiltering] = useState(false);
  const viewerId = useSession().member?.id ?? null;
  const requireLogin = useLoginRequired();
  const [reportTarget, setReportTarget] = useState<ReportTarget | null>(null);
  const reportOf = (review: Review) =>
    review.member.id === viewerId
      ? undefined
      : () => (viewerId === null ? requireLogin() : setReportTarget({ reportType: "REVIEW", id: review.id }));

  const chooseScore = async (next: number | null) => {
    setFiltering(true);
    setScore(next);
    try {
      setFirstPage(await apiData<ListPage<Review>>(reviewPath(productId, 0, next), { handleUnauthorized: false }));
    } catch {
      setScore(score);
    } finally {
      setFiltering(false);
    }
  };

  const max = Math.max(1, ...scoreGroup.groups.map((group) => group.count));
  return (
    <section className={productSection.section} aria-labelledby="product-reviews-title" id="reviews">
      <h2 id="product-reviews-title" className={`${productSection.title} ${styles.title}`}>
        {PRODUCT_MESSAGE.reviewsTitle} <span className={styles.count}>{formatCount(scoreGroup.totalCount)}</span>
      </h2>
      {scoreGroup.totalCount === 0 ? (
        <p className={lists.empty}>{PRODUCT_MESSAGE.noReviews}</p>
      ) : (
        <>
          <div className={`${cards.tinted} ${styles.summary}`}>
            <p className={styles.average}>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{PRODUCT_MESSAGE.reviewAverage} </span>
              <strong data-review-average>{formatRating(scoreGroup.average ?? 0)}</strong>
              <span className={styles.outOf}>/ 5</span>
            </p>
            <ul className={`${lists.plain} ${styles.bars}`}>
              {scoreGroup.groups.map((group) => (
                <li key={group.productScore}>
                  <button
                    type="button"
                    className={styles.bar}
                    aria-pressed={score === group.productScore}
                    disabled={group.count === 0 || isFiltering}
                    onClick={() => chooseScore(score === group.productScore ? null : group.productScore)}
                  >
                    <span className={styles.barLabel}>{PRODUCT_MESSAGE.scoreLabel(group.productScore)}</span>
                    <span className={styles.track}>
                      <span className={styles.fill} style={{ width: `${(group.count / max) * 100}%` }} />
                    </span>
                    <span className={styles.barCount}>{formatCount(group.count)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
          {list.items.length === 0 ? (
            <EmptyState kind="noResults" />
          ) : (
            <ul className={`${lists.plain} ${styles.list}`} aria-busy={isFiltering}>
              {list.items.map((review) => (
                <ReviewItem key={review.id} review={review} onReport={reportOf(review)} />
              ))}
            </ul>
          )}
          <LoadMoreButton list={list} />
        </>
      )}
      <ReportDialog target={reportTarget} onClose={() => setReportTarget(null)} />
    </section>
  );
}

/** Reviews with 더보기, without the score summary (a store page lists its products' reviews this way). */
export function ReviewList({
  first,
  pathForOffset,
  filterKey,
  emptyText,
}: {
  first: ListPage<Review>;
  pathForOffset: (offset: number) => string;
  filterKey: string;
  emptyText: string;
}) {
  const list = useLoadMore({ first, filterKey, pathForOffset });
  if (list.items.length === 0) return <p className={lists.empty}>{emptyText}</p>;
  return (
    <>
      <ul className={`${lists.plain} ${styles.list}`}>
        {list.items.map((review) => (
          <ReviewItem key={review.id} review={review} showProduct />
        ))}
      </ul>
      <LoadMoreButton list={list} />
    </>
  );
}
