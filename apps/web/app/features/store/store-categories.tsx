/** The store's product categories as chips (with their product counts) above its product list. */
import type { AffiliateCategory } from "@mulmung/contract/catalog";
import { formatCount } from "@mulmung/domain/display";
import { Link } from "react-router";
import type { z } from "zod";
import chip from "../../components/chip.module.css";
import lists from "../../components/list.module.css";
import scrollRow from "../../components/scroll-row.module.css";
import { ScrollRow } from "../../components/scroll-row.tsx";
import { storePath } from "../../lib/paths.ts";
import { STORE_MESSAGE } from "./messages.ts";
import styles from "./store-categories.module.css";

/** The category pills: small and outlined, the chosen one dark. */
const CHIP = `${chip.chip} ${chip.small} ${chip.dark}`;

export type StoreCategory = z.infer<typeof AffiliateCategory>;

export function storeProductsHref(storeId: number, categoryCode: string | null): string {
  return `${storePath(storeId)}${categoryCode ? `?categoryCode=${encodeURIComponent(categoryCode)}` : ""}#store-products`;
}

export function StoreCategories({
  storeId,
  categories,
  current,
  total,
}: {
  storeId: number;
  categories: StoreCategory[];
  current: string | null;
  total: number | undefined;
}) {
  if (categories.length === 0) return null;
  return (
    <ScrollRow>
      <ul className={`${lists.plain} ${scrollRow.scrollRow} ${styles.chips}`} aria-label={STORE_MESSAGE.products}>
        <li>
          <Link
            to={storeProductsHref(storeId, null)}
            className={CHIP}
            aria-current={current === null ? "true" : undefined}
            replace
          >
            {STORE_MESSAGE.allCategories}
            {total !== undefined && current === null ? ` ${formatCount(total)}` : ""}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.code}>
            <Link
              to={storeProductsHref(storeId, category.code)}
              className={CHIP}
              aria-current={current === category.code ? "true" : undefined}
              replace
            >
              {category.name} {formatCount(category.productCount)}
            </Link>
          </li>
        ))}
      </ul>
    </ScrollRow>
  );
}
