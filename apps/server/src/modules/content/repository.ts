/** Site content SQL: banners, popups, events, contents, FAQs, icon themes and theme sections. Queries only. */
import { and, asc, desc, eq, gt, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { countViewOnce, type ViewTarget } from "../shared/view-count.ts";
import { banner, content, faq, iconTheme, popup, siteEvent, theme } from "./schema.ts";

export type BannerRow = typeof banner.$inferSelect;
export type PopupRow = typeof popup.$inferSelect;
export type SiteEventRow = typeof siteEvent.$inferSelect;
export type ContentRow = typeof content.$inferSelect;
export type FaqRow = typeof faq.$inferSelect;
export type IconThemeRow = typeof iconTheme.$inferSelect;
export type ThemeRow = typeof theme.$inferSelect;

interface Window {
  limit: number;
  offset: number;
}

const isNormal = (state: PgColumn) => eq(state, "NORMAL");
/** Running at `now`: started, not yet ended. */
const isRunning = (start: PgColumn, end: PgColumn, now: Date) => and(lte(start, now), gt(end, now));

/** Targets whose `hits` a visitor raises once a day (shared/view-count.ts), each only while NORMAL. */
const VIEWED: Record<"BANNER" | "POPUP" | "SITE_EVENT" | "CONTENT" | "ICON_THEME", PgTable> = {
  BANNER: banner,
  POPUP: popup,
  SITE_EVENT: siteEvent,
  CONTENT: content,
  ICON_THEME: iconTheme,
};

export function createContentRepository(db: Database) {
  return {
    findBanners(
      filter: { now: Date; exposureRoute?: string; exposurePosition?: string; newestFirst: boolean },
      window: Window,
    ): Promise<BannerRow[]> {
      return db
        .select()
        .from(banner)
        .where(
          and(
            isNormal(banner.state),
            isRunning(banner.startDate, banner.endDate, filter.now),
            filter.exposureRoute ? eq(banner.exposureRoute, filter.exposureRoute) : undefined,
            filter.exposurePosition ? eq(banner.exposurePosition, filter.exposurePosition) : undefined,
          ),
        )
        .orderBy(filter.newestFirst ? desc(banner.startDate) : asc(banner.startDate), asc(banner.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async findBanner(id: number): Promise<BannerRow | undefined> {
      const rows = await db
        .select()
        .from(banner)
        .where(and(eq(banner.id, id), isNormal(banner.state)));
      return rows[0];
    },

    findPopups(filter: { now: Date; newestFirst: boolean }, window: Window): Promise<PopupRow[]> {
      return db
        .select()
        .from(popup)
        .where(and(isNormal(popup.state), isRunning(popup.startDate, popup.endDate, filter.now)))
        .orderBy(filter.newestFirst ? desc(popup.startDate) : asc(popup.startDate), asc(popup.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    findEvents(order: "orderNumber" | "newest", window: Window): Promise<SiteEventRow[]> {
      return db
        .select()
        .from(siteEvent)
        .where(isNormal(siteEvent.state))
        .orderBy(
          ...(order === "orderNumber"
            ? [asc(siteEvent.orderNumber), desc(siteEvent.startDate)]
            : [desc(siteEvent.startDate)]),
          asc(siteEvent.id),
        )
        .limit(window.limit)
        .offset(window.offset);
    },

    async findEvent(id: number): Promise<SiteEventRow | undefined> {
      const rows = await db
        .select()
        .from(siteEvent)
        .where(and(eq(siteEvent.id, id), isNormal(siteEvent.state)));
      return rows[0];
    },

    findContents(order: "orderNumber" | "newest", window: Window): Promise<ContentRow[]> {
      return db
        .select()
        .from(content)
        .where(isNormal(content.state))
        .orderBy(
          ...(order === "orderNumber" ? [asc(content.orderNumber)] : [desc(content.createDate)]),
          asc(content.id),
        )
        .limit(window.limit)
        .offset(window.offset);
    },

    async findContent(id: number): Promise<ContentRow | undefined> {
      const rows = await db
        .select()
        .from(content)
        .where(and(eq(content.id, id), isNormal(content.state)));
      return rows[0];
    },

    findFaqs(category: string | undefined, window: Window): Promise<FaqRow[]> {
      return db
        .select()
        .from(faq)
        .where(and(isNormal(faq.state), category ? eq(faq.category, category) : undefined))
        .orderBy(asc(faq.orderNumber), asc(faq.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async findFaq(id: number): Promise<FaqRow | undefined> {
      const rows = await db
        .select()
        .from(faq)
        .where(and(eq(faq.id, id), isNormal(faq.state)));
      return rows[0];
    },

    findIconThemes(iconThemeType: "MANIA" | "PRODUCT_EXHIBITION"): Promise<IconThemeRow[]> {
      return db
        .select()
        .from(iconTheme)
        .where(and(isNormal(iconTheme.state), eq(iconTheme.iconThemeType, iconThemeType)))
        .orderBy(asc(iconTheme.orderNumber), asc(iconTheme.id));
    },

    /** NORMAL sections of a place (ANYWHERE ones included), or all of them, in order. */
    findThemes(location: string | undefined): Promise<ThemeRow[]> {
      return db
        .select()
        .from(theme)
        .where(
          and(
            isNormal(theme.state),
            location ? or(eq(theme.location, location), eq(theme.location, "ANYWHERE")) : undefined,
          ),
        )
        .orderBy(asc(theme.orderNumber), asc(theme.id));
    },

    async findTheme(id: number): Promise<ThemeRow | undefined> {
      const rows = await db
        .select()
        .from(theme)
        .where(and(eq(theme.id, id), isNormal(theme.state)));
      return rows[0];
    },

    findContentsByIds(ids: number[]): Promise<ContentRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(content)
        .where(and(isNormal(content.state), inArray(content.id, ids)));
    },

    /** Counts a visitor's view once a day; the item's hits after it, or undefined when there is no such item. */
    async countView(type: keyof typeof VIEWED & ViewTarget, id: number, visitor: string): Promise<number | undefined> {
      const table: SQL = sql`${VIEWED[type]}`;
      const result = await db.execute<{ id: number; hits: number }>(
        countViewOnce(type, table, sql`x.id = ${id} and x.state = 'NORMAL'`, visitor),
      );
      return result.rows[0]?.hits;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
