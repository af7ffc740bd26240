/**
 * Site content: banners, popups, events, contents and FAQs (NORMAL only, SPEC §4; banners and popups only while
 * running), icon themes, and the home's theme sections, which show other modules' items through their services.
 * Hits count a visitor once per item and Seoul day (shared/view-count.ts).
 */

import { PublicBreedingFarmListQuery } from "@mulmung/contract/breeding";
import { AffiliateListQuery, ProductListQuery } from "@mulmung/contract/catalog";
import { AffiliatePostListQuery, CommunityBoardListQuery } from "@mulmung/contract/community";
import type {
  Banner,
  BannerListQuery,
  Content,
  ContentDetail,
  ContentListQuery,
  EventListQuery,
  Faq,
  FaqListQuery,
  IconTheme,
  Popup,
  PopupListQuery,
  SiteEvent,
  SiteEventDetail,
  Theme,
  ThemeListQuery,
  ThemeSectionItems,
  ThemeSectionResponse,
} from "@mulmung/contract/content";
import type { BANNER_EXPOSURE_ROUTES } from "@mulmung/domain/constants";
import { PAGE_SIZE } from "@mulmung/domain/constants";
import type { BannerPosition, IconThemeType, ThemeLayout, ThemeLocation, ThemeSection } from "@mulmung/domain/enums";
import type { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import type { createAffiliateService } from "../affiliate/service.ts";
import type { BreedingFarmService, BreedingRecordService } from "../breeding/service.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { createCommunityService } from "../community/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import {
  type BannerRow,
  type ContentRow,
  createContentRepository,
  type FaqRow,
  type IconThemeRow,
  type PopupRow,
  type SiteEventRow,
  type ThemeRow,
} from "./repository.ts";

type CommunityService = ReturnType<typeof createCommunityService>;
type AffiliateService = ReturnType<typeof createAffiliateService>;
type BannerExposureRoute = (typeof BANNER_EXPOSURE_ROUTES)[number];

export const BANNER_NOT_FOUND = "배너를 찾을 수 없습니다.";
export const POPUP_NOT_FOUND = "팝업을 찾을 수 없습니다.";
export const EVENT_NOT_FOUND = "이벤트를 찾을 수 없습니다.";
export const CONTENT_NOT_FOUND = "콘텐츠를 찾을 수 없습니다.";
export const FAQ_NOT_FOUND = "자주 묻는 질문을 찾을 수 없습니다.";
export const ICON_THEME_NOT_FOUND = "아이콘 테마를 찾을 수 없습니다.";
export const THEME_NOT_FOUND = "테마를 찾을 수 없습니다.";

/**
 * Items a section shows: a row of eight scrolls sideways, a grid shows two rows of two. Kept small: the home
 * renders a dozen sections on the server and hydrates them all (Lighthouse budget).
 */
const SECTION_SIZE: Record<ThemeLayout, number> = { HORIZONTAL: 8, GRID: 4 };
/** High-hit records are the most viewed among this many recent public records. */
const HIGH_HIT_POOL = 50;

const image = (cdnLink: string) => ({ fileRepository: { cdnLink } });
const iso = (date: Date) => date.toISOString();

function toBanner(row: BannerRow): Banner {
  return {
    id: row.id,
    title: row.title,
    clickLink: row.clickLink,
    bannerImage: image(row.imageUrl),
    exposureRoute: row.exposureRoute as BannerExposureRoute,
    exposurePosition: row.exposurePosition as BannerPosition,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    hits: row.hits,
  };
}

function toPopup(row: PopupRow): Popup {
  return {
    id: row.id,
    title: row.title,
    link: row.link,
    image: image(row.imageUrl),
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    hits: row.hits,
  };
}

function toEvent(row: SiteEventRow, now: Date): SiteEvent {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    link: row.link,
    image: image(row.imageUrl),
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    isEnded: row.endDate.getTime() <= now.getTime(),
    orderNumber: row.orderNumber,
    hits: row.hits,
  };
}

function toContent(row: ContentRow): Content {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    link: row.link,
    image: image(row.imageUrl),
    orderNumber: row.orderNumber,
    createDate: iso(row.createDate),
    hits: row.hits,
  };
}

function toFaq(row: FaqRow): Faq {
  return {
    id: row.id,
    category: row.category,
    question: row.question,
    answer: row.answer,
    orderNumber: row.orderNumber,
  };
}

