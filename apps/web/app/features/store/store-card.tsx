/** One store in the list or on the map: picture, name, distance, address, specialities and counts. */
import type { Affiliate } from "@mulmung/contract/catalog";
import { formatCount, formatDistanceKm, shortenRegion } from "@mulmung/domain/display";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import { FallbackImage } from "../../components/fallback-image.tsx";
import { storePath } from "../../lib/paths.ts";
import { STORE_MESSAGE } from "./messages.ts";
import styles from "./store-card.module.css";
import { StoreRating } from "./store-rating.tsx";

export function storeHref(id: number): string {
  return storePath(id);
}

export function StoreCard({ store, index, compact = false }: { store: Affiliate; index?: number; compact?: boolean }) {
  return (
    <article className={compact ? styles.compact : styles.card} data-store-id={store.id}>
      <Link to={storeHref(store.id)} className={styles.link} prefetch="intent">
        <div className={styles.media}>
          <FallbackImage src={store.imageUrl} alt="" width={96} height={96} />
          {index !== undefined ? <span className={styles.index}>{index + 1}</span> : null}
        </div>
        <div className={styles.body}>
          <h3 className={styles.name}>{store.name}</h3>
          <p className={styles.meta}>
            {store.distance !== null ? (
              <strong className={styles.distance} data-distance={store.distance}>
                <span className="visually-hidden">{STORE_MESSAGE.distance} </span>
                {formatDistanceKm(store.distance)}
              </strong>
            ) : null}
            <span className={styles.address}>{shortenRegion(store.address)}</span>
          </p>
          {store.keywords.length > 0 ? (
            <p className={styles.keywords}>{store.keywords.map((keyword) => `#${keyword}`).join(" ")}</p>
          ) : null}
          <p className={styles.counts}>
            <StoreRating store={store} starClassName={styles.star} />
            <span>{STORE_MESSAGE.bookmarks(formatCount(store.bookmarkCount))}</span>
            <span className={`${badges.tag} ${store.isShopVisit ? badges.green : styles.online} ${styles.kind}`}>
              {store.isShopVisit ? STORE_MESSAGE.shopVisitBadge : STORE_MESSAGE.noVisitBadge}
            </span>
          </p>
        </div>
      </Link>
    </article>
  );
}
