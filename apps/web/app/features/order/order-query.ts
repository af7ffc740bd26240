/** 주문 내역 filters in the page address, and the API query they make. */
import { DELIVERY_STATES, ORDER_STATES, PAYMENT_METHODS } from "@mulmung/domain/enums";
import { ORDER_STATUSES } from "@mulmung/domain/order-status";
import { seoulDateKey } from "@mulmung/domain/time";

export const ORDER_PAGE_SIZE = 10;
export const PERIODS = ["1m", "3m", "6m", "1y", "all"] as const;
export type Period = (typeof PERIODS)[number];
const PERIOD_MONTHS: Record<Period, number | null> = { "1m": 1, "3m": 3, "6m": 6, "1y": 12, all: null };

export interface OrderFilters {
  period: Period;
  status: string | null;
  orderState: string | null;
  deliveryState: string | null;
  paymentMethod: string | null;
}

const oneOf = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : null);

export function readOrderFilters(params: URLSearchParams): OrderFilters {
  const period = params.get("period");
  return {
    period: (PERIODS as readonly string[]).includes(period ?? "") ? (period as Period) : "3m",
    status: oneOf(params.get("status"), ORDER_STATUSES),
    orderState: oneOf(params.get("orderState"), ORDER_STATES),
    deliveryState: oneOf(params.get("deliveryState"), DELIVERY_STATES),
    paymentMethod: oneOf(params.get("paymentMethod"), PAYMENT_METHODS),
  };
}

/** The GET /api/v1/order query for these filters at `offset`, with dates counted back from `now` (Seoul days). */
export function orderListQuery(filters: OrderFilters, offset: number, now: Date): string {
  const query = new URLSearchParams({ size: String(ORDER_PAGE_SIZE), offset: String(offset) });
  const months = PERIOD_MONTHS[filters.period];
  if (months !== null) {
    const from = new Date(now);
    from.setUTCMonth(from.getUTCMonth() - months);
    query.set("startDate", seoulDateKey(from));
    query.set("endDate", seoulDateKey(now));
  }
  for (const key of ["status", "orderState", "deliveryState", "paymentMethod"] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** The page address for filters (the default period is left out). */
export function orderListHref(filters: Partial<OrderFilters>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value && !(key === "period" && value === "3m")) query.set(key, value);
  }
  const text = query.toString();
  return text ? `/my-info/order/list?${text}` : "/my-info/order/list";
}
