/**
 * The console's site content (issue 27), each kind described ONCE here: its API path, its tab's name, the fields of
 * its form (in order) and what its list shows. The list, the form, the preview and the request body are all drawn
 * from these descriptions (content-list.tsx, content-form.tsx); no kind has a hand-written form.
 */
import { BANNER_EXPOSURE_ROUTES } from "@mulmung/domain/constants";
import {
  BANNER_POSITIONS,
  ICON_THEME_TYPES,
  THEME_LAYOUTS,
  THEME_LOCATIONS,
  THEME_SECTIONS,
} from "@mulmung/domain/enums";
import { EDITABLE_CONTENT_STATES } from "@mulmung/domain/site-content";
import { fromSeoulInput, toSeoulInput } from "../../lib/seoul-input.ts";

export const CONTENT_KINDS = ["banner", "popup", "event", "content", "faq", "icon-theme", "theme"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: string | null | undefined): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value ?? "");
}

export interface Choice {
  value: string;
  label: string;
}

/** One field of a form: its name in the API's body, its label, and how it is edited. */
export type FieldSpec =
  | { name: string; label: string; type: "text"; max: number; optional?: boolean; hint?: string }
  | { name: string; label: string; type: "textarea"; max: number; rows?: number }
  /** A list of paragraphs (an article's body), one text box per paragraph. */
  | { name: string; label: string; type: "paragraphs" }
  | { name: string; label: string; type: "image" }
  /** A site link (SPEC §2): `app:/경로`, `browser:https://…` or `https://…`; empty for none. */
  | { name: string; label: string; type: "link" }
  | { name: string; label: string; type: "select"; choices: readonly Choice[] }
  /** The product section's picked products, in order (ids). */
  | { name: string; label: string; type: "products" }
  /** A product category (the popular-category section), from the category tree. */
  | { name: string; label: string; type: "category" };

export interface KindSpec {
  kind: ContentKind;
  /** `/api/v1/admin/{path}`. */
  path: string;
  /** The tab's and the page's name. */
  label: string;
  /** Has a start and an end (members see it only between them). */
  timed: boolean;
  fields: readonly FieldSpec[];
  /** The field the list names an item by. */
  titleField: string;
  /** How the item is previewed as members see it. */
  preview: "banner" | "popup" | "card" | "faq" | "none";
}

