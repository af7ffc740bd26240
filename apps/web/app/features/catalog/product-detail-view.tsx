/**
 * The product page body (also the store owner's preview): gallery, store, name, price, delivery, the
 * option panel with its totals, description, reviews and inquiries (read-only), related products, and
 * the fixed bottom bar with the bookmark and 장바구니 / 바로 구매, which open the option sheet (the page's
 * choice carried over). The page passes `purchase` (basket and direct-order calls live with the basket); the
 * owner's preview has none, and its bar shows the chosen total instead.
 */

import type { BasketAddInput } from "@mulmung/contract/basket";
import type { ListPage } from "@mulmung/contract/common";
import { freeDeliveryFrom } from "@mulmung/domain/delivery";
import { formatCount, formatRating, formatWon } from "@mulmung/domain/display";
import { lineStockQuantity } from "@mulmung/domain/order";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import { FixedFooter } from "../../components/fixed-footer.tsx";
import { hydrateLater } from "../../components/hydrate-later.tsx";
import { InfoLines } from "../../components/info-lines.tsx";
import reportStyles from "../../components/report-dialog.module.css";
import { storePath } from "../../lib/paths.ts";
import { CARD_MESSAGE } from "./card-messages.ts";
import {
  type ChosenLine,
  initialLines,
  missingRequiredGroups,
  selectionAmounts,
  toProductLine,
  toPurchaseInput,
} from "./option-selection.ts";
import { OptionSelector } from "./option-selector.tsx";
import { isDiscounted, OriginalPrice } from "./original-price.tsx";
import cardStyles from "./product-card.module.css";
import styles from "./product-detail.module.css";
import galleryStyles from "./product-gallery.module.css";
import gridStyles from "./product-grid.module.css";
import inquiryStyles from "./product-inquiries.module.css";
import { productListHref } from "./product-list-href.ts";
import { PRODUCT_MESSAGE } from "./product-messages.ts";
import reviewStyles from "./product-reviews.module.css";
import sectionStyles from "./product-section.module.css";
import { type PurchaseIntent, PurchaseSheet } from "./purchase-sheet.tsx";
import { TradeBadges } from "./trade-badges.tsx";
import type { DirectInquiry, ProductDetail, ProductSummary, Review, ScoreGroup } from "./types.ts";

/** What the product page shows of a product: the page loads it (detail-loader.server.ts), a preview makes it. */
export interface ProductContent {
  product: ProductDetail;
  scoreGroup: ScoreGroup | null;
  reviews: ListPage<Review> | null;
  inquiries: ListPage<DirectInquiry> | null;
  related: ProductSummary[];
}

export interface ProductDetailViewProps extends ProductContent {
  /** Top actions (bookmark, share); none in a preview. */
  actions?: ReactNode;
  /** The bookmark button of the bottom bar. */
  footerAction?: ReactNode;
  /** A notice above everything (the preview banner). */
  notice?: ReactNode;
  /** The store's coupons with 쿠폰 받기 (the coupon feature's list, composed by the page); none in a preview. */
  coupons?: ReactNode;
  fetchInquiries?: (path: string, signal: AbortSignal) => Promise<ListPage<DirectInquiry>>;
  /**
   * "내 수조에 맞아요?" (issue 30) for the units chosen so far (the server counts the fish a unit is): the page brings it for a signed-in member and a product
   * with a species; none in a preview.
   */
  tankFit?: (units: number) => ReactNode;
  /** 장바구니 and 바로 구매; none in a preview. */
  purchase?: {
    /** Whether the sheet may open (false after asking a visitor to log in). */
    canStart: () => boolean;
    /** Resolves true when done (the sheet then closes). */
    submit: (intent: PurchaseIntent, input: BasketAddInput) => Promise<boolean>;
  };
}

/** The images at the top (their viewer opens on a tap): rendered with the page, their code loaded after it. */
const ProductGallery = hydrateLater(
  () => import("./product-gallery.tsx").then((module) => module.ProductGallery),
  [galleryStyles],
);

/** Reviews, inquiries and related products: rendered with the page, their code loaded after its first load. */
const ProductDetailMore = hydrateLater(
  () => import("./product-detail-more.tsx").then((module) => module.ProductDetailMore),
  [reviewStyles, inquiryStyles, sectionStyles, gridStyles, cardStyles, reportStyles],
);

function storeHref(id: number): string {
  return storePath(id);
}

