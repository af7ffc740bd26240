/** Banners, popups, events, contents, FAQs, icon themes (API.md "Site content") and "Home theme sections". */
import { ErrorResponse, IdParams } from "@mulmung/contract/common";
import {
  Banner,
  BannerList,
  BannerListQuery,
  ContentDetail,
  ContentList,
  ContentListQuery,
  EventListQuery,
  Faq,
  FaqList,
  FaqListQuery,
  IconThemeList,
  PopupList,
  PopupListQuery,
  SiteEventDetail,
  SiteEventList,
  ThemeList,
  ThemeListQuery,
  ThemeSectionParams,
  ThemeSectionResponse,
} from "@mulmung/contract/content";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { optionalMember } from "../../http/auth.ts";
import { answerFromCache, type Cache, createCache } from "../../http/cache.ts";
import { sendJson } from "../../http/send-json.ts";
import { BOARD_LISTS } from "../community/service.ts";
import { visitorOf } from "../shared/view-count.ts";

const siteTags = ["site-content"];
const themeTags = ["theme"];
const notFound = { 400: ErrorResponse, 404: ErrorResponse };
const hitResponse = { 204: z.null(), 400: ErrorResponse, 404: ErrorResponse };

/**
 * Public lists are the same for every caller: each URL's JSON is kept a few seconds (decision 005), like the
 * product lists. Content changes only by the operators, so seconds of delay are invisible.
 */
const CONTENT_LIST_TTL_MS = 10_000;
/** Sections show posts too: cleared with the board lists by every post change (decision 014). */
const SECTION_TTL_MS = 3000;

