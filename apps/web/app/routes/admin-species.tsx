import type { ListPage } from "@mulmung/contract/common";
import type { Species } from "@mulmung/contract/species";
import { SPECIES_GROUPS } from "@mulmung/domain/species";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { SPECIES_ADMIN_MESSAGE } from "../features/admin-species/messages.ts";
import { SpeciesListView } from "../features/admin-species/species-list.tsx";
import { loadSearch } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-species";

export const meta: Route.MetaFunction = () => privatePageMeta(SPECIES_ADMIN_MESSAGE.title);

const PAGE_SIZE = 30;

/** /admin/species?search=&group=&offset=: the species catalogue for the operators (issue 30). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const search = params.get("search")?.trim() ?? "";
  const asked = params.get("group") ?? "";
  const group = (SPECIES_GROUPS as readonly string[]).includes(asked) ? asked : "";
  const offset = Math.max(0, Number.parseInt(params.get("offset") ?? "0", 10) || 0);
  const { found, error } = await loadSearch<ListPage<Species>>(
    context.api,
    withQuery("/api/v1/species", { search, group, offset, size: PAGE_SIZE }),
    { items: [], nextOffset: null },
    request,
  );
  return { found, search, group, offset, error };
}

export default function AdminSpeciesPage({ loaderData }: Route.ComponentProps) {
  return <SpeciesListView {...loaderData} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
