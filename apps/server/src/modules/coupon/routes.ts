/** Coupons (API.md "Coupons and points", plus `POST /coupon/{id}/download`): HTTP only. */
import { Coupon } from "@mulmung/contract/catalog";
import { IdParams, listOf } from "@mulmung/contract/common";
import {
  ApplicableCoupon,
  AvailablePublishedCouponQuery,
  CouponRegisterRequest,
  PublishedCoupon,
  PublishedCouponListQuery,
} from "@mulmung/contract/coupon";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentMember, optionalMember, requireMember } from "../../http/auth.ts";

const tags = ["coupons"];
const security = [{ bearerAuth: [] }];

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { coupons } = app.services;

  app.get(
    "/api/v1/affiliate/:id/coupon/available",
    {
      preHandler: optionalMember,
      schema: {
        tags,
        summary:
          "The store's coupons open now, with whether the logged-in member holds each (받음) or none are left (소진)",
        params: IdParams,
        response: { 200: z.object({ items: z.array(Coupon) }) },
      },
    },
    async (request) => coupons.forAffiliate(request.params.id, request.member?.id ?? null),
  );

  app.post(
    "/api/v1/coupon/:id/download",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "Downloads a coupon: one per member, only while copies are left (409 otherwise)",
        security,
        params: IdParams,
        response: { 200: PublishedCoupon },
      },
    },
    async (request) => coupons.download(currentMember(request).id, request.params.id),
  );

  app.patch(
    "/api/v1/published-coupon/register",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "Registers a coupon by its code",
        security,
        body: CouponRegisterRequest,
        response: { 200: PublishedCoupon },
      },
    },
    async (request) => coupons.register(currentMember(request).id, request.body.code),
  );

  app.get(
    "/api/v1/published-coupon",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "My coupons, newest first, with what each applies to",
        security,
        querystring: PublishedCouponListQuery,
        response: { 200: listOf(PublishedCoupon) },
      },
    },
    async (request) => coupons.listMine(currentMember(request).id, request.query),
  );

  app.get(
    "/api/v1/published-coupon/available",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "My usable coupons for a product, a store and/or an amount, best discount first",
        security,
        querystring: AvailablePublishedCouponQuery,
        response: { 200: z.object({ items: z.array(ApplicableCoupon) }) },
      },
    },
    async (request) => coupons.available(currentMember(request).id, request.query),
  );
};
