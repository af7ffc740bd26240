/**
 * What can be bookmarked (SPEC §4: breeding farm, daily record, affiliate, product; and SPEC §1 community posts). Each target names the
 * table holding its bookmarkCount, who may see a row, and how its cards in "my bookmarks" are made (through
 * its module's service). modules/services.ts lists them for the bookmark service.
 */
import { sql } from "drizzle-orm";
import type { AffiliateService } from "../affiliate/service.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { GuardedTable } from "../shared/row-access.ts";

export interface BookmarkTarget extends GuardedTable {
  /** bookmark.target_type */
  type: "PRODUCT" | "AFFILIATE" | "BREEDING_FARM" | "BREEDING_DAILY_RECORD" | "COMMUNITY_BOARD";
  /** The path segment in /api/v1/{segment}/{id}/bookmark; `table` needs an integer `bookmark_count` column. */
  segment: string;
  /** The cards shown in "my bookmarks", by target id. */
  summarize: (ids: number[]) => Promise<Map<number, unknown>>;
}

/** Products and partner stores: any that is on sale (state NORMAL) can be bookmarked by anyone. */
export function shopBookmarkTargets(catalog: CatalogService, affiliate: AffiliateService): BookmarkTarget[] {
  const onSale = { exists: sql`x.state = 'NORMAL'`, visibleTo: () => sql`true` };
  return [
    {
      ...onSale,
      type: "PRODUCT",
      segment: "product",
      table: "product",
      notFoundMessage: "상품을 찾을 수 없습니다.",
      summarize: async (ids) => new Map((await catalog.productSummariesInOrder(ids)).map((p) => [p.id, p])),
    },
    {
      ...onSale,
      type: "AFFILIATE",
      segment: "affiliate",
      table: "affiliate",
      notFoundMessage: "매장을 찾을 수 없습니다.",
      summarize: async (ids) => new Map((await affiliate.summaries(ids)).map((a) => [a.id, a])),
    },
  ];
}
