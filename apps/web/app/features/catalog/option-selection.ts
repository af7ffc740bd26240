/**
 * Choosing a product's options on its page: the chosen lines (each option with its own quantity, or the
 * product itself when it has no required option), which required groups are still missing, and the
 * amounts, computed only with the domain's price rules (@mulmung/domain/money, /delivery).
 */
import type { BasketAddInput } from "@mulmung/contract/basket";
import type { ProductDetail, ProductOption } from "@mulmung/contract/catalog";
import { deliveryTotal } from "@mulmung/domain/delivery";
import { formatWon } from "@mulmung/domain/display";
import {
  isAddOnOption,
  lineDeliveryOptionsTotal,
  lineTotal,
  type OptionDetail,
  optionPrice,
  type ProductLine,
} from "@mulmung/domain/money";
import { PRODUCT_MESSAGE } from "./product-messages.ts";

export type OptionProduct = Pick<
  ProductDetail,
  "sellPrice" | "stock" | "isSoldOut" | "productOptionGroups" | "productOptions" | "deliverySetting"
>;

export interface OptionGroupView {
  /** null for the options that belong to no group ("추가 상품"). */
  id: number | null;
  name: string;
  isRequired: boolean;
  options: ProductOption[];
}

export interface ChosenLine {
  /** "product" for the product itself, else "option:<id>". */
  key: string;
  optionId: number | null;
  name: string;
  quantity: number;
  /** The most that can be chosen (stock). */
  max: number;
  /** An add-on (packing): it goes with the product line, one per line, without a quantity of its own. */
  addOn?: boolean;
}

export const PRODUCT_LINE_KEY = "product";

/** The groups to show, in order, with the ungrouped options last as one optional "추가 상품" group. */
export function optionGroups(product: OptionProduct): OptionGroupView[] {
  const groups: OptionGroupView[] = product.productOptionGroups.map((group) => ({
    id: group.id,
    name: group.name,
    isRequired: group.isRequired,
    options: group.productOptions,
  }));
  if (product.productOptions.length > 0) {
    groups.push({
      id: null,
      name: PRODUCT_MESSAGE.extraOptions,
      isRequired: product.productOptions.every((option) => option.isRequiredByGroup),
      options: product.productOptions,
    });
  }
  return groups;
}

function hasRequiredGroup(product: OptionProduct): boolean {
  return optionGroups(product).some((group) => group.isRequired);
}

function findOption(product: OptionProduct, optionId: number) {
  for (const group of optionGroups(product)) {
    const option = group.options.find((candidate) => candidate.id === optionId);
    if (option) return { option, group };
  }
  return null;
}

/** A product with no required option starts with itself chosen once; otherwise nothing is chosen yet. */
export function initialLines(product: OptionProduct, productName: string): ChosenLine[] {
  if (hasRequiredGroup(product) || product.isSoldOut || product.stock <= 0) return [];
  return [{ key: PRODUCT_LINE_KEY, optionId: null, name: productName, quantity: 1, max: product.stock }];
}

export type AddResult = { ok: true; lines: ChosenLine[] } | { ok: false; message: string };

/** Adds an option once (quantity 1); choosing it again asks to change the quantity instead. */
export function addOption(lines: readonly ChosenLine[], product: OptionProduct, optionId: number): AddResult {
  const found = findOption(product, optionId);
  if (!found || found.option.quantity <= 0) return { ok: false, message: PRODUCT_MESSAGE.optionSoldOut };
  const key = `option:${optionId}`;
  if (lines.some((line) => line.key === key)) return { ok: false, message: PRODUCT_MESSAGE.optionAlreadyChosen };
  const name = found.group.id === null ? found.option.name : `${found.group.name}: ${found.option.name}`;
  const addOn = isAddOnOption({
    isRequired: found.group.isRequired || found.option.isRequiredByGroup,
    isAddProductSellPrice: found.option.isAddProductSellPrice,
  });
  return {
    ok: true,
    lines: [...lines, { key, optionId, name, quantity: 1, max: found.option.quantity, addOn }],
  };
}

