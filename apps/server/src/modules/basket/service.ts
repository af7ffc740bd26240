/**
 * Basket rules: adding a product with options (merging into the line the member already has), quantities
 * within bounds and stock, and the basket grouped by partner store with each store's delivery (SPEC §5 total
 * price, §9 option price and delivery total; one parcel fee per store, decision 028). Prices are read from the
 * products every time; nothing the client says about a price is used.
 */
import type {
  Basket,
  BasketAddRequest,
  BasketProduct,
  BasketProductOption,
  BasketStoreGroup,
} from "@mulmung/contract/basket";
import {
  amountUntilFreeDelivery,
  BASKET_MAX_PRODUCTS,
  BASKET_QUANTITY,
  type BasketUnorderableReason,
  storeFreeDeliveryFrom,
  storeParcelDeliveryFee,
} from "@mulmung/domain/basket";
import { deliverySettingOf } from "@mulmung/domain/delivery";
import { ErrorCode } from "@mulmung/domain/errors";
import {
  ADD_ON_QUANTITY,
  isAddOnOption,
  lineDeliveryOptionsTotal,
  lineTotal,
  optionPrice,
  type ProductLine,
} from "@mulmung/domain/money";
import { AppError } from "../../http/app-error.ts";
import type { CatalogService, ProductOptionRow } from "../catalog/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { type BasketLineRow, type BasketOptionRow, type BasketTx, createBasketRepository } from "./repository.ts";

const LINE_NOT_FOUND = "장바구니에서 상품을 찾을 수 없습니다.";
const OPTION_NOT_FOUND = "장바구니에서 옵션을 찾을 수 없습니다.";

/** What one product's options say about a line: which are required, and which groups must be chosen. */
interface ProductOptions {
  options: Map<number, ProductOptionRow>;
  /** Required groups by id; `null` stands for the ungrouped options when every one of them is required. */
  requiredGroups: (number | null)[];
}

function optionsByProduct(
  rows: readonly ProductOptionRow[],
  requiredGroups: readonly { id: number; productId: number }[],
): Map<number, ProductOptions> {
  const byProduct = new Map<number, ProductOptions>();
  const of = (productId: number) => {
    let entry = byProduct.get(productId);
    if (!entry) {
      entry = { options: new Map(), requiredGroups: [] };
      byProduct.set(productId, entry);
    }
    return entry;
  };
  for (const row of rows) of(row.productId).options.set(row.id, row);
  for (const group of requiredGroups) of(group.productId).requiredGroups.push(group.id);
  // The product page treats ungrouped options as one "추가 상품" group, required when each of them is.
  for (const entry of byProduct.values()) {
    const ungrouped = [...entry.options.values()].filter((o) => o.optionGroupId === null);
    if (ungrouped.length > 0 && ungrouped.every((o) => o.isRequiredByGroup)) entry.requiredGroups.push(null);
  }
  return byProduct;
}

/** An add-on of the product (packing): one per line, no quantity of its own (domain `isAddOnOption`). */
function isAddOn(option: ProductOptionRow): boolean {
  return isAddOnOption({ isRequired: isRequiredOption(option), isAddProductSellPrice: option.isAddProductSellPrice });
}

/** Items by key, keys in first-seen order (Map.groupBy is ES2024, beyond the project's lib). */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const EMPTY_OPTIONS: ProductOptions = { options: new Map(), requiredGroups: [] };

function isRequiredOption(option: ProductOptionRow): boolean {
  return option.isGroupRequired === true || option.isRequiredByGroup;
}

/** The required groups without a chosen option. */
function missingRequiredGroups(productOptions: ProductOptions, chosenOptionIds: readonly number[]) {
  const chosenGroups = new Set(
    chosenOptionIds.flatMap((id) => {
      const option = productOptions.options.get(id);
      return option ? [option.optionGroupId] : [];
    }),
  );
  return productOptions.requiredGroups.filter((group) => !chosenGroups.has(group));
}

/** Units of the product a line takes from its stock: the required options' quantities, else its own. */
function productUnits(
  productOptions: ProductOptions,
  quantity: number,
  chosen: readonly { optionId: number; quantity: number }[],
) {
  if (productOptions.requiredGroups.length === 0) return quantity;
  return chosen.reduce((sum, c) => {
    const option = productOptions.options.get(c.optionId);
    return option && isRequiredOption(option) ? sum + c.quantity : sum;
  }, 0);
}

