/** Stores whose name or keywords match the search word, above the product results. */
import type { Affiliate } from "@mulmung/contract/catalog";
import { formatCount } from "@mulmung/domain/display";
import { Link } from "react-router";
import { FallbackImage } from "../../components/fallback-image.tsx";
import lists from "../../components/list.module.css";
import { PATH, storePath, withQuery } from "../../lib/paths.ts";
import { SEARCH_MESSAGE } from "./messages.ts";
import styles from "./search.module.css";

export function StoreResults({
  stores,
  word,
  total,
}: {
  stores: Affiliate[];
  word: string;
  total: number | undefined;
}) {
  if (stores.length === 0) return null;
  return (
    <section className={styles.stores} aria-labelledby="search-stores" data-search-stores>
      <h3 id="search-stores">
        {SEARCH_MESSAGE.stores} {total !== undefined ? formatCount(total) : null}
      </h3>
      <ul className={`${lists.plain} ${styles.storeList}`}>
        {stores.map((store) => (
          <li key={store.id}>
            <Link to={storePath(store.id)}>
              <FallbackImage src={store.imageUrl} alt="" width={44} height={44} />
              <span>
                <strong>{store.name}</strong>
                <span>
                  {store.region} · {store.keywords.map((keyword) => `#${keyword}`).join(" ")}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {total !== undefined && total > stores.length ? (
        <Link to={withQuery(PATH.stores, { searchWord: word })} className={styles.storesMore}>
          {SEARCH_MESSAGE.storesMore} ›
        </Link>
      ) : null}
    </section>
  );
}
