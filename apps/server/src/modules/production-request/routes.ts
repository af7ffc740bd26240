/** Production requests (API.md "Production request (atec)"). */
import { AdminProductionRequestList, AdminProductionRequestQuery } from "@mulmung/contract/admin-programs";
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
import { currentMember, requireMember } from "../../http/auth.ts";
import { apiPlugin } from "../../http/route.ts";

export const productionRequestRoutes = apiPlugin({ tags: ["production-request"] }, (route, services, app) => {
  const { productionRequests } = services;
  // API.md names the store {affiliateId}; the path is written with {id}, as the request's calls on the same path are,
  // so a client generator sees one path template, not two that differ only by a parameter's name.
  route.post("/api/v1/request-production/:id", {
    summary: "Start a production request to a partner store (one in progress per member)",
    description: "`id` is the partner store's id (API.md: `{affiliateId}`).",
    access: "member",
    params: IdParams,
    status: 201,
    response: ProductionRequest,
    handler: ({ member, params }) => productionRequests.start(member.id, params.id),
  });

  route.get("/api/v1/request-production/writing", {
    summary: "My production request in progress (null when none)",
    access: "member",
    response: ProductionRequest.nullable(),
    handler: ({ member }) => productionRequests.writing(member.id),
  });

  route.get("/api/v1/request-production/completed/member", {
    summary: "My completed production requests, newest first",
    access: "member",
    querystring: CompletedProductionQuery,
    response: listOf(ProductionRequest),
    handler: ({ member, query }) => productionRequests.completedOfMember(member.id, query),
  });

  route.get("/api/v1/request-production/completed/affiliate", {
    summary: "Completed production requests addressed to my stores, newest first",
    access: "member",
    querystring: CompletedProductionQuery,
    response: listOf(ProductionRequest),
    handler: ({ member, query }) => productionRequests.completedForAffiliate(member.id, query),
  });

  route.get("/api/v1/request-production/:id", {
    summary: "A production request (its requester, or the store's owner once completed)",
    access: "member",
    params: IdParams,
    response: ProductionRequest,
    handler: ({ member, params }) => productionRequests.get(member.id, params.id),
  });

  // Written directly: its OpenAPI entry has never listed the 204 it answers, and the document stays as it is.
  app.delete(
    "/api/v1/request-production/:id",
    {
      preHandler: requireMember,
      schema: {
        tags: ["production-request"],
        summary: "Delete my production request",
        security: [{ bearerAuth: [] }],
        params: IdParams,
      },
    },
    async (request, reply) => {
      await productionRequests.delete(currentMember(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  route.post("/api/v1/request-production/:id/completion", {
    summary: "Complete my production request (every step saved first, else 400)",
    access: "member",
    params: IdParams,
    response: ProductionRequest,
    handler: ({ member, params }) => productionRequests.complete(member.id, params.id),
  });

  route.post("/api/v1/request-production/:id/answer", {
    summary: "The store's owner answers a completed request (a message and an optional quote in won)",
    access: "member",
    params: IdParams,
    body: ProductionAnswerRequest,
    response: ProductionRequest,
    handler: ({ member, params, body }) => productionRequests.answer(member.id, params.id, body),
  });

  route.post("/api/v1/request-production/:id/:step", {
    summary: "Save a step (budget, size, difficulty, etc, concept) of my request in progress",
    access: "member",
    params: ProductionStepParams,
    body: ProductionStepBody,
    status: 201,
    response: ProductionStepResult,
    handler: ({ member, params, body }) => productionRequests.saveStep(member.id, params.id, params.step, body),
  });

  route.patch("/api/v1/request-production/:id/:step/:subId", {
    summary: "Change a saved step; etc takes availableStartTime / availableEndTime as date-times",
    access: "member",
    params: ProductionSubParams,
    body: ProductionStepBody,
    response: ProductionStepResult,
    handler: ({ member, params, body }) =>
      productionRequests.updateStep(member.id, params.id, params.step, params.subId, body),
  });

  route.get("/api/v1/admin/request-production", {
    summary: "Operator: every production request with its member, store and progress, and the tallies",
    tags: ["admin: programs"],
    access: "admin",
    querystring: AdminProductionRequestQuery,
    response: AdminProductionRequestList,
    handler: ({ query }) => services.productionRequestAdmin.list(query),
  });
});
