/**
 * The store console's API (`/api/v1/partner/...`, issue 26; beyond API.md): the stores I run, the home's counts and
 * the store's products. Every call answers 404 for a store (or a thing of a store) the caller does not run.
 */
import { IdParams } from "@mulmung/contract/common";
import {
  CarrierList,
  PartnerHome,
  PartnerProduct,
  PartnerProductCreate,
  PartnerProductList,
  PartnerProductListQuery,
  PartnerProductStateChange,
  PartnerProductUpdate,
  PartnerStoreList,
  PartnerStoreQuery,
  ProductCsvResult,
  ProductCsvUpload,
  ShipmentCsvResult,
} from "@mulmung/contract/partner";
import {
  PartnerCoupon,
  PartnerCouponCreate,
  PartnerCouponInput,
  PartnerCouponList,
  PartnerPayoutAccount,
  PartnerPayoutAccountInput,
  PartnerStaffInvite,
  PartnerStaffList,
  PartnerStoreProfile,
  PartnerStoreProfileUpdate,
  Settlement,
  SettlementQuery,
} from "@mulmung/contract/partner-store";
import { CARRIERS } from "@mulmung/domain/carriers";
import type { z } from "zod";
import { type ApiRoutes, apiPlugin, perMinute } from "../../http/route.ts";
import { sendCsvFile } from "../../http/send-file.ts";
import type { StoreActor } from "../shared/deps.ts";

/** What a spreadsheet round trip of the console (stock and prices, shipping) does with the store's file. */
interface CsvRoundTrip<R extends z.ZodType> {
  download(actor: StoreActor, affiliateId: number): Promise<{ fileName: string; body: string }>;
  upload(actor: StoreActor, input: ProductCsvUpload): Promise<z.output<R>>;
}

/**
 * A spreadsheet round trip's two routes: GET `download` sends the store's file (CSV); POST `upload` takes it back
 * (base64, up to 2 MB), a dry run or, when every row is valid, applied, and answers `response`.
 */
function csvRoutes<R extends z.ZodType>(
  route: ApiRoutes,
  service: CsvRoundTrip<R>,
  response: R,
  paths: { download: string; downloadSummary: string; upload: string; uploadSummary: string },
) {
  route.get(paths.download, {
    summary: paths.downloadSummary,
    access: "member",
    querystring: PartnerStoreQuery,
    handler: async ({ member, query, reply }) => sendCsvFile(reply, await service.download(member, query.affiliateId)),
  });
  route.post(paths.upload, {
    summary: paths.uploadSummary,
    access: "member",
    config: perMinute(30),
    bodyLimit: 3 * 1024 * 1024,
    body: ProductCsvUpload,
    response,
    handler: ({ member, body }) => service.upload(member, body),
  });
}

