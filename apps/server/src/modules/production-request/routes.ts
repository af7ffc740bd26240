/** Production requests (API.md "Production request (atec)"). */
import { IdParams, listOf } from "@mulmung/contract/common";
import {
  CompletedProductionQuery,
  ProductionAnswerRequest,
  ProductionRequest,
  ProductionStepBody,
  ProductionStepParams,
  ProductionStepResult,
  ProductionSubParams,
} from "@mulmung/contract/production-request";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentMember, requireMember } from "../../http/auth.ts";

const tags = ["production-request"];
const security = [{ bearerAuth: [] }];
const member = { preHandler: requireMember };
const AffiliateIdParams = z.object({ affiliateId: IdParams.shape.id });

export const productionRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { productionRequests } = app.services;

  app.post(
    "/api/v1/request-production/:affiliateId",
    {
      ...member,
      schema: {
        tags,
        summary: "Start a production request to a partner store (one in progress per member)",
        security,
        params: AffiliateIdParams,
        response: { 201: ProductionRequest },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await productionRequests.start(currentMember(request).id, request.params.affiliateId)),
  );

  app.get(
    "/api/v1/request-production/writing",
    {
      ...member,
      schema: {
        tags,
        summary: "My production request in progress (null when none)",
        security,
        response: { 200: ProductionRequest.nullable() },
      },
    },
    async (request) => productionRequests.writing(currentMember(request).id),
  );

  app.get(
    "/api/v1/request-production/completed/member",
    {
      ...member,
      schema: {
        tags,
        summary: "My completed production requests, newest first",
        security,
        querystring: CompletedProductionQuery,
        response: { 200: listOf(ProductionRequest) },
      },
    },
    async (request) => productionRequests.completedOfMember(currentMember(request).id, request.query),
  );

  app.get(
    "/api/v1/request-production/completed/affiliate",
    {
      ...member,
      schema: {
        tags,
        summary: "Completed production requests addressed to my stores, newest first",
        security,
        querystring: CompletedProductionQuery,
        response: { 200: listOf(ProductionRequest) },
      },
    },
    async (request) => productionRequests.completedForAffiliate(currentMember(request).id, request.query),
  );

  app.get(
    "/api/v1/request-production/:id",
    {
      ...member,
      schema: {
        tags,
        summary: "A production request (its requester, or the store's owner once completed)",
        security,
        params: IdParams,
        response: { 200: ProductionRequest },
      },
    },
    async (request) => productionRequests.get(currentMember(request).id, request.params.id),
  );

  app.delete(
    "/api/v1/request-production/:id",
    { ...member, schema: { tags, summary: "Delete my production request", security, params: IdParams } },
    async (request, reply) => {
      await productionRequests.delete(currentMember(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/v1/request-production/:id/completion",
    {
      ...member,
      schema: {
        tags,
        summary: "Complete my production request (every step saved first, else 400)",
        security,
        params: IdParams,
        response: { 200: ProductionRequest },
      },
    },
    async (request) => productionRequests.complete(currentMember(request).id, request.params.id),
  );

  app.post(
    "/api/v1/request-production/:id/answer",
    {
      ...member,
      schema: {
        tags,
        summary: "The store's owner answers a completed request (a message and an optional quote in won)",
        security,
        params: IdParams,
        body: ProductionAnswerRequest,
        response: { 200: ProductionRequest },
      },
    },
    async (request) => productionRequests.answer(currentMember(request).id, request.params.id, request.body),
  );

  app.post(
    "/api/v1/request-production/:id/:step",
    {
      ...member,
      schema: {
        tags,
        summary: "Save a step (budget, size, difficulty, etc, concept) of my request in progress",
        security,
        params: ProductionStepParams,
        body: ProductionStepBody,
        response: { 201: ProductionStepResult },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await productionRequests.saveStep(
            currentMember(request).id,
            request.params.id,
            request.params.step,
            request.body,
          ),
        ),
  );

  app.patch(
    "/api/v1/request-production/:id/:step/:subId",
    {
      ...member,
      schema: {
        tags,
        summary: "Change a saved step; etc takes availableStartTime / availableEndTime as date-times",
        security,
        params: ProductionSubParams,
        body: ProductionStepBody,
        response: { 200: ProductionStepResult },
      },
    },
    async (request) =>
      productionRequests.updateStep(
        currentMember(request).id,
        request.params.id,
        request.params.step,
        request.params.subId,
        request.body,
      ),
  );
};
