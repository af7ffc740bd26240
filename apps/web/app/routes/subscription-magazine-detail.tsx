import type { MagazineDetail } from "@mulmung/contract/magazine";
import { data } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { MagazineReader } from "../features/magazine/magazine-reader.tsx";
import { MAGAZINE_MESSAGE as M } from "../features/magazine/messages.ts";
import { loadMember } from "../features/member/me.server.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { parseId } from "../lib/paths.ts";
import type { Route } from "./+types/subscription-magazine-detail";

/** /subscription/magazine/{id}: the reader (articles only when the server sends them). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const [issue, member] = await Promise.all([
    loadOrThrow<MagazineDetail>(context.api, `/api/v1/magazine/${id}`),
    loadMember(context),
  ]);
  return { issue, loggedIn: member !== null };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: loaded ? `${loaded.issue.issueLabel} ${loaded.issue.title} - ${M.title}` : `${M.title} - 물멍` },
];

export default function MagazineDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={M.title} />
      <MagazineReader issue={loaderData.issue} loggedIn={loaderData.loggedIn} />
    </>
  );
}
