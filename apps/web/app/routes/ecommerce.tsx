import { PageHeader } from "../components/page-header.tsx";
import { WithBasketLink } from "../features/basket/basket-link.tsx";
import { SearchIconLink } from "../features/catalog/header-actions.tsx";
import { CATALOG_MESSAGE } from "../features/catalog/messages.ts";
import { ShopHome } from "../features/catalog/shop-home.tsx";
import type { ThemeProduct } from "../features/catalog/types.ts";
import { useGroupBuyingEnabled } from "../features/catalog/use-group-buying-enabled.ts";
import { BannerSlot } from "../features/content/banner-slot.tsx";
import { PopupLayer } from "../features/content/popup-layer.tsx";
import { loadOr } from "../lib/api.server.ts";
import { PATH } from "../lib/paths.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/ecommerce";

/** /ecommerce: the shop's front page with the themed lists of its exposure route. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const themes = await loadOr<{ items: ThemeProduct[] }>(
    context.api,
    "/api/v1/theme-product?exposureRoute=/ecommerce",
    { items: [] },
  );
  return { themes: themes.items, url: new URL(PATH.shop, request.url).href };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({ title: CATALOG_MESSAGE.shopTitle, description: CATALOG_MESSAGE.shopDescription, url: data?.url });

export default function EcommercePage({ loaderData }: Route.ComponentProps) {
  const isGroupBuyingEnabled = useGroupBuyingEnabled();
  return (
    <>
      <PageHeader
        title={CATALOG_MESSAGE.shopTitle}
        showBack={false}
        right={
          <WithBasketLink>
            <SearchIconLink />
          </WithBasketLink>
        }
      />
      <BannerSlot route="/ecommerce" position="TOP" />
      <PopupLayer route="/ecommerce" />
      <ShopHome themes={loaderData.themes} isGroupBuyingEnabled={isGroupBuyingEnabled} />
      <BannerSlot route="/ecommerce" position="BOTTOM" />
    </>
  );
}
