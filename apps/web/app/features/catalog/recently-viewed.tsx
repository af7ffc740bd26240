/**
 * 최근 본 상품 from this device's product view history, and products like them (the basket
 * recommendation API given the viewed ids). Rendered after hydration: the history lives in localStorage.
 */

import type { ListPage } from "@mulmung/contract/common";
import { useEffect, useState } from "react";
import section from "../../components/section.module.css";
import { SectionHeader } from "../../components/section-header.tsx";
import { apiData } from "../../lib/api-client.ts";
import { CATALOG_MESSAGE } from "./messages.ts";
import type { ProductCardData } from "./product-card.tsx";
import { ProductGrid } from "./product-grid.tsx";
import styles from "./theme-sections.module.css";
import type { ProductSummary } from "./types.ts";
import { clearProductViewHistory, readProductViewHistory } from "./view-history.ts";

export function RecentlyViewed() {
  const [viewed, setViewed] = useState<ProductCardData[]>([]);
  const [similar, setSimilar] = useState<ProductSummary[]>([]);

  useEffect(() => {
    let history: ProductCardData[] = [];
    try {
      history = readProductViewHistory(window.localStorage);
    } catch {
      return;
    }
    setViewed(history);
    if (history.length === 0) return;
    const controller = new AbortController();
    const ids = history.map((product) => product.id);
    apiData<ListPage<ProductSummary>>(`/api/v1/product/basket-recommendation?ids=${ids.join(",")}`, {
      signal: controller.signal,
      handleUnauthorized: false,
    })
      .then((page) => setSimilar(page.items.filter((item) => !ids.includes(item.id))))
      .catch(() => setSimilar([]));
    return () => controller.abort();
  }, []);

  if (viewed.length === 0) return null;
  return (
    <>
      <section className={styles.theme} aria-labelledby="recently-viewed-title" data-recently-viewed>
        <SectionHeader id="recently-viewed-title" title={CATALOG_MESSAGE.recentlyViewed}>
          <button
            type="button"
            className={section.more}
            onClick={() => {
              clearProductViewHistory(window.localStorage);
              setViewed([]);
              setSimilar([]);
            }}
          >
            {CATALOG_MESSAGE.clearRecentlyViewed}
          </button>
        </SectionHeader>
        <ProductGrid products={viewed} layout="row" eagerCount={0} />
      </section>
      {similar.length > 0 ? (
        <section className={styles.theme} aria-labelledby="recently-similar-title">
          <SectionHeader id="recently-similar-title" title={CATALOG_MESSAGE.recommendedForRecent} />
          <ProductGrid products={similar} layout="row" eagerCount={0} />
        </section>
      ) : null}
    </>
  );
}
