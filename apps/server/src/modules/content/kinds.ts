/** The site content kinds: each one's table (by the name its view counts go by) and what its 404 says. */
import { banner, content, faq, iconTheme, popup, siteEvent, theme } from "./schema.ts";

export const CONTENT_TABLES = {
  BANNER: banner,
  POPUP: popup,
  SITE_EVENT: siteEvent,
  CONTENT: content,
  ICON_THEME: iconTheme,
  FAQ: faq,
  THEME: theme,
};
export type ContentKind = keyof typeof CONTENT_TABLES;

/** What a missing (or not NORMAL) item of each kind answers with its 404. */
export const CONTENT_NOT_FOUND: Record<ContentKind, string> = {
  BANNER: "배너를 찾을 수 없습니다.",
  POPUP: "팝업을 찾을 수 없습니다.",
  SITE_EVENT: "이벤트를 찾을 수 없습니다.",
  CONTENT: "콘텐츠를 찾을 수 없습니다.",
  FAQ: "자주 묻는 질문을 찾을 수 없습니다.",
  ICON_THEME: "아이콘 테마를 찾을 수 없습니다.",
  THEME: "테마를 찾을 수 없습니다.",
};
