/**
 * Breeding farms and daily records (API.md "Breeding farms and daily records"). Their comments, likes and
 * bookmarks are served by the shared modules, with the targets of targets.ts listed in modules/services.ts.
 */

import {
  BreedingDataName,
  BreedingFarm,
  BreedingFarmBrief,
  BreedingFarmCreate,
  BreedingFarmInhabitantCreate,
  BreedingFarmInhabitantList,
  BreedingFarmInhabitantRemoval,
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
import { z } from "zod";
import { apiPlugin, apiRoutes, perMinute } from "../../http/route.ts";
import { sendJson } from "../../http/send-json.ts";
import { visitorOf } from "../shared/view-count.ts";

const DataNames = z.object({ items: z.array(BreedingDataName) });

export const breedingRoutes = apiPlugin(
  { tags: ["breeding-farm"] },
  (farm, { breedingDataNames, breedingFarms, breedingRecords, breedingCharts, breedingTanks }, app) => {
    const record = apiRoutes(app, { tags: ["breeding-daily-record"] });

    /* ---- data names ---- */

    farm.get("/api/v1/breeding-data-name", {
      summary: "The data names a record can hold, with unit and allowed range",
      response: DataNames,
      handler: async () => ({ items: await breedingDataNames.list() }),
    });

    farm.get("/api/v1/breeding-farm/:id/breeding-data-name", {
      summary: "Data names one of my farms has values for",
      access: "member",
      params: IdParams,
      response: DataNames,
      handler: async ({ member, params }) => ({ items: await breedingDataNames.ofFarm(params.id, member.id) }),
    });

    /* ---- my farms ---- */

    farm.post("/api/v1/breeding-farm", {
      summary: "Create a breeding farm (serviceType filled by the server)",
      access: "member",
      config: perMinute(30),
      body: BreedingFarmCreate,
      status: 201,
      response: BreedingFarm,
      handler: ({ member, body }) => breedingFarms.createFarm(member.id, body),
    });

    farm.get("/api/v1/breeding-farm", {
      summary: "My farms (searchWord, ids, paging; createDate,DESC by default)",
      access: "member",
      querystring: BreedingFarmListQuery,
      response: listOf(BreedingFarm),
      handler: ({ member, query }) => breedingFarms.listMyFarms(member.id, query),
    });

    farm.get("/api/v1/breeding-farm/all", {
      summary: "All my farms, unpaged (QR selection)",
      access: "member",
      response: z.object({ items: z.array(BreedingFarmBrief) }),
      handler: ({ member }) => breedingFarms.allMyFarms(member.id),
    });

    farm.post("/api/v1/breeding-farm/:id/share-link", {
      summary:
        "The farm's short share link (/s/{code}, stored and counted); a public farm for anyone, a private one for its owner",
      access: "optional",
      config: perMinute(30),
      params: IdParams,
      response: ShareLinkResponse,
      handler: ({ member, params }) => breedingFarms.shareLink(params.id, member?.id ?? null),
    });

    farm.get("/api/v1/breeding-farm/:id", {
      summary: "One of my farms",
      access: "member",
      params: IdParams,
      response: BreedingFarm,
      handler: ({ member, params }) => breedingFarms.getOwnFarm(params.id, member.id),
    });

    farm.patch("/api/v1/breeding-farm/:id", {
      summary: "Edit one of my farms",
      access: "member",
      config: perMinute(30),
      params: IdParams,
      body: BreedingFarmUpdate,
      response: BreedingFarm,
      handler: ({ member, params, body: { serviceType: _ignored, ...fields } }) =>
        breedingFarms.updateFarm(params.id, member.id, fields),
    });

    farm.delete("/api/v1/breeding-farm/:id", {
      summary: "Delete one of my farms with its records, comments, likes and bookmarks",
      access: "member",
      config: perMinute(30),
      params: IdParams,
      status: 204,
      handler: ({ member, params }) => breedingFarms.deleteFarm(params.id, member.id),
    });

    farm.patch("/api/v1/breeding-farm/:id/public", {
      summary: "Make one of my farms public or private",
      access: "member",
      config: perMinute(30),
      params: IdParams,
      body: PublicFlag,
      response: BreedingFarm,
      handler: ({ member, params, body }) =>
        breedingFarms.updateFarm(params.id, member.id, { isPublic: body.isPublic }),
    });

    farm.get("/api/v1/breeding-farm/:id/chart", {
      summary: "My farm's values over time, per data name (default: the last 365 days)",
      access: "member",
      params: IdParams,
      querystring: ChartQuery,
      response: Chart,
      handler: async ({ member, params, query, reply }) =>
        sendJson(reply, await breedingCharts.chartJson(params.id, { ownerId: member.id }, query)),
    });

    /* ---- public farms ---- */

    farm.get("/api/v1/public-breeding-farm", {
      summary: "Public farms (likes,DESC by default; searchWord, memberId)",
      access: "optional",
      querystring: PublicBreedingFarmListQuery,
      response: listOf(BreedingFarm),
      handler: ({ member, query }) => breedingFarms.listPublicFarms(member?.id ?? null, query),
    });

    farm.get("/api/v1/public-breeding-farm/:id", {
      summary: "A public farm (9003 when private); counts a hit for visitors other than the owner, once a day",
      access: "optional",
      params: IdParams,
      response: BreedingFarm,
      handler: ({ member, params, request }) =>
        breedingFarms.getPublicFarm(params.id, member?.id ?? null, visitorOf(request)),
    });

    farm.get("/api/v1/public-breeding-farm/:id/chart", {
      summary: "A public farm's chart over its public records (9003 when private)",
      params: IdParams,
      querystring: ChartQuery,
      response: Chart,
      handler: async ({ params, query, reply }) =>
        sendJson(reply, await breedingCharts.chartJson(params.id, { publicView: true }, query)),
    });

    farm.get("/api/v1/public-breeding-farm/member/:memberId/all", {
      summary: "A member's public farms",
      access: "optional",
      params: z.object({ memberId: Id }),
      response: z.object({ items: z.array(BreedingFarm) }),
      handler: ({ member, params }) => breedingFarms.allPublicFarmsOf(params.memberId, member?.id ?? null),
    });

    /* ---- what lives in a farm (issue 30) ---- */

    farm.get("/api/v1/breeding-farm/:id/inhabitant", {
      summary: "The fish in a farm now, with its stocking percent (public farm: anyone; private: its owner)",
      access: "optional",
      params: IdParams,
      response: BreedingFarmInhabitantList,
      handler: ({ member, params }) => breedingTanks.listInhabitants(params.id, member?.id ?? null),
    });

    farm.post("/api/v1/breeding-farm/:id/inhabitant", {
      summary: "Add fish of one species to my farm (addedOn: today by default)",
      access: "member",
      config: perMinute(30),
      params: IdParams,
      body: BreedingFarmInhabitantCreate,
      status: 201,
      response: BreedingFarmInhabitantList,
      handler: async ({ member, params, body }) => {
        await breedingTanks.addInhabitants({
          memberId: member.id,
          farmId: params.id,
          items: [{ speciesId: body.speciesId, count: body.count }],
          addedOn: body.addedOn,
          note: body.note,
        });
        return breedingTanks.listInhabitants(params.id, member.id);
      },
    });

    farm.patch("/api/v1/breeding-farm/:id/inhabitant/:inhabitantId/removal", {
      summary: "Take some or all fish of one row out of my farm (removedOn: today by default)",
      access: "member",
      config: perMinute(30),
      params: z.object({ id: Id, inhabitantId: Id }),
      body: BreedingFarmInhabitantRemoval,
      response: BreedingFarmInhabitantList,
      handler: async ({ member, params, body }) => {
        await breedingTanks.removeInhabitants({
          memberId: member.id,
          farmId: params.id,
          inhabitantId: params.inhabitantId,
          count: body.count,
          removedOn: body.removedOn,
        });
        return breedingTanks.listInhabitants(params.id, member.id);
      },
    });

    /* ---- daily records ---- */

    record.get("/api/v1/breeding-daily-record/today", {
      summary: "Today's records (Asia/Seoul) across my farms",
      access: "member",
      response: z.object({ recordDate: z.string(), items: z.array(DailyRecord) }),
      handler: ({ member }) => breedingRecords.todayRecords(member.id),
    });

    record.post("/api/v1/breeding-farm/:id/breeding-daily-record", {
      summary: "Add a daily record to my farm (one per day; values checked against each data name's range)",
      access: "member",
      config: perMinute(30),
      params: IdParams,
      body: DailyRecordCreate,
      status: 201,
      response: DailyRecord,
      handler: ({ member, params, body }) => breedingRecords.createRecord(params.id, member.id, body),
    });

    record.get("/api/v1/breeding-farm/:id/breeding-daily-record", {
      summary: "My farm's records (startDate, endDate, ids; recordDate,DESC by default)",
      access: "member",
      params: IdParams,
      querystring: DailyRecordListQuery,
      response: listOf(DailyRecord),
      handler: ({ member, params, query }) => breedingRecords.listFarmRecords(params.id, member.id, query),
    });

    record.get("/api/v1/breeding-daily-record/:id", {
      summary: "One of my records",
      access: "member",
      params: IdParams,
      response: DailyRecord,
      handler: ({ member, params }) => breedingRecords.getOwnRecord(params.id, member.id),
    });

    record.patch("/api/v1/breeding-daily-record/:id", {
      summary: "Edit one of my records (values, when sent, replace the whole set)",
      access: "member",
      config: perMinute(30),
      params: IdParams,
      body: DailyRecordUpdate,
      response: DailyRecord,
      handler: ({ member, params, body }) => breedingRecords.updateRecord(params.id, member.id, body),
    });

    record.delete("/api/v1/breeding-daily-record/:id", {
      summary: "Delete one of my records",
      access: "member",
      config: perMinute(30),
      params: IdParams,
      status: 204,
      handler: ({ member, params }) => breedingRecords.deleteRecord(params.id, member.id),
    });

    record.patch("/api/v1/breeding-daily-record/:id/public", {
      summary: "Make one of my records public or private",
      access: "member",
      config: perMinute(30),
      params: IdParams,
      body: PublicFlag,
      response: DailyRecord,
      handler: ({ member, params, body }) => breedingRecords.setRecordPublic(params.id, member.id, body.isPublic),
    });

    record.get("/api/v1/public-breeding-daily-record", {
      summary: "Public records of public farms (breedingFarmId, startDate, endDate; recordDate,DESC)",
      access: "optional",
      querystring: PublicDailyRecordListQuery,
      response: listOf(DailyRecord),
      handler: ({ member, query }) => breedingRecords.listPublicRecords(member?.id ?? null, query),
    });

    record.get("/api/v1/public-breeding-daily-record/:id", {
      summary: "A public record (9003 when it or its farm is private); counts a visitor's hit once a day",
      access: "optional",
      params: IdParams,
      response: DailyRecord,
      handler: ({ member, params, request }) =>
        breedingRecords.getPublicRecord(params.id, member?.id ?? null, visitorOf(request)),
    });
  },
);