/** Refuses a quantity over what is left, with the count in the message. */
function assertStock(requested: number, stock: number, name?: string) {
  if (stock <= 0) throw AppError.of(ErrorCode.SOLD_OUT, name ? `품절된 옵션입니다: ${name}` : undefined);
  if (requested > stock) {
    const what = name ? `${name} 옵션은` : "이 상품은";
    throw AppError.of(ErrorCode.STOCK_SHORT, `재고가 부족합니다. ${what} ${stock}개까지 담을 수 있습니다.`);
  }
}

function assertQuantity(quantity: number) {
  if (quantity > BASKET_QUANTITY.max) throw AppError.of(ErrorCode.BASKET_QUANTITY_LIMIT);
}

function assertOnSale(product: { state: string }) {
  if (product.state === "DELETE") throw AppError.notFound("상품을 찾을 수 없습니다.");
  if (product.state !== "NORMAL") throw AppError.of(ErrorCode.PRODUCT_NOT_ON_SALE);
}

type OptionQueries = Pick<BasketTx, "executor" | "findRequiredGroupIds">;

export function createBasketService(
  deps: Pick<ServiceDeps, "db"> & {
    /** Product options and their prices are the catalogue's. */
    catalog: Pick<CatalogService, "productOptions">;
  },
) {
  const repository = createBasketRepository(deps.db);

  /** What these products' options say about a line, read where `db` reads (the basket's transaction, inside one). */
  async function optionsOf(db: OptionQueries, productIds: number[]): Promise<Map<number, ProductOptions>> {
    const [rows, requiredGroups] = await Promise.all([
      deps.catalog.productOptions(productIds, { tx: db.executor }),
      db.findRequiredGroupIds(productIds),
    ]);
    return optionsByProduct(rows, requiredGroups);
  }

  async function optionsOfProduct(db: OptionQueries, productId: number): Promise<ProductOptions> {
    return (await optionsOf(db, [productId])).get(productId) ?? EMPTY_OPTIONS;
  }

  /** Lines with their options, prices and orderability. `selected`: the line ids the totals count. */
  async function priceLines(
    lines: BasketLineRow[],
    selected: ReadonlySet<number> | null,
    db: OptionQueries & Pick<BasketTx, "findLineOptions"> = repository,
  ): Promise<{ item: BasketProduct; line: BasketLineRow; priced: ProductLine }[]> {
    const productIds = [...new Set(lines.map((l) => l.product.id))];
    const [chosen, byProduct] = await Promise.all([
      db.findLineOptions(lines.map((l) => l.id)),
      optionsOf(db, productIds),
    ]);
    const chosenByLine = groupBy(chosen, (c: BasketOptionRow) => c.basketProductId);

    return lines.map((line) => {
      const productOptions = byProduct.get(line.product.id) ?? EMPTY_OPTIONS;
      const lineOptions = (chosenByLine.get(line.id) ?? []).flatMap((c) => {
        const option = productOptions.options.get(c.productOptionId);
        return option ? [{ chosen: c, option }] : [];
      });
      const priced: ProductLine = {
        sellPrice: line.product.sellPrice,
        quantity: line.quantity,
        optionDetails: lineOptions.map(({ chosen: c, option }) => ({
          sellPrice: option.sellPrice,
          quantity: c.quantity,
          isAddProductSellPrice: option.isAddProductSellPrice,
          isRequired: isRequiredOption(option),
          isDeliveryPrice: option.isDeliveryPrice,
        })),
      };
      const units = productUnits(
        productOptions,
        line.quantity,
        lineOptions.map(({ chosen: c }) => ({ optionId: c.productOptionId, quantity: c.quantity })),
      );
      let reason: BasketUnorderableReason | null = null;
      if (line.product.state !== "NORMAL") reason = "DEACTIVATED";
      else if (line.product.stock <= 0) reason = "SOLD_OUT";
      else if (
        missingRequiredGroups(
          productOptions,
          lineOptions.map(({ option }) => option.id),
        ).length > 0 ||
        lineOptions.some(({ option }) => option.quantity <= 0)
      )
        reason = "OPTION_UNAVAILABLE";
      else if (units > line.product.stock || lineOptions.some(({ chosen: c, option }) => c.quantity > option.quantity))
        reason = "STOCK_SHORT";

      const basketProductOptions: BasketProductOption[] = lineOptions.map(({ chosen: c, option }) => ({
        id: c.id,
        productOptionId: option.id,
        name: option.name,
        groupName: option.groupName,
        sellPrice: option.sellPrice,
        isAddProductSellPrice: option.isAddProductSellPrice,
        isDeliveryPrice: option.isDeliveryPrice,
        isRequiredByProductOptionGroup: isRequiredOption(option),
        quantity: c.quantity,
        stock: option.quantity,
        price: optionPrice(line.product.sellPrice, { ...option, quantity: c.quantity }),
      }));
      const isOrderable = reason === null;
      const item: BasketProduct = {
        id: line.id,
        quantity: line.quantity,
        product: {
          id: line.product.id,
          name: line.product.name,
          imageUrl: line.product.imageUrls[0] ?? null,
          originalPrice: line.product.originalPrice,
          sellPrice: line.product.sellPrice,
          stock: line.product.stock,
          hasRequiredOption: productOptions.requiredGroups.length > 0,
        },
        affiliate: line.affiliate,
        basketProductOptions,
        productPrice: lineTotal(priced),
        deliveryOptionPrice: lineDeliveryOptionsTotal(priced),
        isOrderable,
        unorderableReason: reason,
        isSelected: isOrderable && (selected === null || selected.has(line.id)),
        createDate: line.createDate.toISOString(),
      };
      return { item, line, priced };
    });
  }

  /** The basket by store, newest store first, each with one parcel fee for its selected lines. */
  function groupByStore(priced: Awaited<ReturnType<typeof priceLines>>): Basket {
    const byStore = groupBy(priced, (p) => p.line.affiliate.id);
    const groups: BasketStoreGroup[] = [...byStore.values()].map((entries) => {
      const first = entries[0] as (typeof entries)[number];
      const counted = entries.filter((e) => e.item.isSelected);
      const settings = counted.map((e) => deliverySettingOf(e.line.product));
      const productPrice = counted.reduce((sum, e) => sum + e.item.productPrice, 0);
      const deliveryOptionPrice = counted.reduce((sum, e) => sum + e.item.deliveryOptionPrice, 0);
      const parcelDeliveryPrice = counted.length > 0 ? storeParcelDeliveryFee(settings, productPrice) : 0;
      const allSettings = entries.map((e) => deliverySettingOf(e.line.product));
      return {
        affiliate: first.line.affiliate,
        items: entries.map((e) => e.item),
        productPrice,
        parcelDeliveryPrice,
        deliveryOptionPrice,
        deliveryPrice: parcelDeliveryPrice + deliveryOptionPrice,
        freeDeliveryFrom: storeFreeDeliveryFrom(counted.length > 0 ? settings : allSettings),
        amountUntilFreeDelivery: counted.length > 0 ? amountUntilFreeDelivery(settings, productPrice) : null,
        paymentPrice: productPrice + parcelDeliveryPrice + deliveryOptionPrice,
      };
    });
    const productPrice = groups.reduce((sum, g) => sum + g.productPrice, 0);
    const deliveryPrice = groups.reduce((sum, g) => sum + g.deliveryPrice, 0);
    return {
      groups,
      productPrice,
      deliveryPrice,
      paymentPrice: productPrice + deliveryPrice,
      totalCount: priced.length,
      selectedCount: priced.filter((p) => p.item.isSelected).length,
    };
  }

  /** The line's options as `{optionId, quantity}`, after a change. */
  async function lineState(tx: BasketTx, basketProductId: number) {
    return (await tx.findLineOptions([basketProductId])).map((o) => ({
      optionId: o.productOptionId,
      quantity: o.quantity,
    }));
  }

  /** Stock of the product and of each option for a line's quantities (only what grows is checked). */
  async function assertLineStock(
    tx: BasketTx,
    productId: number,
    quantity: number,
    chosen: readonly { optionId: number; quantity: number }[],
    grown: ReadonlySet<number | "product">,
  ) {
    const product = await tx.findProduct(productId);
    if (!product) throw AppError.notFound("상품을 찾을 수 없습니다.");
    if (grown.size === 0) return;
    assertOnSale(product);
    const productOptions = await optionsOfProduct(tx, productId);
    for (const c of chosen) {
      const option = productOptions.options.get(c.optionId);
      if (option && grown.has(c.optionId)) assertStock(c.quantity, option.quantity, option.name);
    }
    assertStock(productUnits(productOptions, quantity, chosen), product.stock);
  }

  return {
    /** POST /api/v1/basket: adds the product, merging quantities into the member's line for it. */
    async add(memberId: number, request: BasketAddRequest): Promise<{ id: number; totalCount: number }> {
      const { quantity, options: choices } = request;
      return repository.transaction(memberId, async (tx) => {
        const product = await tx.findProduct(request.productId);
        if (!product) throw AppError.notFound("상품을 찾을 수 없습니다.");
        assertOnSale(product);
        if (product.stock <= 0) throw AppError.of(ErrorCode.SOLD_OUT);
        const productOptions = await optionsOfProduct(tx, product.id);
        for (const choice of choices) {
          if (!productOptions.options.has(choice.optionId)) {
            throw AppError.badRequest(`이 상품의 옵션이 아닙니다: ${choice.optionId}`);
          }
        }
        const missing = missingRequiredGroups(
          productOptions,
          choices.map((c) => c.optionId),
        );
        if (missing.length > 0) {
          const names = missing.map((group) =>
            group === null
              ? "추가 상품"
              : ([...productOptions.options.values()].find((o) => o.optionGroupId === group)?.groupName ?? "필수"),
          );
          throw AppError.of(ErrorCode.OPTION_REQUIRED, `${names.join(", ")} 옵션을 선택해주세요.`);
        }

        const existing = await tx.findLineOfProduct(memberId, product.id);
        const before = existing ? await lineState(tx, existing.id) : [];
        const merged = new Map(before.map((o) => [o.optionId, o.quantity]));
        for (const choice of choices) {
          // An add-on goes with the line once, however often the product is added.
          if (isAddOn(productOptions.options.get(choice.optionId) as ProductOptionRow)) {
            if (choice.quantity !== ADD_ON_QUANTITY) throw AppError.of(ErrorCode.ADD_ON_QUANTITY);
            merged.set(choice.optionId, ADD_ON_QUANTITY);
          } else merged.set(choice.optionId, (merged.get(choice.optionId) ?? 0) + choice.quantity);
        }
        // A product with required options is counted per option; its own quantity stays as it was.
        const hasRequired = productOptions.requiredGroups.length > 0;
        const nextQuantity = existing ? (hasRequired ? existing.quantity : existing.quantity + quantity) : quantity;
        assertQuantity(nextQuantity);
        for (const q of merged.values()) assertQuantity(q);

        const chosen = [...merged].map(([optionId, q]) => ({ optionId, quantity: q }));
        for (const c of chosen) {
          const option = productOptions.options.get(c.optionId) as ProductOptionRow;
          if (choices.some((choice) => choice.optionId === c.optionId)) {
            assertStock(c.quantity, option.quantity, option.name);
          }
        }
        assertStock(productUnits(productOptions, nextQuantity, chosen), product.stock);

        let id: number;
        if (existing) {
          id = existing.id;
          await tx.setLineQuantity(id, nextQuantity);
        } else {
          if ((await tx.countLines(memberId)) >= BASKET_MAX_PRODUCTS) throw AppError.of(ErrorCode.BASKET_FULL);
          id = await tx.insertLine(memberId, product.id, nextQuantity);
        }
        await tx.upsertOptions(
          id,
          chosen.filter((c) => choices.some((choice) => choice.optionId === c.optionId)),
        );
        return { id, totalCount: await tx.countLines(memberId) };
      });
    },

    /** GET /api/v1/basket: by store, totals over `selectedIds` (every line when absent). */
    async get(memberId: number, selectedIds?: readonly number[]): Promise<Basket> {
      const lines = await repository.findLines(memberId);
      return groupByStore(await priceLines(lines, selectedIds ? new Set(selectedIds) : null));
    },

    /** GET /api/v1/basket/product: my basket products, newest first. */
    async listProducts(memberId: number, page: { size: number; offset: number; isTotalCount?: boolean }) {
      const lines = await repository.findLines(memberId, { page: pageWindow(page) });
      const priced = await priceLines(lines, null);
      return {
        ...pageOf(priced, page, (p) => p.item),
        ...(page.isTotalCount ? { totalCount: await repository.countLines(memberId) } : {}),
      };
    },

    /** The member's lines by id, priced, for an order (every id must be theirs: else 404). */
    async productsForOrder(memberId: number, basketProductIds: readonly number[]): Promise<BasketProduct[]> {
      const lines = await repository.findLines(memberId, { ids: basketProductIds });
      if (lines.length !== new Set(basketProductIds).size) throw AppError.notFound(LINE_NOT_FOUND);
      return (await priceLines(lines, null)).map((p) => p.item);
    },

    /** DELETE /api/v1/basket/product: all of them or none (a line that is not the member's: 404). */
    async removeProducts(memberId: number, ids: readonly number[]): Promise<{ totalCount: number }> {
      return repository.transaction(memberId, async (tx) => {
        const unique = [...new Set(ids)];
        if ((await tx.deleteLines(memberId, unique)) !== unique.length) throw AppError.notFound(LINE_NOT_FOUND);
        return { totalCount: await tx.countLines(memberId) };
      });
    },

    /** PATCH /api/v1/basket/product/{id}/quantity: the product's own quantity (products without required options). */
    async setProductQuantity(memberId: number, basketProductId: number, quantity: number) {
      await repository.transaction(memberId, async (tx) => {
        const line = await tx.findOwnLine(memberId, basketProductId);
        if (!line) throw AppError.notFound(LINE_NOT_FOUND);
        const productOptions = await optionsOfProduct(tx, line.productId);
        if (productOptions.requiredGroups.length > 0) {
          throw AppError.badRequest("옵션을 선택한 상품은 옵션별로 수량을 바꿔주세요.");
        }
        const chosen = await lineState(tx, line.id);
        await assertLineStock(
          tx,
          line.productId,
          quantity,
          chosen,
          new Set(quantity > line.quantity ? ["product"] : []),
        );
        await tx.setLineQuantity(line.id, quantity);
      });
    },

    /** PATCH /api/v1/basket/option/{id}/quantity. */
    async setOptionQuantity(memberId: number, basketOptionId: number, quantity: number) {
      await repository.transaction(memberId, async (tx) => {
        const owned = await tx.findOwnOption(memberId, basketOptionId);
        if (!owned) throw AppError.notFound(OPTION_NOT_FOUND);
        const line = (await tx.findOwnLine(memberId, owned.basketProductId)) as { quantity: number };
        const before = await lineState(tx, owned.basketProductId);
        const target = (await tx.findLineOptions([owned.basketProductId])).find((o) => o.id === basketOptionId);
        const productOptions = await optionsOfProduct(tx, owned.productId);
        const option = target ? productOptions.options.get(target.productOptionId) : undefined;
        if (option && isAddOn(option) && quantity !== ADD_ON_QUANTITY) {
          throw AppError.of(ErrorCode.ADD_ON_QUANTITY);
        }
        const chosen = before.map((c) => (c.optionId === target?.productOptionId ? { ...c, quantity } : c));
        const grows = target !== undefined && quantity > target.quantity;
        await assertLineStock(
          tx,
          owned.productId,
          line.quantity,
          chosen,
          new Set(grows && target ? [target.productOptionId] : []),
        );
        await tx.setOptionQuantity(basketOptionId, quantity);
      });
    },

    /**
     * DELETE /api/v1/basket/option/{id}. A line left without an option of a required group cannot be
     * ordered or priced, so it goes too.
     */
    async removeOption(memberId: number, basketOptionId: number): Promise<{ isProductRemoved: boolean }> {
      return repository.transaction(memberId, async (tx) => {
        const owned = await tx.findOwnOption(memberId, basketOptionId);
        if (!owned) throw AppError.notFound(OPTION_NOT_FOUND);
        await tx.deleteOption(basketOptionId);
        const remaining = await tx.findLineOptions([owned.basketProductId]);
        const productOptions = await optionsOfProduct(tx, owned.productId);
        const isIncomplete =
          missingRequiredGroups(
            productOptions,
            remaining.map((o) => o.productOptionId),
          ).length > 0;
        if (isIncomplete) await tx.deleteLines(memberId, [owned.basketProductId]);
        return { isProductRemoved: isIncomplete };
      });
    },
  };
}

export type BasketService = ReturnType<typeof createBasketService>;
