/**
 * Banners, popups, events, contents, FAQs, icon themes (API.md "Site content") and "Home theme sections". The
 * site content kinds share one shape of routes, so each kind is one description below (`KINDS`): its list (URL
 * cached), its item (read, or viewed and counted), and its hit counter.
 */
import { IdParams } from "@mulmung/contract/common";
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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { type Cache, createCache } from "../../http/cache.ts";
import { type ApiApp, apiRoutes } from "../../http/route.ts";
import { PRODUCT_LISTS } from "../catalog/service.ts";
import { BOARD_LISTS } from "../community/service.ts";
import { visitorOf } from "../shared/view-count.ts";

/**
 * Public lists are the same for every caller: each URL's JSON is kept a few seconds (decision 005), like the
 * product lists. Content changes only by the operators, so seconds of delay are invisible.
 */
const CONTENT_LIST_TTL_MS = 10_000;
/** Sections show posts too: cleared with the board lists by every post change (decision 014). */
const SECTION_TTL_MS = 3000;
const ONCE_A_DAY = "방문자당 하루 한 번";

/** One kind of site content: `/api/v1/{path}`, `/{path}/{id}` and `/{path}/{id}/hit`, each where the kind has it. */
interface ContentKind<LQ extends z.ZodType, L extends z.ZodType, D extends z.ZodType> {
  path: string;
  /** What the summaries call one item. */
  name: string;
  list?: { summary: string; querystring: LQ; response: L; load: (query: z.output<LQ>) => Promise<z.output<L>> };
  /** One item; `counted` items count the visitor's view (once a day), so the caller is identified when logged in. */
  item?: { response: D; counted?: true; load: (id: number, visitor: string) => Promise<z.output<D>> };
  hit?: (id: number, visitor: string) => Promise<void>;
}

function contentKind<LQ extends z.ZodType, L extends z.ZodType, D extends z.ZodType>(
  app: ApiApp,
  listCache: Cache<Buffer>,
  { path, name, list, item, hit }: ContentKind<LQ, L, D>,
) {
  const route = apiRoutes(app, { tags: ["site-content"], errors: [400, 404] });
  const url = `/api/v1/${path}`;
  if (list) route.get(url, { ...list, errors: [400], cache: listCache, handler: ({ query }) => list.load(query) });
  if (item) {
    route.get(`${url}/:id`, {
      summary: item.counted ? `${name} 하나 (조회 수를 ${ONCE_A_DAY} 셉니다)` : `${name} 하나`,
      access: item.counted ? "optional" : "public",
      params: IdParams,
      response: item.response,
      handler: ({ params, request }) => item.load(params.id, visitorOf(request)),
    });
  }
  if (hit) {
    route.get(`${url}/:id/hit`, {
      summary: `${name} 클릭 수 (${ONCE_A_DAY})`,
      access: "optional",
      params: IdParams,
      status: 204,
      handler: async ({ params, request, reply }) => {
        await hit(params.id, visitorOf(request));
        reply.header("cache-control", "no-store");
      },
    });
  }
}

/** Site content's cache clear (migration 0049): every operator change reaches every app instance's lists at once. */
export const SITE_CONTENT_CACHE = "site-content";

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content, contentAdmin } = app.services;
  const listCache = createCache<Buffer>({ ttlMs: CONTENT_LIST_TTL_MS, maxEntries: 500, now: contentAdmin.now });
  app.cacheClears.register(SITE_CONTENT_CACHE, listCache);
  /** A list of items that run in a period is not served past the next start or end of any of them. */
  const scheduled =
    <Q, R>(load: (query: Q) => Promise<R>) =>
    async (query: Q): Promise<R> => {
      const [answer, next] = await Promise.all([load(query), contentAdmin.nextChange()]);
      if (next) listCache.expireAt(next.getTime());
      return answer;
    };
  const sectionCache = createCache<Buffer>({ ttlMs: SECTION_TTL_MS, maxEntries: 500 });
  app.cacheClears.register(BOARD_LISTS, sectionCache);
  app.cacheClears.register(PRODUCT_LISTS, sectionCache);
  const siteContent = apiRoutes(app, { tags: ["site-content"] });
  const theme = apiRoutes(app, { tags: ["theme"] });

  contentKind(app, listCache, {
    path: "banner",
    name: "배너",
    list: {
      summary: "배너 목록: 게시 중인 NORMAL 배너, 노출 경로와 위치별 (startDate,ASC, 100개)",
      querystring: BannerListQuery,
      response: BannerList,
      load: scheduled(content.listBanners),
    },
    item: { response: Banner, load: content.getBanner },
    hit: content.bannerHit,
  });
  contentKind(app, listCache, {
    path: "popup",
    name: "팝업",
    list: {
      summary: "팝업 목록: 게시 중인 NORMAL 팝업",
      querystring: PopupListQuery,
      response: PopupList,
      load: scheduled(content.listPopups),
    },
    hit: content.popupHit,
  });
  contentKind(app, listCache, {
    path: "content",
    name: "콘텐츠",
    list: {
      summary: "콘텐츠 목록 (orderNumber,ASC, 100개)",
      querystring: ContentListQuery,
      response: ContentList,
      load: content.listContents,
    },
    item: { response: ContentDetail, counted: true, load: content.viewContent },
  });
  contentKind(app, listCache, {
    path: "event",
    name: "이벤트",
    list: {
      summary: "이벤트 목록 (orderNumber,ASC, 100개)",
      querystring: EventListQuery,
      response: SiteEventList,
      load: scheduled(content.listEvents),
    },
    item: { response: SiteEventDetail, counted: true, load: content.viewEvent },
  });
  contentKind(app, listCache, {
    path: "faq",
    name: "자주 묻는 질문",
    list: {
      summary: "자주 묻는 질문 목록 (orderNumber,ASC, 100개; category로 거르기)",
      querystring: FaqListQuery,
      response: FaqList,
      load: content.listFaqs,
    },
    item: { response: Faq, load: content.getFaq },
  });

  /* ---- icon themes ---- */

  for (const [path, type, label] of [
    ["mania", "MANIA", "마니아"],
    ["product-exhibition", "PRODUCT_EXHIBITION", "기획전"],
  ] as const) {
    siteContent.get(`/api/v1/icon-theme/${path}`, {
      summary: `${label} 아이콘 테마 목록`,
      response: IconThemeList,
      cache: listCache,
      handler: () => content.listIconThemes(type),
    });
  }
  contentKind(app, listCache, { path: "icon-theme", name: "아이콘 테마", hit: content.iconThemeHit });

  /* ---- home theme sections ---- */

  theme.get("/api/v1/theme", {
    summary: "테마 섹션 목록: 순서대로, 종류와 위치(HOME, BREEDING_FARM, BREEDING_DAILY_RECORD, ANYWHERE)와 함께",
    querystring: ThemeListQuery,
    response: ThemeList,
    errors: [400],
    cache: listCache,
    handler: ({ query }) => content.listThemes(query),
  });

  theme.get("/api/v1/theme/:id/:section", {
    summary: "테마 섹션 하나의 항목 (사육 일지, 사육장, 스토어, 인기 상품, 벼룩시장, 질문, ...)",
    params: ThemeSectionParams,
    response: ThemeSectionResponse,
    errors: [400, 404],
    cache: sectionCache,
    handler: ({ params }) => content.themeSection(params.id, params.section),
  });
};
