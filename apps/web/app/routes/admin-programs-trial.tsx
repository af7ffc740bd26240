import type { AdminPreuserApplicant } from "@mulmung/contract/admin-programs";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { PROGRAMS_MESSAGE } from "../features/admin-programs/messages.ts";
import { type AdminRecruitment, TrialTestersView } from "../features/admin-programs/trial-testers.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-programs-trial";

export const meta: Route.MetaFunction = () =>
  privatePageMeta(`${PROGRAMS_MESSAGE.trialTitle} · ${PROGRAMS_MESSAGE.title}`);

/** /admin/programs/trial?recruitment=: the trial-tester recruitments and the picked one's applicants (the first by default). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { items } = await loadOrThrow<{ items: AdminRecruitment[] }>(context.api, "/api/v1/admin/preuser-recruitment", {
    request,
  });
  const wanted = Number(new URL(request.url).searchParams.get("recruitment"));
  const current = items.find((recruitment) => recruitment.id === wanted) ?? items[0] ?? null;
  const applicants = current
    ? (
        await loadOrThrow<{ items: AdminPreuserApplicant[] }>(
          context.api,
          `/api/v1/admin/preuser-recruitment/${current.id}/applicant`,
          { request },
        )
      ).items
    : [];
  return { recruitments: items, current, applicants };
}

export default function AdminProgramsTrialPage({ loaderData }: Route.ComponentProps) {
  return <TrialTestersView {...loaderData} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
