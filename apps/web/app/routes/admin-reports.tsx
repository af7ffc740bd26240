import type { ReportQueueItem } from "@mulmung/contract/admin-moderation";
import type { ListPage } from "@mulmung/contract/common";
import { REPORT_STATES } from "@mulmung/domain/moderation";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { offsetParam, pick } from "../features/admin-moderation/helpers.ts";
import { MODERATION_MESSAGE } from "../features/admin-moderation/messages.ts";
import { REPORT_TYPE_FILTERS, type ReportFilters, ReportsView } from "../features/admin-moderation/reports.tsx";
import { loadSearch } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-reports";

export const meta: Route.MetaFunction = () => privatePageMeta(MODERATION_MESSAGE.reportsTitle);

const PAGE_SIZE = 20;

/** /admin/reports?state=WAIT|DONE|REJECTED&type=&offset=: the report queue, grouped by target (issue 27). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters: ReportFilters = {
    state: pick(params.get("state"), REPORT_STATES, "WAIT"),
    type: pick(params.get("type"), REPORT_TYPE_FILTERS),
  };
  const offset = offsetParam(params.get("offset"));
  const { found, error } = await loadSearch<ListPage<ReportQueueItem>>(
    context.api,
    withQuery("/api/v1/admin/report", { ...filters, offset, size: PAGE_SIZE }),
    { items: [], nextOffset: null },
    request,
  );
  return { queue: found, filters, offset, error };
}

export default function AdminReportsPage({ loaderData }: Route.ComponentProps) {
  return <ReportsView {...loaderData} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
