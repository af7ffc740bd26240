/**
 * Company coupon campaigns (issue 27; `/api/v1/admin/coupon...`, beyond API.md): listed, made, edited and given
 * codes by operators. Every write names its coupon (`auditTarget`), so the audit log keeps it before and after.
 */
import {
  AdminCoupon,
  AdminCouponInput,
  AdminCouponList,
  AdminCouponQuery,
  CouponCodeRequest,
  CouponCodeResult,
} from "@mulmung/contract/admin-coupons";
import { IdParams } from "@mulmung/contract/common";
import { apiPlugin } from "../../http/route.ts";

export const couponAdminRoutes = apiPlugin(
  { tags: ["admin"], access: "admin", errors: [400, 401, 404, 409] },
  (route, { couponCampaigns }) => {
    route.get("/api/v1/admin/coupon", {
      summary: "Company coupons (not a store's), newest first, with copies issued and used and their codes",
      querystring: AdminCouponQuery,
      response: AdminCouponList,
      handler: ({ query }) => couponCampaigns.list(query),
    });

    route.get("/api/v1/admin/coupon/:id", {
      summary: "One company coupon (operators)",
      params: IdParams,
      response: AdminCoupon,
      handler: ({ params }) => couponCampaigns.get(params.id),
    });

    route.post("/api/v1/admin/coupon", {
      summary: "Makes a company coupon: discount (amount, or rate with a cap), minimum, period, quantity, per member",
      body: AdminCouponInput,
      status: 201,
      response: AdminCoupon,
      handler: ({ body }) => couponCampaigns.create(body),
    });

    route.put("/api/v1/admin/coupon/:id", {
      summary: "Edits a company coupon (the discount is fixed once a copy is out; the quantity never below issued)",
      params: IdParams,
      body: AdminCouponInput,
      response: AdminCoupon,
      auditTarget: ({ params }) => couponCampaigns.get(params.id).catch(() => null),
      handler: ({ params, body }) => couponCampaigns.update(params.id, body),
    });

    route.post("/api/v1/admin/coupon/:id/code", {
      summary: "Makes N single-use codes ({count}) or sets the shared code ({sharedCode}) of a company coupon",
      params: IdParams,
      body: CouponCodeRequest,
      status: 201,
      response: CouponCodeResult,
      auditTarget: ({ params }) => couponCampaigns.get(params.id).catch(() => null),
      handler: ({ params, body }) => couponCampaigns.makeCodes(params.id, body),
    });
  },
);