export const partnerRoutes = apiPlugin(
  { tags: ["store console"], audit: "STORE" },
  (route, { partner, listings, listingCsv, settlements, shipments, affiliate, storeCoupons }) => {
    route.get("/api/v1/partner/store", {
      summary: "The stores I run (as owner or staff), with my role and what it lets me do",
      access: "member",
      response: PartnerStoreList,
      handler: ({ member }) => partner.stores(member),
    });

    route.get("/api/v1/partner/home", {
      summary: "What needs the store's attention: new orders, to ship, open claims, questions, new reviews, stock",
      access: "member",
      querystring: PartnerStoreQuery,
      response: PartnerHome,
      handler: ({ member, query }) => partner.home(member, query.affiliateId),
    });

    route.get("/api/v1/partner/product", {
      summary: "The store's products (not deleted), newest first: search, sale state, sold out or low stock",
      access: "member",
      querystring: PartnerProductListQuery,
      response: PartnerProductList,
      handler: ({ member, query }) => listings.list(member, query),
    });

    csvRoutes(route, listingCsv, ProductCsvResult, {
      download: "/api/v1/partner/product/csv",
      downloadSummary:
        "The store's products and options as a spreadsheet to edit stock and prices in (CSV, UTF-8 with BOM)",
      upload: "/api/v1/partner/product/csv",
      uploadSummary:
        "Takes the spreadsheet back: a dry run lists every change and refused row; apply only when all are valid",
    });

    route.get("/api/v1/partner/product/:id", {
      summary: "One of the store's products, as the console edits it",
      access: "member",
      params: IdParams,
      response: PartnerProduct,
      handler: ({ member, params }) => listings.get(member, params.id),
    });

    route.post("/api/v1/partner/product", {
      summary: "Lists a new product (on sale at once)",
      access: "member",
      config: perMinute(60),
      body: PartnerProductCreate,
      status: 201,
      response: PartnerProduct,
      handler: ({ member, body }) => listings.create(member, body),
    });

    route.put("/api/v1/partner/product/:id", {
      summary: "Edits a product; stock and option stock are applied relative to the *Seen values the form loaded",
      access: "member",
      config: perMinute(120),
      params: IdParams,
      body: PartnerProductUpdate,
      response: PartnerProduct,
      handler: ({ member, params, body }) => listings.update(member, params.id, body),
    });

    route.post("/api/v1/partner/product/:id/copy", {
      summary: "Copies a product into a new one, stopped (DEACTIVATE) until put on sale",
      access: "member",
      config: perMinute(60),
      params: IdParams,
      status: 201,
      response: PartnerProduct,
      handler: ({ member, params }) => listings.copy(member, params.id),
    });

    route.patch("/api/v1/partner/product/:id/state", {
      summary: "Stops (DEACTIVATE) or restarts (NORMAL) selling a product",
      access: "member",
      params: IdParams,
      body: PartnerProductStateChange,
      response: PartnerProduct,
      handler: ({ member, params, body }) => listings.setState(member, params.id, body.state),
    });

    route.delete("/api/v1/partner/product/:id", {
      summary: "Deletes a product nobody has ordered (409 PRODUCT_HAS_ORDERS otherwise: stop selling it instead)",
      access: "member",
      params: IdParams,
      status: 204,
      handler: ({ member, params }) => listings.remove(member, params.id),
    });

    route.get("/api/v1/partner/settlement", {
      summary:
        "정산: the store's parts paid in a period (Seoul days), fee and payout per part and in total (owner only)",
      access: "member",
      querystring: SettlementQuery,
      response: Settlement,
      handler: ({ member, query }) => settlements.settlement(member, query),
    });

    route.get("/api/v1/partner/settlement/csv", {
      summary: "정산 as a spreadsheet (CSV, UTF-8 with BOM), its last row the totals (owner only)",
      access: "member",
      querystring: SettlementQuery,
      handler: async ({ member, query, reply }) => sendCsvFile(reply, await settlements.csv(member, query)),
    });

    route.get("/api/v1/partner/staff", {
      summary: "The store's owner and staff (owner only)",
      access: "member",
      querystring: PartnerStoreQuery,
      response: PartnerStaffList,
      handler: ({ member, query }) => affiliate.staff(member, query.affiliateId),
    });

    route.post("/api/v1/partner/staff", {
      summary: "Adds a member, by the email they signed up with, as staff (owner only)",
      access: "member",
      config: perMinute(20),
      body: PartnerStaffInvite,
      status: 201,
      response: PartnerStaffList,
      handler: ({ member, body }) => affiliate.inviteStaff(member, body),
    });

    route.delete("/api/v1/partner/staff/:id", {
      summary: "Removes a staff member; their access ends at once (owner only)",
      access: "member",
      params: IdParams,
      querystring: PartnerStoreQuery,
      status: 204,
      handler: ({ member, params, query }) => affiliate.removeStaff(member, query.affiliateId, params.id),
    });
    route.get("/api/v1/partner/carrier", {
      summary: "The Korean parcel carriers, each with its tracking page",
      response: CarrierList,
      handler: () => ({ items: [...CARRIERS] }),
    });

    csvRoutes(route, shipments, ShipmentCsvResult, {
      download: "/api/v1/partner/order/shipment/csv",
      downloadSummary: "The parts waiting to ship as a packing list (CSV) with 택배사 and 송장번호 to fill in",
      upload: "/api/v1/partner/order/shipment",
      uploadSummary: "Takes the packing list back with tracking numbers: a dry run, or every filled row shipped",
    });
    route.get("/api/v1/partner/store/:id/profile", {
      summary: "The store's profile as the console edits it",
      access: "member",
      params: IdParams,
      response: PartnerStoreProfile,
      handler: ({ member, params }) => affiliate.profile(member, params.id),
    });

    route.put("/api/v1/partner/store/:id/profile", {
      summary:
        "Edits the store's profile: name, photos, address and map position, hours, delivery default, seller info",
      access: "member",
      config: perMinute(30),
      params: IdParams,
      body: PartnerStoreProfileUpdate,
      response: PartnerStoreProfile,
      auditTarget: ({ member, params }) => affiliate.profile(member, params.id),
      handler: ({ member, params, body }) => affiliate.updateProfile(member, params.id, body),
    });
    route.get("/api/v1/partner/coupon", {
      summary: "The store's own coupons with copies issued and used",
      access: "member",
      querystring: PartnerStoreQuery,
      response: PartnerCouponList,
      handler: ({ member, query }) => storeCoupons.list(member, query.affiliateId),
    });

    route.post("/api/v1/partner/coupon", {
      summary: "Makes a store coupon (the store bears its discount)",
      access: "member",
      config: perMinute(30),
      body: PartnerCouponCreate,
      status: 201,
      response: PartnerCoupon,
      handler: ({ member, body }) => storeCoupons.create(member, body),
    });

    route.put("/api/v1/partner/coupon/:id", {
      summary: "Edits a store coupon (its discount only while no copy is out; never fewer copies than issued)",
      access: "member",
      params: IdParams,
      body: PartnerCouponInput,
      response: PartnerCoupon,
      handler: ({ member, params, body }) => storeCoupons.update(member, params.id, body),
    });

    route.patch("/api/v1/partner/coupon/:id/state", {
      summary: "Stops (DEACTIVATE) or restarts (NORMAL) a store coupon",
      access: "member",
      params: IdParams,
      body: PartnerProductStateChange,
      response: PartnerCoupon,
      handler: ({ member, params, body }) => storeCoupons.setState(member, params.id, body.state),
    });
    route.get("/api/v1/partner/store/:id/payout-account", {
      summary: "Where the store's 정산 is paid, the number masked (owner only)",
      access: "member",
      params: IdParams,
      response: PartnerPayoutAccount,
      handler: ({ member, params }) => affiliate.payoutAccount(member, params.id),
    });

    route.put("/api/v1/partner/store/:id/payout-account", {
      summary: "Sets where the store's 정산 is paid (owner only)",
      access: "member",
      config: perMinute(10),
      params: IdParams,
      body: PartnerPayoutAccountInput,
      response: PartnerPayoutAccount,
      handler: ({ member, params, body }) => affiliate.savePayoutAccount(member, params.id, body),
    });
  },
);
