/** SQL for site content: the service_setting table. */
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { serviceSetting } from "./schema.ts";

export function createSiteContentRepository(db: Database) {
  return {
    async findServiceSettings(): Promise<Pick<typeof serviceSetting.$inferSelect, "settingType" | "settingData">[]> {
      return db
        .select({ settingType: serviceSetting.settingType, settingData: serviceSetting.settingData })
        .from(serviceSetting)
        .orderBy(serviceSetting.settingType);
    },

    /** Stores one setting's data (a new row for a type never stored); the table's trigger clears every cache. */
    async saveServiceSetting(settingType: string, settingData: unknown): Promise<void> {
      await db
        .insert(serviceSetting)
        .values({ settingType, settingData })
        .onConflictDoUpdate({ target: serviceSetting.settingType, set: { settingData: sql`excluded.setting_data` } });
    },
  };
}
export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;
