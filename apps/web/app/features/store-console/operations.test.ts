import type { OrderProduct } from "@mulmung/contract/order";
import { describe, expect, it } from "vitest";
import { consoleOrdersPath, readOrderTab, readSlipIds, slipPath } from "./console-query.ts";
import { bytesToBase64, csvFileProblem } from "./csv-file.ts";
import { isDay, monthPeriod, readSettlementPeriod } from "./settlement-period.ts";
import { slipLines } from "./slip-lines.ts";

describe("settlement period", () => {
  it("this month runs from the first to today; last month is whole", () => {
    expect(monthPeriod("2026-11-27", 0)).toEqual({ from: "2026-11-01", to: "2026-11-27" });
    expect(monthPeriod("2026-11-27", -1)).toEqual({ from: "2026-10-01", to: "2026-10-31" });
    expect(monthPeriod("2026-01-15", -1)).toEqual({ from: "2025-12-01", to: "2025-12-31" });
    expect(monthPeriod("2028-03-02", -1)).toEqual({ from: "2028-02-01", to: "2028-02-29" });
  });

  it("reads from/to, else this month, and names the preset it matches", () => {
    const read = (q: string) => readSettlementPeriod(new URLSearchParams(q), "2026-11-27");
    expect(read("")).toEqual({ from: "2026-11-01", to: "2026-11-27", preset: "THIS_MONTH" });
    expect(read("from=2026-10-01&to=2026-10-31")).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
      preset: "LAST_MONTH",
    });
    expect(read("from=2026-10-05&to=2026-11-02").preset).toBe("CUSTOM");
    expect(read("from=2026-02-30&to=2026-03-01").preset).toBe("THIS_MONTH");
    expect(read("from=2026-10-05").preset).toBe("THIS_MONTH");
  });

  it("knows a real day", () => {
    expect(isDay("2026-02-28")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
    expect(isDay("26-01-01")).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});

describe("console order paths", () => {
  it("keeps the tab (신규 주문 is the default) and the store when there is a choice", () => {
    expect(consoleOrdersPath(null, "NEW")).toBe("/store-console/order");
    expect(consoleOrdersPath(3, "SHIPPING")).toBe("/store-console/order?store=3&tab=SHIPPING");
    expect(readOrderTab("DONE")).toBe("DONE");
    expect(readOrderTab("nope")).toBe("NEW");
    expect(readOrderTab(null)).toBe("NEW");
  });

  it("reads slip ids: positive integers, each once, at most the cap", () => {
    expect(readSlipIds("3,1,3,x,-2,0,7")).toEqual([3, 1, 7]);
    expect(readSlipIds(null)).toEqual([]);
    expect(readSlipIds("1,2,3,4", 2)).toEqual([1, 2]);
    expect(slipPath([4, 5])).toBe("/store-console/order/slip?ids=4%2C5");
    expect(readSlipIds(new URL(`http://x${slipPath([4, 5], 2)}`).searchParams.get("ids"))).toEqual([4, 5]);
  });
});

describe("csv files", () => {
  it("writes bytes as base64", () => {
    const bytes = new TextEncoder().encode("\uFEFF상품번호,재고\n1,5\n");
    expect(Buffer.from(bytesToBase64(bytes), "base64").toString("utf8")).toBe("\uFEFF상품번호,재고\n1,5\n");
    const big = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(Buffer.from(bytesToBase64(big), "base64").equals(Buffer.from(big))).toBe(true);
  });

  it("refuses no file, an empty one, a big one and another kind, in Korean", () => {
    expect(csvFileProblem(null)).toBe("파일을 선택해주세요");
    expect(csvFileProblem({ name: "a.csv", size: 0 })).toMatch("빈 파일");
    expect(csvFileProblem({ name: "a.csv", size: 3 * 1024 * 1024 })).toMatch("2MB");
    expect(csvFileProblem({ name: "a.xlsx", size: 10 })).toMatch("CSV");
    expect(csvFileProblem({ name: "목록.CSV", size: 10 })).toBeNull();
  });
});

describe("packing slip lines", () => {
  const option = (
    id: number,
    name: string,
    quantity: number,
    extra: Partial<OrderProduct["orderProductOptionDetails"][number]> = {},
  ) => ({
    id,
    productOptionId: id,
    groupName: "크기",
    name,
    sellPrice: 0,
    quantity,
    isDeliveryPrice: false,
    isAddProductSellPrice: true,
    isRequiredByProductOptionGroup: true,
    price: 0,
    ...extra,
  });
  const product = (id: number, options: OrderProduct["orderProductOptionDetails"], extra: Partial<OrderProduct> = {}) =>
    ({
      id,
      productId: id,
      name: `상품${id}`,
      imageUrl: null,
      sellPrice: 1000,
      quantity: 2,
      orderProductOptionDetails: options,
      price: 2000,
      deliveryOptionsPrice: 0,
      cancelledAt: null,
      tank: null,
      ...extra,
    }) satisfies OrderProduct;

  it("lists each chosen option with its quantity, a bare product with its own, not delivery fees nor cancelled lines", () => {
    const lines = slipLines([
      product(1, [option(11, "S", 1), option(12, "M", 3)]),
      product(2, []),
      product(3, [option(31, "퀵 배송", 1, { isDeliveryPrice: true, isRequiredByProductOptionGroup: false })]),
      product(4, [], { cancelledAt: "2026-11-01T00:00:00Z" }),
      product(5, [option(51, "선물 포장", 1, { isRequiredByProductOptionGroup: false, groupName: null })]),
    ]);
    expect(lines.map((l) => [l.name, l.option, l.quantity])).toEqual([
      ["상품1", "크기: S", 1],
      ["상품1", "크기: M", 3],
      ["상품2", null, 2],
      ["상품3", null, 2],
      ["상품5", null, 2],
      ["상품5", "선물 포장", 1],
    ]);
  });
});
