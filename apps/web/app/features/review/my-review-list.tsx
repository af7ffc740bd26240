/**
 * /my-info/review/list: 작성 가능한 리뷰 (my confirmed order lines without a review, each with 리뷰 쓰기) and
 * 내가 쓴 리뷰 (with the SPEC §3 filters productScore and reviewState, each with 수정 and the store's reply).
 */
import type { ListPage } from "@mulmung/contract/common";
import type { CreatableReview, ReviewDetail } from "@mulmung/contract/review";
import { formatSeoulDate } from "@mulmung/domain/time";
import { Form, Link } from "react-router";
import buttons from "../../components/button.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import { Options } from "../../components/form-field.tsx";
import lists from "../../components/list.module.css";
import { PATH, productPath, reviewWritePath, withQuery } from "../../lib/paths.ts";
import { REVIEW_MESSAGE as M } from "./messages.ts";
import styles from "./review.module.css";
import { StoreAnswer } from "./store-reply-form.tsx";

export type ReviewTab = "creatable" | "written";

export function Stars({ score }: { score: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={M.scoreLabel(score)}>
      {"★★★★★".slice(0, score)}
      <span aria-hidden="true">{"☆☆☆☆☆".slice(score)}</span>
    </span>
  );
}

export function ReviewReply({ review }: { review: Pick<ReviewDetail, "reply" | "replyDate"> }) {
  return <StoreAnswer kind="review-reply" title={M.reply} text={review.reply} date={review.replyDate} />;
}

export function WrittenReview({
  review,
  action,
  children,
}: {
  review: ReviewDetail;
  action?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <li className={styles.item} data-review-id={review.id}>
      <div className={styles.row}>
        <div className={styles.grow}>
          <Link to={productPath(review.product.id)} className={styles.name}>
            {review.product.name}
          </Link>
          <p className={styles.meta}>
            <Stars score={review.productScore} /> · {review.member.nickname} · {formatSeoulDate(review.createDate)}
            {review.reviewState !== "NORMAL" ? ` · ${M.stateLabel[review.reviewState]}` : ""}
          </p>
        </div>
        {action}
      </div>
      <p className={styles.text}>{review.content}</p>
      {review.imageUrls.length > 0 ? (
        <ul className={`${lists.plain} ${styles.photos}`}>
          {review.imageUrls.map((src) => (
            <li key={src}>
              <img src={src} alt="" width={72} height={72} />
            </li>
          ))}
        </ul>
      ) : null}
      <ReviewReply review={review} />
      {children}
    </li>
  );
}

export function MyReviewList({
  tab,
  creatable,
  written,
  filters,
}: {
  tab: ReviewTab;
  creatable: ListPage<CreatableReview>;
  written: ListPage<ReviewDetail> | null;
  filters: { productScore: string; reviewState: string };
}) {
  return (
    <>
      <nav className={styles.tabs} aria-label={M.myReviewsTitle}>
        <Link
          to={withQuery(PATH.myReviews, { tab: "creatable" })}
          className={styles.tab}
          aria-current={tab === "creatable" ? "page" : undefined}
        >
          {M.tabCreatable} {creatable.totalCount ?? creatable.items.length}
        </Link>
        <Link
          to={withQuery(PATH.myReviews, { tab: "written" })}
          className={styles.tab}
          aria-current={tab === "written" ? "page" : undefined}
        >
          {M.tabWritten}
        </Link>
      </nav>
      {tab === "creatable" ? (
        creatable.items.length === 0 ? (
          <EmptyState title={M.noCreatable} />
        ) : (
          <ul className={`${lists.plain} ${styles.list}`}>
            {creatable.items.map((line) => (
              <li key={line.orderProductId} className={styles.item} data-order-product-id={line.orderProductId}>
                <div className={styles.row}>
                  {line.imageUrl ? <img className={styles.thumb} src={line.imageUrl} alt="" /> : null}
                  <div className={styles.grow}>
                    <p className={styles.name}>{line.name}</p>
                    <p className={styles.meta}>
                      {line.affiliateName} · {M.confirmedOn(formatSeoulDate(line.confirmedAt))}
                    </p>
                  </div>
                  <Link to={reviewWritePath({ orderProductId: line.orderProductId })} className={buttons.primary}>
                    {M.write}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : (
        <>
          <Form method="get" className={styles.filters}>
            <input type="hidden" name="tab" value="written" />
            <label>
              {M.scoreFilter}
              <select name="productScore" defaultValue={filters.productScore} className={styles.select}>
                <Options first={M.all} items={[5, 4, 3, 2, 1]} text={M.scoreLabel} />
              </select>
            </label>
            <label>
              {M.stateFilter}
              <select name="reviewState" defaultValue={filters.reviewState} className={styles.select}>
                <Options
                  first={M.all}
                  items={["NORMAL", "DEACTIVATE", "DELETE"]}
                  text={(state) => M.stateLabel[state]}
                />
              </select>
            </label>
            <button type="submit" className={buttons.secondary}>
              검색
            </button>
          </Form>
          {!written || written.items.length === 0 ? (
            <EmptyState title={M.noWritten} />
          ) : (
            <ul className={`${lists.plain} ${styles.list}`}>
              {written.items.map((review) => (
                <WrittenReview
                  key={review.id}
                  review={review}
                  action={
                    review.reviewState === "DELETE" ? null : (
                      <Link to={reviewWritePath({ reviewId: review.id })} className={buttons.secondary}>
                        {M.edit}
                      </Link>
                    )
                  }
                />
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
