/**
 * The store console's API (`/api/v1/partner/...`, issue 26; beyond API.md): the stores I run, the home's counts and
 * the store's products. Every call answers 404 for a store (or a thing of a store) the caller does not run.
 */
import { IdParams } from "@mulmung/contract/common";
import {
  PartnerHome,
  PartnerProduct,
  PartnerProductCreate,
  PartnerProductList,
  PartnerProductListQuery,
  PartnerProductStateChange,
  PartnerProductUpdate,
  PartnerStoreList,
  PartnerStoreQuery,
} from "@mulmung/contract/partner";
import { apiPlugin, perMinute } from "../../http/route.ts";

export const partnerRoutes = apiPlugin({ tags: ["store console"] }, (route, { partner, listings }) => {
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
});
