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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { optionalMember } from "../../http/auth.ts";
import { answerFromCache, createCache } from "../../http/cache.ts";
import { sendJson } from "../../http/send-json.ts";
import { visitorOf } from "../shared/view-count.ts";

const tags = ["products"];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inquiries, catalog } = app.services;

  // Public lists are the hottest reads: served from a few-seconds micro-cache (decision 005).
  const productList = listOf(ProductSummary);
  const listCache = createCache<Buffer>({ ttlMs: 3000, maxEntries: 2000 });
  app.get(
    "/api/v1/product",
    {
      onRequest: answerFromCache(listCache),
      schema: {
        tags,
        summary: "Product list with filters (public; may be up to 3 s stale)",
        querystring: ProductListQuery,
        response: { 200: productList },
      },
    },
    async (request, reply) => {
      const json = await listCache.get(request.url, async () =>
        Buffer.from(JSON.stringify(productList.parse(await catalog.listProducts(request.query)))),
      );
      // Already serialised (and checked against the schema when computed): sent as it is.
      return sendJson(reply, json);
    },
  );

  app.get(
    "/api/v1/product/basket-recommendation",
    {
      schema: {
        tags,
        summary: "Best sellers from the categories of the given basket products",
        querystring: z.object({ ids: IdList.optional() }),
        response: { 200: listOf(ProductSummary) },
      },
    },
    async (request) => catalog.basketRecommendations(request.query.ids ?? []),
  );

  app.get(
    "/api/v1/product/:id",
    {
      schema: {
        tags,
        summary: "Product with options, delivery settings and the store",
        params: IdParams,
        response: { 200: ProductDetail },
      },
    },
    async (request) => catalog.getProduct(request.params.id),
  );

  app.get(
    "/api/v1/product-category",
    {
      schema: {
        tags,
        summary: "Category tree (categoryDept1..3), or one level under a parent",
        querystring: ProductCategoryQuery,
        response: { 200: z.object({ items: z.array(CategoryNode) }) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return catalog.listCategories(request.query);
    },
  );

  app.get(
    "/api/v1/group-buying/product",
    {
      schema: {
        tags,
        summary: "Group-buying products still open",
        querystring: ProductListQuery.omit({ keyword: true }),
        response: { 200: listOf(ProductSummary) },
      },
    },
    async (request) => catalog.listProducts({ ...request.query, keyword: "groupbuying" }),
  );

  app.get(
    "/api/v1/group-buying/product/ended",
    {
      schema: {
        tags,
        summary: "Ended group buying, id,DESC",
        querystring: PagingQuery,
        response: { 200: listOf(ProductSummary) },
      },
    },
    async (request) => catalog.endedGroupBuying(request.query),
  );

  app.get(
    "/api/v1/product/:id/review",
    {
      schema: {
        tags,
        summary: "Reviews of a product",
        params: IdParams,
        querystring: ReviewListQuery,
        response: { 200: listOf(Review) },
      },
    },
    async (request) => {
      await catalog.requireProduct(request.params.id);
      return catalog.reviews({ productId: request.params.id, productScore: request.query.productScore }, request.query);
    },
  );

  app.get(
    "/api/v1/product/:id/review/score-group",
    { schema: { tags, summary: "Review count per score", params: IdParams, response: { 200: ScoreGroup } } },
    async (request) => catalog.reviewScoreGroups(request.params.id),
  );

  app.get(
    "/api/v1/product/:id/direct-inquiry",
    {
      preHandler: optionalMember,
      schema: {
        tags,
        summary: "Inquiries about a product",
        params: IdParams,
        querystring: PagingQuery,
        response: { 200: listOf(DirectInquiry) },
      },
    },
    async (request) => inquiries.ofProduct(request.params.id, request.query, request.member?.id),
  );

  app.get(
    "/api/v1/theme-product",
    {
      schema: {
        tags,
        summary: "Themed product lists of an exposure route, sorted by orderNumber",
        querystring: ThemeProductQuery,
        response: { 200: z.object({ items: z.array(ThemeProduct) }) },
      },
    },
    async (request) => catalog.themes(request.query.exposureRoute),
  );

  app.get(
    "/api/v1/theme-product/:id/hit",
    {
      preHandler: optionalMember,
      schema: {
        tags,
        summary: "Counts a view of a theme (once a day per member or address)",
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await catalog.themeHit(request.params.id, visitorOf(request));
      return reply.status(204).send(null);
    },
  );
};
