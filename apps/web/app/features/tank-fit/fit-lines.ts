/**
 * The pure side of "내 수조에 맞아요?" on the web (issue 30): how many fish a basket line brings, the basket's
 * lines as the API's `items` query, which tanks a warning names, and the stocking figure as shown. The verdicts
 * themselves are the domain's (`tankFit`), computed by the API: never decided here.
 */
import type { BasketProduct } from "@mulmung/contract/basket";
import type { TankFitEntry } from "@mulmung/contract/species";
import { lineStockQuantity } from "@mulmung/domain/order";

/** The fish a basket line brings: its required options' quantities when it has them, else its own (as stock counts). */
export function basketLineFish(line: Pick<BasketProduct, "quantity" | "product" | "basketProductOptions">): number {
  return lineStockQuantity({
    sellPrice: line.product.sellPrice,
    quantity: line.quantity,
    optionDetails: line.basketProductOptions.map((option) => ({
      sellPrice: option.sellPrice,
      quantity: option.quantity,
      isAddProductSellPrice: option.isAddProductSellPrice,
      isRequired: option.isRequiredByProductOptionGroup,
      isDeliveryPrice: option.isDeliveryPrice,
    })),
  });
}

/** `productId:fish,…` for `GET /api/v1/product/tank-fit?items=`, lines bringing no fish left out; "" for none. */
export function fitItemsQuery(lines: readonly Pick<BasketProduct, "quantity" | "product" | "basketProductOptions">[]) {
  return lines
    .map((line) => [line.product.id, basketLineFish(line)] as const)
    .filter(([, fish]) => fish > 0)
    .slice(0, 100)
    .map(([id, fish]) => `${id}:${fish}`)
    .join(",");
}

/** The tanks a basket line warns about: every one whose verdict is not 잘 맞아요, the worst first. */
export function tanksToWarn(tanks: readonly TankFitEntry[]): TankFitEntry[] {
  const rank = { BAD: 0, CAUTION: 1, GOOD: 2 } as const;
  return tanks.filter((tank) => tank.verdict !== "GOOD").sort((a, b) => rank[a.verdict] - rank[b.verdict]);
}

/** A stocking percentage as shown: whole, rounded up (100.2 % is over, not "100 %"). */
export const stockingShown = (percent: number): number => Math.ceil(Number(percent.toFixed(6)));
