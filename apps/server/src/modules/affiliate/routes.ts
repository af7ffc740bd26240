/** Partner stores (API.md "Partner stores"). */

import {
  Affiliate,
  AffiliateCategory,
  AffiliateCategoryQuery,
  AffiliateListQuery,
  AffiliateMailRequest,
  AffiliateRegistrationRequest,
  ProductSummary,
  Review,
  ReviewListQuery,
} from "@mulmung/contract/catalog";
import { IdParams, listOf } from "@mulmung/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentMember, requireMember } from "../../http/auth.ts";

const tags = ["affiliates"];
const AffiliateIdParams = z.object({ affiliateId: IdParams.shape.id });
const writeLimit = { rateLimit: { max: 10, timeWindow: "1 minute" } };

export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { affiliate: affiliates, catalog, inquiries } = app.services;

  app.get(
    "/api/v1/affiliate",
    {
      schema: {
        tags,
        summary: "Stores, nearest first from latitude/longitude (default: central Seoul)",
        querystring: AffiliateListQuery,
        response: { 200: listOf(Affiliate) },
      },
    },
    async (request) => affiliates.list(request.query),
  );

  app.get(
    "/api/v1/affiliate/:id",
    { schema: { tags, summary: "A store", params: IdParams, response: { 200: Affiliate } } },
    async (request) => affiliates.get(request.params.id),
  );

  app.post(
    "/api/v1/affiliate",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        summary: "Apply to become a partner store",
        security: [{ bearerAuth: [] }],
        body: AffiliateRegistrationRequest,
        response: { 201: z.object({ id: z.number(), state: z.literal("WAIT"), createDate: z.string() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await affiliates.register(currentMember(request).id, request.body)),
  );

  app.get(
    "/api/v1/affiliate/:affiliateId/category",
    {
      schema: {
        tags,
        summary: "The store's product categories with product counts",
        params: AffiliateIdParams,
        querystring: AffiliateCategoryQuery,
        response: { 200: z.object({ items: z.array(AffiliateCategory) }) },
      },
    },
    async (request) =>
      affiliates.categories(request.params.affiliateId, request.query.codeType, request.query.parentCode),
  );

  app.get(
    "/api/v1/affiliate/:id/popular-product",
    {
      schema: {
        tags,
        summary: "The store's best sellers",
        params: IdParams,
        response: { 200: listOf(ProductSummary) },
      },
    },
    async (request) => affiliates.popularProducts(request.params.id),
  );

  app.get(
    "/api/v1/affiliate/:id/review",
    {
      schema: {
        tags,
        summary: "Reviews of the store's products",
        params: IdParams,
        querystring: ReviewListQuery,
        response: { 200: listOf(Review) },
      },
    },
    async (request) => {
      await affiliates.requireAffiliate(request.params.id);
      return catalog.reviews(
        { affiliateId: request.params.id, productScore: request.query.productScore },
        request.query,
      );
    },
  );

  app.post(
    "/api/v1/affiliate/:id/mail",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        summary: "A message to the store",
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: AffiliateMailRequest,
        response: { 201: z.object({ id: z.number() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inquiries.mailStore(currentMember(request).id, request.params.id, request.body)),
  );
};
