/** What a packing slip lists for a part: each line to pack, its options and how many (cancelled lines left out). */
import type { OrderProduct } from "@mulmung/contract/order";

export interface SlipLine {
  key: string;
  name: string;
  option: string | null;
  quantity: number;
}

export function slipLines(products: readonly OrderProduct[]): SlipLine[] {
  return products
    .filter((product) => !product.cancelledAt)
    .flatMap((product) => {
      // Delivery-charge options are a fee, not something to pack.
      const options = product.orderProductOptionDetails.filter((option) => !option.isDeliveryPrice);
      const required = options.filter((option) => option.isRequiredByProductOptionGroup);
      const lines: SlipLine[] =
        required.length === 0
          ? [{ key: `${product.id}`, name: product.name, option: null, quantity: product.quantity }]
          : [];
      for (const option of options) {
        lines.push({
          key: `${product.id}-${option.id}`,
          name: product.name,
          option: option.groupName ? `${option.groupName}: ${option.name}` : option.name,
          quantity: option.quantity,
        });
      }
      return lines;
    });
}
