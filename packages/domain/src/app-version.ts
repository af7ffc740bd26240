// The app's update prompt (SPEC §3 isAppUpdate; issue 29): the operators name, per platform, the lowest app version
// that may run without being asked to update, and the store page to update from (service setting `app_version`).

export type AppPlatform = "android" | "ios";

export interface AppVersionRule {
  /** "1.4.0"; empty when no version is asked for. */
  minimumVersion: string;
  /** The store page of the app ("" for the stores' search). */
  storeUrl: string;
}

export type AppVersionSetting = Record<AppPlatform, AppVersionRule>;

export const NO_APP_VERSION_RULE: AppVersionSetting = {
  android: { minimumVersion: "", storeUrl: "" },
  ios: { minimumVersion: "", storeUrl: "" },
};

/** A version as the stores show it: one to three whole numbers with dots ("2", "1.4", "1.4.0"). */
export const APP_VERSION_PATTERN = /^\d{1,6}(\.\d{1,6}){0,2}$/;

/** Compares dotted versions part by part as numbers, a missing part as 0: "1.10" > "1.9", "1.4" = "1.4.0". */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** Whether the installed version is below the minimum; never for a malformed version on either side. */
export function isBelowMinimum(installed: string, minimum: string): boolean {
  const current = installed.trim();
  const wanted = minimum.trim();
  if (!APP_VERSION_PATTERN.test(current) || !APP_VERSION_PATTERN.test(wanted)) return false;
  return compareVersions(current, wanted) < 0;
}

function ruleOf(data: unknown): AppVersionRule {
  const rule = (data ?? {}) as { minimumVersion?: unknown; storeUrl?: unknown };
  return {
    minimumVersion: typeof rule.minimumVersion === "string" ? rule.minimumVersion.trim() : "",
    storeUrl: typeof rule.storeUrl === "string" ? rule.storeUrl.trim() : "",
  };
}

/** The stored `app_version` data as the rules per platform; anything malformed counts as no rule. */
export function appVersionSettingOf(data: unknown): AppVersionSetting {
  if (data === null || typeof data !== "object") return NO_APP_VERSION_RULE;
  const setting = data as { android?: unknown; ios?: unknown };
  return { android: ruleOf(setting.android), ios: ruleOf(setting.ios) };
}
