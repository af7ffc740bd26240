/** Products, categories, group buying, themes, product reviews and inquiries (API.md "Products and basket"). */

import {
  CategoryNode,
  DirectInquiry,
  IdList,
  ProductCategoryQuery,
  ProductDetail,
  ProductListQuery,
  ProductSummary,
  Review,
  ReviewListQuery,
  ScoreGroup,
  ThemeProduct,
  ThemeProductQuery,
} from "@mulmung/contract/catalog";
import { IdParams, listOf, PagingQuery } from "@mulmung/contract/common";
import { z } from "zod";
import { createCache } from "../../http/cache.ts";
import { apiPlugin } from "../../http/route.ts";
import { visitorOf } from "../shared/view-count.ts";
import { PRODUCT_LISTS } from "./service.ts";

export const catalogRoutes = apiPlugin({ tags: ["products"] }, (route, { inquiries, catalog }, app) => {
  // Public lists are the hottest reads: served from a few-seconds micro-cache (decision 005), cleared at once when
  // a store leaves the lists or returns.
  const productLists = createCache<Buffer>({ ttlMs: 3000, maxEntries: 2000 });
  app.cacheClears.register(PRODUCT_LISTS, productLists);
  route.get("/api/v1/product", {
    summary: "Product list with filters (public; may be up to 3 s stale)",
    querystring: ProductListQuery,
    response: listOf(ProductSummary),
    cache: productLists,
    handler: ({ query }) => catalog.listProducts(query),
  });

  route.get("/api/v1/product/basket-recommendation", {
    summary: "Best sellers from the categories of the given basket products",
    querystring: z.object({ ids: IdList.optional() }),
    response: listOf(ProductSummary),
    handler: ({ query }) => catalog.basketRecommendations(query.ids ?? []),
  });

  route.get("/api/v1/product/:id", {
    summary: "Product with options, delivery settings and the store",
    params: IdParams,
    response: ProductDetail,
    handler: ({ params }) => catalog.getProduct(params.id),
  });

  route.get("/api/v1/product-category", {
    summary: "Category tree (categoryDept1..3), or one level under a parent",
    querystring: ProductCategoryQuery,
    response: z.object({ items: z.array(CategoryNode) }),
    handler: ({ query, reply }) => {
      reply.header("cache-control", "public, max-age=60");
      return catalog.listCategories(query);
    },
  });

  route.get("/api/v1/group-buying/product", {
    summary: "Group-buying products still open",
    querystring: ProductListQuery.omit({ keyword: true }),
    response: listOf(ProductSummary),
    handler: ({ query }) => catalog.listProducts({ ...query, keyword: "groupbuying" }),
  });

  route.get("/api/v1/group-buying/product/ended", {
    summary: "Ended group buying, id,DESC",
    querystring: PagingQuery,
    response: listOf(ProductSummary),
    handler: ({ query }) => catalog.endedGroupBuying(query),
  });

  route.get("/api/v1/product/:id/review", {
    summary: "Reviews of a product",
    params: IdParams,
    querystring: ReviewListQuery,
    response: listOf(Review),
    handler: async ({ params, query }) => {
      await catalog.requireProduct(params.id);
      return catalog.reviews({ productId: params.id, productScore: query.productScore }, query);
    },
  });

  route.get("/api/v1/product/:id/review/score-group", {
    summary: "Review count per score",
    params: IdParams,
    response: ScoreGroup,
    handler: ({ params }) => catalog.reviewScoreGroups(params.id),
  });

  route.get("/api/v1/product/:id/direct-inquiry", {
    summary: "Inquiries about a product",
    access: "optional",
    params: IdParams,
    querystring: PagingQuery,
    response: listOf(DirectInquiry),
    handler: ({ member, params, query }) => inquiries.ofProduct(params.id, query, member?.id),
  });

  route.get("/api/v1/theme-product", {
    summary: "Themed product lists of an exposure route, sorted by orderNumber",
    querystring: ThemeProductQuery,
    response: z.object({ items: z.array(ThemeProduct) }),
    handler: ({ query }) => catalog.themes(query.exposureRoute),
  });

  route.get("/api/v1/theme-product/:id/hit", {
    summary: "Counts a view of a theme (once a day per member or address)",
    access: "optional",
    params: IdParams,
    status: 204,
    handler: ({ params, request }) => catalog.themeHit(params.id, visitorOf(request)),
  });
});
