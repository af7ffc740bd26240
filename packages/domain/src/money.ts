// Price rules of SPEC §5 and §9. All amounts are integer won; every rounding is done in integer
// arithmetic so no result ever carries a floating-point remainder.

/** Minimum price a coupon can bring a product down to (SPEC §5, §9). */
export const MIN_COUPON_PRICE = 1000;

/** SPEC §9 "integer won throughout": rejects amounts that are not non-negative safe integers. */
export function assertWon(amount: number, name = "amount"): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of won, got ${amount}`);
  }
}

/** Rounds numerator / denominator half up, for non-negative integers, without floating point. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(2 * numerator + denominator)) {
    throw new RangeError(`amount too large to compute exactly: ${numerator} / ${denominator}`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * SPEC §5 coupon price: price minus the coupon discount, never below 1000원.
 * A product already cheaper than 1000원 is never raised by a coupon: the floor is min(price, 1000).
 */
export function couponDiscountedPrice(price: number, discount: number): number {
  assertWon(price, "price");
  assertWon(discount, "discount");
  const floor = Math.min(price, MIN_COUPON_PRICE);
  return Math.max(price - discount, floor);
}

/** SPEC §5 coupon price: the discount a coupon actually gives once the 1000원 floor is applied. */
export function couponDiscountAmount(price: number, discount: number): number {
  return price - couponDiscountedPrice(price, discount);
}

/**
 * SPEC §5 discount rate: round((original - sale) / original * 100), as a whole percentage.
 * 0 when there is no original price or the sale price is not lower.
 */
export function discountRate(originalPrice: number, salePrice: number): number {
  assertWon(originalPrice, "originalPrice");
  assertWon(salePrice, "salePrice");
  if (originalPrice === 0 || salePrice >= originalPrice) return 0;
  return divideRoundHalfUp((originalPrice - salePrice) * 100, originalPrice);
}

/** Percentages are kept to two decimals (1.25% = 125 hundredths of a percent) so sums stay exact. */
function toHundredthsOfPercent(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0) {
    throw new RangeError(`a reward percentage must be a non-negative number, got ${percent}`);
  }
  return Math.round(percent * 100);
}

/**
 * SPEC §5 reward points: round(price × (p1 + p2 + p3) / 100), e.g. the base, store and event rates.
 * Percentages may carry up to two decimals; the result is whole points (1 point = 1원).
 */
export function rewardPoints(price: number, percentages: readonly [number, number, number]): number {
  assertWon(price, "price");
  const hundredths = percentages.reduce((sum, percent) => sum + toHundredthsOfPercent(percent), 0);
  return divideRoundHalfUp(price * hundredths, 10_000);
}

/** A chosen product option as it appears in a basket or order line (SPEC §3 product option). */
export interface OptionDetail {
  sellPrice: number;
  quantity: number;
  /** The option is priced on top of the product price (SPEC §9). */
  isAddProductSellPrice: boolean;
  /** The option belongs to a required option group (`isRequiredByProductOptionGroup`). */
  isRequired: boolean;
  /** The option is a delivery charge (e.g. express bus), summed into the delivery total instead. */
  isDeliveryPrice: boolean;
}

/** A basket product or order product with its chosen options (SPEC §3 order product). */
export interface ProductLine {
  sellPrice: number;
  quantity: number;
  optionDetails: readonly OptionDetail[];
}

/**
 * An add-on (a heat pack, gift packing): an option outside any required choice and priced by itself. It goes with
 * the product line it packs, one per line: it has no quantity of its own (`ADD_ON_QUANTITY`).
 */
export function isAddOnOption(option: { isRequired: boolean; isAddProductSellPrice: boolean }): boolean {
  return !option.isRequired && !option.isAddProductSellPrice;
}

export const ADD_ON_QUANTITY = 1;

/**
 * SPEC §9 option price: (product price + option price) × quantity when `isAddProductSellPrice`,
 * otherwise option price × quantity.
 */
export function optionPrice(
  productSellPrice: number,
  option: Pick<OptionDetail, "sellPrice" | "quantity" | "isAddProductSellPrice">,
): number {
  assertWon(productSellPrice, "productSellPrice");
  assertWon(option.sellPrice, "option.sellPrice");
  assertWon(option.quantity, "option.quantity");
  const unitPrice = option.isAddProductSellPrice ? productSellPrice + option.sellPrice : option.sellPrice;
  return unitPrice * option.quantity;
}

/**
 * SPEC §5 total price, the part without option details: sellPrice × quantity, counted only when the
 * line has no required (non-delivery) option; a required option replaces the bare product.
 */
export function lineBasePrice(line: ProductLine): number {
  assertWon(line.sellPrice, "sellPrice");
  assertWon(line.quantity, "quantity");
  const hasRequiredOption = line.optionDetails.some((option) => option.isRequired && !option.isDeliveryPrice);
  return hasRequiredOption ? 0 : line.sellPrice * line.quantity;
}

/** SPEC §5 and §9 total price of one line: the base price plus every non-delivery option's price. */
export function lineTotal(line: ProductLine): number {
  const options = line.optionDetails
    .filter((option) => !option.isDeliveryPrice)
    .reduce((sum, option) => sum + optionPrice(line.sellPrice, option), 0);
  return lineBasePrice(line) + options;
}

/** SPEC §9 "delivery options sum separately": the price of a line's delivery-charge options. */
export function lineDeliveryOptionsTotal(line: ProductLine): number {
  return line.optionDetails
    .filter((option) => option.isDeliveryPrice)
    .reduce((sum, option) => sum + optionPrice(line.sellPrice, option), 0);
}

/** SPEC §5 total price of an order or basket: the sum of its line totals (delivery excluded). */
export function linesTotal(lines: readonly ProductLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** SPEC §9 delivery options: the sum of every line's delivery-charge options. */
export function linesDeliveryOptionsTotal(lines: readonly ProductLine[]): number {
  return lines.reduce((sum, line) => sum + lineDeliveryOptionsTotal(line), 0);
}

/** What a payment took: `cash` through the gateway and `points` from the ledger (integer won each). */
export interface PaidShares {
  cash: number;
  points: number;
}

/**
 * The shares of a refund of `amount` on a payment that took `paid`, when `before` was refunded already: cash first
 * (the gateway can give back only what it took), then points; together never past what was paid. A cancel of a
 * part, a claim and the last part's cancel all split their refunds here, so the cash asked of the gateway never
 * exceeds the cash it holds and every won not paid back in cash comes back as points.
 */
export function refundShares(paid: PaidShares, before: number, amount: number): PaidShares {
  assertWon(paid.cash, "paid.cash");
  assertWon(paid.points, "paid.points");
  assertWon(before, "before");
  assertWon(amount, "amount");
  const total = paid.cash + paid.points;
  const from = Math.min(before, total);
  const to = Math.min(before + amount, total);
  const cashBy = (refunded: number) => Math.min(refunded, paid.cash);
  const pointsBy = (refunded: number) => Math.max(0, refunded - paid.cash);
  return { cash: cashBy(to) - cashBy(from), points: pointsBy(to) - pointsBy(from) };
}

/**
 * An operator closes a refund by hand (paid back outside the gateway, e.g. by bank transfer): what was owed joins
 * what was refunded, never past what was paid. Answers the amount recorded and the payment's refunded total.
 */
export function refundClosedByHand(payment: { paidAmount: number; cancelledAmount: number; refundDue: number }): {
  amount: number;
  cancelledAmount: number;
} {
  const room = Math.max(0, payment.paidAmount - payment.cancelledAmount);
  const amount = Math.max(0, Math.min(payment.refundDue, room));
  return { amount, cancelledAmount: payment.cancelledAmount + amount };
}
