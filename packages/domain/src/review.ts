/** Reviews and inquiries (SPEC §3 review and inquiry filters, §5 reward points, §7 Reviews, Inquiries). */

/** A review's text: at least 10 characters (a few words about the product), at most 1,000. */
export const REVIEW_CONTENT_MIN = 10;
export const REVIEW_CONTENT_MAX = 1000;
/** Up to five photos per review. */
export const REVIEW_PHOTOS_MAX = 5;

/**
 * Points a review earns (REVIEW_PRODUCT): 300 for a text review, 500 when it has at least one photo, the usual
 * split of Korean shops (photo reviews sell, so they pay more). Saved once, when the review is written; editing
 * does not change it.
 */
export const REVIEW_POINTS_TEXT = 300;
export const REVIEW_POINTS_PHOTO = 500;

/** `rates`: the operator's `point_rate` setting (domain/point.ts `pointRatesOf`), these constants by default. */
export function reviewRewardPoints(
  review: { photoCount: number },
  rates: { reviewTextPoints: number; reviewPhotoPoints: number } = {
    reviewTextPoints: REVIEW_POINTS_TEXT,
    reviewPhotoPoints: REVIEW_POINTS_PHOTO,
  },
): number {
  return review.photoCount > 0 ? rates.reviewPhotoPoints : rates.reviewTextPoints;
}
