import type { ListPage } from "@mulmung/contract/common";
import type { MagazineDetail, MagazineSummary } from "@mulmung/contract/magazine";
import { PageHeader } from "../components/page-header.tsx";
import { MagazineShelf } from "../features/magazine/magazine-shelf.tsx";
import { MAGAZINE_MESSAGE as M } from "../features/magazine/messages.ts";
import { loadOr, loadOrThrow } from "../lib/api.server.ts";
import type { Route } from "./+types/subscription-magazine";

/** /subscription/magazine: the free latest issue and every issue. */
export async function loader({ context }: Route.LoaderArgs) {
  const [latest, issues] = await Promise.all([
    loadOr<MagazineDetail | null>(context.api, "/api/v1/magazine/latest", null),
    loadOrThrow<ListPage<MagazineSummary>>(context.api, "/api/v1/magazine?size=50"),
  ]);
  return { latest, issues: issues.items };
}

export const meta: Route.MetaFunction = () => [{ title: `${M.title} - 물멍` }];

export default function MagazinePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={M.title} />
      <MagazineShelf latest={loaderData.latest} issues={loaderData.issues} />
    </>
  );
}
