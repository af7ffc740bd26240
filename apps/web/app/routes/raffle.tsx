import type { ListPage } from "@mulmung/contract/common";
import type { RaffleRecruitment } from "@mulmung/contract/programs";
import { PageHeader } from "../components/page-header.tsx";
import { RAFFLE_MESSAGE } from "../features/raffle/messages.ts";
import { RaffleList } from "../features/raffle/raffle-list.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/raffle";

const STATES = ["OPEN", "UPCOMING", "ENDED"] as const;
const PAGE = 10;

/** /raffle: open, upcoming and ended raffles, paged (`?state=`, `?offset=`). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("state");
  const state = STATES.find((s) => s === raw) ?? null;
  const offset = Math.max(0, Math.min(1_000_000, Number.parseInt(url.searchParams.get("offset") ?? "0", 10) || 0));
  const list = await loadOrThrow<ListPage<RaffleRecruitment>>(
    context.api,
    withQuery("/api/v1/raffle-recruitment", { state, offset, size: PAGE }),
  );
  return {
    state,
    list,
    nextHref: list.nextOffset === null ? null : withQuery("/raffle", { state, offset: list.nextOffset }),
  };
}

export const meta: Route.MetaFunction = () =>
  seoMeta({ title: RAFFLE_MESSAGE.title, description: RAFFLE_MESSAGE.description });

export default function RafflePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={RAFFLE_MESSAGE.title} />
      <RaffleList state={loaderData.state} items={loaderData.list.items} nextHref={loaderData.nextHref} />
    </>
  );
}
