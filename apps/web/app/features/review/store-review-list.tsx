/** /my-info/store/review: the reviews of the stores I run, each with one reply (PATCH /api/v1/affiliate-review/{id}/reply). */
import type { ListPage } from "@mulmung/contract/common";
import type { ReviewDetail } from "@mulmung/contract/review";
import { useRevalidator } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import { REVIEW_MESSAGE as M } from "./messages.ts";
import { WrittenReview } from "./my-review-list.tsx";
import styles from "./review.module.css";
import { StoreReplyForm } from "./store-reply-form.tsx";

export function StoreReviewList({ page }: { page: ListPage<ReviewDetail> }) {
  const revalidator = useRevalidator();
  if (page.items.length === 0) return <EmptyState title={M.noStoreReviews} />;
  return (
    <ul className={`${lists.plain} ${styles.list}`}>
      {page.items.map((review) => (
        <WrittenReview key={review.id} review={review}>
          {review.reply ? null : <StoreReplyForm kind="reply" id={review.id} onDone={() => revalidator.revalidate()} />}
        </WrittenReview>
      ))}
    </ul>
  );
}
