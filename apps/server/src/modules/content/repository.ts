/** Site content SQL: banners, popups, events, contents, FAQs, icon themes and theme sections. Queries only. */
import { and, asc, desc, eq, gt, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { countViewOnce, type ViewTarget } from "../shared/view-count.ts";
import { type ContentKind, CONTENT_TABLES as TABLES } from "./kinds.ts";
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

export type { ContentKind } from "./kinds.ts";
/** The kinds whose `hits` a visitor raises once a day. */
export type ViewedKind = Exclude<ContentKind, "FAQ" | "THEME"> & ViewTarget;
export type RowOf<K extends ContentKind> = (typeof TABLES)[K]["$inferSelect"];

export function createContentRepository(db: Database) {
  /** The NORMAL rows of a kind that match `where`, by `order` and then id; a page of them when `window` is given. */
  function listNormal<K extends ContentKind>(kind: K, where: SQL | undefined, order: SQL[], window?: Window) {
    const table: (typeof TABLES)[ContentKind] = TABLES[kind];
    const query = db
      .select()
      .from(table)
      .where(and(isNormal(table.state), where))
      .orderBy(...order, asc(table.id))
      .$dynamic();
    return (window ? query.limit(window.limit).offset(window.offset) : query) as Promise<RowOf<K>[]>;
  }

  return {
    /** The NORMAL row of this kind with this id. */
    async findOne<K extends ContentKind>(kind: K, id: number): Promise<RowOf<K> | undefined> {
      const table: (typeof TABLES)[ContentKind] = TABLES[kind];
      const rows = await db
        .select()
        .from(table)
        .where(and(eq(table.id, id), isNormal(table.state)));
      return rows[0] as RowOf<K> | undefined;
    },

    findBanners(
      filter: { now: Date; exposureRoute?: string; exposurePosition?: string; newestFirst: boolean },
      window: Window,
    ): Promise<BannerRow[]> {
      const running = and(
        isRunning(banner.startDate, banner.endDate, filter.now),
        filter.exposureRoute ? eq(banner.exposureRoute, filter.exposureRoute) : undefined,
        filter.exposurePosition ? eq(banner.exposurePosition, filter.exposurePosition) : undefined,
      );
      // The operators' order first (issue 27), then SPEC's start date.
      const byStart = (filter.newestFirst ? desc : asc)(banner.startDate);
      return listNormal("BANNER", running, [asc(banner.orderNumber), byStart], window);
    },

    findPopups(
      filter: { now: Date; exposureRoute?: string | undefined; newestFirst: boolean },
      window: Window,
    ): Promise<PopupRow[]> {
      const running = and(
        isRunning(popup.startDate, popup.endDate, filter.now),
        filter.exposureRoute ? eq(popup.exposureRoute, filter.exposureRoute) : undefined,
      );
      const byStart = (filter.newestFirst ? desc : asc)(popup.startDate);
      return listNormal("POPUP", running, [asc(popup.orderNumber), byStart], window);
    },

    findEvents(order: "orderNumber" | "newest", window: Window): Promise<SiteEventRow[]> {
      const newest = desc(siteEvent.startDate);
      return listNormal(
        "SITE_EVENT",
        undefined,
        order === "orderNumber" ? [asc(siteEvent.orderNumber), newest] : [newest],
        window,
      );
    },

    findContents(order: "orderNumber" | "newest", window: Window): Promise<ContentRow[]> {
      const by = order === "orderNumber" ? asc(content.orderNumber) : desc(content.createDate);
      return listNormal("CONTENT", undefined, [by], window);
    },

    findFaqs(category: string | undefined, window: Window): Promise<FaqRow[]> {
      return listNormal("FAQ", category ? eq(faq.category, category) : undefined, [asc(faq.orderNumber)], window);
    },

    findIconThemes(iconThemeType: "MANIA" | "PRODUCT_EXHIBITION"): Promise<IconThemeRow[]> {
      return listNormal("ICON_THEME", eq(iconTheme.iconThemeType, iconThemeType), [asc(iconTheme.orderNumber)]);
    },

    /** NORMAL sections of a place (ANYWHERE ones included), or all of them, in order. */
    findThemes(location: string | undefined): Promise<ThemeRow[]> {
      const here = location ? or(eq(theme.location, location), eq(theme.location, "ANYWHERE")) : undefined;
      return listNormal("THEME", here, [asc(theme.orderNumber)]);
    },

    /** Counts a visitor's view once a day; the item's hits after it, or undefined when there is no such item. */
    async countView(type: ViewedKind, id: number, visitor: string): Promise<number | undefined> {
      const table: SQL = sql`${TABLES[type]}`;
      const result = await db.execute<{ id: number; hits: number }>(
        countViewOnce(type, table, sql`x.id = ${id} and x.state = 'NORMAL'`, visitor),
      );
      return result.rows[0]?.hits;
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
