import type { AdminCoupon } from "@mulmung/contract/admin-coupons";
import type { AdminMemberListItem } from "@mulmung/contract/admin-moderation";
import type { AdminDeposit, AdminOrderRow, AdminRefund } from "@mulmung/contract/admin-money";
import type { ListPage } from "@mulmung/contract/common";
import { ORDER_FORM_STATES } from "@mulmung/domain/state-machines";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { CouponsView } from "../features/admin-money/coupons.tsx";
import { DepositsView } from "../features/admin-money/deposits.tsx";
import { offsetParam, pick } from "../features/admin-money/helpers.ts";
import { MONEY_MESSAGE } from "../features/admin-money/messages.ts";
import { type OrderFilters, OrdersView } from "../features/admin-money/orders.tsx";
import { MONEY_TABS } from "../features/admin-money/parts.tsx";
import { PointsView } from "../features/admin-money/points.tsx";
import { RefundsView } from "../features/admin-money/refunds.tsx";
import { loadOrThrow, loadSearch } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-money";

export const meta: Route.MetaFunction = ({ data }) =>
  privatePageMeta(`${MONEY_MESSAGE.tabs[data?.tab ?? "order"] ?? ""} · ${MONEY_MESSAGE.title}`);

const PAGE_SIZE = 30;
const EMPTY: ListPage<AdminOrderRow> = { items: [], nextOffset: null };
const NO_MEMBERS: AdminMemberListItem[] = [];

/**
 * /admin/money?tab=order|deposit|refund|coupon|point (issue 27): 주문·환불. Each tab's filters live in the URL; a
 * search the API refuses (400) is said on the page above an empty list.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const tab = pick(params.get("tab"), MONEY_TABS, "order");
  const offset = offsetParam(params.get("offset"));
  const text = (name: string) => params.get(name)?.trim() || undefined;
  switch (tab) {
    case "order": {
      const filters: OrderFilters = {
        orderNumber: text("orderNumber"),
        memberQuery: text("memberQuery"),
        phone: text("phone"),
        state: pick(params.get("state"), ORDER_FORM_STATES),
      };
      const { found, error } = await loadSearch(
        context.api,
        withQuery("/api/v1/admin/order", { ...filters, offset, size: PAGE_SIZE }),
        EMPTY,
        request,
      );
      return { tab, view: { tab, filters, offset, orders: found, error } } as const;
    }
    case "deposit": {
      const deposits = await loadOrThrow<ListPage<AdminDeposit>>(
        context.api,
        withQuery("/api/v1/admin/deposit", { state: "WAITING", offset, size: PAGE_SIZE }),
        { request },
      );
      return { tab, view: { tab, offset, deposits } } as const;
    }
    case "refund": {
      const state = pick(params.get("state"), ["OWED", "HANDLED"] as const, "OWED");
      const refunds = await loadOrThrow<ListPage<AdminRefund>>(
        context.api,
        withQuery("/api/v1/admin/refund", { state, offset, size: PAGE_SIZE }),
        { request },
      );
      return { tab, view: { tab, state, offset, refunds } } as const;
    }
    case "coupon": {
      const coupons = await loadOrThrow<ListPage<AdminCoupon>>(
        context.api,
        withQuery("/api/v1/admin/coupon", { offset, size: PAGE_SIZE }),
        { request },
      );
      return { tab, view: { tab, offset, coupons } } as const;
    }
    case "point": {
      const query = text("query") ?? "";
      const memberId = offsetParam(params.get("memberId")) || null;
      if (!query) return { tab, view: { tab, query, members: NO_MEMBERS, memberId, error: null } } as const;
      const { found, error } = await loadSearch<ListPage<AdminMemberListItem>>(
        context.api,
        withQuery("/api/v1/admin/member", { query, size: 10 }),
        { items: NO_MEMBERS, nextOffset: null },
        request,
      );
      return { tab, view: { tab, query, members: found.items, memberId, error } } as const;
    }
  }
}

export default function AdminMoneyPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  switch (view.tab) {
    case "order":
      return <OrdersView {...view} />;
    case "deposit":
      return <DepositsView {...view} />;
    case "refund":
      return <RefundsView {...view} />;
    case "coupon":
      return <CouponsView {...view} />;
    case "point":
      return <PointsView {...view} />;
  }
}

export const ErrorBoundary = ConsoleErrorBoundary;
