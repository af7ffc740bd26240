/**
 * Service settings (SPEC.md section 3) on the client: the root loader's data, and the device copy kept
 * with the version rule of SPEC.md section 4. Parsing with zod happens on the server
 * (service-settings.server.ts) so the schemas stay out of the browser bundle.
 */
import type { CompanyInformation, ServiceSettingItem } from "@mulmung/contract/site-content";
import {
  parseServiceSettings,
  reconcileServiceSettings,
  type ServiceSettingState,
} from "@mulmung/domain/service-setting";
import { useRouteLoaderData } from "react-router";

export interface ShellSettings {
  companyInformation: CompanyInformation | null;
  /** The maintenance notice to show, or null when service_check is off. */
  serviceCheck: { message: string | null } | null;
  termsUseServiceLink: string | null;
  termsPrivacyLink: string | null;
}

/** The root loader's settings, from any component (empty when the root loader has not run). */
export function useServiceSettingItems(): ServiceSettingItem[] {
  return useRootData()?.serviceSettings ?? [];
}

export const EMPTY_SHELL_SETTINGS: ShellSettings = {
  companyInformation: null,
  serviceCheck: null,
  termsUseServiceLink: null,
  termsPrivacyLink: null,
};

/** What the shell shows (footer, terms links, maintenance), read by the root loader. */
export function useShellSettings(): ShellSettings {
  return useRootData()?.shellSettings ?? EMPTY_SHELL_SETTINGS;
}

function useRootData() {
  return useRouteLoaderData("root") as
    | { serviceSettings?: ServiceSettingItem[]; shellSettings?: ShellSettings }
    | undefined;
}

export const SERVICE_SETTING_STORAGE_KEY = "mulmung.serviceSetting";

/**
 * SPEC.md section 4: keeps the device copy of the settings, replacing it (and clearing the app-update
 * flag) only when service_setting_version differs. Returns the state now stored.
 */
export function storeServiceSettings(storage: Storage, incoming: readonly ServiceSettingItem[]): ServiceSettingState {
  let current: ServiceSettingState = { serviceSetting: [], isAppUpdate: false };
  try {
    const stored = JSON.parse(storage.getItem(SERVICE_SETTING_STORAGE_KEY) ?? "null") as ServiceSettingState | null;
    if (stored && Array.isArray(stored.serviceSetting)) current = stored;
  } catch {
    // A broken stored copy counts as none and is replaced.
  }
  const reconciled = reconcileServiceSettings(current, parseServiceSettings(incoming));
  if (reconciled !== current) storage.setItem(SERVICE_SETTING_STORAGE_KEY, JSON.stringify(reconciled));
  return reconciled;
}
