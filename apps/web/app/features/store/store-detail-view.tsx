/**
 * /store/{id}: the store's picture and facts (distance from my position, address, phone, hours,
 * specialities), its coupons, popular products, all products by category, reviews, notices and newsletters.
 * The product and review parts are the catalogue's, passed in by the page, as are the paged store posts.
 */
import type { Affiliate } from "@mulmung/contract/catalog";
import { distanceKm, formatCount, formatDistanceKm, shortenRegion } from "@mulmung/domain/display";
import { type ReactNode, useEffect, useState } from "react";
import badges from "../../components/badge.module.css";
import chip from "../../components/chip.module.css";
import { FallbackImage } from "../../components/fallback-image.tsx";
import { COLUMN_SIZES } from "../../components/image-sources.ts";
import { InfoLines } from "../../components/info-lines.tsx";
import lists from "../../components/list.module.css";
import tabs from "../../components/tabs.module.css";
import { STORE_MESSAGE } from "./messages.ts";
import { readMyPosition } from "./my-position.ts";
import styles from "./store-detail.module.css";
import { StoreRating } from "./store-rating.tsx";

export interface StoreDetailViewProps {
  store: Affiliate;
  /** The store's coupons with 쿠폰 받기 (the coupon feature's list, composed by the page). */
  coupons: ReactNode;
  /** The notices and newsletters lists (StorePosts, paged by the page). */
  notices: ReactNode;
  newsletters: ReactNode;
  actions: ReactNode;
  popular: ReactNode;
  products: ReactNode;
  reviews: ReactNode;
}

const SECTIONS = [
  ["store-coupons", STORE_MESSAGE.coupons],
  ["store-products", STORE_MESSAGE.products],
  ["store-reviews", STORE_MESSAGE.reviewsTitle],
  ["store-notices", STORE_MESSAGE.notices],
  ["store-newsletters", STORE_MESSAGE.newsletters],
  ["store-info", STORE_MESSAGE.info],
] as const;

export function StoreDetailView({
  store,
  coupons,
  notices,
  newsletters,
  actions,
  popular,
  products,
  reviews,
}: StoreDetailViewProps) {
  const [distance, setDistance] = useState<number | null>(null);
  useEffect(() => {
    try {
      setDistance(distanceKm(readMyPosition(window.localStorage), store));
    } catch {
      setDistance(null);
    }
  }, [store]);

  return (
    <article className={styles.page} data-store-id={store.id}>
      <div className={styles.hero}>
        <FallbackImage
          src={store.imageUrl}
          alt={store.name}
          width={500}
          height={280}
          sizes={COLUMN_SIZES}
          loading="eager"
        />
      </div>
      <section className={styles.head}>
        <p className={styles.region}>
          <span className={`${badges.tag} ${store.isShopVisit ? badges.green : styles.online} ${styles.kind}`}>
            {store.isShopVisit ? STORE_MESSAGE.shopVisitBadge : STORE_MESSAGE.noVisitBadge}
          </span>
          {store.region}
        </p>
        <h2 className={styles.name}>{store.name}</h2>
        {store.description ? <p className={styles.description}>{store.description}</p> : null}
        <p className={styles.stats}>
          <StoreRating store={store} starClassName={styles.star} />
          {store.productCount !== undefined ? (
            <span>{STORE_MESSAGE.productCount(formatCount(store.productCount))}</span>
          ) : null}
          {distance !== null ? (
            <span data-store-distance>
              {STORE_MESSAGE.distanceFromMe} {formatDistanceKm(distance)}
            </span>
          ) : null}
        </p>
        {store.keywords.length > 0 ? (
          <ul className={`${lists.plain} ${styles.keywords}`}>
            {store.keywords.map((keyword) => (
              <li key={keyword} className={chip.soft}>
                #{keyword}
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.actions}>{actions}</div>
      </section>

      <nav className={`${tabs.bar} ${styles.sectionNav}`} aria-label={STORE_MESSAGE.sections}>
        <ul>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <section id="store-coupons" className={styles.section} aria-labelledby="store-coupons-title">
        <h2 id="store-coupons-title">{STORE_MESSAGE.coupons}</h2>
        {coupons}
      </section>

      {popular}

      <section id="store-products" className={styles.productsSection} aria-labelledby="store-products-title">
        <h2 id="store-products-title">{STORE_MESSAGE.products}</h2>
        {products}
      </section>

      <section id="store-reviews" className={styles.section} aria-labelledby="store-reviews-title">
        <h2 id="store-reviews-title">
          {STORE_MESSAGE.reviewsTitle} <span className={styles.count}>{formatCount(store.reviewCount)}</span>
        </h2>
        {reviews}
      </section>

      <section id="store-notices" className={styles.section} aria-labelledby="store-notices-title" data-store-notices>
        <h2 id="store-notices-title">{STORE_MESSAGE.notices}</h2>
        {notices}
      </section>

      <section id="store-newsletters" className={styles.section} aria-labelledby="store-newsletters-title">
        <h2 id="store-newsletters-title">{STORE_MESSAGE.newsletters}</h2>
        {newsletters}
      </section>

      <section id="store-info" className={styles.section} aria-labelledby="store-info-title">
        <h2 id="store-info-title">{STORE_MESSAGE.info}</h2>
        <dl className={styles.info}>
          <div>
            <dt>{STORE_MESSAGE.address}</dt>
            <dd>{shortenRegion(store.address)}</dd>
          </div>
          {store.phoneNumber ? (
            <div>
              <dt>{STORE_MESSAGE.phone}</dt>
              <dd>
                <a href={`tel:${store.phoneNumber.replace(/[^\d+]/g, "")}`}>{store.phoneNumber}</a>
              </dd>
            </div>
          ) : null}
          {(
            [
              [STORE_MESSAGE.hours, store.openingHours],
              [STORE_MESSAGE.holidays, store.holidays],
            ] as const
          ).map(([term, value]) =>
            value ? (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </section>

      {store.seller ? (
        <div className={styles.sellerFold}>
          <InfoLines title={STORE_MESSAGE.seller} lines={store.seller.items} />
        </div>
      ) : null}
    </article>
  );
}
