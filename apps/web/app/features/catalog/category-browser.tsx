/**
 * /ecommerce/category: the three category levels (categoryDept1..3) with the special lists (sets, group
 * buying, flea market). Each level-2 category shows its picture; level-3 varieties are chips under it.
 */
import { SET_PRODUCT_CATEGORY_CODE } from "@mulmung/domain/constants";
import { Link } from "react-router";
import lists from "../../components/list.module.css";
import { PATH } from "../../lib/paths.ts";
import styles from "./category-browser.module.css";
import { categoryImage } from "./category-images.ts";
import type { CategoryTreeNode } from "./category-tree.ts";
import { CATALOG_MESSAGE } from "./messages.ts";
import { FLEA_MARKET_KEYWORD, productListHref } from "./product-query.ts";

export function CategoryBrowser({
  tree,
  isGroupBuyingEnabled,
}: {
  tree: CategoryTreeNode[];
  isGroupBuyingEnabled: boolean;
}) {
  return (
    <div className={styles.browser}>
      <nav className={styles.jump} aria-label={CATALOG_MESSAGE.categories}>
        <ul>
          {tree.map((top) => (
            <li key={top.code}>
              <a href={`#category-${top.code}`}>{top.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={`${lists.plain} ${styles.specials}`}>
        <li>
          <Link to={productListHref({ categoryCode: SET_PRODUCT_CATEGORY_CODE })}>{CATALOG_MESSAGE.setProducts}</Link>
        </li>
        {isGroupBuyingEnabled ? (
          <li>
            <Link to={PATH.groupBuying}>{CATALOG_MESSAGE.groupBuying}</Link>
          </li>
        ) : null}
        <li>
          <Link to={productListHref({ keyword: FLEA_MARKET_KEYWORD })}>{CATALOG_MESSAGE.fleaMarket}</Link>
        </li>
      </ul>
      {tree.map((top) => (
        <section
          key={top.code}
          id={`category-${top.code}`}
          className={styles.group}
          aria-labelledby={`category-title-${top.code}`}
        >
          <div className={styles.groupHead}>
            <h2 id={`category-title-${top.code}`}>{top.name}</h2>
            <Link to={productListHref({ categoryCode: top.code })}>{CATALOG_MESSAGE.viewAllOf(top.name)} ›</Link>
          </div>
          <ul className={`${lists.plain} ${styles.items}`}>
            {top.children.map((category) => (
              <li key={category.code}>
                <Link
                  to={productListHref({ categoryCode: category.code })}
                  className={styles.item}
                  data-category-code={category.code}
                >
                  <img src={categoryImage(category.code)} alt="" width={48} height={48} loading="lazy" />
                  <span>{category.name}</span>
                </Link>
                {category.children.length > 0 ? (
                  <ul className={`${lists.plain} ${styles.varieties}`}>
                    {category.children.map((variety) => (
                      <li key={variety.code}>
                        <Link to={productListHref({ categoryCode: variety.code })}>{variety.name}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
