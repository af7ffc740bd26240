/** SQL for site content: the service_setting table. */
import { eq } from "drizzle-orm";
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

    async findServiceSettingData(settingType: string): Promise<unknown> {
      const rows = await db
        .select({ settingData: serviceSetting.settingData })
        .from(serviceSetting)
        .where(eq(serviceSetting.settingType, settingType))
        .limit(1);
      return rows[0]?.settingData;
    },
  };
}
export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;
