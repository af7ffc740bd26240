// Service settings (SPEC §3) and the version check that decides when the device copy is replaced (SPEC §4).

export const SERVICE_SETTING_TYPE = {
  orderDeliveryMemo: "order_delivery_memo",
  themeProduct: "theme_product",
  groupBuying: "group_buying",
  companyInformation: "company_information",
  termsUseService: "terms_use_service",
  termsPrivacy: "terms_privacy",
  serviceSettingVersion: "service_setting_version",
  serviceCheck: "service_check",
  /** The default platform fee of 정산, `{ "rateBp": 1000 }` (a store's own rate, set by the operator, comes first). */
  platformFee: "platform_fee",
  /** What purchases, reviews and referrals earn (domain/point.ts `pointRatesOf`; issue 27). */
  pointRate: "point_rate",
  /** The live-arrival window a new store starts with, `{ "windowHours": 2 }` (domain/claim.ts; issue 27). */
  liveArrival: "live_arrival",
  /** The app's lowest version per platform and its store page, `{ "android": { "minimumVersion", "storeUrl" }, "ios": … }`
   * (domain/app-version.ts; issue 29): an older app asks to update. */
  appVersion: "app_version",
} as const;

/**
 * SPEC §7 maintenance (`service_check`), with the console's optional window (issue 27): on when switched on and,
 * when a start or an end is given, only from the start and before the end. Times are ISO strings with an offset.
 */
export function isServiceCheckActive(
  check: { isEnable: boolean; startAt?: string | undefined; endAt?: string | undefined },
  now: Date,
): boolean {
  if (!check.isEnable) return false;
  const at = now.getTime();
  if (check.startAt && at < Date.parse(check.startAt)) return false;
  if (check.endAt && at >= Date.parse(check.endAt)) return false;
  return true;
}

/** A service setting with its settingData parsed from JSON (SPEC §3). */
export interface ServiceSetting {
  settingType: string;
  settingData: unknown;
}

/**
 * SPEC §3 service settings: parses each settingData from JSON. Data that is not valid JSON is kept as
 * the raw string rather than dropping the setting.
 */
export function parseServiceSettings(
  raw: readonly { settingType: string; settingData: string | null }[],
): ServiceSetting[] {
  return raw.map(({ settingType, settingData }) => ({ settingType, settingData: parseJson(settingData) }));
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** SPEC §3 service settings: the settingData of one setting type, or undefined when absent. */
export function findServiceSettingData(settings: readonly ServiceSetting[], settingType: string): unknown {
  return settings.find((setting) => setting.settingType === settingType)?.settingData;
}

/**
 * A number stored in a setting's data under `key` when it lies within `min`..`max` (and is whole, unless `whole` is
 * false), else `fallback`: the console validates what it stores, and a missing or malformed value never fails a
 * purchase or a claim.
 */
export function storedNumberOf(
  data: unknown,
  key: string,
  limits: { min: number; max: number; whole?: boolean },
  fallback: number,
): number {
  const value = data !== null && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;
  const { min, max, whole = true } = limits;
  return typeof value === "number" && value >= min && value <= max && (!whole || Number.isInteger(value))
    ? value
    : fallback;
}

/** JSON text with object keys sorted, so equal data compares equal whatever the key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * SPEC §4 service setting change: compares the settingData of the service_setting_version items.
 * A missing item on one side and present on the other counts as a change.
 */
export function hasServiceSettingVersionChanged(
  current: readonly ServiceSetting[],
  incoming: readonly ServiceSetting[],
): boolean {
  const type = SERVICE_SETTING_TYPE.serviceSettingVersion;
  return canonicalJson(findServiceSettingData(current, type)) !== canonicalJson(findServiceSettingData(incoming, type));
}

export interface ServiceSettingState {
  serviceSetting: readonly ServiceSetting[];
  isAppUpdate: boolean;
}

/**
 * SPEC §4 service setting change: when the version differs, the settings are replaced and the
 * app-update flag is cleared; otherwise the state is returned unchanged.
 */
export function reconcileServiceSettings(
  state: ServiceSettingState,
  incoming: readonly ServiceSetting[],
): ServiceSettingState {
  if (!hasServiceSettingVersionChanged(state.serviceSetting, incoming)) return state;
  return { serviceSetting: incoming, isAppUpdate: false };
}
