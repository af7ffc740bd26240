import type { DailyRecord } from "@mulmung/contract/breeding";
import { ErrorCode } from "@mulmung/domain/errors";
import { data, redirect } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { BREEDING_MESSAGE as M } from "../features/breeding/messages.ts";
import { PrivateNotice } from "../features/breeding/private-notice.tsx";
import { RecordView } from "../features/breeding/record-view.tsx";
import { detailAction, loadSocial } from "../features/breeding/social.server.ts";
import { type ActionOutcome, actionOutcome, apiCall, loadOr } from "../lib/api.server.ts";
import { farmPath, PATH, parseId, recordPath } from "../lib/paths.ts";
import { privatePageMeta, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/breeding-record-detail";

/** /breeding/daily-record/{id}: the owner's record, or with ?isPublic=true its public page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.id === undefined) throw redirect(PATH.recordList);
  const id = parseId(params.id);
  if (id === null) throw data({ message: "사육 일지를 찾을 수 없습니다." }, { status: 404 });
  const url = new URL(request.url);
  const publicView = url.searchParams.get("isPublic") === "true";
  const api = context.api;
  const result = await apiCall<DailyRecord>(
    api,
    publicView ? `/api/v1/public-breeding-daily-record/${id}` : `/api/v1/breeding-daily-record/${id}`,
  );
  if (!result.ok) {
    if (!publicView && (result.status === 401 || result.code === ErrorCode.ACCESS_DENIED_OR_PRIVATE)) {
      throw redirect(recordPath(id, true));
    }
    if (result.code === ErrorCode.ACCESS_DENIED_OR_PRIVATE) {
      return data({ kind: "private" as const, message: result.message }, { status: 403 });
    }
    throw data({ message: result.message }, { status: result.status });
  }
  const record = result.body;
  const [social, me] = await Promise.all([
    loadSocial(api, "record", id, record),
    loadOr<{ id: number } | null>(api, "/api/v1/member/me", null),
  ]);
  return { kind: "record" as const, record, social, viewerId: me?.id ?? null, publicView, url: url.href };
}

export async function action({ params, request, context }: Route.ActionArgs): Promise<ActionOutcome> {
  return detailAction(context.api, "record", params.id, request, M.genericError, async (intent, id) => {
    if (intent !== "deleteRecord") return undefined;
    const record = await apiCall<DailyRecord>(context.api, `/api/v1/breeding-daily-record/${id}`);
    const result = await apiCall(context.api, `/api/v1/breeding-daily-record/${id}`, { method: "DELETE" });
    if (result.ok) throw redirect(record.ok ? farmPath(record.body.breedingFarmId) : PATH.breeding);
    return actionOutcome(intent, result);
  });
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page || page.kind === "private") {
    return privatePageMeta(M.privateRecordTitle);
  }
  const { record } = page;
  const values = record.values.map((v) => `${v.dataName} ${v.value}${v.unit}`).join(", ");
  return seoMeta({
    title: `${record.breedingFarmName} ${record.recordDate} ${M.record}`,
    description: [values, record.note].filter(Boolean).join(" · ").slice(0, 160) || M.record,
    url: page.url,
    image: record.imageUrls[0],
    type: "article",
  });
};

export default function BreedingRecordPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={M.record} />
      {loaderData.kind === "private" ? (
        <PrivateNotice title={M.privateRecordTitle} message={loaderData.message} />
      ) : (
        <RecordView
          record={loaderData.record}
          social={loaderData.social}
          viewerId={loaderData.viewerId}
          publicView={loaderData.publicView}
        />
      )}
    </>
  );
}
