import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { CategoryBrowser } from "../features/catalog/category-browser.tsx";
import type { CategoryTreeNode } from "../features/catalog/category-tree.ts";
import { SearchIconLink } from "../features/catalog/header-actions.tsx";
import { CATALOG_MESSAGE } from "../features/catalog/messages.ts";
import { useGroupBuyingEnabled } from "../features/catalog/use-group-buying-enabled.ts";
import { loadOr } from "../lib/api.server.ts";
import { PATH } from "../lib/paths.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/ecommerce-category";

/** /ecommerce/category: every category, each leading to its product list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tree = await loadOr<{ items: CategoryTreeNode[] }>(context.api, "/api/v1/product-category", { items: [] });
  return { tree: tree.items, url: new URL(PATH.category, request.url).href };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({ title: CATALOG_MESSAGE.categoryTitle, description: CATALOG_MESSAGE.shopDescription, url: data?.url });

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const isGroupBuyingEnabled = useGroupBuyingEnabled();
  return (
    <>
      <PageHeader title={CATALOG_MESSAGE.categoryTitle} right={<SearchIconLink />} />
      {loaderData.tree.length === 0 ? (
        <EmptyState kind="preparing" />
      ) : (
        <CategoryBrowser tree={loaderData.tree} isGroupBuyingEnabled={isGroupBuyingEnabled} />
      )}
    </>
  );
}
