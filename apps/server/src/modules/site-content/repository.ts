/** SQL for site content: the service_setting table. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { serviceSetting } from "../../db/schema.ts";

export async function findServiceSettings(db: Database): Promise<{ settingType: string; settingData: unknown }[]> {
  return db
    .select({ settingType: serviceSetting.settingType, settingData: serviceSetting.settingData })
    .from(serviceSetting)
    .orderBy(serviceSetting.settingType);
}

export async function findServiceSettingData(db: Database, settingType: string): Promise<unknown> {
  const rows = await db
    .select({ settingData: serviceSetting.settingData })
    .from(serviceSetting)
    .where(eq(serviceSetting.settingType, settingType))
    .limit(1);
  return rows[0]?.settingData;
}
