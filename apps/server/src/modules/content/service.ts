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
import type { RaffleService } from "../raffle/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { CONTENT_NOT_FOUND } from "./kinds.ts";
import {
  type BannerRow,
  type ContentKind,
  type ContentRow,
  createContentRepository,
  type FaqRow,
  type IconThemeRow,
  type PopupRow,
  type RowOf,
  type SiteEventRow,
  type ThemeRow,
  type ViewedKind,
} from "./repository.ts";

type CommunityService = ReturnType<typeof createCommunityService>;
type AffiliateService = ReturnType<typeof createAffiliateService>;
type BannerExposureRoute = (typeof BANNER_EXPOSURE_ROUTES)[number];

/**
 * Items a section shows: a row of eight scrolls sideways, a grid shows two rows of two. Kept small: the home
 * renders a dozen sections on the server and hydrates them all (Lighthouse budget).
 */
const SECTION_SIZE: Record<ThemeLayout, number> = { HORIZONTAL: 8, GRID: 4 };
/** High-hit records are the most viewed among this many recent public records. */
const HIGH_HIT_POOL = 50;

const image = (cdnLink: string) => ({ fileRepository: { cdnLink } });
const iso = (date: Date) => date.toISOString();
const period = (row: { startDate: Date; endDate: Date }) => ({
  startDate: iso(row.startDate),
  endDate: iso(row.endDate),
});

function toBanner(row: BannerRow): Banner {
  const { id, title, clickLink, hits } = row;
  const exposureRoute = row.exposureRoute as BannerExposureRoute;
  const exposurePosition = row.exposurePosition as BannerPosition;
  return {
    id,
    title,
    clickLink,
    bannerImage: image(row.imageUrl),
    exposureRoute,
    exposurePosition,
    ...period(row),
    hits,
  };
}

function toPopup(row: PopupRow): Popup {
  const { id, title, link, hits } = row;
  const exposureRoute = row.exposureRoute as BannerExposureRoute;
  return { id, title, link, exposureRoute, hits, image: image(row.imageUrl), ...period(row) };
}

function toEvent(row: SiteEventRow, now: Date): SiteEvent {
  const { id, title, summary, link, orderNumber, hits } = row;
  const isEnded = row.endDate.getTime() <= now.getTime();
  return { id, title, summary, link, orderNumber, hits, image: image(row.imageUrl), ...period(row), isEnded };
}

function toContent(row: ContentRow): Content {
  const { id, title, summary, link, orderNumber, hits } = row;
  return { id, title, summary, link, orderNumber, hits, image: image(row.imageUrl), createDate: iso(row.createDate) };
}

function toFaq({ id, category, question, answer, orderNumber }: FaqRow): Faq {
  return { id, category, question, answer, orderNumber };
}

function toIconTheme(row: IconThemeRow): IconTheme {
  const { id, title, link, orderNumber, hits } = row;
  return {
    id,
    title,
    link,
    orderNumber,
    hits,
    image: image(row.imageUrl),
    iconThemeType: row.iconThemeType as IconThemeType,
  };
}

function toTheme(row: ThemeRow): Theme {
  const { id, title, subTitle, orderNumber } = row;
  const section = row.section as ThemeSection;
  return {
    id,
    title,
    subTitle,
    section,
    location: row.location as ThemeLocation,
    layout: row.layout as ThemeLayout,
    orderNumber,
  };
}

export function createContentService(
  deps: Pick<ServiceDeps, "db" | "clock"> & {
    catalog: CatalogService;
    affiliate: AffiliateService;
    community: CommunityService;
    breedingFarms: Pick<BreedingFarmService, "listPublicFarms">;
    breedingRecords: Pick<BreedingRecordService, "listPublicRecords">;
    raffles: Pick<RaffleService, "listRecruitments">;
  },
) {
  const repository = createContentRepository(deps.db);
  const { catalog, affiliate, community, breedingFarms, breedingRecords, raffles } = deps;

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
    // Recruitments open now; the web hides the section when none is.
    "raffle-recruitment": async (_t, size) => ({
      kind: "raffle",
      items: (await raffles.listRecruitments({ state: "OPEN", size, offset: 0 })).items,
    }),
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

  /** The NORMAL item of a kind, or 404 with the kind's message. */
  async function requireOne<K extends ContentKind>(kind: K, id: number): Promise<RowOf<K>> {
    const row = await repository.findOne(kind, id);
    if (!row) throw AppError.notFound(CONTENT_NOT_FOUND[kind]);
    return row;
  }

  /** Counts the visitor's view (once a day) and answers the item's hits after it, or 404 when there is none. */
  async function countHit(kind: ViewedKind, id: number, visitor: string): Promise<number> {
    const hits = await repository.countView(kind, id, visitor);
    if (hits === undefined) throw AppError.notFound(CONTENT_NOT_FOUND[kind]);
    return hits;
  }
  const hit = (kind: ViewedKind) => async (id: number, visitor: string) => {
    await countHit(kind, id, visitor);
  };

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

    getBanner: async (id: number): Promise<Banner> => toBanner(await requireOne("BANNER", id)),
    bannerHit: hit("BANNER"),

    async listPopups(query: PopupListQuery) {
      const rows = await repository.findPopups(
        {
          now: deps.clock.now(),
          exposureRoute: query.exposureRoute,
          newestFirst: query.orderBy === "startDate,DESC",
        },
        pageWindow(query),
      );
      return pageOf(rows, query, toPopup);
    },

    popupHit: hit("POPUP"),

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
      const hits = await countHit("SITE_EVENT", id, visitor);
      const row = await requireOne("SITE_EVENT", id);
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
      const hits = await countHit("CONTENT", id, visitor);
      const row = await requireOne("CONTENT", id);
      return { ...toContent({ ...row, hits }), body: row.body };
    },

    async listFaqs(query: FaqListQuery) {
      return pageOf(await repository.findFaqs(query.category, pageWindow(query)), query, toFaq);
    },

    getFaq: async (id: number): Promise<Faq> => toFaq(await requireOne("FAQ", id)),

    async listIconThemes(iconThemeType: IconThemeType) {
      return { items: (await repository.findIconThemes(iconThemeType)).map(toIconTheme), nextOffset: null };
    },

    iconThemeHit: hit("ICON_THEME"),

    async listThemes(query: ThemeListQuery) {
      return { items: (await repository.findThemes(query.location)).map(toTheme), nextOffset: null };
    },

    /** One section's items; a section the theme does not show is 404, like a missing theme. */
    async themeSection(id: number, section: ThemeSection): Promise<ThemeSectionResponse> {
      const row = await requireOne("THEME", id);
      if (row.section !== section) throw AppError.notFound(CONTENT_NOT_FOUND.THEME);
      const items = await SECTIONS[section](row, SECTION_SIZE[row.layout as ThemeLayout] ?? PAGE_SIZE.default);
      return { theme: toTheme(row), ...items } as ThemeSectionResponse;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
