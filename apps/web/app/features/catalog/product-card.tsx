/** One product in a grid or a row: image, store, name, price with discount, rating and badges. */
import type { ProductSummary } from "@mulmung/contract/catalog";
import { formatCount, formatRating, formatWon, formatWonShort } from "@mulmung/domain/display";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import { FallbackImage } from "../../components/fallback-image.tsx";
import { HALF_COLUMN_SIZES } from "../../components/image-sources.ts";
import { productPath } from "../../lib/paths.ts";
import { CARD_MESSAGE } from "./card-messages.ts";
import { isDiscounted, OriginalPrice } from "./original-price.tsx";
import styles from "./product-card.module.css";
import { TradeBadges } from "./trade-badges.tsx";

export type ProductCardData = Pick<
  ProductSummary,
  | "id"
  | "name"
  | "imageUrl"
  | "originalPrice"
  | "sellPrice"
  | "discountRate"
  | "reviewCount"
  | "reviewScore"
  | "isSoldOut"
  | "isGroupBuying"
  | "groupBuyingEndDate"
  | "isFleaMarket"
  | "freeDeliveryFrom"
> & { affiliate: Pick<ProductSummary["affiliate"], "id" | "name" | "region"> };

export function productHref(id: number): string {
  return productPath(id);
}

export interface ProductCardProps {
  product: ProductCardData;
  /** Called before following the link (e.g. to count a theme hit). */
  onOpen?: () => void;
  /** The first cards of a page load eagerly (they are above the fold). */
  eager?: boolean;
}

export function ProductCard({ product, onOpen, eager = false }: ProductCardProps) {
  const hasDiscount = isDiscounted(product);
  return (
    <article className={styles.card} data-product-id={product.id}>
      <Link to={productHref(product.id)} className={styles.link} onClick={onOpen} prefetch="intent">
        <div className={styles.media}>
          <FallbackImage
            src={product.imageUrl}
            alt={product.name}
            className={styles.image}
            width={400}
            height={400}
            sizes={HALF_COLUMN_SIZES}
            loading={eager ? "eager" : "lazy"}
          />
          {product.isSoldOut ? <span className={styles.soldOut}>{CARD_MESSAGE.soldOut}</span> : null}
        </div>
        <p className={styles.store}>
          {product.affiliate.region ? `[${product.affiliate.region}] ` : ""}
          {product.affiliate.name}
        </p>
        <h3 className={styles.name}>{product.name}</h3>
        <p className={styles.price}>
          {hasDiscount ? (
            <>
              <span className={styles.rate}>{CARD_MESSAGE.discount(product.discountRate)}</span>{" "}
            </>
          ) : null}
          <strong>{formatWon(product.sellPrice)}</strong>
          <OriginalPrice product={product} className={styles.original} />
        </p>
        {product.reviewCount > 0 && product.reviewScore !== null ? (
          <p className={styles.rating}>
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{CARD_MESSAGE.rating} </span>
            {formatRating(product.reviewScore)}{" "}
            <span className={styles.reviews}>({CARD_MESSAGE.reviews(formatCount(product.reviewCount))})</span>
          </p>
        ) : null}
        <p className={styles.badges}>
          <TradeBadges
            product={product}
            classNames={{
              group: `${badges.tag} ${badges.orange} ${styles.badge}`,
              flea: `${badges.tag} ${badges.green} ${styles.badge}`,
            }}
          />
          {/* The rule, not a promise: "5만원 이상 무료배송" when a threshold applies (older stored cards lack it). */}
          {typeof product.freeDeliveryFrom === "number" ? (
            <span className={`${badges.tag} ${badges.neutral} ${styles.badge}`}>
              {product.freeDeliveryFrom > 0
                ? CARD_MESSAGE.freeDeliveryFrom(formatWonShort(product.freeDeliveryFrom))
                : CARD_MESSAGE.freeDelivery}
            </span>
          ) : null}
        </p>
      </Link>
    </article>
  );
}
