import { describe, expect, it } from "vitest";
import {
  addOption,
  initialLines,
  missingRequiredGroups,
  type OptionProduct,
  optionGroups,
  optionPriceLabel,
  removeLine,
  selectionAmounts,
  setLineQuantity,
  toPurchaseInput,
} from "./option-selection.ts";

const option = (
  id: number,
  name: string,
  sellPrice: number,
  extra: Partial<OptionProduct["productOptions"][number]> = {},
) => ({
  id,
  name,
  sellPrice,
  quantity: 20,
  isDeliveryPrice: false,
  isAddProductSellPrice: false,
  isRequiredByGroup: false,
  ...extra,
});

const delivery = {
  isParcel: true,
  isFreeDelivery: true,
  freeDeliveryPriceOrderPayment: 30000,
  parcelDeliveryPrice: 4000,
};

/** Like the seeded 풀레드 구피: a required 수량 group priced on top of the product, an optional 포장 group. */
const guppy: OptionProduct = {
  sellPrice: 7100,
  stock: 50,
  isSoldOut: false,
  deliverySetting: delivery,
  productOptionGroups: [
    {
      id: 1,
      name: "수량",
      isRequired: true,
      productOptions: [
        option(1, "1쌍", 0, { isAddProductSellPrice: true, isRequiredByGroup: true }),
        option(2, "2쌍", 5000, { isAddProductSellPrice: true, isRequiredByGroup: true, quantity: 3 }),
      ],
    },
    {
      id: 2,
      name: "포장",
      isRequired: false,
      productOptions: [option(4, "보온 포장", 2000), option(5, "산소 포장", 3000, { quantity: 0 })],
    },
  ],
  productOptions: [],
};

const food: OptionProduct = {
  sellPrice: 5500,
  stock: 4,
  isSoldOut: false,
  deliverySetting: delivery,
  productOptionGroups: [],
  productOptions: [option(9, "퀵 배송", 7000, { isDeliveryPrice: true })],
};

describe("choosing options", () => {
  it("starts empty when a group is required, and with the product itself when none is", () => {
    expect(initialLines(guppy, "풀레드 구피")).toEqual([]);
    expect(initialLines(food, "구피 사료")).toEqual([
      { key: "product", optionId: null, name: "구피 사료", quantity: 1, max: 4 },
    ]);
    expect(optionGroups(food).map((g) => [g.name, g.isRequired])).toEqual([["추가 상품", false]]);
  });

  it("names the required groups still missing, and none once one of their options is chosen", () => {
    expect(missingRequiredGroups(guppy, [])).toEqual(["수량"]);
    const packed = addOption([], guppy, 4);
    if (!packed.ok) throw new Error(packed.message);
    expect(missingRequiredGroups(guppy, packed.lines)).toEqual(["수량"]);
    const chosen = addOption(packed.lines, guppy, 2);
    if (!chosen.ok) throw new Error(chosen.message);
    expect(missingRequiredGroups(guppy, chosen.lines)).toEqual([]);
  });

  it("refuses the same option twice and a sold-out option, with Korean messages", () => {
    const once = addOption([], guppy, 1);
    if (!once.ok) throw new Error(once.message);
    expect(addOption(once.lines, guppy, 1)).toEqual({
      ok: false,
      message: "이미 선택한 옵션입니다. 수량을 조절해주세요.",
    });
    expect(addOption([], guppy, 5)).toEqual({ ok: false, message: "품절" });
  });

  it("keeps quantities between 1 and the option's stock", () => {
    const chosen = addOption([], guppy, 2);
    if (!chosen.ok) throw new Error(chosen.message);
    expect(setLineQuantity(chosen.lines, "option:2", 10)[0]?.quantity).toBe(3);
    expect(setLineQuantity(chosen.lines, "option:2", 0)[0]?.quantity).toBe(1);
    expect(removeLine(chosen.lines, "option:2")).toEqual([]);
  });

  it("prices required options on top of the product and optional ones by themselves, with delivery by the threshold", () => {
    const a = addOption([], guppy, 2);
    if (!a.ok) throw new Error(a.message);
    // (7,100 + 5,000) × 1 = 12,100; below 30,000 so the 4,000 parcel fee applies.
    expect(selectionAmounts(guppy, a.lines)).toEqual({
      productAmount: 12100,
      deliveryFee: 4000,
      total: 16100,
      untilFreeDelivery: 17900,
    });
    const b = addOption(setLineQuantity(a.lines, "option:2", 2), guppy, 4);
    if (!b.ok) throw new Error(b.message);
    const c = setLineQuantity(b.lines, "option:4", 3);
    // 12,100 × 2 + 2,000 × 3 = 30,200: free delivery from 30,000.
    expect(selectionAmounts(guppy, c)).toEqual({
      productAmount: 30200,
      deliveryFee: 0,
      total: 30200,
      untilFreeDelivery: null,
    });
  });

  it("counts the product itself without required options, and delivery options separately from free delivery", () => {
    const lines = setLineQuantity(initialLines(food, "구피 사료"), "product", 2);
    const withQuick = addOption(lines, food, 9);
    if (!withQuick.ok) throw new Error(withQuick.message);
    // 5,500 × 2 = 11,000 products; parcel 4,000 + quick 7,000 delivery.
    expect(selectionAmounts(food, withQuick.lines)).toEqual({
      productAmount: 11000,
      deliveryFee: 11000,
      total: 22000,
      untilFreeDelivery: 19000,
    });
    expect(selectionAmounts(food, [])).toEqual({ productAmount: 0, deliveryFee: 0, total: 0, untilFreeDelivery: null });
  });

  it("labels option prices relative to the product when they add to it", () => {
    expect(optionPriceLabel({ sellPrice: 5000, isAddProductSellPrice: true })).toBe("+5,000원");
    expect(optionPriceLabel({ sellPrice: 0, isAddProductSellPrice: true })).toBe("");
    expect(optionPriceLabel({ sellPrice: 2000, isAddProductSellPrice: false })).toBe("2,000원");
  });

  it("sends the chosen options and the product's own quantity, never a price", () => {
    const two = addOption([], guppy, 2);
    if (!two.ok) throw new Error(two.message);
    const packed = addOption(setLineQuantity(two.lines, "option:2", 3), guppy, 4);
    if (!packed.ok) throw new Error(packed.message);
    expect(toPurchaseInput(11, packed.lines)).toEqual({
      productId: 11,
      quantity: 1,
      options: [
        { optionId: 2, quantity: 3 },
        { optionId: 4, quantity: 1 },
      ],
    });
    const food2 = setLineQuantity(initialLines(food, "구피 사료"), "product", 4);
    expect(toPurchaseInput(7, food2)).toEqual({ productId: 7, quantity: 4, options: [] });
  });
});
