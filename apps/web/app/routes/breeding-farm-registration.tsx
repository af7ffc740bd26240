import type { BreedingFarm } from "@mulmung/contract/breeding";
import { data, redirect } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { farmBody } from "../features/breeding/form-data.server.ts";
import { FarmForm } from "../features/breeding/forms.tsx";
import { BREEDING_MESSAGE as M } from "../features/breeding/messages.ts";
import { apiCall, loadOrThrow } from "../lib/api.server.ts";
import { farmPath, parseId } from "../lib/paths.ts";
import type { Route } from "./+types/breeding-farm-registration";

/** /breeding/farm/registration: a new farm, or ?breedingFarmId= to edit one of mine. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("breedingFarmId");
  if (raw === null) {
    // Member-only page: the list call answers 401 for visitors, who are sent to log in first.
    await loadOrThrow(context.api, "/api/v1/breeding-farm?size=1", { request });
    return { farm: undefined };
  }
  const id = parseId(raw);
  if (id === null) throw data({ message: M.notFound }, { status: 404 });
  return { farm: await loadOrThrow<BreedingFarm>(context.api, `/api/v1/breeding-farm/${id}`, { request }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const id = parseId(new URL(request.url).searchParams.get("breedingFarmId"));
  const body = farmBody(await request.formData());
  const result = id
    ? await apiCall<BreedingFarm>(context.api, `/api/v1/breeding-farm/${id}`, { method: "PATCH", body })
    : await apiCall<BreedingFarm>(context.api, "/api/v1/breeding-farm", { method: "POST", body });
  if (result.ok) throw redirect(farmPath(result.body.id));
  return { error: result.message };
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: `${page?.farm ? M.editFarm : M.newFarm} - 물멍` },
];

export default function FarmRegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { farm } = loaderData;
  return (
    <>
      <PageHeader title={farm ? M.editFarm : M.newFarm} />
      <div style={{ padding: "12px 16px 24px" }}>
        <FarmForm farm={farm} error={actionData?.error} />
      </div>
    </>
  );
}
