/** The public pages' ids for the sitemap, newest first and bounded. No rules here, only queries. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

async function column<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute<{ v: T }>(query);
  return result.rows.map((r) => r.v);
}

export function createSiteMapRepository(db: Database) {
  return {
    productCategoryCodes: () =>
      column<string>(db, sql`select code as v from product_category order by dept, order_number, code`),
    /** Sellable products, newest first (the product_created_idx walk). */
    newestProductIds: (limit: number) =>
      column<number>(
        db,
        sql`select id as v from product where state = 'NORMAL' order by create_date desc, id desc limit ${limit}`,
      ),
    boardCategoryCodes: () =>
      column<string>(db, sql`select code as v from community_category where dept = 1 order by order_number, code`),
    /** Posts anyone may read: not deleted, not hidden by reports. */
    newestPostIds: (limit: number) =>
      column<number>(
        db,
        sql`select id as v from community_board where not is_deleted and not is_hidden order by id desc limit ${limit}`,
      ),
    newestPublicFarmIds: (limit: number) =>
      column<number>(db, sql`select id as v from breeding_farm where is_public order by id desc limit ${limit}`),
  };
}

export type SiteMapRepository = ReturnType<typeof createSiteMapRepository>;
