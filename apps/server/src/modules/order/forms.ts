import type { OrderForm, OrderListItem, OrderListQuery } from "@mulmung/contract/order";
import { type DeliverySetting, extraDeliveryArea } from "@mulmung/domain/delivery";
import type { DeliveryState, PaymentMethod } from "@mulmung/domain/enums";
import { ErrorCode } from "@mulmung/domain/errors";
import {
  ADD_ON_QUANTITY,
  isAddOnOption,
  lineDeliveryOptionsTotal,
  lineTotal,
  type OptionDetail,
  optionPrice,
  type ProductLine,
} from "@mulmung/domain/money";
import {
  type ExtraDeliveryRates,
  extraDeliveryRates,
  extraDeliverySurcharge,
  lineStockQuantity,
  ORDER_FORM_TTL_MINUTES,
  partDeliverySetting,
  partName,
  partPrices,
} from "@mulmung/domain/order";
import { ORDER_STATUS_LABEL, ORDER_STATUSES, type OrderStatus, orderStatus } from "@mulmung/domain/order-status";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import {
  destinationValues,
  iso,
  NO_PAYMENT,
  newOrderNumber,
  type OrderContext,
  type OrderLineInput,
  type PaymentView,
  type PricedLine,
} from "./context.ts";
import type { OrderFormRow } from "./repository.ts";
import { createOrderTankRepository } from "./tank-repository.ts";
import { toForm } from "./views.ts";

/**
 * Order forms: lines priced from the database into store parts, 바로 구매 and basket orders, the destination and
 * its surcharge, the coupon preview, and the buyer's reads (one order, the list, counts per status, deliveries).
 */
