/**
 * Service settings for every client, and the maintenance switch (`service_check`) they carry. Every write API call
 * asks whether maintenance is on, so the rows are kept in memory: a trigger on `service_setting` (migration 0041)
 * sends the cache clear on every change, whoever makes it (an operator, a migration, psql), and every app instance
 * reads the rows again at once; a minute's freshness is the backstop for a clear lost while a listener reconnects
 * (which also clears everything).
 */
import type { ServiceSettingItem } from "@mulmung/contract/site-content";
import { ServiceCheck } from "@mulmung/contract/site-content";
import { ErrorCode } from "@mulmung/domain/errors";
import {
  findServiceSettingData,
  parseServiceSettings,
  SERVICE_SETTING_TYPE,
  type ServiceSetting,
} from "@mulmung/domain/service-setting";
import { AppError } from "../../http/app-error.ts";
import { createCache } from "../../http/cache.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createSiteContentRepository } from "./repository.ts";

/** The cache clear's name; migration 0041's trigger sends it (`NOTIFY mulmung_cache_clear, 'service-settings db'`). */
export const SERVICE_SETTINGS_CACHE = "service-settings";
const SERVICE_SETTINGS_FRESH_MS = 60_000;

export function createSiteContentService(deps: Pick<ServiceDeps, "db" | "cacheClears">) {
  const repository = createSiteContentRepository(deps.db);
  // The rows as clients get them (settingData as JSON text), and parsed once for the server's own questions.
  const cache = createCache<{ items: ServiceSettingItem[]; parsed: ServiceSetting[] }>({
    ttlMs: SERVICE_SETTINGS_FRESH_MS,
    maxEntries: 1,
  });
  deps.cacheClears.register(SERVICE_SETTINGS_CACHE, cache);

  const settings = () =>
    cache.get("all", async () => {
      const items = (await repository.findServiceSettings()).map((row) => ({
        settingType: row.settingType,
        settingData: row.settingData === null ? null : JSON.stringify(row.settingData),
      }));
      return { items, parsed: parseServiceSettings(items) };
    });

  /** One setting's data (parsed JSON), undefined when the row is missing. */
  async function data(settingType: string): Promise<unknown> {
    return findServiceSettingData((await settings()).parsed, settingType);
  }

  /** The maintenance notice when `service_check.isEnable` is true, else null. Malformed data counts as off. */
  async function activeServiceCheck(): Promise<{ message: string | undefined } | null> {
    const parsed = ServiceCheck.safeParse(await data(SERVICE_SETTING_TYPE.serviceCheck));
    if (!parsed.success || !parsed.data.isEnable) return null;
    return { message: parsed.data.message?.trim() || undefined };
  }

  return {
    /** All service settings, each settingData as JSON text (SPEC.md section 3: clients parse it). */
    list: async (): Promise<ServiceSettingItem[]> => (await settings()).items,
    data,
    activeServiceCheck,
    /** SPEC.md section 7: during maintenance, writes answer 503 with code 9900 and the notice's message. */
    async assertNotUnderMaintenance(): Promise<void> {
      const check = await activeServiceCheck();
      if (check) throw AppError.of(ErrorCode.UNDER_MAINTENANCE, check.message);
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
