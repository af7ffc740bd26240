/** /my-info/store/review: the reviews of the stores I run, each with one reply (PATCH /api/v1/affiliate-review/{id}/reply). */
import type { ListPage } from "@mulmung/contract/common";
import type { ReviewDetail } from "@mulmung/contract/review";
import { type FormEvent, useId, useState } from "react";
import { useRevalidator } from "react-router";
import buttons from "../../components/button.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { REVIEW_MESSAGE as M } from "./messages.ts";
import { WrittenReview } from "./my-review-list.tsx";
import styles from "./review.module.css";

function ReplyForm({ review, onDone }: { review: ReviewDetail; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const res = await apiRequest(`/api/v1/affiliate-review/${review.id}/reply`, { method: "PATCH", body: { reply } });
    setPending(false);
    if (!res.ok) return setError(res.message);
    toast.bottom(M.replied);
    onDone();
  }
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <div>
        <label htmlFor={`${id}-reply`} className={styles.name}>
          {M.replyLabel}
        </label>
        <textarea
          id={`${id}-reply`}
          className={styles.textarea}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
        />
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttons.primary} disabled={pending}>
        {M.replySubmit}
      </button>
    </form>
  );
}

export function StoreReviewList({ page }: { page: ListPage<ReviewDetail> }) {
  const revalidator = useRevalidator();
  if (page.items.length === 0) return <EmptyState title={M.noStoreReviews} />;
  return (
    <ul className={styles.list}>
      {page.items.map((review) => (
        <WrittenReview key={review.id} review={review}>
          {review.reply ? null : <ReplyForm review={review} onDone={() => revalidator.revalidate()} />}
        </WrittenReview>
      ))}
    </ul>
  );
}
