/** The basket (API.md "Products and basket", the seven basket rows). Member only; another member's line is 404. */
import {
  Basket,
  BasketAddRequest,
  BasketAddResponse,
  BasketDeleteRequest,
  BasketProductList,
  BasketProductListQuery,
  BasketQuantityRequest,
  BasketQuery,
} from "@mulmung/contract/basket";
import { IdParams } from "@mulmung/contract/common";
import { z } from "zod";
import { apiPlugin, perMinute } from "../../http/route.ts";

export const basketRoutes = apiPlugin({ tags: ["basket"] }, (route, { basket }) => {
  route.post("/api/v1/basket", {
    summary: "Adds a product with its options; the same product again merges quantities",
    access: "member",
    config: perMinute(120),
    body: BasketAddRequest,
    status: 201,
    response: BasketAddResponse,
    handler: ({ member, body }) => basket.add(member.id, body),
  });

  route.get("/api/v1/basket", {
    summary: "The basket grouped by store, with each store's delivery and the totals of the selected lines",
    access: "member",
    querystring: BasketQuery,
    response: Basket,
    handler: ({ member, query }) => basket.get(member.id, query.selectedIds),
  });

  route.get("/api/v1/basket/product", {
    summary: "My basket products, newest first",
    access: "member",
    querystring: BasketProductListQuery,
    response: BasketProductList,
    handler: ({ member, query }) => basket.listProducts(member.id, query),
  });

  route.delete("/api/v1/basket/product", {
    summary: "Deletes basket products (all or none)",
    access: "member",
    config: perMinute(120),
    body: BasketDeleteRequest,
    response: z.object({ totalCount: z.number() }),
    handler: ({ member, body }) => basket.removeProducts(member.id, body.ids),
  });

  const setQuantity = {
    access: "member",
    config: perMinute(120),
    params: IdParams,
    body: BasketQuantityRequest,
    status: 204,
  } as const;
  route.patch("/api/v1/basket/product/:id/quantity", {
    ...setQuantity,
    summary: "Changes a basket product's own quantity",
    handler: ({ member, params, body }) => basket.setProductQuantity(member.id, params.id, body.quantity),
  });

  route.delete("/api/v1/basket/option/:id", {
    summary: "Deletes a chosen option; a line left without a required option goes too",
    access: "member",
    config: perMinute(120),
    params: IdParams,
    response: z.object({ isProductRemoved: z.boolean() }),
    handler: ({ member, params }) => basket.removeOption(member.id, params.id),
  });

  route.patch("/api/v1/basket/option/:id/quantity", {
    ...setQuantity,
    summary: "Changes a chosen option's quantity",
    handler: ({ member, params, body }) => basket.setOptionQuantity(member.id, params.id, body.quantity),
  });
});
