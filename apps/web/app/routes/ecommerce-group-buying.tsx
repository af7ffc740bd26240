import type { ListPage } from "@mulmung/contract/common";
import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { endedGroupBuyingPath, GroupBuyingView, openGroupBuyingPath } from "../features/catalog/group-buying-view.tsx";
import { SearchIconLink } from "../features/catalog/header-actions.tsx";
import { CATALOG_MESSAGE } from "../features/catalog/messages.ts";
import type { ProductSummary } from "../features/catalog/types.ts";
import { useGroupBuyingEnabled } from "../features/catalog/use-group-buying-enabled.ts";
import { loadOr } from "../lib/api.server.ts";
import { PATH } from "../lib/paths.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/ecommerce-group-buying";

const EMPTY: ListPage<ProductSummary> = { items: [], nextOffset: null };

/** /ecommerce/product/group-buying/list: open group buying and the ended list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [open, ended] = await Promise.all([
    loadOr(context.api, openGroupBuyingPath(0), EMPTY),
    loadOr(context.api, endedGroupBuyingPath(0), EMPTY),
  ]);
  return { open, ended, url: new URL(PATH.groupBuying, request.url).href };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({ title: CATALOG_MESSAGE.groupBuyingTitle, description: CATALOG_MESSAGE.groupBuyingIntro, url: data?.url });

export default function GroupBuyingPage({ loaderData }: Route.ComponentProps) {
  const isEnabled = useGroupBuyingEnabled();
  return (
    <>
      <PageHeader title={CATALOG_MESSAGE.groupBuyingTitle} right={<SearchIconLink />} />
      {isEnabled ? (
        <GroupBuyingView open={loaderData.open} ended={loaderData.ended} />
      ) : (
        <EmptyState kind="preparing" />
      )}
    </>
  );
}
