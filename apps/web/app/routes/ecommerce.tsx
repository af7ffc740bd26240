import { PageHeader } from "../components/page-header.tsx";
import { apiGetOr } from "../features/catalog/api.ts";
import { SearchIconLink } from "../features/catalog/header-actions.tsx";
import { CATALOG_MESSAGE } from "../features/catalog/messages.ts";
import { ShopHome } from "../features/catalog/shop-home.tsx";
import type { ThemeProduct } from "../features/catalog/types.ts";
import { useGroupBuyingEnabled } from "../features/catalog/use-group-buying-enabled.ts";
import { BannerSlot } from "../features/content/banner-slot.tsx";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/ecommerce";

/** /ecommerce: the shop's front page with the themed lists of its exposure route. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const themes = await apiGetOr<{ items: ThemeProduct[] }>(
    context.api,
    "/api/v1/theme-product?exposureRoute=/ecommerce",
    { items: [] },
  );
  return { themes: themes.items, url: new URL("/ecommerce", request.url).href };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({ title: CATALOG_MESSAGE.shopTitle, description: CATALOG_MESSAGE.shopDescription, url: data?.url });

export default function EcommercePage({ loaderData }: Route.ComponentProps) {
  const isGroupBuyingEnabled = useGroupBuyingEnabled();
  return (
    <>
      <PageHeader title={CATALOG_MESSAGE.shopTitle} showBack={false} right={<SearchIconLink />} />
      <BannerSlot route="/ecommerce" position="TOP" />
      <ShopHome themes={loaderData.themes} isGroupBuyingEnabled={isGroupBuyingEnabled} />
      <BannerSlot route="/ecommerce" position="BOTTOM" />
    </>
  );
}
