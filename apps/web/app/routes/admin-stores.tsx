import type { AdminStoreList, AdminStoreRegistrationList } from "@mulmung/contract/admin-stores";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { offsetParam, pick } from "../features/admin-moderation/helpers.ts";
import { MODERATION_MESSAGE } from "../features/admin-moderation/messages.ts";
import {
  REGISTRATION_FILTERS,
  STORE_FILTERS,
  type StoresFilters,
  StoresView,
} from "../features/admin-moderation/stores.tsx";
import { loadOrThrow, loadSearch } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-stores";

export const meta: Route.MetaFunction = () => privatePageMeta(MODERATION_MESSAGE.storesTitle);

const PAGE_SIZE = 30;

/** /admin/stores?tab=registration|store&state=&query=&offset=: applications (waiting first) and stores (issue 27). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const tab = pick(params.get("tab"), ["registration", "store"] as const, "registration");
  const offset = offsetParam(params.get("offset"));
  if (tab === "registration") {
    const filters: StoresFilters = { state: pick(params.get("state"), REGISTRATION_FILTERS, "WAIT") };
    const registrations = await loadOrThrow<AdminStoreRegistrationList>(
      context.api,
      withQuery("/api/v1/admin/store-registration", { ...filters, offset, size: PAGE_SIZE }),
      { request },
    );
    return { tab, filters, offset, registrations, stores: null, error: null };
  }
  const query = params.get("query")?.trim() || undefined;
  const filters: StoresFilters = { query, state: pick(params.get("state"), STORE_FILTERS) };
  const { found, error } = await loadSearch<AdminStoreList>(
    context.api,
    withQuery("/api/v1/admin/store", { ...filters, offset, size: PAGE_SIZE }),
    { items: [], nextOffset: null },
    request,
  );
  return { tab, filters, offset, registrations: null, stores: found, error };
}

export default function AdminStoresPage({ loaderData }: Route.ComponentProps) {
  return <StoresView {...loaderData} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
