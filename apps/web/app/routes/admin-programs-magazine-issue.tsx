import { data } from "react-router";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { IssueFormView, type MagazineBuyer } from "../features/admin-programs/issue-form.tsx";
import { type AdminIssue, NEW_ISSUE } from "../features/admin-programs/magazine-list.tsx";
import { PROGRAMS_MESSAGE } from "../features/admin-programs/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { parseId } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-programs-magazine-issue";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(
    `${loaded?.issue ? `${loaded.issue.issueLabel} · ${PROGRAMS_MESSAGE.editIssue}` : PROGRAMS_MESSAGE.newIssue} · ${PROGRAMS_MESSAGE.title}`,
  );

/** /admin/programs/magazine/new, /admin/programs/magazine/{id}: the issue form, and an issue's buyers (issue 27). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (params.id === NEW_ISSUE) return { issue: null, buyers: [] };
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const [issue, buyers] = await Promise.all([
    loadOrThrow<AdminIssue>(context.api, `/api/v1/admin/magazine/${id}`, { request }),
    loadOrThrow<{ items: MagazineBuyer[] }>(context.api, `/api/v1/admin/magazine/${id}/purchase`, { request }),
  ]);
  return { issue, buyers: buyers.items };
}

export default function AdminProgramsMagazineIssuePage({ loaderData }: Route.ComponentProps) {
  // Keyed by the issue, so moving from one issue to another (or from new to saved) starts the form afresh.
  return <IssueFormView key={loaderData.issue?.id ?? NEW_ISSUE} {...loaderData} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