const pick = (values: readonly string[], labels: Readonly<Record<string, string>>): Choice[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

export const STATE_LABEL: Readonly<Record<string, string>> = { NORMAL: "노출", DEACTIVATE: "숨김" };
export const POSITION_LABEL: Readonly<Record<string, string>> = { TOP: "상단", MIDDLE: "중간", BOTTOM: "하단" };
export const ROUTE_LABEL: Readonly<Record<string, string>> = {
  "/": "홈 (/)",
  "/ecommerce": "쇼핑 (/ecommerce)",
  "/my-info": "내 정보 (/my-info)",
  "/breeding": "브리딩 (/breeding)",
  "/home": "홈 (/home)",
  "/community": "커뮤니티 (/community)",
  "/community/board": "게시판 (/community/board)",
};
export const ICON_THEME_LABEL: Readonly<Record<string, string>> = { MANIA: "매니아", PRODUCT_EXHIBITION: "기획전" };
export const LOCATION_LABEL: Readonly<Record<string, string>> = {
  HOME: "홈",
  BREEDING_FARM: "브리딩 농장",
  BREEDING_DAILY_RECORD: "브리딩 일지",
  ANYWHERE: "어디서나",
};
export const LAYOUT_LABEL: Readonly<Record<string, string>> = { HORIZONTAL: "가로 한 줄", GRID: "격자" };
export const SECTION_LABEL: Readonly<Record<string, string>> = {
  "breeding-daily-record": "브리딩 일지",
  "breeding-farm": "브리딩 농장",
  affiliate: "스토어",
  popular: "인기 상품",
  "flea-market": "벼룩시장",
  question: "질문 게시판",
  "interesting-content": "흥미로운 콘텐츠",
  housewarming: "집들이",
  newsletter: "뉴스레터",
  "recommended-affiliate-product": "추천 스토어 상품",
  "recent-product": "최근 본 상품",
  "product-review": "상품 리뷰",
  "raffle-recruitment": "추첨 모집",
  "high-hit-record": "조회 많은 일지",
  "recommend-by-member": "회원 추천",
  "popular-category-product": "인기 카테고리 상품",
  product: "상품 (직접 고르기)",
};

const state: FieldSpec = {
  name: "state",
  label: "노출 상태",
  type: "select",
  choices: pick(EDITABLE_CONTENT_STATES, STATE_LABEL),
};
const title: FieldSpec = { name: "title", label: "제목", type: "text", max: 100 };
/** The page a banner or a popup shows on (SPEC §2 exposure routes). */
const exposureRoute: FieldSpec = {
  name: "exposureRoute",
  label: "노출 화면",
  type: "select",
  choices: pick(BANNER_EXPOSURE_ROUTES, ROUTE_LABEL),
};
const image: FieldSpec = { name: "imageUrl", label: "이미지", type: "image" };
const article: readonly FieldSpec[] = [
  title,
  { name: "summary", label: "요약", type: "textarea", max: 300, rows: 2 },
  { name: "body", label: "본문", type: "paragraphs" },
  image,
  { name: "link", label: "링크", type: "link" },
  state,
];

export const KINDS: Readonly<Record<ContentKind, KindSpec>> = {
  banner: {
    kind: "banner",
    path: "banner",
    label: "배너",
    timed: true,
    titleField: "title",
    preview: "banner",
    fields: [
      title,
      image,
      { name: "clickLink", label: "클릭 링크", type: "link" },
      exposureRoute,
      { name: "exposurePosition", label: "노출 위치", type: "select", choices: pick(BANNER_POSITIONS, POSITION_LABEL) },
      state,
    ],
  },
  popup: {
    kind: "popup",
    path: "popup",
    label: "팝업",
    timed: true,
    titleField: "title",
    preview: "popup",
    fields: [title, image, { name: "link", label: "링크", type: "link" }, exposureRoute, state],
  },
  event: {
    kind: "event",
    path: "event",
    label: "이벤트",
    timed: true,
    titleField: "title",
    preview: "card",
    fields: article,
  },
  content: {
    kind: "content",
    path: "content",
    label: "콘텐츠",
    timed: false,
    titleField: "title",
    preview: "card",
    fields: article,
  },
  faq: {
    kind: "faq",
    path: "faq",
    label: "FAQ",
    timed: false,
    titleField: "question",
    preview: "faq",
    fields: [
      { name: "category", label: "분류", type: "text", max: 30 },
      { name: "question", label: "질문", type: "text", max: 200 },
      { name: "answer", label: "답변", type: "textarea", max: 5000, rows: 6 },
      state,
    ],
  },
  "icon-theme": {
    kind: "icon-theme",
    path: "icon-theme",
    label: "아이콘 테마",
    timed: false,
    titleField: "title",
    preview: "card",
    fields: [
      { name: "iconThemeType", label: "종류", type: "select", choices: pick(ICON_THEME_TYPES, ICON_THEME_LABEL) },
      title,
      image,
      { name: "link", label: "링크", type: "link" },
      state,
    ],
  },
  theme: {
    kind: "theme",
    path: "theme",
    label: "홈 테마",
    timed: false,
    titleField: "title",
    preview: "none",
    fields: [
      title,
      { name: "subTitle", label: "부제", type: "text", max: 100, optional: true },
      { name: "section", label: "섹션 종류", type: "select", choices: pick(THEME_SECTIONS, SECTION_LABEL) },
      { name: "location", label: "노출 화면", type: "select", choices: pick(THEME_LOCATIONS, LOCATION_LABEL) },
      { name: "layout", label: "배치", type: "select", choices: pick(THEME_LAYOUTS, LAYOUT_LABEL) },
      { name: "categoryCode", label: "카테고리", type: "category" },
      { name: "productIds", label: "상품", type: "products" },
      state,
    ],
  },
};

/** Whether a theme field applies to the section chosen: the category only for 인기 카테고리, products only for 상품. */
export function fieldApplies(field: FieldSpec, values: Readonly<Record<string, unknown>>): boolean {
  if (field.type === "category") return values.section === "popular-category-product";
  if (field.type === "products") return values.section === "product";
  return true;
}

/** A form's values: text fields as strings, the body as paragraphs, the products as ids, the period as Seoul inputs. */
export type FormValues = Record<string, string | string[] | number[]>;

/** The empty form of a kind: the first choice of each select, 노출, and a period from now for a week. */
export function emptyValues(spec: KindSpec, now: Date): FormValues {
  const values: FormValues = {};
  for (const field of spec.fields) {
    if (field.type === "select") values[field.name] = field.choices[0]?.value ?? "";
    else if (field.type === "paragraphs") values[field.name] = [""];
    else if (field.type === "products") values[field.name] = [];
    else values[field.name] = "";
  }
  if (spec.timed) {
    values.startDate = toSeoulInput(now.toISOString());
    values.endDate = toSeoulInput(new Date(now.getTime() + 7 * 24 * 3600_000).toISOString());
  }
  return values;
}

/** An item as the API lists it, as the form edits it. */
export function itemValues(spec: KindSpec, item: Readonly<Record<string, unknown>>): FormValues {
  const values: FormValues = {};
  for (const field of spec.fields) {
    const value = item[field.name];
    if (field.type === "paragraphs") values[field.name] = Array.isArray(value) ? value.map(String) : [""];
    else if (field.type === "products") values[field.name] = Array.isArray(value) ? value.map(Number) : [];
    else values[field.name] = value === null || value === undefined ? "" : String(value);
  }
  if (spec.timed) {
    values.startDate = toSeoulInput(String(item.startDate ?? ""));
    values.endDate = toSeoulInput(String(item.endDate ?? ""));
  }
  return values;
}

/** The request body of a kind from its form's values (empty optional texts as null, the period in Seoul time). */
export function requestBody(spec: KindSpec, values: Readonly<FormValues>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of spec.fields) {
    const value = values[field.name];
    if (field.type === "paragraphs") {
      body[field.name] = (Array.isArray(value) ? value.map(String) : []).map((p) => p.trim()).filter(Boolean);
    } else if (field.type === "products") {
      body[field.name] = fieldApplies(field, values) && Array.isArray(value) ? value.map(Number) : [];
    } else if (field.type === "category") {
      body[field.name] = fieldApplies(field, values) && value ? String(value) : null;
    } else if (field.type === "text" && field.optional) {
      body[field.name] = String(value ?? "").trim() || null;
    } else {
      body[field.name] = String(value ?? "");
    }
  }
  if (spec.timed) {
    body.startDate = fromSeoulInput(String(values.startDate ?? ""));
    body.endDate = fromSeoulInput(String(values.endDate ?? ""));
  }
  return body;
}

