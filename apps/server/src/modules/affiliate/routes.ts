/** Partner stores (API.md "Partner stores"). */

import { MyStoreRegistrationList } from "@mulmung/contract/admin-stores";
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
import { z } from "zod";
import { apiPlugin, perMinute } from "../../http/route.ts";

const AffiliateIdParams = z.object({ affiliateId: IdParams.shape.id });

export const affiliateRoutes = apiPlugin(
  { tags: ["affiliates"] },
  (route, { affiliate: affiliates, catalog, inquiries, storeAdmin }) => {
    route.get("/api/v1/affiliate", {
      summary: "Stores, nearest first from latitude/longitude (default: central Seoul)",
      querystring: AffiliateListQuery,
      response: listOf(Affiliate),
      handler: ({ query }) => affiliates.list(query),
    });

    route.get("/api/v1/affiliate/:id", {
      summary: "A store",
      params: IdParams,
      response: Affiliate,
      handler: ({ params }) => affiliates.get(params.id),
    });

    route.post("/api/v1/affiliate", {
      summary: "Apply to become a partner store",
      access: "member",
      config: perMinute(10),
      body: AffiliateRegistrationRequest,
      status: 201,
      response: z.object({ id: z.number(), state: z.literal("WAIT"), createDate: z.string() }),
      handler: ({ member, body }) => affiliates.register(member.id, body),
    });

    route.get("/api/v1/affiliate/registration", {
      summary: "My applications to become a partner store, newest first, with the reason of a rejected one",
      access: "member",
      response: MyStoreRegistrationList,
      handler: ({ member }) => storeAdmin.registrationsOf(member.id),
    });

    route.get("/api/v1/affiliate/:affiliateId/category", {
      summary: "The store's product categories with product counts",
      params: AffiliateIdParams,
      querystring: AffiliateCategoryQuery,
      response: z.object({ items: z.array(AffiliateCategory) }),
      handler: ({ params, query }) => affiliates.categories(params.affiliateId, query.codeType, query.parentCode),
    });

    route.get("/api/v1/affiliate/:id/popular-product", {
      summary: "The store's best sellers",
      params: IdParams,
      response: listOf(ProductSummary),
      handler: ({ params }) => affiliates.popularProducts(params.id),
    });

    route.get("/api/v1/affiliate/:id/review", {
      summary: "Reviews of the store's products",
      params: IdParams,
      querystring: ReviewListQuery,
      response: listOf(Review),
      handler: async ({ params, query }) => {
        await affiliates.requireAffiliate(params.id);
        return catalog.reviews({ affiliateId: params.id, productScore: query.productScore }, query);
      },
    });

    route.post("/api/v1/affiliate/:id/mail", {
      summary: "A message to the store",
      access: "member",
      config: perMinute(10),
      params: IdParams,
      body: AffiliateMailRequest,
      status: 201,
      response: z.object({ id: z.number() }),
      handler: ({ member, params, body }) => inquiries.mailStore(member.id, params.id, body),
    });
  },
);
