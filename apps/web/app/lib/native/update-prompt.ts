/**
 * The app's update prompt (SPEC §3 isAppUpdate; decision 048): when the installed version (`App.getInfo()`) is below
 * the minimum the service settings name for this platform (`app_version`, set in the operators' console), the app
 * asks to update, with the store link. The answer is kept in the device copy of the settings as SPEC's `isAppUpdate`
 * (lib/service-settings.ts), which a new settings version clears; 나중에 puts it off until the app is opened again.
 */
import type { ServiceSettingItem } from "@mulmung/contract/site-content";
import { appVersionSettingOf, isBelowMinimum } from "@mulmung/domain/app-version";
import { findServiceSettingData, parseServiceSettings, SERVICE_SETTING_TYPE } from "@mulmung/domain/service-setting";
import { APP_LINK } from "../app-links.ts";
import { SERVICE_SETTING_STORAGE_KEY, storeServiceSettings } from "../service-settings.ts";
import type { NativePlatform } from "./platform.ts";

export const UPDATE_MESSAGE = {
  title: "새 버전이 나왔어요",
  detail: (installed: string, minimum: string) =>
    `지금 쓰는 물멍 앱(${installed})은 더 이상 지원되지 않는 버전이에요. ${minimum} 이상으로 업데이트하고 이용해 주세요.`,
  update: "업데이트",
  later: "나중에",
} as const;

export interface AppUpdate {
  installed: string;
  minimum: string;
  storeUrl: string;
}

/** Put off for this run of the app (a module's life is the web view's, which the app keeps while it runs). */
let putOff = false;

export function putOffAppUpdate(): void {
  putOff = true;
}

/** The update to ask for, or null; writes SPEC's isAppUpdate into the device copy of the settings. */
export async function checkAppUpdate(
  platform: NativePlatform,
  items: readonly ServiceSettingItem[],
  storage: Storage,
): Promise<AppUpdate | null> {
  const rule = appVersionSettingOf(
    findServiceSettingData(parseServiceSettings(items), SERVICE_SETTING_TYPE.appVersion),
  )[platform];
  if (!rule.minimumVersion) return null;
  const { App } = await import("@capacitor/app");
  const { version } = await App.getInfo();
  const due = isBelowMinimum(version, rule.minimumVersion);
  const state = storeServiceSettings(storage, items);
  if (state.isAppUpdate !== due)
    storage.setItem(SERVICE_SETTING_STORAGE_KEY, JSON.stringify({ ...state, isAppUpdate: due }));
  if (!due || putOff) return null;
  const storeUrl = rule.storeUrl || (platform === "android" ? APP_LINK.googlePlay : APP_LINK.appStore);
  return { installed: version, minimum: rule.minimumVersion, storeUrl };
}
