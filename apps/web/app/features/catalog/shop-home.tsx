/**
 * /ecommerce: a search box, the quick categories, shop shortcuts (group buying, sets, flea market,
 * nearby stores), the themed lists of the /ecommerce exposure route and what this device viewed lately.
 */
import { QUICK_CATEGORIES, SET_PRODUCT_CATEGORY_CODE } from "@mulmung/domain/constants";
import { Link } from "react-router";
import lists from "../../components/list.module.css";
import { ServiceTile } from "../../components/service-tile.tsx";
import { PATH } from "../../lib/paths.ts";
import { categoryImage } from "./category-images.ts";
import { CATALOG_MESSAGE } from "./messages.ts";
import { FLEA_MARKET_KEYWORD, productListHref } from "./product-query.ts";
import { RecentlyViewed } from "./recently-viewed.tsx";
import styles from "./shop-home.module.css";
import { ThemeSections } from "./theme-sections.tsx";
import type { ThemeProduct } from "./types.ts";

const ICON = {
  group:
    "M8 11a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7Zm8 0a3 3 0 1 1 0-6 3 3 0 0 1 0 6ZM1.5 19c0-3.3 2.9-5.5 6.5-5.5s6.5 2.2 6.5 5.5v1h-13Zm14.5 1v-1c0-1.9-.7-3.5-1.9-4.7.6-.2 1.2-.3 1.9-.3 3.2 0 5.5 2 5.5 4.8V20Z",
  set: "M20 7h-2.2A3 3 0 0 0 12 4.4 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3h18V8a1 1 0 0 0-1-1ZM9 7a1 1 0 1 1 1-1v1Zm5 0V6a1 1 0 1 1 1 1ZM4 13v7a1 1 0 0 0 1 1h6v-8Zm9 8h6a1 1 0 0 0 1-1v-7h-7Z",
  flea: "M3 12.6V4a1 1 0 0 1 1-1h8.6a1 1 0 0 1 .7.3l8.4 8.4a1 1 0 0 1 0 1.4l-8.6 8.6a1 1 0 0 1-1.4 0l-8.4-8.4a1 1 0 0 1-.3-.7ZM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z",
  store: "M12 2a7 7 0 0 1 7 7c0 5-7 13-7 13S5 14 5 9a7 7 0 0 1 7-7Zm0 4.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z",
} as const;

export function ShopHome({ themes, isGroupBuyingEnabled }: { themes: ThemeProduct[]; isGroupBuyingEnabled: boolean }) {
  const shortcuts = [
    ...(isGroupBuyingEnabled
      ? [
          {
            href: PATH.groupBuying,
            title: CATALOG_MESSAGE.groupBuying,
            sub: CATALOG_MESSAGE.groupBuyingSub,
            icon: ICON.group,
          },
        ]
      : []),
    {
      href: productListHref({ categoryCode: SET_PRODUCT_CATEGORY_CODE }),
      title: CATALOG_MESSAGE.setProducts,
      sub: CATALOG_MESSAGE.setProductsSub,
      icon: ICON.set,
    },
    {
      href: productListHref({ keyword: FLEA_MARKET_KEYWORD }),
      title: CATALOG_MESSAGE.fleaMarket,
      sub: CATALOG_MESSAGE.fleaMarketSub,
      icon: ICON.flea,
    },
    {
      href: PATH.stores,
      title: CATALOG_MESSAGE.nearbyStores,
      sub: CATALOG_MESSAGE.nearbyStoresSub,
      icon: ICON.store,
    },
  ];
  return (
    <div className={styles.home}>
      <search className={styles.searchWrap}>
        <Link to={PATH.search} className={styles.searchBox}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M10.5 3a7.5 7.5 0 0 1 6 12l4.8 4.8-1.5 1.5-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z" />
          </svg>
          <span>{CATALOG_MESSAGE.searchPlaceholder}</span>
        </Link>
      </search>

      <section aria-labelledby="shop-categories" className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 id="shop-categories">{CATALOG_MESSAGE.quickCategories}</h2>
          <Link to={PATH.category} className={styles.all}>
            {CATALOG_MESSAGE.allCategories}
          </Link>
        </div>
        <ul className={`${lists.plain} ${styles.categories}`}>
          {QUICK_CATEGORIES.map((category) => (
            <li key={category.code}>
              <Link to={productListHref({ categoryCode: category.code })} data-category-code={category.code}>
                <img src={categoryImage(category.code)} alt="" width={56} height={56} loading="lazy" />
                <span>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <nav aria-label={CATALOG_MESSAGE.shortcuts} className={styles.section}>
        <ul className={`${lists.plain} ${styles.shortcuts}`}>
          {shortcuts.map((shortcut) => (
            <ServiceTile
              key={shortcut.href}
              tile={shortcut}
              icon={
                <svg className={styles.shortcutIcon} viewBox="0 0 24 24" aria-hidden="true">
                  <path d={shortcut.icon} />
                </svg>
              }
            />
          ))}
        </ul>
      </nav>

      <ThemeSections themes={themes} />
      <RecentlyViewed />
    </div>
  );
}
