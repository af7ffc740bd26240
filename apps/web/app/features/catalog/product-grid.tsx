/** Products in a two-column grid, or in one horizontally scrolling row (themed sections). */

import lists from "../../components/list.module.css";
import scrollRow from "../../components/scroll-row.module.css";
import { ScrollRow } from "../../components/scroll-row.tsx";
import { ProductCard, type ProductCardData } from "./product-card.tsx";
import styles from "./product-grid.module.css";

export function ProductGrid({
  products,
  layout = "grid",
  onOpen,
  eagerCount = 2,
  label,
}: {
  products: readonly ProductCardData[];
  layout?: "grid" | "row";
  onOpen?: (product: ProductCardData) => void;
  eagerCount?: number;
  label?: string;
}) {
  const list = (
    <ul
      className={`${lists.plain} ${layout === "row" ? `${scrollRow.carousel} ${styles.row}` : styles.grid}`}
      aria-label={label}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            onOpen={onOpen ? () => onOpen(product) : undefined}
          />
        </li>
      ))}
    </ul>
  );
  return layout === "row" ? <ScrollRow>{list}</ScrollRow> : list;
}
