/**
 * Themed product lists of one exposure route (SPEC.md section 3: sorted by orderNumber), each a row of
 * products with 전체보기. The flea-market theme gets its own look and links to the flea-market list.
 * Opening a theme's product or its full list counts a hit (GET /api/v1/theme-product/{id}/hit).
 */
import { sortByOrderNumber } from "@mulmung/domain/lists";
import { Link } from "react-router";
import badges from "../../components/badge.module.css";
import { countHit } from "../../components/site-link.tsx";
import { CATALOG_MESSAGE } from "./messages.ts";
import { ProductGrid } from "./product-grid.tsx";
import { FLEA_MARKET_KEYWORD, productListHref } from "./product-query.ts";
import styles from "./theme-sections.module.css";
import type { ThemeProduct } from "./types.ts";

export function countThemeHit(themeId: number): void {
  countHit(`/api/v1/theme-product/${themeId}/hit`);
}

export function themeListHref(theme: Pick<ThemeProduct, "title" | "isFleaMarket" | "products">): string {
  if (theme.isFleaMarket) return productListHref({ keyword: FLEA_MARKET_KEYWORD });
  return productListHref({ ids: theme.products.map((product) => product.id), title: theme.title });
}

export function ThemeSections({ themes }: { themes: readonly ThemeProduct[] }) {
  return (
    <>
      {sortByOrderNumber(themes)
        .filter((theme) => theme.products.length > 0)
        .map((theme) => {
          const headingId = `theme-${theme.id}`;
          return (
            <section
              key={theme.id}
              className={theme.isFleaMarket ? styles.flea : styles.theme}
              aria-labelledby={headingId}
              data-theme-id={theme.id}
              data-flea-market={theme.isFleaMarket || undefined}
            >
              <div className={styles.head}>
                <div>
                  <h2 id={headingId}>
                    {theme.isFleaMarket ? (
                      <span className={`${badges.tag} ${styles.fleaMark}`}>{CATALOG_MESSAGE.fleaMarket}</span>
                    ) : null}
                    {theme.title}
                  </h2>
                  {theme.subTitle ? <p>{theme.subTitle}</p> : null}
                </div>
                <Link to={themeListHref(theme)} className={styles.all} onClick={() => countThemeHit(theme.id)}>
                  {CATALOG_MESSAGE.seeAll}
                </Link>
              </div>
              <ProductGrid
                products={theme.products}
                layout="row"
                eagerCount={0}
                label={theme.title}
                onOpen={() => countThemeHit(theme.id)}
              />
            </section>
          );
        })}
    </>
  );
}
