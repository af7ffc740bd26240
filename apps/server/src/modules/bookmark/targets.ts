/**
 * What can be bookmarked (SPEC §4: breeding farm, daily record, affiliate, product). Each target names the
 * table holding its bookmarkCount and how to check that a member may see it. Breeding targets register
 * here with the breeding module.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { createAffiliateRepository } from "../affiliate/repository.ts";
import { toAffiliate } from "../affiliate/service.ts";
import { createCatalogRepository } from "../catalog/repository.ts";
import { toProductSummary } from "../catalog/service.ts";
import type { GuardedTable } from "../shared/row-access.ts";

export interface BookmarkTarget extends GuardedTable {
  /** bookmark.target_type */
  type: "PRODUCT" | "AFFILIATE" | "BREEDING_FARM" | "BREEDING_DAILY_RECORD";
  /** The path segment in /api/v1/{segment}/{id}/bookmark; `table` needs an integer `bookmark_count` column. */
  segment: string;
  /** The cards shown in "my bookmarks", by target id. */
  summarize: (db: Database, ids: number[]) => Promise<Map<number, unknown>>;
}

export const BOOKMARK_TARGETS: BookmarkTarget[] = [
  {
    type: "PRODUCT",
    segment: "product",
    table: "product",
    exists: sql`x.state = 'NORMAL'`,
    visibleTo: () => sql`true`,
    notFoundMessage: "상품을 찾을 수 없습니다.",
    summarize: async (db, ids) =>
      new Map(
        (await createCatalogRepository(db).findProductsByIdsInOrder(ids)).map((r) => [r.id, toProductSummary(r)]),
      ),
  },
  {
    type: "AFFILIATE",
    segment: "affiliate",
    table: "affiliate",
    exists: sql`x.state = 'NORMAL'`,
    visibleTo: () => sql`true`,
    notFoundMessage: "매장을 찾을 수 없습니다.",
    summarize: async (db, ids) =>
      new Map((await createAffiliateRepository(db).findAffiliatesByIds(ids)).map((r) => [r.id, toAffiliate(r)])),
  },
];

export function registerBookmarkTarget(target: BookmarkTarget): void {
  if (!BOOKMARK_TARGETS.some((t) => t.type === target.type)) BOOKMARK_TARGETS.push(target);
}
