/** The URLs of the console's profile, coupons, posts and payment requests (`?store=` as console-query.ts keeps it). */
import { PATH, withQuery } from "../../lib/paths.ts";

export const MANAGE_PATH = {
  profile: `${PATH.storeConsole}/profile`,
  coupon: `${PATH.storeConsole}/coupon`,
  post: `${PATH.storeConsole}/post`,
  paymentRequest: `${PATH.storeConsole}/payment-request`,
} as const;

export type ManagePage = keyof typeof MANAGE_PATH;

export const managePath = (page: ManagePage, store?: number | null, query: Record<string, string | null> = {}) =>
  withQuery(MANAGE_PATH[page], { store, ...query });

/** Which list the posts page shows (`?tab=`). */
export type PostKind = "notice" | "newsletter";
export const readPostKind = (params: URLSearchParams): PostKind =>
  params.get("tab") === "newsletter" ? "newsletter" : "notice";

/** How many of a list the console's pages load at once. */
export const MANAGE_LIST_SIZE = 30;