/** Sets a line's quantity, kept between 1 and its stock. */
export function setLineQuantity(lines: readonly ChosenLine[], key: string, quantity: number): ChosenLine[] {
  return lines.map((line) =>
    line.key === key
      ? { ...line, quantity: Math.min(line.max, Math.max(1, Math.trunc(Number.isFinite(quantity) ? quantity : 1))) }
      : line,
  );
}

export function removeLine(lines: readonly ChosenLine[], key: string): ChosenLine[] {
  return lines.filter((line) => line.key !== key);
}

/** The names of the required groups with no option chosen yet. */
export function missingRequiredGroups(product: OptionProduct, lines: readonly ChosenLine[]): string[] {
  const chosen = new Set(lines.map((line) => line.optionId));
  return optionGroups(product)
    .filter((group) => group.isRequired && !group.options.some((option) => chosen.has(option.id)))
    .map((group) => group.name);
}

/** The chosen lines as the domain's product line (SPEC.md section 3 order product with option details). */
export function toProductLine(product: OptionProduct, lines: readonly ChosenLine[]): ProductLine {
  const base = lines.find((line) => line.optionId === null);
  const optionDetails: OptionDetail[] = lines.flatMap((line) => {
    if (line.optionId === null) return [];
    const found = findOption(product, line.optionId);
    if (!found) return [];
    return [
      {
        sellPrice: found.option.sellPrice,
        quantity: line.quantity,
        isAddProductSellPrice: found.option.isAddProductSellPrice,
        isRequired: found.group.isRequired || found.option.isRequiredByGroup,
        isDeliveryPrice: found.option.isDeliveryPrice,
      },
    ];
  });
  return { sellPrice: product.sellPrice, quantity: base?.quantity ?? 0, optionDetails };
}

/** One chosen line's price: the product × quantity, or the option by SPEC.md section 9's option price. */
export function lineAmount(product: OptionProduct, line: ChosenLine): number {
  if (line.optionId === null)
    return lineTotal({ sellPrice: product.sellPrice, quantity: line.quantity, optionDetails: [] });
  const found = findOption(product, line.optionId);
  return found ? optionPrice(product.sellPrice, { ...found.option, quantity: line.quantity }) : 0;
}

export interface SelectionAmounts {
  /** The products and options (SPEC.md section 5 total price). */
  productAmount: number;
  /** The parcel fee by the free-delivery rule plus any delivery options (SPEC.md section 9). */
  deliveryFee: number;
  total: number;
  /** How much more would make delivery free, when free delivery is on and not yet reached. */
  untilFreeDelivery: number | null;
}

export function selectionAmounts(product: OptionProduct, lines: readonly ChosenLine[]): SelectionAmounts {
  const line = toProductLine(product, lines);
  const productAmount = lineTotal(line);
  if (productAmount === 0 && lines.length === 0) {
    return { productAmount: 0, deliveryFee: 0, total: 0, untilFreeDelivery: null };
  }
  const setting = product.deliverySetting;
  const deliveryFee = deliveryTotal(setting, productAmount, lineDeliveryOptionsTotal(line));
  const threshold = setting.freeDeliveryPriceOrderPayment;
  const untilFreeDelivery =
    setting.isParcel && setting.isFreeDelivery && productAmount < threshold ? threshold - productAmount : null;
  return { productAmount, deliveryFee, total: productAmount + deliveryFee, untilFreeDelivery };
}

/** The price shown beside an option in its select: "+5,000원" on top of the product, or its own price. */
export function optionPriceLabel(option: Pick<ProductOption, "sellPrice" | "isAddProductSellPrice">): string {
  if (option.isAddProductSellPrice) return option.sellPrice === 0 ? "" : `+${formatWon(option.sellPrice)}`;
  return formatWon(option.sellPrice);
}

/**
 * The chosen lines as a basket or direct-order request (`POST /api/v1/basket`, `/api/v1/order/direct`): the
 * product's own quantity (1 when it is counted per option) and each chosen option with its quantity. Prices
 * are not sent; the server reads them.
 */
export function toPurchaseInput(productId: number, lines: readonly ChosenLine[]): BasketAddInput {
  const base = lines.find((line) => line.optionId === null);
  return {
    productId,
    quantity: base?.quantity ?? 1,
    options: lines.flatMap((line) =>
      line.optionId === null ? [] : [{ optionId: line.optionId, quantity: line.quantity }],
    ),
  };
}
