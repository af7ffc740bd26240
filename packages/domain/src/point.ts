/**
 * Points (SPEC §3 save-point types and point states, §5 reward points, §7 coupons and points): 1 point = 1원.
 * The amounts the product gives are decided here, in one place.
 */
import { rewardPoints } from "./money.ts";
import { REVIEW_POINTS_PHOTO, REVIEW_POINTS_TEXT } from "./review.ts";
import { storedNumberOf } from "./service-setting.ts";

/** How long a save can be used: one year from the day it is saved (the usual Korean shop rule). */
export const POINT_VALID_DAYS = 365;

/**
 * Buy confirmation (SPEC §5): round(price × (base + store + event) / 100). The base rate is 1% unless the operator
 * set another (`point_rate`); stores and events have no extra rate yet, so they are 0 until the product sets them.
 */
export const BUY_REWARD_PERCENTAGES = [1, 0, 0] as const;

/** The points a confirmed store part earns: its product price (delivery excluded) at the reward rates. */
export function buyRewardPoints(productPrice: number, basePercent: number = BUY_REWARD_PERCENTAGES[0]): number {
  return rewardPoints(productPrice, [basePercent, BUY_REWARD_PERCENTAGES[1], BUY_REWARD_PERCENTAGES[2]]);
}

/**
 * Referral (SPEC §3 RECEIVED_REFEREE, SENT_REFEREE): both sides get points when a new member registers an
 * inviter's code, 2,000 each, so that inviting a friend is worth about one small bag of fish food to each of them.
 */
export const REFEREE_RECEIVED_POINTS = 2_000;
export const REFEREE_SENT_POINTS = 2_000;

/** What purchases, reviews and referrals earn: the service setting `point_rate` (issue 27), these constants until set. */
export interface PointRates {
  /** The base rate of buy confirmation, in percent (up to two decimals). */
  buyRewardPercent: number;
  reviewTextPoints: number;
  reviewPhotoPoints: number;
  refereeReceivedPoints: number;
  refereeSentPoints: number;
}

export const DEFAULT_POINT_RATES: PointRates = {
  buyRewardPercent: BUY_REWARD_PERCENTAGES[0],
  reviewTextPoints: REVIEW_POINTS_TEXT,
  reviewPhotoPoints: REVIEW_POINTS_PHOTO,
  refereeReceivedPoints: REFEREE_RECEIVED_POINTS,
  refereeSentPoints: REFEREE_SENT_POINTS,
};

/** The bounds an operator may set the rates within. */
export const POINT_LIMITS = { maxBuyRewardPercent: 20, maxPoints: 100_000 } as const;

/**
 * The rates in effect from the stored `point_rate` data: each field that is a number within the bounds, the
 * default for one missing or malformed (the console validates what it stores; this never fails a purchase).
 */
export function pointRatesOf(data: unknown): PointRates {
  const pick = (key: keyof PointRates, max: number, whole: boolean) =>
    storedNumberOf(data, key, { min: 0, max, whole }, DEFAULT_POINT_RATES[key]);
  return {
    buyRewardPercent: pick("buyRewardPercent", POINT_LIMITS.maxBuyRewardPercent, false),
    reviewTextPoints: pick("reviewTextPoints", POINT_LIMITS.maxPoints, true),
    reviewPhotoPoints: pick("reviewPhotoPoints", POINT_LIMITS.maxPoints, true),
    refereeReceivedPoints: pick("refereeReceivedPoints", POINT_LIMITS.maxPoints, true),
    refereeSentPoints: pick("refereeSentPoints", POINT_LIMITS.maxPoints, true),
  };
}

/** A store's compensation to a buyer (AFFILIATE_COMPENSATION): at most this much at a time. */
export const AFFILIATE_COMPENSATION_MAX = 50_000;

/** How far ahead "곧 소멸될 적립금" looks. */
export const POINT_EXPIRY_NOTICE_DAYS = 30;
