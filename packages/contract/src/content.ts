/**
 * Banners, popups, events, contents, FAQs, icon themes and the home's theme sections (SPEC.md §3, §7; API.md
 * "Site content" and "Home theme sections"). Lists answer NORMAL items only (SPEC §4).
 */
import { BANNER_EXPOSURE_ROUTES, ORDER_BY, PAGE_SIZE } from "@mulmung/domain/constants";
import {
  BANNER_POSITIONS,
  ICON_THEME_TYPES,
  THEME_LAYOUTS,
  THEME_LOCATIONS,
  THEME_SECTIONS,
} from "@mulmung/domain/enums";
import { z } from "zod";
import { BreedingFarm, DailyRecord } from "./breeding.ts";
import { Affiliate, ProductSummary, Review } from "./catalog.ts";
import { IdParams, listOf, PagingQuery, pageSize, period } from "./common.ts";
import { AffiliateNewsletter, CommunityBoardSummary } from "./community.ts";
import { RaffleRecruitment } from "./programs.ts";

/** SPEC §3 `Image: fileRepository.cdnLink`. */
export const ContentImage = z
  .object({ fileRepository: z.object({ cdnLink: z.string() }) })
  .meta({ id: "ContentImage" });

const Link = z
  .string()
  .nullable()
  .meta({ description: "`app:/route` opens in the app, `browser:https://…` in the browser, other https in a new tab" });

/** What a piece of site content leads to and shows: a link and a picture. */
const linkAndImage = { link: Link, image: ContentImage };
/** A page of its own behind an event or a content. */
const body = { body: z.array(z.string()).meta({ description: "paragraphs of plain text" }) };

/** `xStates=NORMAL`: SPEC §4 asks for NORMAL items only; the public API serves nothing else. */
const normalOnly = (field: string) =>
  z.enum(["NORMAL"], { message: `${field}는 NORMAL만 조회할 수 있습니다` }).default("NORMAL");

/** A list query of SPEC §7: size 100 by default, one order first, and its `xStates` filter (NORMAL only). */
function contentListQuery<const S extends string, const O extends string>(states: S, orders: readonly [O, ...O[]]) {
  const normalStates = { [states]: normalOnly(states) } as Record<S, ReturnType<typeof normalOnly>>;
  return PagingQuery.extend({
    size: pageSize().default(PAGE_SIZE.banner),
    orderBy: z.enum(orders, { message: `정렬 기준은 ${orders.join(", ")} 중 하나여야 합니다` }).default(orders[0]),
    ...normalStates,
  });
}

/* ---- Banners ---- */

/** Where a banner or a popup shows (SPEC §2 exposure routes); a list may ask for one route's. */
const exposureRouteQuery = z
  .enum(BANNER_EXPOSURE_ROUTES, {
    message: `exposureRoute는 ${BANNER_EXPOSURE_ROUTES.join(", ")} 중 하나여야 합니다`,
  })
  .optional();

export const BannerListQuery = contentListQuery("bannerStates", [ORDER_BY.banner, "startDate,DESC"]).extend({
  exposureRoute: exposureRouteQuery,
  exposurePosition: z
    .enum(BANNER_POSITIONS, { message: "exposurePosition은 TOP, MIDDLE, BOTTOM 중 하나여야 합니다" })
    .optional(),
});
export type BannerListQuery = z.infer<typeof BannerListQuery>;

export const Banner = z
  .object({
    id: z.number(),
    title: z.string().meta({ description: "the banner's text alternative" }),
    clickLink: Link,
    bannerImage: ContentImage,
    exposureRoute: z.enum(BANNER_EXPOSURE_ROUTES),
    exposurePosition: z.enum(BANNER_POSITIONS),
    ...period,
    hits: z.number(),
  })
  .meta({ id: "Banner" });
export type Banner = z.infer<typeof Banner>;
export const BannerList = listOf(Banner);

/* ---- Popups ---- */

export const PopupListQuery = contentListQuery("popupStates", [ORDER_BY.popup, "startDate,DESC"]).extend({
  exposureRoute: exposureRouteQuery,
});
export type PopupListQuery = z.infer<typeof PopupListQuery>;

export const Popup = z
  .object({
    id: z.number(),
    title: z.string(),
    ...linkAndImage,
    exposureRoute: z
      .enum(BANNER_EXPOSURE_ROUTES)
      .meta({ description: "the page it shows on (SPEC §2 exposure routes; the home by default)" }),
    ...period,
    hits: z.number(),
  })
  .meta({ id: "Popup" });
export type Popup = z.infer<typeof Popup>;
export const PopupList = listOf(Popup);

/* ---- Events ---- */

