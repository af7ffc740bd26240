/** The public pages' ids for the sitemap, newest first and bounded. No rules here, only queries. */
import { and, asc, desc, eq, not, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { breedingFarm } from "../breeding/schema.ts";
import { product, productCategory } from "../catalog/schema.ts";
import { communityBoard, communityCategory } from "../community/schema.ts";

export function createSiteMapRepository(db: Database) {
  return {
    productCategoryCodes: async () =>
      (
        await db
          .select({ code: productCategory.code })
          .from(productCategory)
          .orderBy(productCategory.dept, productCategory.orderNumber, productCategory.code)
      ).map((r) => r.code),
    /** Sellable products, newest first (the product_created_idx walk). */
    newestProductIds: async (limit: number) =>
      (
        await db
          .select({ id: product.id })
          .from(product)
          .where(
            and(
              eq(product.state, "NORMAL"),
              // A suspended store's products leave every list (issue 27).
              sql`${product.affiliateId} <> all(array(select id from affiliate where state <> 'NORMAL'))`,
            ),
          )
          .orderBy(desc(product.createDate), desc(product.id))
          .limit(limit)
      ).map((r) => r.id),
    boardCategoryCodes: async () =>
      (
        await db
          .select({ code: communityCategory.code })
          .from(communityCategory)
          .where(eq(communityCategory.dept, 1))
          .orderBy(asc(communityCategory.orderNumber), asc(communityCategory.code))
      ).map((r) => r.code),
    /** Posts anyone may read: not deleted, not hidden by reports. */
    newestPostIds: async (limit: number) =>
      (
        await db
          .select({ id: communityBoard.id })
          .from(communityBoard)
          .where(and(not(communityBoard.isDeleted), not(communityBoard.isHidden)))
          .orderBy(desc(communityBoard.id))
          .limit(limit)
      ).map((r) => r.id),
    newestPublicFarmIds: async (limit: number) =>
      (
        await db
          .select({ id: breedingFarm.id })
          .from(breedingFarm)
          .where(eq(breedingFarm.isPublic, true))
          .orderBy(desc(breedingFarm.id))
          .limit(limit)
      ).map((r) => r.id),
  };
}

export type SiteMapRepository = ReturnType<typeof createSiteMapRepository>;
