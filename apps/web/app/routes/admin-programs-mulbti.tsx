import type { MulbtiListItem } from "@mulmung/contract/programs";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { PROGRAMS_MESSAGE } from "../features/admin-programs/messages.ts";
import { MulbtiCountsView } from "../features/admin-programs/program-overview.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-programs-mulbti";

export const meta: Route.MetaFunction = () =>
  privatePageMeta(`${PROGRAMS_MESSAGE.mulbtiTitle} · ${PROGRAMS_MESSAGE.title}`);

/** /admin/programs/mulbti: every 물BTI type with how many members' results it holds (the quiz's own list). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { items } = await loadOrThrow<{ items: MulbtiListItem[] }>(context.api, "/api/v1/mulbti/list?size=100", {
    request,
  });
  return { items };
}

export default function AdminProgramsMulbtiPage({ loaderData }: Route.ComponentProps) {
  return <MulbtiCountsView items={loaderData.items} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
