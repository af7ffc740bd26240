import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { PROGRAMS_MESSAGE } from "../features/admin-programs/messages.ts";
import { type AdminProductionRequest, ProductionRequestsView } from "../features/admin-programs/program-overview.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-programs-request";

export const meta: Route.MetaFunction = () =>
  privatePageMeta(`${PROGRAMS_MESSAGE.requestTitle} · ${PROGRAMS_MESSAGE.title}`);

const FILTERS: Record<string, string> = { writing: "?state=WRITING", unanswered: "?unanswered=true" };

/** /admin/programs/request?filter=: the production requests, all or those being written or waiting for an answer. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const filter = new URL(request.url).searchParams.get("filter") ?? "";
  const answer = await loadOrThrow<{
    items: AdminProductionRequest[];
    counts: { writing: number; awaitingAnswer: number; answered: number };
  }>(context.api, `/api/v1/admin/request-production${FILTERS[filter] ?? ""}`, { request });
  return { ...answer, filter: filter in FILTERS ? filter : "" };
}

export default function AdminProgramsRequestPage({ loaderData }: Route.ComponentProps) {
  return <ProductionRequestsView {...loaderData} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