export const EventListQuery = contentListQuery("eventStates", [ORDER_BY.event, "startDate,DESC"]);
export type EventListQuery = z.infer<typeof EventListQuery>;

export const SiteEvent = z
  .object({
    id: z.number(),
    title: z.string(),
    summary: z.string(),
    ...linkAndImage,
    ...period,
    isEnded: z.boolean().meta({ description: "the event period is over" }),
    orderNumber: z.number(),
    hits: z.number(),
  })
  .meta({ id: "Event" });
export type SiteEvent = z.infer<typeof SiteEvent>;
export const SiteEventDetail = SiteEvent.extend(body).meta({ id: "EventDetail" });
export type SiteEventDetail = z.infer<typeof SiteEventDetail>;
export const SiteEventList = listOf(SiteEvent);

/* ---- Contents ---- */

export const ContentListQuery = contentListQuery("contentStates", [ORDER_BY.content, "createDate,DESC"]);
export type ContentListQuery = z.infer<typeof ContentListQuery>;

export const Content = z
  .object({
    id: z.number(),
    title: z.string(),
    summary: z.string(),
    ...linkAndImage,
    orderNumber: z.number(),
    createDate: z.string(),
    hits: z.number(),
  })
  .meta({ id: "Content" });
export type Content = z.infer<typeof Content>;
export const ContentDetail = Content.extend(body).meta({ id: "ContentDetail" });
export type ContentDetail = z.infer<typeof ContentDetail>;
export const ContentList = listOf(Content);

/* ---- FAQs ---- */

export const FaqListQuery = contentListQuery("faqStates", [ORDER_BY.faq]).extend({
  category: z.string().trim().min(1).max(30, "category는 30자까지입니다").optional(),
});
export type FaqListQuery = z.infer<typeof FaqListQuery>;

export const Faq = z
  .object({
    id: z.number(),
    category: z.string().meta({ description: "주문·결제, 배송, ... (the list groups by it)" }),
    question: z.string(),
    answer: z.string(),
    orderNumber: z.number(),
  })
  .meta({ id: "Faq" });
export type Faq = z.infer<typeof Faq>;
export const FaqList = listOf(Faq);

/* ---- Icon themes ---- */

export const IconTheme = z
  .object({
    id: z.number(),
    iconThemeType: z.enum(ICON_THEME_TYPES),
    title: z.string(),
    ...linkAndImage,
    orderNumber: z.number(),
    hits: z.number(),
  })
  .meta({ id: "IconTheme" });
export type IconTheme = z.infer<typeof IconTheme>;
export const IconThemeList = listOf(IconTheme);

/* ---- Home theme sections ---- */

export const ThemeListQuery = z.object({
  location: z
    .enum(THEME_LOCATIONS, { message: `location은 ${THEME_LOCATIONS.join(", ")} 중 하나여야 합니다` })
    .optional()
    .meta({ description: "sections of this place, ANYWHERE ones included; all when absent" }),
});
export type ThemeListQuery = z.infer<typeof ThemeListQuery>;

export const Theme = z
  .object({
    id: z.number(),
    title: z.string(),
    subTitle: z.string().nullable(),
    section: z.enum(THEME_SECTIONS),
    location: z.enum(THEME_LOCATIONS),
    layout: z.enum(THEME_LAYOUTS),
    orderNumber: z.number(),
  })
  .meta({ id: "Theme" });
export type Theme = z.infer<typeof Theme>;
export const ThemeList = listOf(Theme);

export const ThemeSectionParams = IdParams.extend({
  section: z.enum(THEME_SECTIONS, { message: `section은 ${THEME_SECTIONS.join(", ")} 중 하나여야 합니다` }),
});

const sectionOf = <const K extends string, T extends z.ZodType>(kind: K, item: T) =>
  z.object({ theme: Theme, kind: z.literal(kind), items: z.array(item) });

/** One section's items, by kind of item, with the theme they belong to. */
export const ThemeSectionResponse = z
  .discriminatedUnion("kind", [
    sectionOf("product", ProductSummary),
    sectionOf("board", CommunityBoardSummary),
    sectionOf("newsletter", AffiliateNewsletter),
    sectionOf("farm", BreedingFarm),
    sectionOf("record", DailyRecord),
    sectionOf("affiliate", Affiliate),
    sectionOf("review", Review),
    sectionOf("content", Content),
    sectionOf("raffle", RaffleRecruitment),
  ])
  .meta({ id: "ThemeSection" });
export type ThemeSectionResponse = z.infer<typeof ThemeSectionResponse>;
export type ThemeSectionItems = Omit<ThemeSectionResponse, "theme">;
