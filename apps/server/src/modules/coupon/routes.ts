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
import { z } from "zod";
import { apiPlugin, perMinute } from "../../http/route.ts";

export const couponRoutes = apiPlugin({ tags: ["coupons"] }, (route, { coupons }) => {
  route.get("/api/v1/affiliate/:id/coupon/available", {
    summary:
      "The store's coupons open now, with whether the logged-in member holds each (받음) or none are left (소진)",
    access: "optional",
    params: IdParams,
    response: z.object({ items: z.array(Coupon) }),
    handler: ({ member, params }) => coupons.forAffiliate(params.id, member?.id ?? null),
  });

  route.post("/api/v1/coupon/:id/download", {
    summary: "Downloads a coupon: one per member, only while copies are left (409 otherwise)",
    access: "member",
    params: IdParams,
    response: PublishedCoupon,
    handler: ({ member, params }) => coupons.download(member.id, params.id),
  });

  route.patch("/api/v1/published-coupon/register", {
    summary: "Registers a coupon by its code",
    access: "member",
    body: CouponRegisterRequest,
    response: PublishedCoupon,
    handler: ({ member, body }) => coupons.register(member.id, body.code),
  });

  route.post("/api/v1/coupon/code", {
    summary:
      "Redeems a coupon code (a campaign's single-use code, once; or a shared code): unknown, used, expired, limit reached answer in Korean",
    access: "member",
    // A code is not guessed by trying: a member gets a few tries a minute.
    config: perMinute(20),
    body: CouponRegisterRequest,
    status: 201,
    response: PublishedCoupon,
    handler: ({ member, body }) => coupons.register(member.id, body.code),
  });

  route.get("/api/v1/published-coupon", {
    summary: "My coupons, newest first, with what each applies to",
    access: "member",
    querystring: PublishedCouponListQuery,
    response: listOf(PublishedCoupon),
    handler: ({ member, query }) => coupons.listMine(member.id, query),
  });

  route.get("/api/v1/published-coupon/available", {
    summary: "My usable coupons for a product, a store and/or an amount, best discount first",
    access: "member",
    querystring: AvailablePublishedCouponQuery,
    response: z.object({ items: z.array(ApplicableCoupon) }),
    handler: ({ member, query }) => coupons.available(member.id, query),
  });
});
