import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../lib/test-storage.ts";
import { PRODUCT_LIST_MEMORY_KEY, readListMemory, writeListMemory } from "./list-memory.ts";
import { applyProductListEffects, previousRouteName, ROUTE_NAME, recordPageVisit } from "./page-history.ts";

afterEach(() => vi.unstubAllGlobals());

describe("page history (SPEC.md section 2)", () => {
  it("keeps the last 3 navigations and names the adjacent page as `from`", () => {
    const storage = memoryStorage();
    recordPageVisit(storage, ROUTE_NAME.productList, 0);
    recordPageVisit(storage, ROUTE_NAME.productDetail, 1);
    recordPageVisit(storage, ROUTE_NAME.productList, 0);
    const { navigations } = recordPageVisit(storage, ROUTE_NAME.store, 1);
    expect(navigations).toEqual([
      { from: ROUTE_NAME.productList, to: ROUTE_NAME.store },
      { from: ROUTE_NAME.productDetail, to: ROUTE_NAME.productList },
      { from: ROUTE_NAME.productList, to: ROUTE_NAME.productDetail },
    ]);
    expect(previousRouteName(storage, 2)).toBe(ROUTE_NAME.store);
    expect(previousRouteName(storage, 5)).toBeNull();
  });

  it("product detail -> store page clears the product list, its total count and filters", () => {
    const storage = memoryStorage();
    recordPageVisit(storage, ROUTE_NAME.productDetail, 4);
    expect(recordPageVisit(storage, ROUTE_NAME.store, 5).effects).toEqual([
      "CLEAR_PRODUCT_LIST",
      "CLEAR_PRODUCT_TOTAL_COUNT",
      "CLEAR_PRODUCT_SEARCH_FILTERS",
    ]);
  });

  it("product list -> store page resets the store scroll; an unnamed page in between breaks the chain", () => {
    const storage = memoryStorage();
    recordPageVisit(storage, ROUTE_NAME.productList, 1);
    expect(recordPageVisit(storage, ROUTE_NAME.store, 2).effects).toEqual(["RESET_STORE_SCROLL"]);
    recordPageVisit(storage, ROUTE_NAME.productDetail, 3);
    // detail (3) -> some other page (4) -> store (5): not detail -> store.
    expect(recordPageVisit(storage, ROUTE_NAME.store, 5).effects).toEqual([]);
  });

  it("the effects clear the remembered product list", () => {
    const session = memoryStorage();
    vi.stubGlobal("window", { sessionStorage: session });
    writeListMemory(PRODUCT_LIST_MEMORY_KEY, {
      filterKey: "/ecommerce/product/list?categoryCode=300",
      items: [{ id: 1 }, { id: 2 }],
      nextOffset: 20,
      totalCount: 40,
    });
    expect(readListMemory(PRODUCT_LIST_MEMORY_KEY, "/ecommerce/product/list?categoryCode=300")).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      nextOffset: 20,
      totalCount: 40,
    });
    expect(readListMemory(PRODUCT_LIST_MEMORY_KEY, "/ecommerce/product/list")).toBeNull();
    applyProductListEffects(["CLEAR_PRODUCT_TOTAL_COUNT"]);
    expect(
      readListMemory(PRODUCT_LIST_MEMORY_KEY, "/ecommerce/product/list?categoryCode=300")?.totalCount,
    ).toBeUndefined();
    applyProductListEffects(["CLEAR_PRODUCT_LIST", "CLEAR_PRODUCT_TOTAL_COUNT", "CLEAR_PRODUCT_SEARCH_FILTERS"]);
    expect(session.getItem(PRODUCT_LIST_MEMORY_KEY)).toBeNull();
  });
});