export function createOrderForms(ctx: OrderContext) {
  const {
    basket,
    catalog,
    choosesCoupons,
    clock,
    couponPartsOf,
    coupons,
    deliveryMemoPresets,
    deps,
    heldAmong,
    repository,
    requireOwnDetail,
    shippingDestinations,
    sumParts,
  } = ctx;
  const tanks = createOrderTankRepository(deps.db);

  /** Prices lines from the database into store parts; refuses what cannot be ordered. */
  async function priceLines(lines: OrderLineInput[], area: ReturnType<typeof extraDeliveryArea>) {
    const productIds = [...new Set(lines.map((l) => l.productId))];
    const pricing = await catalog.pricing(productIds);
    const products = new Map(pricing.products.map((p) => [p.id, p]));
    const { options } = pricing;
    const byStore = new Map<
      number,
      { name: string; rates: ExtraDeliveryRates; settings: DeliverySetting[]; lines: PricedLine[] }
    >();
    for (const line of lines) {
      const p = products.get(line.productId);
      if (!p || p.state === "DELETE") throw AppError.notFound("상품을 찾을 수 없습니다.");
      if (p.state !== "NORMAL" || p.affiliateState !== "NORMAL") {
        throw AppError.of(
          ErrorCode.PRODUCT_NOT_ON_SALE,
          `'${p.name}'은(는) 판매 중인 상품이 아니어서 주문할 수 없습니다.`,
        );
      }
      const own = options.filter((o) => o.productId === p.id);
      const seen = new Set<number>();
      const chosen = line.options.map((choice) => {
        const option = own.find((o) => o.id === choice.optionId);
        if (!option || seen.has(option.id)) throw AppError.of(ErrorCode.OPTION_INVALID);
        seen.add(option.id);
        const isRequired = option.isRequiredByGroup || option.isGroupRequired === true;
        if (isAddOnOption({ isRequired, isAddProductSellPrice: option.isAddProductSellPrice })) {
          if (choice.quantity !== ADD_ON_QUANTITY) throw AppError.of(ErrorCode.ADD_ON_QUANTITY);
        }
        if (!option.isDeliveryPrice && option.quantity < choice.quantity) {
          throw AppError.of(ErrorCode.SOLD_OUT, `'${p.name} - ${option.name}' 옵션이 품절되었거나 재고가 부족합니다.`);
        }
        return { option, quantity: choice.quantity };
      });
      const requiredGroups = new Set(own.filter((o) => o.isGroupRequired).map((o) => o.optionGroupId));
      for (const group of requiredGroups) {
        if (!chosen.some((c) => c.option.optionGroupId === group)) {
          const name = own.find((o) => o.optionGroupId === group)?.groupName ?? "옵션";
          throw AppError.of(ErrorCode.OPTION_REQUIRED, `필수 옵션 '${name}'을(를) 선택해주세요.`);
        }
      }
      const details: OptionDetail[] = chosen.map(({ option, quantity }) => ({
        sellPrice: option.sellPrice,
        quantity,
        isAddProductSellPrice: option.isAddProductSellPrice,
        isRequired: option.isRequiredByGroup || option.isGroupRequired === true,
        isDeliveryPrice: option.isDeliveryPrice,
      }));
      const productLine: ProductLine = { sellPrice: p.sellPrice, quantity: line.quantity, optionDetails: details };
      const stockQuantity = lineStockQuantity(productLine);
      if (p.stock < stockQuantity) {
        throw AppError.of(ErrorCode.SOLD_OUT, `'${p.name}' 상품이 품절되었거나 재고가 부족합니다.`);
      }
      const store = byStore.get(p.affiliateId) ?? {
        name: p.affiliateName,
        rates: extraDeliveryRates(p),
        settings: [],
        lines: [],
      };
      store.settings.push({
        isParcel: p.isParcel,
        isFreeDelivery: p.isFreeDelivery,
        freeDeliveryPriceOrderPayment: p.freeDeliveryPriceOrderPayment,
        parcelDeliveryPrice: p.parcelDeliveryPrice,
      });
      store.lines.push({
        line: productLine,
        values: {
          productId: p.id,
          basketProductId: line.basketProductId ?? null,
          name: p.name,
          imageUrl: p.imageUrls[0] ?? null,
          sellPrice: p.sellPrice,
          quantity: line.quantity,
          stockQuantity,
          price: lineTotal(productLine),
          deliveryOptionsPrice: lineDeliveryOptionsTotal(productLine),
        },
        options: chosen.map(({ option, quantity }, index) => ({
          productOptionId: option.id,
          groupName: option.groupName,
          name: option.name,
          sellPrice: option.sellPrice,
          quantity,
          isDeliveryPrice: option.isDeliveryPrice,
          isAddProductSellPrice: option.isAddProductSellPrice,
          isRequiredByProductOptionGroup: (details[index] as OptionDetail).isRequired,
          price: optionPrice(p.sellPrice, { ...option, quantity }),
        })),
      });
      byStore.set(p.affiliateId, store);
    }
    const parts = [...byStore.entries()].map(([affiliateId, store]) => {
      const setting = partDeliverySetting(store.settings);
      const prices = partPrices(
        store.lines.map((l) => l.line),
        store.settings,
        area,
        store.rates,
      );
      return {
        values: {
          affiliateId,
          affiliateName: store.name,
          ...setting,
          productPrice: prices.productPrice,
          deliveryPrice: prices.deliveryPrice,
          extraDeliveryPrice: prices.extraDeliveryPrice,
          totalPrice: prices.totalPrice,
        },
        products: store.lines.map((l) => ({ values: l.values, options: l.options })),
      };
    });
    const names = parts.flatMap((part) => part.products.map((line) => line.values.name));
    return { parts, orderName: partName(names) };
  }

  async function createFromLines(
    memberId: number,
    source: "DIRECT" | "BASKET",
    lines: OrderLineInput[],
  ): Promise<{ id: number; orderNumber: string }> {
    // The default destination, when the member has one, is filled in at once (its surcharge too).
    const destinations = await shippingDestinations.list(memberId);
    const destination = destinations.items.find((d) => d.isDefault) ?? null;
    const area = destination ? extraDeliveryArea(destination.postalCode) : null;
    const { parts, orderName } = await priceLines(lines, area);
    const now = clock.now();
    // One statement: atomic without a transaction around it.
    const form = await repository.insertForm(
      deps.db,
      {
        memberId,
        orderNumber: newOrderNumber(now),
        source,
        basketProductIds: lines.flatMap((l) => (l.basketProductId ? [l.basketProductId] : [])),
        orderName,
        ...sumParts(parts.map((p) => p.values)),
        ...(destination ? destinationValues(destination) : {}),
        expiresAt: new Date(now.getTime() + ORDER_FORM_TTL_MINUTES * 60_000),
      },
      parts,
    );
    return { id: form.id, orderNumber: form.orderNumber };
  }

  return {
    deliveryMemoPresets,

    createDirect(memberId: number, request: Omit<OrderLineInput, "basketProductId">) {
      return createFromLines(memberId, "DIRECT", [request]);
    },

    createFromLines,

    /** The member's newest order form that can still be paid, or none (the web's /ecommerce/order without an id). */
    async latestOpenForm(memberId: number): Promise<{ id: number | null }> {
      const form = await repository.findLatestOpenForm(memberId, clock.now());
      return { id: form?.id ?? null };
    },

    /** The form or order, for its member only (anyone else: 404). */
    async get(memberId: number, id: number, payment: (form: OrderFormRow) => Promise<PaymentView>): Promise<OrderForm> {
      const detail = await requireOwnDetail(memberId, id);
      const choices = choosesCoupons(detail.form)
        ? await coupons.choicesFor(memberId, id, couponPartsOf(detail.parts))
        : null;
      return toForm(
        detail,
        await payment(detail.form),
        await deliveryMemoPresets(),
        choices,
        await heldAmong([detail]),
        await tanks.byLine([detail]),
      );
    },

    /** GET /order/form/{id}/coupon-discount: what the chosen coupons would take off (nothing kept). */
    async couponDiscount(memberId: number, id: number, publishedCouponIds: number[]) {
      const detail = await requireOwnDetail(memberId, id);
      const discount = await coupons.preview(memberId, id, couponPartsOf(detail.parts), publishedCouponIds);
      const parts = detail.parts.map((p) => {
        const couponDiscountPrice = discount.byPart.get(p.id) ?? 0;
        return {
          orderPartId: p.id,
          couponDiscountPrice,
          totalPrice: p.productPrice + p.deliveryPrice + p.extraDeliveryPrice - couponDiscountPrice,
        };
      });
      return {
        parts,
        couponDiscountPrice: discount.total,
        totalPrice: parts.reduce((sum, p) => sum + p.totalPrice, 0),
      };
    },

    /** An order form's row (the payment module shows and refunds by it), inside `tx` when given. */
    form: (id: number, options: { tx?: Transaction } = {}) => repository.findForm(id, options.tx),

    requireOwnForm: async (memberId: number, id: number) => (await requireOwnDetail(memberId, id)).form,

    async setShippingDestination(memberId: number, id: number, shippingDestinationId: number) {
      const detail = await requireOwnDetail(memberId, id);
      const destination = await shippingDestinations.get(memberId, shippingDestinationId);
      if (detail.form.state !== "ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED") {
        throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "결제를 시작한 주문은 배송지를 바꿀 수 없습니다.");
      }
      const area = extraDeliveryArea(destination.postalCode);
      // Each store's island and Jeju rates, read from its products' rows (one query for the order's products).
      const priced = await catalog.pricedProducts([...new Set(detail.products.map((line) => line.productId))]);
      const rates = new Map(priced.map((p) => [p.affiliateId, extraDeliveryRates(p)]));
      await deps.db.transaction(async (tx) => {
        const form = await repository.lockForm(tx, id);
        if (form?.state !== "ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED") {
          throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "결제를 시작한 주문은 배송지를 바꿀 수 없습니다.");
        }
        // The products and the parcel fee stay as priced; only the island / Jeju surcharge follows the address.
        const parts = detail.parts.map((part) => {
          const extraDeliveryPrice = extraDeliverySurcharge(area, part.isParcel, rates.get(part.affiliateId));
          return {
            id: part.id,
            productPrice: part.productPrice,
            deliveryPrice: part.deliveryPrice,
            extraDeliveryPrice,
            couponDiscountPrice: part.couponDiscountPrice,
            totalPrice: part.productPrice + part.deliveryPrice + extraDeliveryPrice - part.couponDiscountPrice,
          };
        });
        for (const part of parts) {
          await repository.updatePart(tx, part.id, {
            deliveryPrice: part.deliveryPrice,
            extraDeliveryPrice: part.extraDeliveryPrice,
            totalPrice: part.totalPrice,
          });
        }
        await repository.updateForm(tx, id, { ...destinationValues(destination), ...sumParts(parts) });
      });
    },

    /** POST /order/basket: the chosen basket lines (the member's own, else 404), priced again from the database. */
    async createFromBasket(memberId: number, basketProductIds: number[]) {
      const lines = await basket.productsForOrder(memberId, basketProductIds);
      const unorderable = lines.find((line) => !line.isOrderable);
      if (unorderable) {
        throw AppError.of(
          ErrorCode.SOLD_OUT,
          `'${unorderable.product.name}'은(는) 지금 주문할 수 없습니다(품절 또는 판매 중지). 장바구니에서 빼고 주문해주세요.`,
        );
      }
      return createFromLines(
        memberId,
        "BASKET",
        lines.map((line) => ({
          productId: line.product.id,
          quantity: line.quantity,
          options: line.basketProductOptions.map((o) => ({ optionId: o.productOptionId, quantity: o.quantity })),
          basketProductId: line.id,
        })),
      );
    },

    /**
     * After an order is paid: its basket lines leave the basket (best effort; the order does not depend on it).
     * Takes the form when the caller has it, else its order number.
     */
    async afterPaid(paid: string | Pick<OrderFormRow, "memberId" | "basketProductIds">): Promise<void> {
      const form = typeof paid === "string" ? await repository.findFormByNumber(paid) : paid;
      if (!form || form.basketProductIds.length === 0) return;
      await basket.removeProducts(form.memberId, form.basketProductIds).catch(() => undefined);
    },

    async list(
      memberId: number,
      query: OrderListQuery,
      payments: (forms: OrderFormRow[]) => Promise<Map<number, PaymentView>>,
    ) {
      const filter = { memberId, ...query };
      const rows = await repository.listForms(filter, pageWindow(query));
      const details = await repository.findDetails(rows.slice(0, query.size));
      const paymentByForm = await payments(details.map((d) => d.form));
      const [held, lineTanks] = await Promise.all([heldAmong(details), tanks.byLine(details)]);
      const page = pageOf(details, query, (detail): OrderListItem => {
        const form = toForm(detail, paymentByForm.get(detail.form.id) ?? NO_PAYMENT, [], null, held, lineTanks);
        return {
          id: form.id,
          orderNumber: form.orderNumber,
          orderName: form.orderName,
          orderDate: (detail.form.confirmedAt ?? detail.form.createDate).toISOString(),
          payMethod: form.payMethod,
          totalPrice: form.totalPrice,
          usePoint: form.usePoint,
          payAmount: form.payAmount,
          payment: form.payment,
          parts: form.parts,
        };
      });
      return {
        ...page,
        nextOffset: rows.length > query.size ? query.offset + query.size : null,
        ...(query.isTotalCount ? { totalCount: await repository.countForms(filter) } : {}),
      };
    },

    async stateCount(memberId: number) {
      const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const row of await repository.partStateCounts(memberId)) {
        const status = orderStatus({
          orderState: row.state,
          deliveryState: row.deliveryState,
          paymentMethod: row.payMethod as PaymentMethod | null,
        });
        counts[status] += row.n;
      }
      return {
        items: ORDER_STATUSES.filter((s) => s !== "WRITING_ORDER_FORM").map((status) => ({
          status,
          label: ORDER_STATUS_LABEL[status],
          count: counts[status],
        })),
      };
    },

    async deliveries(memberId: number, query: { size: number; offset: number; deliveryState?: DeliveryState }) {
      const rows = await repository.listDeliveries(memberId, query.deliveryState, pageWindow(query));
      const names = await repository.productNamesOfParts(rows.map((r) => r.part.id));
      return pageOf(rows, query, ({ part, orderNumber, payMethod }) => {
        const status = orderStatus({
          orderState: part.state,
          deliveryState: part.deliveryState,
          paymentMethod: payMethod as PaymentMethod | null,
        });
        return {
          orderPartId: part.id,
          orderId: part.orderFormId,
          orderNumber,
          affiliate: { id: part.affiliateId, name: part.affiliateName },
          productNames: names.filter((n) => n.orderPartId === part.id).map((n) => n.name),
          deliveryState: part.deliveryState,
          status,
          statusLabel: ORDER_STATUS_LABEL[status],
          deliveryType: part.deliveryType,
          carrier: part.carrier,
          trackingNumber: part.trackingNumber,
          shippedAt: iso(part.shippedAt),
          deliveredAt: iso(part.deliveredAt),
        };
      });
    },
  };
}

export type OrderForms = ReturnType<typeof createOrderForms>;