export function ProductDetailView({
  product,
  scoreGroup,
  reviews,
  inquiries,
  related,
  actions,
  footerAction,
  notice,
  coupons,
  fetchInquiries,
  tankFit,
  purchase,
}: ProductDetailViewProps) {
  const [lines, setLines] = useState<ChosenLine[]>(() => initialLines(product, product.name));
  const [isSheetOpen, setSheetOpen] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // Presses of 구매하기/장바구니 담기 with a required option unchosen: until the first, no error shows.
  const [missingAttempt, setMissingAttempt] = useState(0);
  // A different product (navigation between products keeps this component) starts its own choice.
  useEffect(() => {
    setLines(initialLines(product, product.name));
    setSheetOpen(false);
    setMissingAttempt(0);
  }, [product]);

  const openSheet = () => {
    if (purchase?.canStart()) setSheetOpen(true);
  };
  /** 장바구니 and 바로 구매 both open the option sheet first; they differ only in look and text. */
  const sheetButton = (look: string | undefined, label: string) => (
    <button type="button" className={`${look} ${styles.footerButton}`} onClick={openSheet} aria-haspopup="dialog">
      {label}
    </button>
  );
  const submit = async (intent: PurchaseIntent) => {
    if (!purchase) return;
    setSubmitting(true);
    const isDone = await purchase.submit(intent, toPurchaseInput(product.id, lines));
    setSubmitting(false);
    if (isDone) setSheetOpen(false);
  };

  // One array per product: the gallery hydrates later and must not see new props before it has (hydrate-later.tsx).
  const images = useMemo(
    () => (product.imageUrls.length > 0 ? product.imageUrls : [product.imageUrl ?? ""]),
    [product.imageUrls, product.imageUrl],
  );
  const amounts = selectionAmounts(product, lines);
  const missing = missingRequiredGroups(product, lines);
  const hasDiscount = isDiscounted(product);
  const delivery = product.deliverySetting;

  return (
    <article className={styles.page} data-product-id={product.id}>
      {notice}
      <ProductGallery images={images} name={product.name} />

      <section className={styles.info}>
        <Link to={storeHref(product.affiliate.id)} className={styles.storeLink}>
          <span className={`${badges.tag} ${badges.muted} ${styles.region}`}>{product.affiliate.region}</span>
          {product.affiliate.name}
          <span aria-hidden="true"> ›</span>
        </Link>
        <h2 className={styles.name}>{product.name}</h2>
        {product.reviewCount > 0 && product.reviewScore !== null ? (
          <a href="#reviews" className={styles.rating}>
            <span aria-hidden="true">★</span> {formatRating(product.reviewScore)}{" "}
            <span>{PRODUCT_MESSAGE.reviewCount(formatCount(product.reviewCount))}</span>
          </a>
        ) : null}
        <div className={styles.priceBlock}>
          <OriginalPrice product={product} className={styles.original} />
          <p className={styles.price}>
            {hasDiscount ? <span className={styles.rate}>{CARD_MESSAGE.discount(product.discountRate)}</span> : null}
            <strong data-sell-price>{formatWon(product.sellPrice)}</strong>
          </p>
        </div>
        <p className={styles.badges}>
          {product.isSoldOut ? (
            <span className={`${badges.tag} ${badges.dark} ${styles.badge}`}>{CARD_MESSAGE.soldOut}</span>
          ) : null}
          <TradeBadges
            product={product}
            classNames={{
              group: `${badges.tag} ${badges.orange} ${styles.badge}`,
              flea: `${badges.tag} ${badges.green} ${styles.badge}`,
            }}
          />
        </p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </section>

      <dl className={styles.delivery}>
        <dt>{PRODUCT_MESSAGE.delivery}</dt>
        <dd>
          {!delivery.isParcel ? (
            PRODUCT_MESSAGE.noParcel
          ) : freeDeliveryFrom(delivery) === 0 ? (
            PRODUCT_MESSAGE.deliveryFree
          ) : (
            <>
              {PRODUCT_MESSAGE.parcelDelivery(formatWon(delivery.parcelDeliveryPrice))}
              {delivery.isFreeDelivery ? (
                <span className={styles.deliveryHint}>
                  {PRODUCT_MESSAGE.freeDeliveryAbove(formatWon(delivery.freeDeliveryPriceOrderPayment))}
                </span>
              ) : null}
            </>
          )}
        </dd>
      </dl>

      {product.liveArrivalGuarantee ? (
        <p className={styles.guarantee}>
          <span className={styles.guaranteeBadge}>{PRODUCT_MESSAGE.liveArrivalGuarantee}</span>
          <span>{PRODUCT_MESSAGE.liveArrivalRule(product.liveArrivalGuarantee.windowHours)}</span>
        </p>
      ) : null}
      {coupons ? (
        <section className={styles.description} aria-labelledby="product-coupons-title">
          <h2 id="product-coupons-title">{PRODUCT_MESSAGE.coupons}</h2>
          {coupons}
        </section>
      ) : null}

      {product.isSoldOut ? (
        <p className={styles.soldOutNotice}>{CARD_MESSAGE.soldOut}</p>
      ) : (
        <OptionSelector product={product} lines={lines} onChange={setLines} missingAttempt={missingAttempt} />
      )}
      {tankFit?.(lineStockQuantity(toProductLine(product, lines)))}

      <section className={styles.description} aria-labelledby="product-description-title">
        <h2 id="product-description-title">{PRODUCT_MESSAGE.description}</h2>
        <p>{product.description}</p>
        {product.categories.length > 0 ? (
          <p className={styles.categoryPath}>
            <span className="visually-hidden">{PRODUCT_MESSAGE.categoryPath}: </span>
            {product.categories.map((category, index) => (
              <span key={category.code}>
                {index > 0 ? " › " : ""}
                <Link to={productListHref({ categoryCode: category.code })}>{category.name}</Link>
              </span>
            ))}
          </p>
        ) : null}
        <Link to={storeHref(product.affiliate.id)} className={styles.storeCard}>
          <span className={styles.storeLabel}>{PRODUCT_MESSAGE.store}</span>
          <strong>{product.affiliate.name}</strong>
          <span className={styles.storeAddress}>{product.affiliate.address}</span>
          <span className={styles.storeGo}>{PRODUCT_MESSAGE.goToStore} ›</span>
        </Link>
      </section>

      <section className={styles.infoFolds} aria-label={PRODUCT_MESSAGE.productNotice}>
        <InfoLines
          title={PRODUCT_MESSAGE.productNotice}
          note={PRODUCT_MESSAGE.noticeGroup(product.notice.groupName)}
          lines={product.notice.items}
        />
        <InfoLines title={PRODUCT_MESSAGE.deliveryGuide} lines={product.deliveryGuide} />
        <InfoLines title={PRODUCT_MESSAGE.seller} lines={product.seller.items} />
      </section>

      <ProductDetailMore
        productId={product.id}
        scoreGroup={scoreGroup}
        reviews={reviews}
        inquiries={inquiries}
        related={related}
        fetchInquiries={fetchInquiries}
      />

      <FixedFooter label={PRODUCT_MESSAGE.totalAmount}>
        {footerAction ? <div className={styles.footerAction}>{footerAction}</div> : null}
        {purchase ? (
          product.isSoldOut ? (
            <button
              type="button"
              className={`${buttons.secondary} ${styles.footerButton} ${styles.footerSoldOut}`}
              disabled
            >
              {CARD_MESSAGE.soldOut}
            </button>
          ) : (
            <div className={styles.footerButtons}>
              {sheetButton(buttons.outlinePrimary, PRODUCT_MESSAGE.basket)}
              {sheetButton(buttons.solid, PRODUCT_MESSAGE.buyNow)}
            </div>
          )
        ) : (
          <div className={styles.footerTotal} aria-live="polite">
            {product.isSoldOut ? (
              <span className={styles.footerHint}>{CARD_MESSAGE.soldOut}</span>
            ) : missing.length > 0 ? (
              <span className={styles.footerHint}>{PRODUCT_MESSAGE.chooseRequired(missing.join(", "))}</span>
            ) : (
              <>
                <span className={styles.footerLabel}>{PRODUCT_MESSAGE.totalWithDelivery}</span>
                <strong data-footer-total>{formatWon(amounts.total)}</strong>
              </>
            )}
          </div>
        )}
      </FixedFooter>
      {purchase && !product.isSoldOut ? (
        <PurchaseSheet
          open={isSheetOpen}
          product={product}
          lines={lines}
          onChange={setLines}
          onClose={() => setSheetOpen(false)}
          onSubmit={submit}
          onMissing={() => setMissingAttempt((count) => count + 1)}
          missingAttempt={missingAttempt}
          isSubmitting={isSubmitting}
        />
      ) : null}
    </article>
  );
}
