import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../lib/test-storage.ts";
import type { ProductCardData } from "./product-card.tsx";
import { readProductViewHistory, recordProductView } from "./view-history.ts";

const product = (id: number): ProductCardData => ({
  id,
  name: `상품 ${id}`,
  imageUrl: null,
  originalPrice: 1000,
  sellPrice: 1000,
  discountRate: 0,
  reviewCount: 0,
  reviewScore: null,
  isSoldOut: false,
  isGroupBuying: false,
  groupBuyingEndDate: null,
  isFleaMarket: false,
  freeDeliveryFrom: null,
  affiliate: { id: 1, name: "매장", region: "서울" },
});

describe("product view history (SPEC.md section 3: at most 10, newest first, no duplicates)", () => {
  it("puts the latest first, moves a repeat to the front and keeps 10", () => {
    const storage = memoryStorage();
    for (let id = 1; id <= 12; id += 1) recordProductView(storage, product(id));
    recordProductView(storage, product(5));
    const ids = readProductViewHistory(storage).map((entry) => entry.id);
    expect(ids).toEqual([5, 12, 11, 10, 9, 8, 7, 6, 4, 3]);
  });

  it("ignores broken stored data", () => {
    const storage = memoryStorage();
    storage.setItem("mulmung.productViewHistories", "{broken");
    expect(readProductViewHistory(storage)).toEqual([]);
    storage.setItem("mulmung.productViewHistories", JSON.stringify([{ id: "x" }, product(2)]));
    expect(readProductViewHistory(storage).map((entry) => entry.id)).toEqual([2]);
  });
});
