/**
 * A product's struck-out original price, on its card and its page. A module of its own: the product page shows it
 * at the top, and the cards only below the fold (their code loads after the page's first load).
 */
import type { ProductSummary } from "@mulmung/contract/catalog";
import { formatWon } from "@mulmung/domain/display";
import { CARD_MESSAGE } from "./card-messages.ts";

type Prices = Pick<ProductSummary, "discountRate" | "originalPrice" | "sellPrice">;

/** A product sold below its original price shows its discount rate and the original, struck out. */
export function isDiscounted(product: Prices): boolean {
  return product.discountRate > 0 && product.originalPrice > product.sellPrice;
}

/** The original price, struck out, of a discounted product. */
export function OriginalPrice({ product, className }: { product: Prices; className: string | undefined }) {
  if (!isDiscounted(product)) return null;
  return (
    <del className={className}>
      <span className="visually-hidden">{CARD_MESSAGE.originalPrice} </span>
      {formatWon(product.originalPrice)}
    </del>
  );
}
