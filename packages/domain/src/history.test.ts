import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addToHistory,
  HISTORY_CAP,
  markNotificationClicked,
  type Navigation,
  PAGE_HISTORY_EFFECT,
  pageHistoryEffects,
  ROUTE_NAME,
  receiveNotification,
  recordNavigation,
  type StoredNotification,
} from "./history.ts";

describe("HISTORY_CAP (SPEC §9)", () => {
  it("is 10 for products, farms and search words, 30 for notifications, 3 for pages", () => {
    expect(HISTORY_CAP).toEqual({ productView: 10, breedingFarmView: 10, searchWord: 10, notification: 30, page: 3 });
  });
});

describe("addToHistory (SPEC §5 history lists)", () => {
  it("puts the newest first", () => {
    expect(addToHistory([2, 1], 3, 10)).toEqual([3, 2, 1]);
  });
  it("moves an existing entry to the front instead of duplicating it", () => {
    expect(addToHistory([3, 2, 1], 1, 10)).toEqual([1, 3, 2]);
  });
  it("drops the oldest beyond the cap, exactly at the cap", () => {
    const nine = [9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(addToHistory(nine, 10, 10)).toHaveLength(10);
    expect(addToHistory([10, ...nine], 11, 10)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });
  it("deduplicates by key", () => {
    const products = [
      { id: 1, name: "old" },
      { id: 2, name: "b" },
    ];
    expect(addToHistory(products, { id: 1, name: "new" }, 10, (p) => p.id)).toEqual([
      { id: 1, name: "new" },
      { id: 2, name: "b" },
    ]);
  });
  it("does not mutate its input", () => {
    const list = Object.freeze([1, 2]);
    expect(addToHistory(list, 3, 2)).toEqual([3, 1]);
    expect(list).toEqual([1, 2]);
  });
  it("rejects a bad cap", () => {
    expect(() => addToHistory([], 1, -1)).toThrow(RangeError);
  });
  it("property: no duplicates, newest first, at most cap, nothing invented", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 })), fc.integer({ min: 1, max: 12 }), (items, cap) => {
        const history = items.reduce<number[]>((list, item) => addToHistory(list, item, cap), []);
        expect(new Set(history).size).toBe(history.length);
        expect(history.length).toBeLessThanOrEqual(cap);
        if (items.length > 0) expect(history[0]).toBe(items.at(-1));
        for (const entry of history) expect(items).toContain(entry);
        // The history is the distinct items in order of their last use, newest first.
        const lastUse = [...new Set([...items].reverse())].slice(0, cap);
        expect(history).toEqual(lastUse);
      }),
    );
  });
});

describe("notifications (SPEC §4, cap 30)", () => {
  const message = (id: number): Omit<StoredNotification, "isClick"> => ({
    id,
    topic: "ORDER_DELIVERY",
    title: `t${id}`,
    body: "b",
    sentTime: "2024-01-01T00:00:00Z",
    pageLink: null,
  });

  it("stores a received message unclicked, newest first", () => {
    const list = receiveNotification([], message(1));
    expect(list).toEqual([{ ...message(1), isClick: false }]);
    expect(receiveNotification(list, message(2)).map((n) => n.id)).toEqual([2, 1]);
  });

  it("keeps 30 and drops the oldest", () => {
    let list: StoredNotification[] = [];
    for (let id = 1; id <= 30; id++) list = receiveNotification(list, message(id));
    expect(list).toHaveLength(30);
    list = receiveNotification(list, message(31));
    expect(list).toHaveLength(30);
    expect(list[0]?.id).toBe(31);
    expect(list.map((n) => n.id)).not.toContain(1);
    expect(list.map((n) => n.id)).toContain(2);
  });

  it("marks one notification clicked", () => {
    const list = receiveNotification(receiveNotification([], message(1)), message(2));
    const clicked = markNotificationClicked(list, 1);
    expect(clicked.map((n) => [n.id, n.isClick])).toEqual([
      [2, false],
      [1, true],
    ]);
  });
});

describe("page history (SPEC §2)", () => {
  const nav = (from: string | null, to: string | null): Navigation => ({ from, to });

  it("remembers the last 3 navigations, newest first, repeats kept", () => {
    let history: Navigation[] = [];
    for (const to of ["a", "b", "a", "c"]) history = recordNavigation(history, nav("x", to));
    expect(history.map((n) => n.to)).toEqual(["c", "a", "b"]);
  });

  it("product detail -> store clears the product list, total count and search filters", () => {
    const history = recordNavigation([], nav(ROUTE_NAME.productDetail, ROUTE_NAME.store));
    expect(pageHistoryEffects(history)).toEqual([
      PAGE_HISTORY_EFFECT.clearProductList,
      PAGE_HISTORY_EFFECT.clearProductTotalCount,
      PAGE_HISTORY_EFFECT.clearProductSearchFilters,
    ]);
  });

  it("product list -> store resets the store scroll to 0", () => {
    const history = recordNavigation([], nav("ecommerce-product-list", "store-id"));
    expect(pageHistoryEffects(history)).toEqual(["RESET_STORE_SCROLL"]);
  });

  it("looks only at the newest navigation", () => {
    const history = recordNavigation([nav("ecommerce-product-id", "store-id")], nav("store-id", "index"));
    expect(pageHistoryEffects(history)).toEqual([]);
  });

  it.each([
    [null, "store-id"],
    ["index", "store-id"],
    ["store-id", "ecommerce-product-id"],
    ["ecommerce-product-list", "ecommerce-product-id"],
  ])("%s -> %s has no effect", (from, to) => {
    expect(pageHistoryEffects([nav(from, to)])).toEqual([]);
  });

  it("has no effect with no history", () => {
    expect(pageHistoryEffects([])).toEqual([]);
  });
});
