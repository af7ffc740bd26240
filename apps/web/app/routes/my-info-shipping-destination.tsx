import type { ListPage } from "@mulmung/contract/common";
import type { ShippingDestination } from "@mulmung/contract/member";
import { PageHeader } from "../components/page-header.tsx";
import { ShippingDestinationList } from "../features/member/shipping-destination-list.tsx";
import { SHIPPING_MESSAGE } from "../features/member/shipping-destination-messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-shipping-destination";

/** /my-info/shipping-destination: my delivery addresses (add with 주소 검색, edit, delete, default). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadOrThrow<ListPage<ShippingDestination>>(context.api, "/api/v1/shipping-destination", {
    request,
  });
  return { items: page.items };
}

export const meta: Route.MetaFunction = () => privatePageMeta(SHIPPING_MESSAGE.title);

export default function ShippingDestinationPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={SHIPPING_MESSAGE.title} />
      <div style={{ padding: 20 }}>
        <ShippingDestinationList initial={loaderData.items} />
      </div>
    </>
  );
}
