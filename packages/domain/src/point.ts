/**
 * Points (SPEC §3 save-point types and point states, §5 reward points, §7 coupons and points): 1 point = 1원.
 * The amounts the product gives are decided here, in one place.
 */
import { rewardPoints } from "./money.ts";

/** How long a save can be used: one year from the day it is saved (the usual Korean shop rule). */
export const POINT_VALID_DAYS = 365;

/**
 * Buy confirmation (SPEC §5): round(price × (base + store + event) / 100). The base rate is 1%; stores and events
 * have no extra rate yet, so they are 0 until the product sets them.
 */
export const BUY_REWARD_PERCENTAGES = [1, 0, 0] as const;

/** The points a confirmed store part earns: its product price (delivery excluded) at the reward rates. */
export function buyRewardPoints(productPrice: number): number {
  return rewardPoints(productPrice, BUY_REWARD_PERCENTAGES);
}

/**
 * Referral (SPEC §3 RECEIVED_REFEREE, SENT_REFEREE): both sides get points when a new member registers an
 * inviter's code, 2,000 each, so that inviting a friend is worth about one small bag of fish food to each of them.
 */
export const REFEREE_RECEIVED_POINTS = 2_000;
export const REFEREE_SENT_POINTS = 2_000;

/** A store's compensation to a buyer (AFFILIATE_COMPENSATION): at most this much at a time. */
export const AFFILIATE_COMPENSATION_MAX = 50_000;

/** How far ahead "곧 소멸될 적립금" looks. */
export const POINT_EXPIRY_NOTICE_DAYS = 30;
