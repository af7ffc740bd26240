/**
 * Inquiries (API.md "Reviews and inquiries"): product questions, the member's list and edit, fish-tank
 * consultations, and the store owner's side (`/affiliate-inquiry`, beyond API.md). A product's questions are read
 * at `/product/{id}/direct-inquiry` (catalog routes).
 */
import { ErrorResponse, IdParams, listOf } from "@mulmung/contract/common";
import {
  Created,
  DirectInquiryCreateRequest,
  DirectInquiryUpdateRequest,
  FishTankInquiryRequest,
  InquiryAnswerRequest,
  MyInquiry,
  MyInquiryQuery,
  StoreInquiryQuery,
} from "@mulmung/contract/review";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentMember, requireMember } from "../../http/auth.ts";

const tags = ["inquiries"];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const writeLimit = { rateLimit: { max: 10, timeWindow: "1 minute" } };

export const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inquiries } = app.services;

  app.post(
    "/api/v1/direct-inquiry",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        security,
        summary: "Ask a product's store a question, open or secret (serviceType fixed)",
        body: DirectInquiryCreateRequest,
        response: { 201: MyInquiry, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await inquiries.create(currentMember(request).id, request.body)),
  );

  app.get(
    "/api/v1/direct-inquiry/member",
    {
      preHandler: requireMember,
      schema: {
        tags,
        security,
        summary: "My inquiries, newest first; `title`, `directInquiryState`, `directInquiryCategory` filter",
        querystring: MyInquiryQuery,
        response: { 200: listOf(MyInquiry), ...errors },
      },
    },
    async (request) => inquiries.mine(currentMember(request).id, request.query),
  );

  app.patch(
    "/api/v1/direct-inquiry/:id",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        security,
        summary: "Edit my inquiry while it waits for an answer",
        params: IdParams,
        body: DirectInquiryUpdateRequest,
        response: { 200: MyInquiry, ...errors },
      },
    },
    async (request) => inquiries.update(currentMember(request).id, request.params.id, request.body),
  );

  app.post(
    "/api/v1/fish-tank-inquiry",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        security,
        summary: "A fish-tank consultation: tank size, fish, budget (won), region, message",
        body: FishTankInquiryRequest,
        response: { 201: Created, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await inquiries.fishTank(currentMember(request).id, request.body)),
  );

  app.get(
    "/api/v1/affiliate-inquiry",
    {
      preHandler: requireMember,
      schema: {
        tags,
        security,
        summary: "Questions and mail to the stores I run, newest first",
        querystring: StoreInquiryQuery,
        response: { 200: listOf(MyInquiry), ...errors },
      },
    },
    async (request) => inquiries.ofMyStores(currentMember(request).id, request.query),
  );

  app.patch(
    "/api/v1/affiliate-inquiry/:id/answer",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags,
        security,
        summary: "The store answers a question once (WAIT → ANSWERED); the asker is notified",
        params: IdParams,
        body: InquiryAnswerRequest,
        response: { 200: MyInquiry, ...errors },
      },
    },
    async (request) => inquiries.answer(currentMember(request).id, request.params.id, request.body.answer),
  );
};
