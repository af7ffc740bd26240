import type { Species } from "@mulmung/contract/species";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { SPECIES_ADMIN_MESSAGE } from "../features/admin-species/messages.ts";
import { SpeciesFormView } from "../features/admin-species/species-form.tsx";
import { NEW_SPECIES } from "../features/admin-species/species-list.tsx";
import { loadOrThrow, requirePathId } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-species-edit";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(
    loaded?.species ? SPECIES_ADMIN_MESSAGE.editTitle(loaded.species.koreanName) : SPECIES_ADMIN_MESSAGE.newTitle,
  );

/** /admin/species/new and /admin/species/{id}: one species' form (issue 30). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (params.id === NEW_SPECIES) return { species: null };
  const id = requirePathId(params.id);
  return { species: await loadOrThrow<Species>(context.api, `/api/v1/species/${id}`, { request }) };
}

export default function AdminSpeciesEditPage({ loaderData }: Route.ComponentProps) {
  // Keyed by the species, so moving from one to another (or from new to saved) starts the form afresh.
  return <SpeciesFormView key={loaderData.species?.id ?? NEW_SPECIES} species={loaderData.species} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
