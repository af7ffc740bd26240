import type { RaffleDraw } from "@mulmung/contract/admin-programs";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { PROGRAMS_MESSAGE } from "../features/admin-programs/messages.ts";
import { type AdminRaffle, RafflesView } from "../features/admin-programs/raffles.tsx";
import { apiCall, loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-programs";

export const meta: Route.MetaFunction = () =>
  privatePageMeta(`${PROGRAMS_MESSAGE.raffleTitle} · ${PROGRAMS_MESSAGE.title}`);

/** /admin/programs: the raffles (issue 27), each drawn one with its recorded draw. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { items } = await loadOrThrow<{ items: AdminRaffle[] }>(context.api, "/api/v1/admin/raffle-recruitment", {
    request,
  });
  const drawn = items.filter((raffle) => raffle.drawSeed !== null);
  const records = await Promise.all(
    drawn.map((raffle) => apiCall<RaffleDraw>(context.api, `/api/v1/admin/raffle-recruitment/${raffle.id}/draw`)),
  );
  const draws: Record<number, RaffleDraw> = {};
  for (const record of records) if (record.ok) draws[record.body.raffleId] = record.body;
  return { raffles: items, draws };
}

export default function AdminProgramsPage({ loaderData }: Route.ComponentProps) {
  return <RafflesView {...loaderData} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
