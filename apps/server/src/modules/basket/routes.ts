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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentMember, requireMember } from "../../http/auth.ts";

const tags = ["basket"];
const security = [{ bearerAuth: [] }];
const writeLimit = { rateLimit: { max: 120, timeWindow: "1 minute" } };

export const basketRoutes: FastifyPluginAsyncZod = async (app) => {
  const { basket } = app.services;

  app.post(
    "/api/v1/basket",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        summary: "Adds a product with its options; the same product again merges quantities",
        security,
        body: BasketAddRequest,
        response: { 201: BasketAddResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await basket.add(currentMember(request).id, request.body)),
  );

  app.get(
    "/api/v1/basket",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "The basket grouped by store, with each store's delivery and the totals of the selected lines",
        security,
        querystring: BasketQuery,
        response: { 200: Basket },
      },
    },
    async (request) => basket.get(currentMember(request).id, request.query.selectedIds),
  );

  app.get(
    "/api/v1/basket/product",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "My basket products, newest first",
        security,
        querystring: BasketProductListQuery,
        response: { 200: BasketProductList },
      },
    },
    async (request) => basket.listProducts(currentMember(request).id, request.query),
  );

  app.delete(
    "/api/v1/basket/product",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        summary: "Deletes basket products (all or none)",
        security,
        body: BasketDeleteRequest,
        response: { 200: z.object({ totalCount: z.number() }) },
      },
    },
    async (request) => basket.removeProducts(currentMember(request).id, request.body.ids),
  );

  app.patch(
    "/api/v1/basket/product/:id/quantity",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        summary: "Changes a basket product's own quantity",
        security,
        params: IdParams,
        body: BasketQuantityRequest,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await basket.setProductQuantity(currentMember(request).id, request.params.id, request.body.quantity);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    "/api/v1/basket/option/:id",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        summary: "Deletes a chosen option; a line left without a required option goes too",
        security,
        params: IdParams,
        response: { 200: z.object({ isProductRemoved: z.boolean() }) },
      },
    },
    async (request) => basket.removeOption(currentMember(request).id, request.params.id),
  );

  app.patch(
    "/api/v1/basket/option/:id/quantity",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        summary: "Changes a chosen option's quantity",
        security,
        params: IdParams,
        body: BasketQuantityRequest,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await basket.setOptionQuantity(currentMember(request).id, request.params.id, request.body.quantity);
      return reply.status(204).send(null);
    },
  );
};
