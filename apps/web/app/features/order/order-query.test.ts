import { describe, expect, it } from "vitest";
import { orderListHref, orderListQuery, readOrderFilters } from "./order-query.ts";

describe("주문 내역 filters", () => {
  it("reads known values and drops unknown ones", () => {
    const filters = readOrderFilters(
      new URLSearchParams("period=1m&status=SHIPPING&orderState=NOPE&deliveryState=TRANSIT&paymentMethod=VBANK"),
    );
    expect(filters).toEqual({
      period: "1m",
      status: "SHIPPING",
      orderState: null,
      deliveryState: "TRANSIT",
      paymentMethod: "VBANK",
    });
    expect(readOrderFilters(new URLSearchParams("period=9y")).period).toBe("3m");
  });

  it("counts the period back in Seoul days", () => {
    // 2026-01-31 20:00 UTC is 2026-02-01 in Seoul.
    const now = new Date("2026-01-31T20:00:00Z");
    const query = new URLSearchParams(orderListQuery(readOrderFilters(new URLSearchParams("period=1m")), 10, now));
    expect(query.get("endDate")).toBe("2026-02-01");
    expect(query.get("startDate")).toBe("2026-01-01");
    expect(query.get("offset")).toBe("10");
    const all = new URLSearchParams(orderListQuery(readOrderFilters(new URLSearchParams("period=all")), 0, now));
    expect(all.has("startDate")).toBe(false);
  });

  it("builds page addresses without the default period", () => {
    expect(orderListHref({ period: "3m", status: "DELIVERED" })).toBe("/my-info/order/list?status=DELIVERED");
    expect(orderListHref({ period: "3m" })).toBe("/my-info/order/list");
  });
});
