/** Service settings for every client, and the maintenance switch (`service_check`) they carry. */
import type { ServiceSettingItem } from "@mulmung/contract/site-content";
import { ServiceCheck } from "@mulmung/contract/site-content";
import { ErrorCode } from "@mulmung/domain/errors";
import { SERVICE_SETTING_TYPE } from "@mulmung/domain/service-setting";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { createSiteContentRepository } from "./repository.ts";

/** All service settings, each settingData as JSON text (SPEC.md section 3: clients parse it). */
export async function listServiceSettings(db: Database): Promise<ServiceSettingItem[]> {
  const rows = await createSiteContentRepository(db).findServiceSettings();
  return rows.map((row) => ({
    settingType: row.settingType,
    settingData: row.settingData === null ? null : JSON.stringify(row.settingData),
  }));
}

/** The maintenance notice when `service_check.isEnable` is true, else null. Malformed data counts as off. */
export async function findActiveServiceCheck(db: Database): Promise<{ message: string | undefined } | null> {
  const parsed = ServiceCheck.safeParse(
    await createSiteContentRepository(db).findServiceSettingData(SERVICE_SETTING_TYPE.serviceCheck),
  );
  if (!parsed.success || !parsed.data.isEnable) return null;
  return { message: parsed.data.message?.trim() || undefined };
}

/** SPEC.md section 7: during maintenance, writes answer 503 with code 9900 and the notice's message. */
export async function assertNotUnderMaintenance(db: Database): Promise<void> {
  const check = await findActiveServiceCheck(db);
  if (check) throw AppError.of(ErrorCode.UNDER_MAINTENANCE, check.message);
}
