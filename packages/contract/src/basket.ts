/** The basket (API.md "Products and basket", the basket rows): requests and answers. */
import { BASKET_MAX_PRODUCTS, BASKET_QUANTITY, BASKET_UNORDERABLE_REASONS } from "@mulmung/domain/basket";
import { z } from "zod";
import { IdList, productCard } from "./catalog.ts";
import { BodyId, listOf, PagingQuery } from "./common.ts";

/** One product's or one option's quantity in a basket line. */
export const BasketQuantity = z
  .number({ error: (issue) => (issue.input === undefined ? "필수 입력 항목입니다" : "수량은 숫자여야 합니다") })
  .int("수량은 정수여야 합니다")
  .min(BASKET_QUANTITY.min, `수량은 ${BASKET_QUANTITY.min}개 이상이어야 합니다`)
  .max(BASKET_QUANTITY.max, `수량은 ${BASKET_QUANTITY.max}개 이하여야 합니다`);

export const BasketOptionChoice = z.object({ optionId: BodyId, quantity: BasketQuantity });
export type BasketOptionChoice = z.infer<typeof BasketOptionChoice>;

/**
 * POST /api/v1/basket and POST /api/v1/order/direct: a product with its chosen options. `quantity` is the
 * product's own quantity, which counts when no required option is chosen (SPEC §5 total price).
 */
export const BasketAddRequest = z.object({
  productId: BodyId,
  quantity: BasketQuantity.default(1),
  options: z
    .array(BasketOptionChoice)
    .max(50, "옵션은 한 번에 50개까지 담을 수 있습니다")
    .default([])
    .refine((options) => new Set(options.map((o) => o.optionId)).size === options.length, {
      message: "같은 옵션이 두 번 들어 있습니다",
    }),
});
export type BasketAddRequest = z.infer<typeof BasketAddRequest>;
/** What a client sends (defaults left out). */
export type BasketAddInput = { productId: number; quantity?: number; options?: BasketOptionChoice[] };

export const BasketQuantityRequest = z.object({ quantity: BasketQuantity });
export type BasketQuantityRequest = z.infer<typeof BasketQuantityRequest>;

export const BasketDeleteRequest = z.object({
  ids: z
    .array(BodyId)
    .min(1, "삭제할 상품을 선택해주세요")
    .max(BASKET_MAX_PRODUCTS, `한 번에 ${BASKET_MAX_PRODUCTS}개까지 삭제할 수 있습니다`),
});
export type BasketDeleteRequest = z.infer<typeof BasketDeleteRequest>;

/** GET /api/v1/basket: `selectedIds` are the lines the totals count; without it, every line. */
export const BasketQuery = z.object({
  selectedIds: IdList.optional().meta({
    description: "basket product ids to total (comma separated); `selectedIds=` (empty) selects none",
  }),
});
export type BasketQuery = z.infer<typeof BasketQuery>;

export const BasketProductOption = z.object({
  id: z.number(),
  productOptionId: z.number(),
  name: z.string(),
  /** The option group's name; null for options outside a group ("추가 상품"). */
  groupName: z.string().nullable(),
  sellPrice: z.number(),
  isAddProductSellPrice: z.boolean(),
  isDeliveryPrice: z.boolean(),
  isRequiredByProductOptionGroup: z.boolean(),
  quantity: z.number(),
  /** What is left of the option. */
  stock: z.number(),
  /** SPEC §9 option price for this quantity. */
  price: z.number(),
});
export type BasketProductOption = z.infer<typeof BasketProductOption>;

export const BasketProduct = z.object({
  id: z.number(),
  quantity: z.number(),
  product: z.object({
    ...productCard,
    stock: z.number(),
    /** The product has a required option group: its lines are counted per option, not by `quantity`. */
    hasRequiredOption: z.boolean(),
  }),
  affiliate: z.object({ id: z.number(), name: z.string() }),
  basketProductOptions: z.array(BasketProductOption),
  /** SPEC §5 total price of the line (delivery options excluded). */
  productPrice: z.number(),
  /** SPEC §9 delivery options of the line, summed into the store's delivery. */
  deliveryOptionPrice: z.number(),
  isOrderable: z.boolean(),
  unorderableReason: z.enum(BASKET_UNORDERABLE_REASONS).nullable(),
  /** Counted in the totals (selected and orderable). */
  isSelected: z.boolean(),
  createDate: z.string(),
});
export type BasketProduct = z.infer<typeof BasketProduct>;

export const BasketStoreGroup = z.object({
  affiliate: z.object({ id: z.number(), name: z.string() }),
  items: z.array(BasketProduct),
  /** The selected orderable lines' products and options. */
  productPrice: z.number(),
  /** One parcel fee for the store's shipment by SPEC §9's rule. */
  parcelDeliveryPrice: z.number(),
  deliveryOptionPrice: z.number(),
  /** parcelDeliveryPrice + deliveryOptionPrice. */
  deliveryPrice: z.number(),
  /** The order payment from which the store ships free; 0 always free, null never. */
  freeDeliveryFrom: z.number().nullable(),
  /** How much more makes the parcel free ("N원 더 담으면 무료배송"); null when free already or never. */
  amountUntilFreeDelivery: z.number().nullable(),
  paymentPrice: z.number(),
});
export type BasketStoreGroup = z.infer<typeof BasketStoreGroup>;

export const Basket = z.object({
  groups: z.array(BasketStoreGroup),
  productPrice: z.number(),
  deliveryPrice: z.number(),
  /** 결제예정금액: productPrice + deliveryPrice. */
  paymentPrice: z.number(),
  totalCount: z.number(),
  selectedCount: z.number(),
});
export type Basket = z.infer<typeof Basket>;

export const BasketProductList = listOf(BasketProduct);
export type BasketProductList = z.infer<typeof BasketProductList>;

export const BasketProductListQuery = PagingQuery;

/** The answer of a basket change: the line now, and how many lines the basket holds (the tab badge). */
export const BasketAddResponse = z.object({ id: z.number(), totalCount: z.number() });
export type BasketAddResponse = z.infer<typeof BasketAddResponse>;
