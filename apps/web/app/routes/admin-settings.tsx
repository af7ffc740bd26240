import type { AdminServiceSettings } from "@mulmung/contract/admin-settings";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { SETTINGS_MESSAGE } from "../features/admin-settings/messages.ts";
import { SettingsView } from "../features/admin-settings/settings-page.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-settings";

export const meta: Route.MetaFunction = () => privatePageMeta(SETTINGS_MESSAGE.title);

/** /admin/settings: the service settings, each its own form. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    settings: await loadOrThrow<AdminServiceSettings>(context.api, "/api/v1/admin/service-setting", { request }),
  };
}

export default function AdminSettingsPage({ loaderData }: Route.ComponentProps) {
  return <SettingsView settings={loaderData.settings} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