function toIconTheme(row: IconThemeRow): IconTheme {
  return {
    id: row.id,
    iconThemeType: row.iconThemeType as IconThemeType,
    title: row.title,
    link: row.link,
    image: image(row.imageUrl),
    orderNumber: row.orderNumber,
    hits: row.hits,
  };
}

function toTheme(row: ThemeRow): Theme {
  return {
    id: row.id,
    title: row.title,
    subTitle: row.subTitle,
    section: row.section as ThemeSection,
    location: row.location as ThemeLocation,
    layout: row.layout as ThemeLayout,
    orderNumber: row.orderNumber,
  };
}

export function createContentService(
  deps: Pick<ServiceDeps, "db" | "clock"> & {
    catalog: CatalogService;
    affiliate: AffiliateService;
    community: CommunityService;
    breedingFarms: Pick<BreedingFarmService, "listPublicFarms">;
    breedingRecords: Pick<BreedingRecordService, "listPublicRecords">;
  },
) {
  const repository = createContentRepository(deps.db);
  const { catalog, affiliate, community, breedingFarms, breedingRecords } = deps;

  const products = async (query: z.input<typeof ProductListQuery>, size: number) =>
    ({
      kind: "product",
      items: (await catalog.listProducts(ProductListQuery.parse({ size, ...query }))).items,
    }) as const;
  const boards = async (dept1Category: string, size: number) =>
    ({
      kind: "board",
      items: (await community.list(CommunityBoardListQuery.parse({ size, dept1Category }))).items,
    }) as const;

  /** What each section shows (SPEC §3 home theme sections; API.md `GET /api/v1/theme/{id}/{section}`). */
  const SECTIONS: Record<ThemeSection, (theme: ThemeRow, size: number) => Promise<ThemeSectionItems>> = {
    "breeding-daily-record": async (_t, size) => ({
      kind: "record",
      items: (await breedingRecords.listPublicRecords(null, { size, offset: 0, orderBy: "recordDate,DESC" })).items,
    }),
    "breeding-farm": async (_t, size) => ({
      kind: "farm",
      items: (await breedingFarms.listPublicFarms(null, PublicBreedingFarmListQuery.parse({ size }))).items,
    }),
    affiliate: async (_t, size) => ({
      kind: "affiliate",
      items: (await affiliate.list(AffiliateListQuery.parse({ size, orderBy: "reviewCount,DESC" }))).items,
    }),
    popular: (_t, size) => products({ orderBy: "salesVolume,DESC" }, size),
    "flea-market": (_t, size) => products({ keyword: "fleamarket", orderBy: "createDate,DESC" }, size),
    question: (_t, size) => boards("QNA", size),
    "interesting-content": async (_t, size) => ({
      kind: "content",
      items: (await repository.findContents("orderNumber", { limit: size, offset: 0 })).map(toContent),
    }),
    housewarming: (_t, size) => boards("HOUSEWARMING", size),
    newsletter: async (_t, size) => ({
      kind: "newsletter",
      items: (await community.newsletters(AffiliatePostListQuery.parse({ size }))).items,
    }),
    "recommended-affiliate-product": (_t, size) => products({ orderBy: "productScore,DESC" }, size),
    "recent-product": (_t, size) => products({ orderBy: "createDate,DESC" }, size),
    "product-review": async (_t, size) => ({
      kind: "review",
      items: (await catalog.reviews({}, { size, offset: 0 })).items,
    }),
    // Raffle recruitments do not exist yet: the section stays empty, and the web hides an empty section.
    "raffle-recruitment": async () => ({ kind: "raffle", items: [] }),
    "high-hit-record": async (_t, size) => {
      const recent = await breedingRecords.listPublicRecords(null, {
        size: HIGH_HIT_POOL,
        offset: 0,
        orderBy: "recordDate,DESC",
      });
      return { kind: "record", items: [...recent.items].sort((a, b) => b.hits - a.hits).slice(0, size) };
    },
    "recommend-by-member": (_t, size) => products({ orderBy: "reviewCount,DESC" }, size),
    "popular-category-product": (t, size) =>
      products({ categoryCode: t.categoryCode ?? undefined, orderBy: "salesVolume,DESC" }, size),
    product: async (t, size) => ({
      kind: "product",
      items: await catalog.productSummariesInOrder(t.productIds.slice(0, size)),
    }),
  };

  async function requireTheme(id: number): Promise<ThemeRow> {
    const row = await repository.findTheme(id);
    if (!row) throw AppError.notFound(THEME_NOT_FOUND);
    return row;
  }

  /** Counts the view, or 404 with `message` when there is no such NORMAL item. */
  async function countHit(
    type: "BANNER" | "POPUP" | "SITE_EVENT" | "CONTENT" | "ICON_THEME",
    id: number,
    visitor: string,
    message: string,
  ): Promise<number> {
    const hits = await repository.countView(type, id, visitor);
    if (hits === undefined) throw AppError.notFound(message);
    return hits;
  }

  return {
    async listBanners(query: BannerListQuery) {
      const rows = await repository.findBanners(
        {
          now: deps.clock.now(),
          exposureRoute: query.exposureRoute,
          exposurePosition: query.exposurePosition,
          newestFirst: query.orderBy === "startDate,DESC",
        },
        pageWindow(query),
      );
      return pageOf(rows, query, toBanner);
    },

    async getBanner(id: number): Promise<Banner> {
      const row = await repository.findBanner(id);
      if (!row) throw AppError.notFound(BANNER_NOT_FOUND);
      return toBanner(row);
    },

    async bannerHit(id: number, visitor: string): Promise<void> {
      await countHit("BANNER", id, visitor, BANNER_NOT_FOUND);
    },

    async listPopups(query: PopupListQuery) {
      const rows = await repository.findPopups(
        { now: deps.clock.now(), newestFirst: query.orderBy === "startDate,DESC" },
        pageWindow(query),
      );
      return pageOf(rows, query, toPopup);
    },

    async popupHit(id: number, visitor: string): Promise<void> {
      await countHit("POPUP", id, visitor, POPUP_NOT_FOUND);
    },

    async listEvents(query: EventListQuery) {
      const now = deps.clock.now();
      const rows = await repository.findEvents(
        query.orderBy === "orderNumber,ASC" ? "orderNumber" : "newest",
        pageWindow(query),
      );
      return pageOf(rows, query, (row) => toEvent(row, now));
    },

    /** An event for its page; the view is counted. */
    async viewEvent(id: number, visitor: string): Promise<SiteEventDetail> {
      const hits = await countHit("SITE_EVENT", id, visitor, EVENT_NOT_FOUND);
      const row = await repository.findEvent(id);
      if (!row) throw AppError.notFound(EVENT_NOT_FOUND);
      return { ...toEvent({ ...row, hits }, deps.clock.now()), body: row.body };
    },

    async listContents(query: ContentListQuery) {
      const rows = await repository.findContents(
        query.orderBy === "orderNumber,ASC" ? "orderNumber" : "newest",
        pageWindow(query),
      );
      return pageOf(rows, query, toContent);
    },

    async viewContent(id: number, visitor: string): Promise<ContentDetail> {
      const hits = await countHit("CONTENT", id, visitor, CONTENT_NOT_FOUND);
      const row = await repository.findContent(id);
      if (!row) throw AppError.notFound(CONTENT_NOT_FOUND);
      return { ...toContent({ ...row, hits }), body: row.body };
    },

    async listFaqs(query: FaqListQuery) {
      return pageOf(await repository.findFaqs(query.category, pageWindow(query)), query, toFaq);
    },

    async getFaq(id: number): Promise<Faq> {
      const row = await repository.findFaq(id);
      if (!row) throw AppError.notFound(FAQ_NOT_FOUND);
      return toFaq(row);
    },

    async listIconThemes(iconThemeType: IconThemeType) {
      return { items: (await repository.findIconThemes(iconThemeType)).map(toIconTheme), nextOffset: null };
    },

    async iconThemeHit(id: number, visitor: string): Promise<void> {
      await countHit("ICON_THEME", id, visitor, ICON_THEME_NOT_FOUND);
    },

    async listThemes(query: ThemeListQuery) {
      return { items: (await repository.findThemes(query.location)).map(toTheme), nextOffset: null };
    },

    /** One section's items; a section the theme does not show is 404, like a missing theme. */
    async themeSection(id: number, section: ThemeSection): Promise<ThemeSectionResponse> {
      const row = await requireTheme(id);
      if (row.section !== section) throw AppError.notFound(THEME_NOT_FOUND);
      const items = await SECTIONS[section](row, SECTION_SIZE[row.layout as ThemeLayout] ?? PAGE_SIZE.default);
      return { theme: toTheme(row), ...items } as ThemeSectionResponse;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
