import type { RaffleRecruitmentDetail } from "@mulmung/contract/programs";
import { data } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { RAFFLE_MESSAGE } from "../features/raffle/messages.ts";
import { RaffleDetail } from "../features/raffle/raffle-detail.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { parseId } from "../lib/paths.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/raffle-detail";

/** /raffle/{id}: prize, period, how to enter, entry, and whether the member won. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  return { raffle: await loadOrThrow<RaffleRecruitmentDetail>(context.api, `/api/v1/raffle-recruitment/${id}`) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({
    title: data?.raffle.title ?? RAFFLE_MESSAGE.title,
    description: data?.raffle.summary ?? RAFFLE_MESSAGE.description,
  });

export default function RaffleDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={RAFFLE_MESSAGE.title} />
      <RaffleDetail raffle={loaderData.raffle} />
    </>
  );
}
