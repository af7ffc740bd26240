import type { AdminCoupon } from "@mulmung/contract/admin-coupons";
import { data } from "react-router";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { CouponFormView } from "../features/admin-money/coupon-form.tsx";
import { MONEY_MESSAGE } from "../features/admin-money/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-money-coupon";

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(data?.coupon ? MONEY_MESSAGE.couponEditTitle(data.coupon.name) : MONEY_MESSAGE.couponNewTitle);

/** /admin/money/coupon/new and /admin/money/coupon/{id}: a company coupon campaign and its codes (issue 27). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (params.id === "new") return { coupon: null };
  if (!/^\d+$/.test(params.id)) throw data(null, { status: 404 });
  const coupon = await loadOrThrow<AdminCoupon>(context.api, `/api/v1/admin/coupon/${params.id}`, { request });
  return { coupon };
}

export default function AdminMoneyCouponPage({ loaderData }: Route.ComponentProps) {
  return <CouponFormView coupon={loaderData.coupon} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
