import type { ListPage } from "@mulmung/contract/common";
import type { MagazinePurchase } from "@mulmung/contract/magazine";
import { PageHeader } from "../components/page-header.tsx";
import { MagazineGuide } from "../features/magazine/magazine-guide.tsx";
import { MAGAZINE_MESSAGE as M } from "../features/magazine/messages.ts";
import { loadOr } from "../lib/api.server.ts";
import type { Route } from "./+types/subscription-magazine-guide";

/** /subscription/magazine/guide: how the magazine is read and paid for; a member also sees their purchases. */
export async function loader({ context }: Route.LoaderArgs) {
  const mine = await loadOr<ListPage<MagazinePurchase> | null>(
    context.api,
    "/api/v1/magazine/subscription?size=50",
    null,
  );
  return { purchases: mine ? mine.items : null };
}

export const meta: Route.MetaFunction = () => [{ title: `${M.guideTitle} - ${M.title}` }];

export default function MagazineGuidePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={M.guideTitle} />
      <MagazineGuide purchases={loaderData.purchases} />
    </>
  );
}
