/**
 * Site content as the operators edit it (issue 27; `/api/v1/admin/{kind}`): banners, popups, events, contents,
 * FAQs and icon themes, each described once: what the form sends (`…Input`) and what the console lists
 * (`Admin…`: the same fields with the id, the counts and where the item stands: domain/site-content.ts).
 */
import { BANNER_EXPOSURE_ROUTES } from "@mulmung/domain/constants";
import {
  BANNER_POSITIONS,
  ICON_THEME_TYPES,
  THEME_LAYOUTS,
  THEME_LOCATIONS,
  THEME_SECTIONS,
} from "@mulmung/domain/enums";
import { CONTENT_SCHEDULES, EDITABLE_CONTENT_STATES } from "@mulmung/domain/site-content";
import { parseSiteLink } from "@mulmung/domain/site-link";
import { z } from "zod";
import { BodyIds, requiredText } from "./common.ts";
import { ProductImageUrl } from "./partner.ts";

/** SPEC §2's link prefixes (decision 026): `app:/route`, `browser:https://…`, or an http(s) address; empty = none. */
const SiteLinkInput = z
  .string()
  .trim()
  .max(500, "링크는 500자까지 입력할 수 있습니다")
  .refine((link) => link === "" || parseSiteLink(link) !== null, {
    message: "링크는 app:/경로, browser:https://주소 또는 https://주소 형식으로 입력해주세요",
  })
  .transform((link) => (link === "" ? null : link))
  .nullable()
  .default(null);

const Moment = (label: string) => z.iso.datetime({ offset: true, message: `${label}을 날짜와 시각으로 입력해주세요` });
const withPeriod = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, startDate: Moment("시작일"), endDate: Moment("종료일") }).refine(
    (item) => {
      const { startDate, endDate } = item as { startDate: string; endDate: string };
      return Date.parse(startDate) < Date.parse(endDate);
    },
    { message: "종료일은 시작일보다 뒤여야 합니다", path: ["endDate"] },
  );

const state = z.enum(EDITABLE_CONTENT_STATES, { message: "노출 상태를 다시 선택해주세요" }).default("NORMAL");
const title = requiredText("제목을 입력해주세요", 100, "제목은 100자까지 입력할 수 있습니다");
const image = ProductImageUrl;
const article = {
  title,
  summary: requiredText("요약을 입력해주세요", 300, "요약은 300자까지 입력할 수 있습니다"),
  body: z
    .array(z.string().trim().min(1, "빈 문단은 넣을 수 없습니다").max(5_000, "문단은 5,000자까지입니다"))
    .min(1, "본문을 한 문단 이상 입력해주세요")
    .max(50, "문단은 50개까지입니다"),
  imageUrl: image,
  link: SiteLinkInput,
  state,
};

/** The fields of each kind, as plain shapes: the form's input adds the period rule, the list adds what it shows. */
const bannerFields = {
  title,
  imageUrl: image,
  clickLink: SiteLinkInput,
  exposureRoute: z.enum(BANNER_EXPOSURE_ROUTES, { message: "노출 화면을 다시 선택해주세요" }),
  exposurePosition: z.enum(BANNER_POSITIONS, { message: "노출 위치를 다시 선택해주세요" }),
  state,
};
const popupFields = {
  title,
  imageUrl: image,
  link: SiteLinkInput,
  exposureRoute: z.enum(BANNER_EXPOSURE_ROUTES, { message: "노출 화면을 다시 선택해주세요" }).default("/"),
  state,
};
const faqFields = {
  category: requiredText("분류를 입력해주세요", 30, "분류는 30자까지 입력할 수 있습니다"),
  question: requiredText("질문을 입력해주세요", 200, "질문은 200자까지 입력할 수 있습니다"),
  answer: requiredText("답변을 입력해주세요", 5_000, "답변은 5,000자까지 입력할 수 있습니다"),
  state,
};
const iconThemeFields = {
  iconThemeType: z.enum(ICON_THEME_TYPES, { message: "아이콘 테마 종류를 다시 선택해주세요" }),
  title,
  imageUrl: image,
  link: SiteLinkInput,
  state,
};

export const BannerInput = withPeriod(bannerFields);
export const PopupInput = withPeriod(popupFields);
export const EventInput = withPeriod(article);
export const ContentInput = z.object(article);
export const FaqInput = z.object(faqFields);
export const IconThemeInput = z.object(iconThemeFields);

/**
 * A home (or breeding) theme section: what it shows (`section`), where, how, and for the product section the
 * products the operator picked, in order; for the popular-category section its category.
 */
const themeFields = {
  title,
  subTitle: z.string().trim().max(100, "부제는 100자까지 입력할 수 있습니다").nullable().default(null),
  section: z.enum(THEME_SECTIONS, { message: "섹션 종류를 다시 선택해주세요" }),
  location: z.enum(THEME_LOCATIONS, { message: "노출 화면을 다시 선택해주세요" }),
  layout: z.enum(THEME_LAYOUTS, { message: "배치를 다시 선택해주세요" }).default("HORIZONTAL"),
  categoryCode: z.string().trim().max(20).nullable().default(null),
  productIds: BodyIds({
    min: 0,
    max: 30,
    empty: "상품을 골라주세요",
    tooMany: "상품은 30개까지 고를 수 있습니다",
  }).default([]),
  state,
};
export const ThemeInput = z
  .object(themeFields)
  .refine((t) => t.section !== "popular-category-product" || t.categoryCode !== null, {
    message: "인기 카테고리 섹션은 카테고리를 골라야 합니다",
    path: ["categoryCode"],
  })
  .refine((t) => t.section !== "product" || t.productIds.length > 0, {
    message: "상품 섹션은 상품을 한 개 이상 골라야 합니다",
    path: ["productIds"],
  });

/** What every listed item carries beside its fields. */
const listed = {
  id: z.number().int(),
  state: z.string(),
  schedule: z.enum(CONTENT_SCHEDULES),
  orderNumber: z.number().int(),
  hits: z.number().int(),
  createDate: z.string(),
};
const timed = { startDate: z.string(), endDate: z.string() };
const shown = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, ...listed });

export const AdminBanner = shown({ ...bannerFields, clickLink: z.string().nullable(), ...timed });
export const AdminPopup = shown({ ...popupFields, link: z.string().nullable(), ...timed });
export const AdminEvent = shown({ ...article, link: z.string().nullable(), ...timed });
export const AdminContent = shown({ ...article, link: z.string().nullable() });
export const AdminFaq = shown(faqFields);
export const AdminIconTheme = shown({ ...iconThemeFields, link: z.string().nullable() });
export const AdminTheme = shown(themeFields);

/** The console's lists: every item but the deleted, in the members' order. */
export const adminListOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** A new order of the list: its ids, each once, as the operator arranged them. */
export const ContentOrder = z.object({
  ids: BodyIds({ max: 500, empty: "순서를 정할 항목이 없습니다" }),
});
export type ContentOrder = z.infer<typeof ContentOrder>;
