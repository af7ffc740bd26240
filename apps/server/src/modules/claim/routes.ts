/** Claims on an order line (decision 035; extensions to API.md "Orders and payment"). */
import {
  AffiliateClaim,
  AffiliateClaimList,
  AffiliateClaimListQuery,
  Claim,
  ClaimApproveRequest,
  ClaimCreateRequest,
  ClaimDeclineRequest,
  ClaimList,
  ClaimListQuery,
  OrderClaims,
} from "@mulmung/contract/claim";
import { IdParams } from "@mulmung/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentMember, requireMember } from "../../http/auth.ts";

const tags = ["claims"];
const security = [{ bearerAuth: [] }];
const writeLimit = { rateLimit: { max: 20, timeWindow: "1 minute" } };

export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  const { claims } = app.services;

  app.post(
    "/api/v1/order/:id/claim",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        summary: "Files a cancel, return, exchange or dead-on-arrival (DOA) claim on one line of my order",
        security,
        params: IdParams,
        body: ClaimCreateRequest,
        response: { 201: Claim },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return claims.create(currentMember(request).id, request.params.id, request.body);
    },
  );

  app.get(
    "/api/v1/order/:id/claim",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "My order's claims, and what each line may be claimed for now (the DOA window)",
        security,
        params: IdParams,
        response: { 200: OrderClaims },
      },
    },
    async (request) => claims.ofOrder(currentMember(request).id, request.params.id),
  );

  app.get(
    "/api/v1/claim",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "My claims, newest first",
        security,
        querystring: ClaimListQuery,
        response: { 200: ClaimList },
      },
    },
    async (request) => claims.mine(currentMember(request).id, request.query),
  );

  app.get(
    "/api/v1/affiliate-claim",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "Claims on my stores' orders, newest first (store owners)",
        security,
        querystring: AffiliateClaimListQuery,
        response: { 200: AffiliateClaimList },
      },
    },
    async (request) => claims.ofStores(currentMember(request).id, request.query),
  );

  app.patch(
    "/api/v1/affiliate-claim/:id/approve",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "The store approves a claim: REFUND (through the gateway, once) or RESHIP",
        security,
        params: IdParams,
        body: ClaimApproveRequest,
        response: { 200: AffiliateClaim },
      },
    },
    async (request) => claims.approve(currentMember(request).id, request.params.id, request.body.resolution),
  );

  app.patch(
    "/api/v1/affiliate-claim/:id/decline",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "The store declines a claim with a reason; the buyer is told",
        security,
        params: IdParams,
        body: ClaimDeclineRequest,
        response: { 200: AffiliateClaim },
      },
    },
    async (request) => claims.decline(currentMember(request).id, request.params.id, request.body.reason),
  );
};
