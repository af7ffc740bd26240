import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { type AdminIssue, MagazineListView } from "../features/admin-programs/magazine-list.tsx";
import { PROGRAMS_MESSAGE } from "../features/admin-programs/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-programs-magazine";

export const meta: Route.MetaFunction = () =>
  privatePageMeta(`${PROGRAMS_MESSAGE.magazineTitle} · ${PROGRAMS_MESSAGE.title}`);

/** /admin/programs/magazine: every issue of 월간 물멍 and the active subscribers (issue 27). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadOrThrow<{ items: AdminIssue[]; activeSubscribers: number }>(context.api, "/api/v1/admin/magazine", {
    request,
  });
}

export default function AdminProgramsMagazinePage({ loaderData }: Route.ComponentProps) {
  return <MagazineListView {...loaderData} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
