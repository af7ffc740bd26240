/**
 * Breeding farms and daily records (API.md "Breeding farms and daily records"). Their comments, likes and
 * bookmarks are served by the shared modules, with the targets of targets.ts listed in modules/services.ts.
 */

import {
  BreedingDataName,
  BreedingFarm,
  BreedingFarmBrief,
  BreedingFarmCreate,
  BreedingFarmListQuery,
  BreedingFarmUpdate,
  Chart,
  ChartQuery,
  DailyRecord,
  DailyRecordCreate,
  DailyRecordListQuery,
  DailyRecordUpdate,
  PublicBreedingFarmListQuery,
  PublicDailyRecordListQuery,
  PublicFlag,
  ShareLinkResponse,
} from "@mulmung/contract/breeding";
import { Id, IdParams, listOf } from "@mulmung/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentMember, optionalMember, requireMember } from "../../http/auth.ts";
import { sendJson } from "../../http/send-json.ts";
import { visitorOf } from "../shared/view-count.ts";

const security = [{ bearerAuth: [] }];
const farmTags = ["breeding-farm"];
const recordTags = ["breeding-daily-record"];
const writeLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

export const breedingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { breedingDataNames, breedingFarms, breedingRecords, breedingCharts } = app.services;
  const me = (request: Parameters<typeof currentMember>[0]) => currentMember(request).id;
  const viewer = (request: { member?: { id: number } | null }) => request.member?.id ?? null;

  /* ---- data names ---- */

  app.get(
    "/api/v1/breeding-data-name",
    {
      schema: {
        tags: farmTags,
        summary: "The data names a record can hold, with unit and allowed range",
        response: { 200: z.object({ items: z.array(BreedingDataName) }) },
      },
    },
    async () => ({ items: await breedingDataNames.list() }),
  );

  app.get(
    "/api/v1/breeding-farm/:id/breeding-data-name",
    {
      preHandler: requireMember,
      schema: {
        tags: farmTags,
        security,
        summary: "Data names one of my farms has values for",
        params: IdParams,
        response: { 200: z.object({ items: z.array(BreedingDataName) }) },
      },
    },
    async (request) => ({ items: await breedingDataNames.ofFarm(request.params.id, me(request)) }),
  );

  /* ---- my farms ---- */

  app.post(
    "/api/v1/breeding-farm",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags: farmTags,
        security,
        summary: "Create a breeding farm (serviceType filled by the server)",
        body: BreedingFarmCreate,
        response: { 201: BreedingFarm },
      },
    },
    async (request, reply) => reply.status(201).send(await breedingFarms.createFarm(me(request), request.body)),
  );

  app.get(
    "/api/v1/breeding-farm",
    {
      preHandler: requireMember,
      schema: {
        tags: farmTags,
        security,
        summary: "My farms (searchWord, ids, paging; createDate,DESC by default)",
        querystring: BreedingFarmListQuery,
        response: { 200: listOf(BreedingFarm) },
      },
    },
    async (request) => breedingFarms.listMyFarms(me(request), request.query),
  );

  app.get(
    "/api/v1/breeding-farm/all",
    {
      preHandler: requireMember,
      schema: {
        tags: farmTags,
        security,
        summary: "All my farms, unpaged (QR selection)",
        response: { 200: z.object({ items: z.array(BreedingFarmBrief) }) },
      },
    },
    async (request) => breedingFarms.allMyFarms(me(request)),
  );

  app.post(
    "/api/v1/breeding-farm/:id/share-link",
    {
      preHandler: optionalMember,
      config: writeLimit,
      schema: {
        tags: farmTags,
        summary:
          "The farm's short share link (/s/{code}, stored and counted); a public farm for anyone, a private one for its owner",
        params: IdParams,
        response: { 200: ShareLinkResponse },
      },
    },
    async (request) => breedingFarms.shareLink(request.params.id, request.member?.id ?? null),
  );

  app.get(
    "/api/v1/breeding-farm/:id",
    {
      preHandler: requireMember,
      schema: {
        tags: farmTags,
        security,
        summary: "One of my farms",
        params: IdParams,
        response: { 200: BreedingFarm },
      },
    },
    async (request) => breedingFarms.getOwnFarm(request.params.id, me(request)),
  );

  app.patch(
    "/api/v1/breeding-farm/:id",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags: farmTags,
        security,
        summary: "Edit one of my farms",
        params: IdParams,
        body: BreedingFarmUpdate,
        response: { 200: BreedingFarm },
      },
    },
    async (request) => {
      const { serviceType: _ignored, ...fields } = request.body;
      return breedingFarms.updateFarm(request.params.id, me(request), fields);
    },
  );

  app.delete(
    "/api/v1/breeding-farm/:id",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags: farmTags,
        security,
        summary: "Delete one of my farms with its records, comments, likes and bookmarks",
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await breedingFarms.deleteFarm(request.params.id, me(request));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/api/v1/breeding-farm/:id/public",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags: farmTags,
        security,
        summary: "Make one of my farms public or private",
        params: IdParams,
        body: PublicFlag,
        response: { 200: BreedingFarm },
      },
    },
    async (request) => breedingFarms.updateFarm(request.params.id, me(request), { isPublic: request.body.isPublic }),
  );

  app.get(
    "/api/v1/breeding-farm/:id/chart",
    {
      preHandler: requireMember,
      schema: {
        tags: farmTags,
        security,
        summary: "My farm's values over time, per data name (default: the last 365 days)",
        params: IdParams,
        querystring: ChartQuery,
        response: { 200: Chart },
      },
    },
    async (request, reply) =>
      sendJson(reply, await breedingCharts.chartJson(request.params.id, { ownerId: me(request) }, request.query)),
  );

  /* ---- public farms ---- */

  app.get(
    "/api/v1/public-breeding-farm",
    {
      preHandler: optionalMember,
      schema: {
        tags: farmTags,
        summary: "Public farms (likes,DESC by default; searchWord, memberId)",
        querystring: PublicBreedingFarmListQuery,
        response: { 200: listOf(BreedingFarm) },
      },
    },
    async (request) => breedingFarms.listPublicFarms(viewer(request), request.query),
  );

  app.get(
    "/api/v1/public-breeding-farm/:id",
    {
      preHandler: optionalMember,
      schema: {
        tags: farmTags,
        summary: "A public farm (9003 when private); counts a hit for visitors other than the owner, once a day",
        params: IdParams,
        response: { 200: BreedingFarm },
      },
    },
    async (request) => breedingFarms.getPublicFarm(request.params.id, viewer(request), visitorOf(request)),
  );

  app.get(
    "/api/v1/public-breeding-farm/:id/chart",
    {
      schema: {
        tags: farmTags,
        summary: "A public farm's chart over its public records (9003 when private)",
        params: IdParams,
        querystring: ChartQuery,
        response: { 200: Chart },
      },
    },
    async (request, reply) =>
      sendJson(reply, await breedingCharts.chartJson(request.params.id, { publicView: true }, request.query)),
  );

  app.get(
    "/api/v1/public-breeding-farm/member/:memberId/all",
    {
      preHandler: optionalMember,
      schema: {
        tags: farmTags,
        summary: "A member's public farms",
        params: z.object({ memberId: Id }),
        response: { 200: z.object({ items: z.array(BreedingFarm) }) },
      },
    },
    async (request) => breedingFarms.allPublicFarmsOf(request.params.memberId, viewer(request)),
  );

  /* ---- daily records ---- */

  app.get(
    "/api/v1/breeding-daily-record/today",
    {
      preHandler: requireMember,
      schema: {
        tags: recordTags,
        security,
        summary: "Today's records (Asia/Seoul) across my farms",
        response: { 200: z.object({ recordDate: z.string(), items: z.array(DailyRecord) }) },
      },
    },
    async (request) => breedingRecords.todayRecords(me(request)),
  );

  app.post(
    "/api/v1/breeding-farm/:id/breeding-daily-record",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags: recordTags,
        security,
        summary: "Add a daily record to my farm (one per day; values checked against each data name's range)",
        params: IdParams,
        body: DailyRecordCreate,
        response: { 201: DailyRecord },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await breedingRecords.createRecord(request.params.id, me(request), request.body)),
  );

  app.get(
    "/api/v1/breeding-farm/:id/breeding-daily-record",
    {
      preHandler: requireMember,
      schema: {
        tags: recordTags,
        security,
        summary: "My farm's records (startDate, endDate, ids; recordDate,DESC by default)",
        params: IdParams,
        querystring: DailyRecordListQuery,
        response: { 200: listOf(DailyRecord) },
      },
    },
    async (request) => breedingRecords.listFarmRecords(request.params.id, me(request), request.query),
  );

  app.get(
    "/api/v1/breeding-daily-record/:id",
    {
      preHandler: requireMember,
      schema: {
        tags: recordTags,
        security,
        summary: "One of my records",
        params: IdParams,
        response: { 200: DailyRecord },
      },
    },
    async (request) => breedingRecords.getOwnRecord(request.params.id, me(request)),
  );

  app.patch(
    "/api/v1/breeding-daily-record/:id",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags: recordTags,
        security,
        summary: "Edit one of my records (values, when sent, replace the whole set)",
        params: IdParams,
        body: DailyRecordUpdate,
        response: { 200: DailyRecord },
      },
    },
    async (request) => breedingRecords.updateRecord(request.params.id, me(request), request.body),
  );

  app.delete(
    "/api/v1/breeding-daily-record/:id",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags: recordTags,
        security,
        summary: "Delete one of my records",
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await breedingRecords.deleteRecord(request.params.id, me(request));
      return reply.status(204).send(null);
    },
  );

  app.patch(
    "/api/v1/breeding-daily-record/:id/public",
    {
      preHandler: requireMember,
      config: writeLimit,
      schema: {
        tags: recordTags,
        security,
        summary: "Make one of my records public or private",
        params: IdParams,
        body: PublicFlag,
        response: { 200: DailyRecord },
      },
    },
    async (request) => breedingRecords.setRecordPublic(request.params.id, me(request), request.body.isPublic),
  );

  app.get(
    "/api/v1/public-breeding-daily-record",
    {
      preHandler: optionalMember,
      schema: {
        tags: recordTags,
        summary: "Public records of public farms (breedingFarmId, startDate, endDate; recordDate,DESC)",
        querystring: PublicDailyRecordListQuery,
        response: { 200: listOf(DailyRecord) },
      },
    },
    async (request) => breedingRecords.listPublicRecords(viewer(request), request.query),
  );

  app.get(
    "/api/v1/public-breeding-daily-record/:id",
    {
      preHandler: optionalMember,
      schema: {
        tags: recordTags,
        summary: "A public record (9003 when it or its farm is private); counts a visitor's hit once a day",
        params: IdParams,
        response: { 200: DailyRecord },
      },
    },
    async (request) => breedingRecords.getPublicRecord(request.params.id, viewer(request), visitorOf(request)),
  );
};
