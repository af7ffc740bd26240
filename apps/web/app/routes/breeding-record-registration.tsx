import type { BreedingDataName, BreedingFarm, DailyRecord } from "@mulmung/contract/breeding";
import { seoulDateKey } from "@mulmung/domain/time";
import { data, redirect } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { recordBody } from "../features/breeding/form-data.server.ts";
import { RecordForm } from "../features/breeding/forms.tsx";
import { BREEDING_MESSAGE as M } from "../features/breeding/messages.ts";
import { apiCall, loadOrThrow } from "../lib/api.server.ts";
import { farmPath, PATH, parseId } from "../lib/paths.ts";
import type { Route } from "./+types/breeding-record-registration";

/** /breeding/daily-record/registration?breedingFarmId= (new) or ?id= (edit one of mine). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const dataNames = await loadOrThrow<{ items: BreedingDataName[] }>(context.api, "/api/v1/breeding-data-name", {
    request,
  });
  const recordId = parseId(url.searchParams.get("id"));
  if (recordId !== null) {
    const record = await loadOrThrow<DailyRecord>(context.api, `/api/v1/breeding-daily-record/${recordId}`, {
      request,
    });
    return { dataNames: dataNames.items, record, farmName: record.breedingFarmName, today: seoulDateKey(new Date()) };
  }
  const farmId = parseId(url.searchParams.get("breedingFarmId"));
  if (farmId === null) throw redirect(PATH.myFarms);
  const farm = await loadOrThrow<BreedingFarm>(context.api, `/api/v1/breeding-farm/${farmId}`, { request });
  if (!farm) throw data({ message: M.notFound }, { status: 404 });
  return {
    dataNames: dataNames.items,
    record: undefined,
    farmName: farm.breedingFarmName,
    today: seoulDateKey(new Date()),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const names = await apiCall<{ items: BreedingDataName[] }>(context.api, "/api/v1/breeding-data-name");
  const body = recordBody(await request.formData(), names.ok ? names.body.items : []);
  const recordId = parseId(url.searchParams.get("id"));
  const farmId = parseId(url.searchParams.get("breedingFarmId"));
  const result = recordId
    ? await apiCall<DailyRecord>(context.api, `/api/v1/breeding-daily-record/${recordId}`, { method: "PATCH", body })
    : await apiCall<DailyRecord>(context.api, `/api/v1/breeding-farm/${farmId}/breeding-daily-record`, {
        method: "POST",
        body,
      });
  if (result.ok) throw redirect(farmPath(result.body.breedingFarmId));
  return { error: result.message };
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: `${page?.record ? M.editRecord : M.newRecord} - 물멍` },
];

export default function RecordRegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { dataNames, record, farmName, today } = loaderData;
  return (
    <>
      <PageHeader title={record ? M.editRecord : M.newRecord} />
      <div style={{ padding: "12px 16px 24px", display: "flex", flexDirection: "column", gap: 8 }}>
        <p style={{ margin: 0, fontWeight: 700 }}>{farmName}</p>
        <RecordForm dataNames={dataNames} record={record} today={today} error={actionData?.error} />
      </div>
    </>
  );
}
