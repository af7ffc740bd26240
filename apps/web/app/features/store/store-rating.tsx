/** ★ 4.5 (리뷰 12): a store's review score, shown once it has reviews (its card and its page). */
import type { Affiliate } from "@mulmung/contract/catalog";
import { formatCount, formatRating } from "@mulmung/domain/display";
import { STORE_MESSAGE } from "./messages.ts";

export function StoreRating({
  store,
  starClassName,
}: {
  store: Pick<Affiliate, "reviewScore" | "reviewCount">;
  starClassName: string | undefined;
}) {
  if (store.reviewScore === null || store.reviewCount <= 0) return null;
  return (
    <span>
      <span className={starClassName} aria-hidden="true">
        ★
      </span>{" "}
      {formatRating(store.reviewScore)} ({STORE_MESSAGE.reviews(formatCount(store.reviewCount))})
    </span>
  );
}
