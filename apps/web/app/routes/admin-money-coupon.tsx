import type { AdminCoupon } from "@mulmung/contract/admin-coupons";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { CouponFormView } from "../features/admin-money/coupon-form.tsx";
import { MONEY_MESSAGE } from "../features/admin-money/messages.ts";
import { loadOrThrow, requirePathId } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-money-coupon";

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(data?.coupon ? MONEY_MESSAGE.couponEditTitle(data.coupon.name) : MONEY_MESSAGE.couponNewTitle);

/** /admin/money/coupon/new and /admin/money/coupon/{id}: a company coupon campaign and its codes (issue 27). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (params.id === "new") return { coupon: null };
  const id = requirePathId(params.id);
  const coupon = await loadOrThrow<AdminCoupon>(context.api, `/api/v1/admin/coupon/${id}`, { request });
  return { coupon };
}

export default function AdminMoneyCouponPage({ loaderData }: Route.ComponentProps) {
  return <CouponFormView coupon={loaderData.coupon} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;
