/** SPEC.md section 3 group_buying service setting: group buying shows unless the setting switches it off. */
import { findServiceSettingData, parseServiceSettings, SERVICE_SETTING_TYPE } from "@mulmung/domain/service-setting";
import { useServiceSettingItems } from "../../lib/service-settings.ts";

export function isGroupBuyingEnabled(items: Parameters<typeof parseServiceSettings>[0]): boolean {
  const data = findServiceSettingData(parseServiceSettings(items), SERVICE_SETTING_TYPE.groupBuying);
  return (data as { isEnable?: unknown } | undefined)?.isEnable !== false;
}

export function useGroupBuyingEnabled(): boolean {
  return isGroupBuyingEnabled(useServiceSettingItems());
}
