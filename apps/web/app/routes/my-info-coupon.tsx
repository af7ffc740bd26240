import type { ListPage } from "@mulmung/contract/common";
import type { PublishedCoupon } from "@mulmung/contract/coupon";
import { PageHeader } from "../components/page-header.tsx";
import { COUPON_MESSAGE } from "../features/coupon/messages.ts";
import { type CouponTab, MyCouponView } from "../features/coupon/my-coupon-view.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { PATH } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-coupon";

const TABS = new Set<CouponTab>(["AVAILABLE", "USED", "EXPIRED"]);

/** /my-info/coupon: 보유 쿠폰 by state (?state=AVAILABLE | USED | EXPIRED), and registering a code. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get("state") as CouponTab | null;
  const tab: CouponTab = asked && TABS.has(asked) ? asked : "AVAILABLE";
  const page = await loadOrThrow<ListPage<PublishedCoupon>>(
    context.api,
    `/api/v1/published-coupon?state=${tab}&size=50`,
    { request },
  );
  return { page, tab };
}

export const meta: Route.MetaFunction = () => privatePageMeta(COUPON_MESSAGE.myTitle);

export default function MyCouponPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={COUPON_MESSAGE.myTitle} />
      <MyCouponView page={loaderData.page} tab={loaderData.tab} basePath={PATH.myCoupons} />
    </>
  );
}
