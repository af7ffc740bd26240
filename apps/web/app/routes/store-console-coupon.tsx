import type { PartnerCoupon } from "@mulmung/contract/partner-store";
import { CouponList } from "../features/store-console/coupon-list.tsx";
import { loadManaged } from "../features/store-console/manage-loader.server.ts";
import { MANAGE_MESSAGE } from "../features/store-console/manage-messages.ts";
import { ManageFrame } from "../features/store-console/manage-page.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/store-console-coupon";

/** /store-console/coupon?store=: the store's own coupons (issue 26). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadManaged(context.api, request, "coupons", (store) =>
    loadOrThrow<{ items: PartnerCoupon[] }>(context.api, `/api/v1/partner/coupon?affiliateId=${store.id}`, { request }),
  );
}

export const meta: Route.MetaFunction = () => privatePageMeta(MANAGE_MESSAGE.couponsTitle);

export default function StoreConsoleCouponPage({ loaderData }: Route.ComponentProps) {
  return (
    <ManageFrame title={MANAGE_MESSAGE.couponsTitle} page="coupon" {...loaderData}>
      {(list, store) => <CouponList store={store} coupons={list.items} />}
    </ManageFrame>
  );
}