/** The list moved: `from` taken out and put at `to`. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** What a site link does, in words, for the field's hint (decision 026's prefixes). */
export function linkMeaning(link: string): string | null {
  const value = link.trim();
  if (value === "") return "링크 없음 (눌러도 이동하지 않습니다)";
  if (value.startsWith("app:/")) return `앱 안의 화면 ${value.slice(4)}(으)로 이동합니다`;
  if (value.startsWith("browser:")) return `외부 브라우저에서 ${value.slice(8)} 을(를) 엽니다`;
  if (/^https?:\/\//.test(value)) return `웹 주소 ${value} (으)로 이동합니다`;
  return null;
}

/**
 * The API's refusal with the kind's field labels for its field names: "입력값을 확인해 주세요. title: 제목을
 * 입력해주세요" → "입력값을 확인해 주세요. 제목: 제목을 입력해주세요" (a paragraph's `body.2` is 본문 3).
 */
export function withFieldLabels(spec: KindSpec, message: string): string {
  const labels: Record<string, string> = { startDate: "시작", endDate: "종료" };
  for (const field of spec.fields) labels[field.name] = field.label;
  return message.replace(
    /(^|\. |, )([A-Za-z]\w*)(?:\.(\d+))?: /g,
    (whole, before: string, name: string, index?: string) => {
      const label = labels[name];
      if (!label) return whole;
      return `${before}${index === undefined ? label : `${label} ${Number(index) + 1}`}: `;
    },
  );
}
