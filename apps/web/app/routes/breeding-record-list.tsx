import type { BreedingFarm, DailyRecord } from "@mulmung/contract/breeding";
import { ErrorCode } from "@mulmung/domain/errors";
import { data, Form, Link, redirect } from "react-router";
import { AlertText } from "../components/alert-text.tsx";
import buttons from "../components/button.module.css";
import { EmptyState } from "../components/empty-state.tsx";
import form from "../components/form.module.css";
import lists from "../components/list.module.css";
import { PageHeader } from "../components/page-header.tsx";
import styles from "../features/breeding/breeding.module.css";
import { MoreLink, RecordCard } from "../features/breeding/cards.tsx";
import { BREEDING_MESSAGE as M } from "../features/breeding/messages.ts";
import { PrivateNotice } from "../features/breeding/private-notice.tsx";
import { loadThemeSections } from "../features/home/home.server.ts";
import { apiCall, loadOrThrow } from "../lib/api.server.ts";
import { PATH, parseId } from "../lib/paths.ts";
import type { Route } from "./+types/breeding-record-list";
import { ThemeSectionBlocks } from "./theme-section-items.tsx";

const PAGE = 10;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /breeding/daily-record/list: a farm's records (?breedingFarmId=, mine, or its public ones with ?isPublic=true)
 * filtered by date, recordDate,DESC; without a farm, the newest public records of all public farms.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const farmId = parseId(url.searchParams.get("breedingFarmId"));
  const publicView = url.searchParams.get("isPublic") === "true" || farmId === null;
  const startDate = url.searchParams.get("startDate") ?? "";
  const endDate = url.searchParams.get("endDate") ?? "";
  const size = Math.min(Math.max(Number(url.searchParams.get("size")) || PAGE, PAGE), 100);
  const asked = { farmId, publicView, startDate, endDate, size };
  const query = new URLSearchParams({ size: String(size), isTotalCount: "true" });
  if (DATE.test(startDate)) query.set("startDate", startDate);
  if (DATE.test(endDate)) query.set("endDate", endDate);
  let farmName: string | null = null;
  let path: string;
  if (farmId === null) {
    path = `/api/v1/public-breeding-daily-record?${query}`;
  } else if (publicView) {
    query.set("breedingFarmId", String(farmId));
    path = `/api/v1/public-breeding-daily-record?${query}`;
  } else {
    const farm = await apiCall<BreedingFarm>(context.api, `/api/v1/breeding-farm/${farmId}`);
    if (!farm.ok && (farm.status === 401 || farm.code === ErrorCode.ACCESS_DENIED_OR_PRIVATE)) {
      throw redirect(`${PATH.recordList}?breedingFarmId=${farmId}&isPublic=true`);
    }
    if (!farm.ok) throw data({ message: farm.message }, { status: farm.status });
    farmName = farm.body.breedingFarmName;
    path = `/api/v1/breeding-farm/${farmId}/breeding-daily-record?${query}`;
  }
  const list = await apiCall<{ items: DailyRecord[]; nextOffset: number | null; totalCount?: number }>(
    context.api,
    path,
  );
  if (!list.ok) {
    if (list.code === ErrorCode.ACCESS_DENIED_OR_PRIVATE) {
      return data({ kind: "private" as const, message: list.message }, { status: 403 });
    }
    if (list.code === ErrorCode.VALIDATION) {
      return { kind: "list" as const, ...emptyList, error: list.message, ...asked, farmName, sections: [], now: 0 };
    }
    await loadOrThrow(context.api, path, { request });
  }
  const body = list.ok ? list.body : emptyList;
  farmName ??= body.items[0]?.breedingFarmName ?? null;
  const { sections } = await loadThemeSections(context.api, "BREEDING_DAILY_RECORD");
  return { kind: "list" as const, ...body, error: null, ...asked, farmName, sections, now: Date.now() };
}

const emptyList = { items: [] as DailyRecord[], nextOffset: null as number | null, totalCount: 0 };

export const meta: Route.MetaFunction = () => [{ title: `${M.records} - 물멍` }];

/** One end of the records' date range (a GET filter). */
function DateFilter({ label, name, value }: { label: string; name: string; value: string }) {
  return (
    <label className={form.field}>
      <span className={`${form.label} ${styles.label}`}>{label}</span>
      <input
        type="date"
        name={name}
        className={`${form.control} ${form.compact} ${styles.input}`}
        defaultValue={value}
      />
    </label>
  );
}

export default function RecordListPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "private") {
    return (
      <>
        <PageHeader title={M.records} />
        <PrivateNotice title={M.privateTitle} message={loaderData.message} />
      </>
    );
  }
  const { items, nextOffset, farmId, farmName, publicView, startDate, endDate, size, error, sections, now } =
    loaderData;
  const more = new URLSearchParams();
  if (farmId) more.set("breedingFarmId", String(farmId));
  if (publicView && farmId) more.set("isPublic", "true");
  if (startDate) more.set("startDate", startDate);
  if (endDate) more.set("endDate", endDate);
  more.set("size", String(size + PAGE));
  return (
    <>
      <PageHeader title={farmName && farmId ? `${farmName} ${M.records}` : farmId ? M.records : M.publicRecords} />
      <div className={styles.page}>
        {farmId ? (
          <Form method="get" className={styles.section}>
            <input type="hidden" name="breedingFarmId" value={farmId} />
            {publicView ? <input type="hidden" name="isPublic" value="true" /> : null}
            <div className={styles.valueGrid}>
              <DateFilter label={M.startDate} name="startDate" value={startDate} />
              <DateFilter label={M.endDate} name="endDate" value={endDate} />
            </div>
            <button type="submit" className={buttons.secondary}>
              {M.filter}
            </button>
          </Form>
        ) : null}
        <AlertText message={error} className={styles.error} />
        {items.length === 0 && !error ? <EmptyState title={M.noRecords} /> : null}
        <ul className={`${lists.plain} ${styles.list}`}>
          {items.map((record) => (
            <RecordCard key={record.id} record={record} publicView={publicView} showFarm={!farmId} />
          ))}
        </ul>
        <MoreLink show={nextOffset !== null} query={more} />
        {farmId && !publicView ? (
          <Link to={`${PATH.recordRegistration}?breedingFarmId=${farmId}`} className={buttons.primary}>
            {M.writeRecord}
          </Link>
        ) : null}
      </div>
      <ThemeSectionBlocks sections={sections} now={now} />
    </>
  );
}