/** Answers `compute`'s JSON through the URL cache `cache`, checked against `schema` when computed. */
async function sendCached<T extends z.ZodType>(
  cache: Cache<Buffer>,
  request: FastifyRequest,
  reply: FastifyReply,
  schema: T,
  compute: () => Promise<z.input<T>>,
) {
  const json = await cache.get(request.url, async () => Buffer.from(JSON.stringify(schema.parse(await compute()))));
  return sendJson(reply, json);
}

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content } = app.services;
  const listCache = createCache<Buffer>({ ttlMs: CONTENT_LIST_TTL_MS, maxEntries: 500 });
  const sectionCache = createCache<Buffer>({ ttlMs: SECTION_TTL_MS, maxEntries: 500 });
  app.cacheClears.register(BOARD_LISTS, sectionCache);
  const cachedList = { onRequest: answerFromCache(listCache) };

  async function hit(reply: FastifyReply, count: Promise<void>) {
    await count;
    return reply.header("cache-control", "no-store").status(204).send(null);
  }

  /* ---- banners ---- */

  app.get(
    "/api/v1/banner",
    {
      ...cachedList,
      schema: {
        tags: siteTags,
        summary: "배너 목록: 게시 중인 NORMAL 배너, 노출 경로와 위치별 (startDate,ASC, 100개)",
        querystring: BannerListQuery,
        response: { 200: BannerList, 400: ErrorResponse },
      },
    },
    (request, reply) => sendCached(listCache, request, reply, BannerList, () => content.listBanners(request.query)),
  );

  app.get(
    "/api/v1/banner/:id",
    { schema: { tags: siteTags, summary: "배너 하나", params: IdParams, response: { 200: Banner, ...notFound } } },
    (request) => content.getBanner(request.params.id),
  );

  app.get(
    "/api/v1/banner/:id/hit",
    {
      preHandler: optionalMember,
      schema: {
        tags: siteTags,
        summary: "배너 클릭 수 (방문자당 하루 한 번)",
        params: IdParams,
        response: hitResponse,
      },
    },
    (request, reply) => hit(reply, content.bannerHit(request.params.id, visitorOf(request))),
  );

  /* ---- popups ---- */

  app.get(
    "/api/v1/popup",
    {
      ...cachedList,
      schema: {
        tags: siteTags,
        summary: "팝업 목록: 게시 중인 NORMAL 팝업",
        querystring: PopupListQuery,
        response: { 200: PopupList, 400: ErrorResponse },
      },
    },
    (request, reply) => sendCached(listCache, request, reply, PopupList, () => content.listPopups(request.query)),
  );

  app.get(
    "/api/v1/popup/:id/hit",
    {
      preHandler: optionalMember,
      schema: {
        tags: siteTags,
        summary: "팝업 클릭 수 (방문자당 하루 한 번)",
        params: IdParams,
        response: hitResponse,
      },
    },
    (request, reply) => hit(reply, content.popupHit(request.params.id, visitorOf(request))),
  );

  /* ---- contents ---- */

  app.get(
    "/api/v1/content",
    {
      ...cachedList,
      schema: {
        tags: siteTags,
        summary: "콘텐츠 목록 (orderNumber,ASC, 100개)",
        querystring: ContentListQuery,
        response: { 200: ContentList, 400: ErrorResponse },
      },
    },
    (request, reply) => sendCached(listCache, request, reply, ContentList, () => content.listContents(request.query)),
  );

  app.get(
    "/api/v1/content/:id",
    {
      preHandler: optionalMember,
      schema: {
        tags: siteTags,
        summary: "콘텐츠 하나 (조회 수를 방문자당 하루 한 번 셉니다)",
        params: IdParams,
        response: { 200: ContentDetail, ...notFound },
      },
    },
    (request) => content.viewContent(request.params.id, visitorOf(request)),
  );

  /* ---- events ---- */

  app.get(
    "/api/v1/event",
    {
      ...cachedList,
      schema: {
        tags: siteTags,
        summary: "이벤트 목록 (orderNumber,ASC, 100개)",
        querystring: EventListQuery,
        response: { 200: SiteEventList, 400: ErrorResponse },
      },
    },
    (request, reply) => sendCached(listCache, request, reply, SiteEventList, () => content.listEvents(request.query)),
  );

  app.get(
    "/api/v1/event/:id",
    {
      preHandler: optionalMember,
      schema: {
        tags: siteTags,
        summary: "이벤트 하나 (조회 수를 방문자당 하루 한 번 셉니다)",
        params: IdParams,
        response: { 200: SiteEventDetail, ...notFound },
      },
    },
    (request) => content.viewEvent(request.params.id, visitorOf(request)),
  );

  /* ---- FAQs ---- */

  app.get(
    "/api/v1/faq",
    {
      ...cachedList,
      schema: {
        tags: siteTags,
        summary: "자주 묻는 질문 목록 (orderNumber,ASC, 100개; category로 거르기)",
        querystring: FaqListQuery,
        response: { 200: FaqList, 400: ErrorResponse },
      },
    },
    (request, reply) => sendCached(listCache, request, reply, FaqList, () => content.listFaqs(request.query)),
  );

  app.get(
    "/api/v1/faq/:id",
    {
      schema: { tags: siteTags, summary: "자주 묻는 질문 하나", params: IdParams, response: { 200: Faq, ...notFound } },
    },
    (request) => content.getFaq(request.params.id),
  );

  /* ---- icon themes ---- */

  for (const [path, type, label] of [
    ["mania", "MANIA", "마니아"],
    ["product-exhibition", "PRODUCT_EXHIBITION", "기획전"],
  ] as const) {
    app.get(
      `/api/v1/icon-theme/${path}`,
      {
        ...cachedList,
        schema: { tags: siteTags, summary: `${label} 아이콘 테마 목록`, response: { 200: IconThemeList } },
      },
      (request, reply) => sendCached(listCache, request, reply, IconThemeList, () => content.listIconThemes(type)),
    );
  }

  app.get(
    "/api/v1/icon-theme/:id/hit",
    {
      preHandler: optionalMember,
      schema: {
        tags: siteTags,
        summary: "아이콘 테마 클릭 수 (방문자당 하루 한 번)",
        params: IdParams,
        response: hitResponse,
      },
    },
    (request, reply) => hit(reply, content.iconThemeHit(request.params.id, visitorOf(request))),
  );

  /* ---- home theme sections ---- */

  app.get(
    "/api/v1/theme",
    {
      ...cachedList,
      schema: {
        tags: themeTags,
        summary: "테마 섹션 목록: 순서대로, 종류와 위치(HOME, BREEDING_FARM, BREEDING_DAILY_RECORD, ANYWHERE)와 함께",
        querystring: ThemeListQuery,
        response: { 200: ThemeList, 400: ErrorResponse },
      },
    },
    (request, reply) => sendCached(listCache, request, reply, ThemeList, () => content.listThemes(request.query)),
  );

  app.get(
    "/api/v1/theme/:id/:section",
    {
      onRequest: answerFromCache(sectionCache),
      schema: {
        tags: themeTags,
        summary: "테마 섹션 하나의 항목 (사육 일지, 사육장, 스토어, 인기 상품, 벼룩시장, 질문, ...)",
        params: ThemeSectionParams,
        response: { 200: ThemeSectionResponse, ...notFound },
      },
    },
    (request, reply) =>
      sendCached(sectionCache, request, reply, ThemeSectionResponse, () =>
        content.themeSection(request.params.id, request.params.section),
      ),
  );
};
