/**
 * The two kinds of site content with pages of their own, /event and /content: each a list and a detail page,
 * all served by one route module (routes/site-content.tsx).
 */
import { CONTENT_MESSAGE as M } from "./messages.ts";

export type SiteContentKind = "event" | "content";

/** The kind a page's path is of: its first segment. */
export function siteContentKind(pathname: string): SiteContentKind {
  return pathname.split("/")[1] === "event" ? "event" : "content";
}

/** Each kind's list title and description (the detail pages fall back on them). */
export const SITE_CONTENT_PAGE: Record<SiteContentKind, { title: string; description: string }> = {
  event: { title: M.eventTitle, description: M.eventDescription },
  content: { title: M.contentTitle, description: M.contentDescription },
};
