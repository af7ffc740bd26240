import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  actionsOf,
  LOW_STOCK_THRESHOLD,
  mayDo,
  STORE_ACTIONS,
  type StoreAction,
  stockAfterEdit,
  stockLevel,
} from "./store-access.ts";

describe("the store policy (issue 26)", () => {
  it("lets the owner do everything, and staff everything but settlement, the staff list and the payout account", () => {
    expect(actionsOf("OWNER")).toEqual([...STORE_ACTIONS]);
    const ownerOnly: StoreAction[] = ["settlement", "staff", "payoutAccount"];
    for (const action of STORE_ACTIONS) expect(mayDo("STAFF", action)).toBe(!ownerOnly.includes(action));
  });

  it("names the stock levels the console filters by", () => {
    expect([0, -1, 1, LOW_STOCK_THRESHOLD, LOW_STOCK_THRESHOLD + 1].map(stockLevel)).toEqual([
      "SOLD_OUT",
      "SOLD_OUT",
      "LOW",
      "LOW",
      "OK",
    ]);
  });
});

describe("stockAfterEdit: an edit relative to what the form showed", () => {
  const count = fc.integer({ min: 0, max: 99_999 });

  it("is the entered stock when nothing sold meanwhile", () => {
    fc.assert(fc.property(count, count, (seen, entered) => stockAfterEdit(seen, seen, entered) === entered));
  });

  it("keeps every sale made meanwhile: the owner's change lands on top of them, or the edit is refused", () => {
    fc.assert(
      fc.property(count, count, fc.integer({ min: 0, max: 99_999 }), (seen, entered, sold) => {
        const now = Math.max(0, seen - sold);
        const next = stockAfterEdit(now, seen, entered);
        if (next === null) return now + entered - seen < 0;
        return next >= 0 && next - now === entered - seen;
      }),
    );
  });
});
