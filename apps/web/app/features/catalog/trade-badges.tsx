/**
 * The group-buying badge with the days left (or that it ended) and the flea-market badge, as product cards and
 * product pages show them; each caller passes its own badge styles.
 */
import type { ProductSummary } from "@mulmung/contract/catalog";
import { CARD_MESSAGE } from "./card-messages.ts";
import { daysUntil } from "./dates.ts";

export function TradeBadges({
  product,
  classNames,
}: {
  product: Pick<ProductSummary, "isGroupBuying" | "groupBuyingEndDate" | "isFleaMarket">;
  classNames: { group?: string; flea?: string };
}) {
  const closesIn = product.isGroupBuying && product.groupBuyingEndDate ? daysUntil(product.groupBuyingEndDate) : null;
  return (
    <>
      {product.isGroupBuying ? (
        <span className={classNames.group}>
          {CARD_MESSAGE.groupBuyingBadge}
          {closesIn !== null ? (
            <span suppressHydrationWarning> {closesIn < 0 ? CARD_MESSAGE.ended : CARD_MESSAGE.closesIn(closesIn)}</span>
          ) : null}
        </span>
      ) : null}
      {product.isFleaMarket ? <span className={classNames.flea}>{CARD_MESSAGE.fleaMarketBadge}</span> : null}
    </>
  );
}
