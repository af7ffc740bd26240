/**
 * The review form: stars (1-5), text (10-1,000 characters) and up to 5 photos (uploaded through `uploadImages`,
 * re-encoded by the server). A new review (POST /api/v1/review) of a confirmed order line, or an edit of mine
 * (PATCH /api/v1/review/{id}); afterwards the product page shows it with the new average.
 */

import {
  type CreatableReview,
  ReviewCreateRequest,
  type ReviewDetail,
  ReviewUpdateRequest,
} from "@mulmung/contract/review";
import { REVIEW_PHOTOS_MAX, reviewRewardPoints } from "@mulmung/domain/review";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import form from "../../components/form.module.css";
import { TextAreaField } from "../../components/form-field.tsx";
import { PhotoPicker } from "../../components/photo-picker.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { productPath } from "../../lib/paths.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { REVIEW_MESSAGE as M } from "./messages.ts";
import styles from "./review.module.css";

export function StarPicker({ value, onChange }: { value: number; onChange: (score: number) => void }) {
  const name = useId();
  return (
    <fieldset className={styles.starPicker}>
      <legend>{M.starsLegend}</legend>
      {[1, 2, 3, 4, 5].map((score) => (
        <label key={score} className={styles.starOption}>
          <input
            type="radio"
            name={name}
            value={score}
            checked={value === score}
            onChange={() => onChange(score)}
            aria-label={M.scoreLabel(score)}
          />
          <span aria-hidden="true" data-on={score <= value}>
            ★
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function ReviewForm({ target, review }: { target?: CreatableReview; review?: ReviewDetail }) {
  const navigate = useNavigate();
  const toast = useToast();
  const action = useApiAction();
  const id = useId();
  const [score, setScore] = useState(review?.productScore ?? 0);
  const [content, setContent] = useState(review?.content ?? "");
  const [photos, setPhotos] = useState<string[]>(review?.imageUrls ?? []);
  const [uploading, setUploading] = useState(false);
  const productId = review?.product.id ?? target?.productId ?? 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    action.setError(null);
    const body = { productScore: score, content, imageUrls: photos };
    const parsed = review
      ? ReviewUpdateRequest.safeParse(body)
      : ReviewCreateRequest.safeParse({ ...body, orderProductId: target?.orderProductId });
    if (!parsed.success) return action.setError(parsed.error.issues[0]?.message ?? null);
    const res = await action.run(() =>
      apiRequest<ReviewDetail>(review ? `/api/v1/review/${review.id}` : "/api/v1/review", {
        method: review ? "PATCH" : "POST",
        body: parsed.data,
      }),
    );
    if (!res.ok) return;
    toast.bottom(review ? M.updated : `${M.saved} ${M.points(res.body.rewardPoint)}`);
    navigate(`${productPath(productId)}#reviews`);
  }

  return (
    <form className={`${styles.page} ${styles.stack}`} onSubmit={submit} noValidate>
      {target ? (
        <div className={styles.row}>
          {target.imageUrl ? <img className={styles.thumb} src={target.imageUrl} alt="" /> : null}
          <div className={styles.grow}>
            <p className={styles.name}>{target.name}</p>
            <p className={styles.meta}>{target.affiliateName}</p>
          </div>
        </div>
      ) : review ? (
        <p className={styles.name}>{review.product.name}</p>
      ) : null}
      <StarPicker value={score} onChange={setScore} />
      <div>
        <TextAreaField
          id={`${id}-content`}
          label={M.content}
          labelClassName={styles.name}
          className={`${form.control} ${styles.textarea}`}
          value={content}
          maxLength={1000}
          onValue={setContent}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={form.hint}>
          {M.contentHint} ({content.trim().length}/1000)
        </p>
      </div>
      <div>
        <p className={styles.name}>{M.photos}</p>
        <PhotoPicker links={photos} onChange={setPhotos} max={REVIEW_PHOTOS_MAX} onBusy={setUploading} />
        {review ? null : (
          <p className={form.hint}>
            {M.photoBonus} ({M.points(reviewRewardPoints({ photoCount: photos.length }))})
          </p>
        )}
      </div>
      <AlertText message={action.error} className={form.error} />
      <button type="submit" className={buttons.primary} disabled={action.pending || uploading}>
        {review ? M.save : M.submit}
      </button>
    </form>
  );
}
