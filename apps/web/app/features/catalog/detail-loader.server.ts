/** The product page's data in one round of in-process API calls. */

import type { BookmarkState } from "@mulmung/contract/bookmark";
import type { ListPage } from "@mulmung/contract/common";
import { type Api, loadOr, loadOrThrow } from "../../lib/api.server.ts";
import type { ProductContent } from "./product-detail-view.tsx";
import { INQUIRY_PAGE_SIZE } from "./product-inquiries.tsx";
import { REVIEW_PAGE_SIZE } from "./product-reviews.tsx";
import type { DirectInquiry, ProductDetail, ProductSummary, Review, ScoreGroup } from "./types.ts";

export interface ProductDetailData extends ProductContent {
  /** The member's bookmark, when the page was rendered for a logged-in member; null for a visitor. */
  bookmark: BookmarkState | null;
}

export async function loadProductDetail(api: Api, id: number): Promise<ProductDetailData> {
  const base = `/api/v1/product/${id}`;
  const [product, scoreGroup, reviews, inquiries, recommended, bookmark] = await Promise.all([
    loadOrThrow<ProductDetail>(api, base),
    loadOr<ScoreGroup | null>(api, `${base}/review/score-group`, null),
    loadOr<ListPage<Review> | null>(api, `${base}/review?size=${REVIEW_PAGE_SIZE}&offset=0`, null),
    loadOr<ListPage<DirectInquiry> | null>(api, `${base}/direct-inquiry?size=${INQUIRY_PAGE_SIZE}&offset=0`, null),
    loadOr<ListPage<ProductSummary>>(api, `/api/v1/product/basket-recommendation?ids=${id}`, {
      items: [],
      nextOffset: null,
    }),
    loadOr<BookmarkState | null>(api, `${base}/bookmark`, null),
  ]);
  return {
    product,
    scoreGroup,
    reviews,
    inquiries,
    related: recommended.items.filter((item) => item.id !== id),
    bookmark,
  };
}
