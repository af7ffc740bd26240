import { describe, expect, it } from "vitest";
import { REVIEW_POINTS_PHOTO, REVIEW_POINTS_TEXT, reviewRewardPoints } from "./review.ts";

describe("reviewRewardPoints", () => {
  it("pays more for a photo review", () => {
    expect(reviewRewardPoints({ photoCount: 0 })).toBe(REVIEW_POINTS_TEXT);
    expect(reviewRewardPoints({ photoCount: 1 })).toBe(REVIEW_POINTS_PHOTO);
    expect(reviewRewardPoints({ photoCount: 5 })).toBe(500);
    expect(REVIEW_POINTS_TEXT).toBe(300);
  });
});
