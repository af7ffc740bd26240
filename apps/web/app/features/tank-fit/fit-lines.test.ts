import type { TankFitEntry } from "@mulmung/contract/species";
import { describe, expect, it } from "vitest";
import { basketLineFish, fitItemsQuery, stockingShown, tanksToWarn } from "./fit-lines.ts";

const option = (quantity: number, isRequired: boolean, isDeliveryPrice = false) => ({
  id: quantity,
  productOptionId: quantity,
  name: "옵션",
  groupName: null,
  sellPrice: 0,
  isAddProductSellPrice: true,
  isDeliveryPrice,
  isRequiredByProductOptionGroup: isRequired,
  quantity,
  stock: 100,
  price: 0,
});
const line = (productId: number, quantity: number, options: ReturnType<typeof option>[] = []) => ({
  quantity,
  product: { id: productId, sellPrice: 1000 } as never,
  basketProductOptions: options,
});

const tank = (farmId: number, verdict: TankFitEntry["verdict"]): TankFitEntry => ({
  farmId,
  farmName: `수조 ${farmId}`,
  verdict,
  verdictLabel: verdict,
  rules: [],
  stocking: null,
});

describe("basket lines", () => {
  it("counts a line's fish by its required options, else by its own quantity", () => {
    expect(basketLineFish(line(1, 3))).toBe(3);
    expect(basketLineFish(line(1, 1, [option(4, true), option(6, true)]))).toBe(10);
    // An optional extra (a bag of food, express delivery) brings no fish.
    expect(basketLineFish(line(1, 2, [option(5, false)]))).toBe(2);
    expect(basketLineFish(line(1, 1, [option(2, true), option(1, true, true)]))).toBe(2);
  });

  it("asks for every line as productId:fish", () => {
    expect(fitItemsQuery([line(12, 3), line(15, 1, [option(8, true)])])).toBe("12:3,15:8");
    expect(fitItemsQuery([])).toBe("");
  });
});

describe("warnings", () => {
  it("names every tank that is not 잘 맞아요, the worst first", () => {
    const warned = tanksToWarn([tank(1, "GOOD"), tank(2, "CAUTION"), tank(3, "BAD")]);
    expect(warned.map((t) => t.farmId)).toEqual([3, 2]);
    expect(tanksToWarn([tank(1, "GOOD")])).toEqual([]);
  });

  it("shows stocking whole, rounded up", () => {
    expect(stockingShown(100.2)).toBe(101);
    expect(stockingShown(80)).toBe(80);
    expect(stockingShown(79.999_999_9)).toBe(80);
  });
});
