/**
 * Service settings for every client, and the maintenance switch (`service_check`) they carry. Every write API call
 * asks whether maintenance is on, so the rows are kept in memory: a trigger on `service_setting` (migration 0041)
 * sends the cache clear on every change, whoever makes it (an operator, a migration, psql), and every app instance
 * reads the rows again at once; a minute's freshness is the backstop for a clear lost while a listener reconnects
 * (which also clears everything). The operators' console edits the settings it knows (`EDITABLE_SETTINGS`, issue 27),
 * each validated by its own schema, and the server reads the point rates, the default live-arrival window and the
 * default platform fee through one function each, the domain's constants where nothing is stored.
 */
import type { AdminServiceSettings, EditableSettingType } from "@mulmung/contract/admin-settings";
import type { ServiceSettingItem } from "@mulmung/contract/site-content";
import { ServiceCheck } from "@mulmung/contract/site-content";
import { appVersionSettingOf } from "@mulmung/domain/app-version";
import { liveArrivalWindowOf } from "@mulmung/domain/claim";
import { ErrorCode } from "@mulmung/domain/errors";
import { type PointRates, pointRatesOf } from "@mulmung/domain/point";
import {
  findServiceSettingData,
  isServiceCheckActive,
  parseServiceSettings,
  SERVICE_SETTING_TYPE,
  type ServiceSetting,
} from "@mulmung/domain/service-setting";
import { platformFeeRateOf } from "@mulmung/domain/settlement";
import { AppError } from "../../http/app-error.ts";
import { createCache } from "../../http/cache.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createSiteContentRepository } from "./repository.ts";

/** The cache clear's name; migration 0041's trigger sends it (`NOTIFY mulmung_cache_clear, 'service-settings db'`). */
export const SERVICE_SETTINGS_CACHE = "service-settings";
const SERVICE_SETTINGS_FRESH_MS = 60_000;
/** Settings only the server reads: what stores pay is between them and the company, not for every client. */
const SERVER_ONLY_SETTINGS: ReadonlySet<string> = new Set([SERVICE_SETTING_TYPE.platformFee]);

export function createSiteContentService(deps: Pick<ServiceDeps, "db" | "cacheClears" | "clock">) {
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

  /**
   * The maintenance notice while `service_check` is on (and inside its window when it has one), else null.
   * Malformed data counts as off.
   */
  async function activeServiceCheck(): Promise<{ message: string | undefined } | null> {
    const parsed = ServiceCheck.safeParse(await data(SERVICE_SETTING_TYPE.serviceCheck));
    if (!parsed.success || !isServiceCheckActive(parsed.data, deps.clock.now())) return null;
    return { message: parsed.data.message?.trim() || undefined };
  }

  /** `service_check` as members read it: with a window, `isEnable` says whether it is on now. */
  function asMembersSeeIt(item: ServiceSettingItem, parsed: ServiceSetting[]): ServiceSettingItem {
    if (item.settingType !== SERVICE_SETTING_TYPE.serviceCheck) return item;
    const check = ServiceCheck.safeParse(findServiceSettingData(parsed, item.settingType));
    if (!check.success || (!check.data.startAt && !check.data.endAt)) return item;
    return {
      ...item,
      settingData: JSON.stringify({ ...check.data, isEnable: isServiceCheckActive(check.data, deps.clock.now()) }),
    };
  }

  const pointRates = async (): Promise<PointRates> => pointRatesOf(await data(SERVICE_SETTING_TYPE.pointRate));
  const liveArrivalWindowHours = async (): Promise<number> =>
    liveArrivalWindowOf(await data(SERVICE_SETTING_TYPE.liveArrival));
  const platformFeeRateBp = async (): Promise<number> =>
    platformFeeRateOf(await data(SERVICE_SETTING_TYPE.platformFee));

  /** Every setting the console edits, as in effect now (defaults where nothing is stored). */
  async function editable(): Promise<AdminServiceSettings> {
    const check = ServiceCheck.safeParse(await data(SERVICE_SETTING_TYPE.serviceCheck));
    const memo = (await data(SERVICE_SETTING_TYPE.orderDeliveryMemo)) as { isEnable?: unknown; memo?: unknown } | null;
    const serviceCheck = check.success
      ? {
          isEnable: check.data.isEnable,
          message: check.data.message ?? "",
          ...(check.data.startAt ? { startAt: check.data.startAt } : {}),
          ...(check.data.endAt ? { endAt: check.data.endAt } : {}),
        }
      : { isEnable: false, message: "" };
    return {
      service_check: serviceCheck,
      order_delivery_memo: {
        isEnable: memo?.isEnable === true,
        memo: typeof memo?.memo === "string" ? memo.memo : "",
      },
      point_rate: await pointRates(),
      live_arrival: { windowHours: await liveArrivalWindowHours() },
      platform_fee: { rateBp: await platformFeeRateBp() },
      app_version: appVersionSettingOf(await data(SERVICE_SETTING_TYPE.appVersion)),
      maintenanceActive: (await activeServiceCheck()) !== null,
    };
  }

  return {
    /** All service settings, each settingData as JSON text (SPEC.md section 3: clients parse it). */
    list: async (): Promise<ServiceSettingItem[]> => {
      const { items, parsed } = await settings();
      return items
        .filter((item) => !SERVER_ONLY_SETTINGS.has(item.settingType))
        .map((item) => asMembersSeeIt(item, parsed));
    },
    data,
    activeServiceCheck,
    pointRates,
    liveArrivalWindowHours,
    platformFeeRateBp,
    editable,

    /**
     * Stores one setting the console edits (validated by its schema in the route). The table's trigger tells every
     * instance; this one forgets its copy at once, so the answer and the next call see the change.
     */
    async update(settingType: EditableSettingType, value: unknown): Promise<AdminServiceSettings> {
      await repository.saveServiceSetting(settingType, value);
      cache.clear();
      return editable();
    },
    /** SPEC.md section 7: during maintenance, writes answer 503 with code 9900 and the notice's message. */
    async assertNotUnderMaintenance(): Promise<void> {
      const check = await activeServiceCheck();
      if (check) throw AppError.of(ErrorCode.UNDER_MAINTENANCE, check.message);
    },
  };
}

export type SiteContentService = ReturnType<typeof createSiteContentService>;
