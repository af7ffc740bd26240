import type { BreedingFarm, BreedingFarmInhabitantList, Chart, DailyRecord } from "@mulmung/contract/breeding";
import type { Species } from "@mulmung/contract/species";
import { ErrorCode } from "@mulmung/domain/errors";
import { seoulDateKey } from "@mulmung/domain/time";
import { data, redirect } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { FarmView } from "../features/breeding/farm-view.tsx";
import { BREEDING_MESSAGE as M } from "../features/breeding/messages.ts";
import { PrivateNotice } from "../features/breeding/private-notice.tsx";
import { detailAction, loadSocial } from "../features/breeding/social.server.ts";
import { tankAction } from "../features/breeding/tank.server.ts";
import { type ActionOutcome, actionOutcome, apiCall, loadOr } from "../lib/api.server.ts";
import { farmPath, PATH, parseId } from "../lib/paths.ts";
import { privatePageMeta, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/breeding-farm-detail";

/**
 * /breeding/farm/{id}: the owner's farm page, or with ?isPublic=true the public page anyone may open (a shared
 * link or a scanned QR label), rendered on the server so link previews show the farm.
 */
const EMPTY_TANK: BreedingFarmInhabitantList = {
  items: [],
  stockingPercent: null,
  latestRecord: null,
  nitrogenCycle: null,
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (params.id === undefined) throw redirect(PATH.myFarms);
  const id = parseId(params.id);
  if (id === null) throw data({ message: M.notFound }, { status: 404 });
  const url = new URL(request.url);
  const publicView = url.searchParams.get("isPublic") === "true";
  const api = context.api;

  const farmResult = await apiCall<BreedingFarm>(
    api,
    publicView ? `/api/v1/public-breeding-farm/${id}` : `/api/v1/breeding-farm/${id}`,
  );
  if (!farmResult.ok) {
    // Someone else's farm (or a visitor) without ?isPublic=true: show the public page instead.
    if (!publicView && (farmResult.status === 401 || farmResult.code === ErrorCode.ACCESS_DENIED_OR_PRIVATE)) {
      throw redirect(farmPath(id, true));
    }
    if (farmResult.code === ErrorCode.ACCESS_DENIED_OR_PRIVATE) {
      return data({ kind: "private" as const, message: farmResult.message, url: url.href }, { status: 403 });
    }
    throw data({ message: farmResult.message }, { status: farmResult.status });
  }
  const farm = farmResult.body;
  // The page starts with 90 days of values (30 and 90 are picked in the browser); 365 is loaded when asked for.
  const chartDays = url.searchParams.get("chartDays") === "365" ? 365 : 90;
  const chartQuery = `startDate=${seoulDateKey(Date.now() - (chartDays - 1) * 86_400_000)}`;
  const chartPath = publicView ? `/api/v1/public-breeding-farm/${id}/chart` : `/api/v1/breeding-farm/${id}/chart`;
  // The owner's species search of "물고기 추가" (?speciesSearch=): a GET form, so it works before the page's script.
  const speciesWord = (url.searchParams.get("speciesSearch") ?? "").trim().slice(0, 50);
  const [chart, records, social, me, tank, species] = await Promise.all([
    loadOr<Chart>(api, `${chartPath}?${chartQuery}`, {
      startDate: "",
      endDate: "",
      items: [],
    }),
    loadOr<{ items: DailyRecord[] }>(
      api,
      publicView
        ? `/api/v1/public-breeding-daily-record?breedingFarmId=${id}&size=5`
        : `/api/v1/breeding-farm/${id}/breeding-daily-record?size=5`,
      { items: [] },
    ),
    loadSocial(api, "farm", id, farm),
    loadOr<{ id: number } | null>(api, "/api/v1/member/me", null),
    loadOr<BreedingFarmInhabitantList>(api, `/api/v1/breeding-farm/${id}/inhabitant`, EMPTY_TANK),
    speciesWord && farm.isMine && !publicView
      ? loadOr<{ items: Species[] }>(api, `/api/v1/species?search=${encodeURIComponent(speciesWord)}&size=10`, {
          items: [],
        })
      : null,
  ]);
  return {
    kind: "farm" as const,
    farm,
    chart,
    chartDays,
    records: records.items,
    social,
    tank,
    speciesSearch: { word: speciesWord, results: species?.items ?? null },
    today: seoulDateKey(Date.now()),
    viewerId: me?.id ?? null,
    publicView,
    // The canonical address of the page, without view state such as ?chartDays=.
    url: new URL(`${url.pathname}${publicView ? "?isPublic=true" : ""}`, url.origin).href,
  };
}

export async function action({ params, request, context }: Route.ActionArgs): Promise<ActionOutcome> {
  return detailAction(context.api, "farm", params.id, request, M.notFound, async (intent, id, form) => {
    if (intent !== "deleteFarm") return tankAction(context.api, intent, id, form);
    const result = await apiCall(context.api, `/api/v1/breeding-farm/${id}`, { method: "DELETE" });
    if (result.ok) throw redirect(PATH.myFarms);
    return actionOutcome(intent, result);
  });
}

export const meta: Route.MetaFunction = ({ data: page }) => {
  if (!page || page.kind === "private") return privatePageMeta(M.privateTitle);
  const { farm } = page;
  return seoMeta({
    title: farm.breedingFarmName,
    description: `${M.owner(farm.nickname)} · ${M.recordCount(farm.recordCount)} · ${farm.description}`.slice(0, 160),
    url: page.url,
    image: farm.imageUrl,
    type: "article",
  });
};

export default function BreedingFarmPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "private") {
    return (
      <>
        <PageHeader title={M.farm} />
        <PrivateNotice title={M.privateTitle} message={loaderData.message} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={M.farm} />
      <FarmView
        farm={loaderData.farm}
        chart={loaderData.chart}
        chartDays={loaderData.chartDays}
        records={loaderData.records}
        social={loaderData.social}
        tank={loaderData.tank}
        speciesSearch={loaderData.speciesSearch}
        today={loaderData.today}
        viewerId={loaderData.viewerId}
        publicView={loaderData.publicView}
      />
    </>
  );
}
