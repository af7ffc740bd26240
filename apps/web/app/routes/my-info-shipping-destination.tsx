import { PageHeader } from "../components/page-header.tsx";
import { requireMemberPage } from "../features/member/me.server.ts";
import type { ShippingDestination } from "../features/member/shipping-destination-api.ts";
import { ShippingDestinationList } from "../features/member/shipping-destination-list.tsx";
import { SHIPPING_MESSAGE } from "../features/member/shipping-destination-messages.ts";
import type { Route } from "./+types/my-info-shipping-destination";

/** /my-info/shipping-destination: my delivery addresses (add with 주소 검색, edit, delete, default). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMemberPage(context, request);
  const res = await context.api("/api/v1/shipping-destination");
  return { items: res.status === 200 ? (res.body as { items: ShippingDestination[] }).items : [] };
}

export const meta: Route.MetaFunction = () => [
  { title: `${SHIPPING_MESSAGE.title} - 물멍` },
  { name: "robots", content: "noindex" },
];

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
