/**
 * The product page below the fold: reviews, inquiries and related products. Hydrated later (components/
 * hydrate-later.tsx): the server renders them with the page, the browser loads this code as a chunk of its own
 * instead of in the page's first load.
 */
import type { ListPage } from "@mulmung/contract/common";
import styles from "./product-detail.module.css";
import { ProductGrid } from "./product-grid.tsx";
import { ProductInquiries } from "./product-inquiries.tsx";
import { PRODUCT_MESSAGE } from "./product-messages.ts";
import { ProductReviews } from "./product-reviews.tsx";
import type { DirectInquiry, ProductSummary, Review, ScoreGroup } from "./types.ts";

export interface ProductDetailMoreProps {
  productId: number;
  scoreGroup: ScoreGroup | null;
  reviews: ListPage<Review> | null;
  inquiries: ListPage<DirectInquiry> | null;
  related: ProductSummary[];
  fetchInquiries?: (path: string, signal: AbortSignal) => Promise<ListPage<DirectInquiry>>;
}

export function ProductDetailMore({
  productId,
  scoreGroup,
  reviews,
  inquiries,
  related,
  fetchInquiries,
}: ProductDetailMoreProps) {
  return (
    <>
      {scoreGroup && reviews ? <ProductReviews productId={productId} scoreGroup={scoreGroup} first={reviews} /> : null}
      {inquiries ? <ProductInquiries productId={productId} first={inquiries} fetchPage={fetchInquiries} /> : null}

      {related.length > 0 ? (
        <section className={styles.related} aria-labelledby="product-related-title">
          <h2 id="product-related-title">{PRODUCT_MESSAGE.together}</h2>
          <ProductGrid products={related} layout="row" eagerCount={0} />
        </section>
      ) : null}
    </>
  );
}
