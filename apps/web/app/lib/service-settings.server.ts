/** Reads the service settings on the server with the contract's zod schemas (kept out of the browser). */
import {
  CompanyInformation,
  ServiceCheck,
  type ServiceSettingItem,
  ServiceSettingList,
  TermsLink,
} from "@mulmung/contract/site-content";
import { findServiceSettingData, parseServiceSettings, SERVICE_SETTING_TYPE } from "@mulmung/domain/service-setting";
import type { ShellSettings } from "./service-settings.ts";

/** The list answer of GET /api/v1/service-setting, or an empty list when the call failed. */
export function toServiceSettingItems(response: { status: number; body: unknown }): ServiceSettingItem[] {
  if (response.status !== 200) return [];
  const parsed = ServiceSettingList.safeParse(response.body);
  return parsed.success ? parsed.data.items : [];
}

/** What the shell shows from the settings; anything missing or malformed is left out, never fatal. */
export function readShellSettings(items: readonly ServiceSettingItem[]): ShellSettings {
  const settings = parseServiceSettings(items);
  const data = (type: string) => findServiceSettingData(settings, type);
  const company = CompanyInformation.safeParse(data(SERVICE_SETTING_TYPE.companyInformation));
  const check = ServiceCheck.safeParse(data(SERVICE_SETTING_TYPE.serviceCheck));
  const termsUseService = TermsLink.safeParse(data(SERVICE_SETTING_TYPE.termsUseService));
  const termsPrivacy = TermsLink.safeParse(data(SERVICE_SETTING_TYPE.termsPrivacy));
  return {
    companyInformation: company.success ? company.data : null,
    serviceCheck: check.success && check.data.isEnable ? { message: check.data.message?.trim() || null } : null,
    termsUseServiceLink: termsUseService.success ? termsUseService.data.link : null,
    termsPrivacyLink: termsPrivacy.success ? termsPrivacy.data.link : null,
  };
}
