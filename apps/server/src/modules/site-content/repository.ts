/** SQL for site content: the service_setting table. */
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
  };
}
export type SiteContentRepository = ReturnType<typeof createSiteContentRepository>;
