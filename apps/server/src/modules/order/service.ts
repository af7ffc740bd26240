/**
 * Orders (decision 023): order forms priced from the database, per-store parts, stock taken at confirmation and
 * given back on expiry or cancel, the buyer's lists and the store's steps. The payment module drives the payment
 * states through `confirm`, `markPaid`, `markUnpaid` and `cancelParts`, each inside its transaction.
 */
import { randomInt } from "node:crypto";
import type { ShippingDestination } from "@mulmung/contract/member";
import type {
  AffiliateOrder,
  AffiliateOrderListQuery,
  AffiliateOrderSummary,
  AffiliateOrderTab,
  OrderForm,
  OrderListItem,
  OrderListQuery,
  OrderPart,
  OrderPayment,
  OrderShipping,
  PersonalPayment,
  PersonalPaymentCreateRequest,
  TransitRequest,
} from "@mulmung/contract/order";
import { amountUntilFreeDelivery } from "@mulmung/domain/basket";
import { type DeliverySetting, extraDeliveryArea } from "@mulmung/domain/delivery";
import { formatWon } from "@mulmung/domain/display";
import type { DeliveryState, PaymentMethod } from "@mulmung/domain/enums";
import { ErrorCode } from "@mulmung/domain/errors";
import {
  lineDeliveryOptionsTotal,
  lineTotal,
  type OptionDetail,
  optionPrice,
  type ProductLine,
  refundShares,
} from "@mulmung/domain/money";
import {
  AUTO_BUY_CONFIRMATION_DAYS,
  affiliateOrderTab,
  canCancelPart,
  canConfirmPart,
  extraDeliverySurcharge,
  type LatePaymentRefusal,
  lineStockQuantity,
  ORDER_FORM_TTL_MINUTES,
  orderFormStatus,
  orderFormStatusLabel,
  partDeliverySetting,
  partName,
  partPrices,
  paymentDeadline,
} from "@mulmung/domain/order";
import { ORDER_STATUS_LABEL, ORDER_STATUSES, type OrderStatus, orderStatus } from "@mulmung/domain/order-status";
import { buyRewardPoints } from "@mulmung/domain/point";
import { SERVICE_SETTING_TYPE } from "@mulmung/domain/service-setting";
import {
  next,
  ORDER_FORM_MACHINE,
  PART_MACHINE,
  type PartEvent,
  partKey,
  partOf,
} from "@mulmung/domain/state-machines";
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { BasketService } from "../basket/service.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { CouponPart, CouponService } from "../coupon/service.ts";
import type { MemberService, ShippingDestinationService } from "../member/service.ts";
import type { NotificationInput, NotificationService } from "../notification/service.ts";
import type { PointService } from "../point/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { listServiceSettings } from "../site-content/service.ts";
import type { ConfirmationHold } from "./confirmation-hold.ts";
import {
  createOrderRepository,
  type OrderFormDetail,
  type OrderFormRow,
  type OrderPartRow,
  type OrderProductRow,
  type PersonalPaymentRow,
} from "./repository.ts";
import { orderPart } from "./schema.ts";

/** Types other modules take from the order module: what holds a buy confirmation, and an order form's row. */
export type { ConfirmationHold } from "./confirmation-hold.ts";
export type { OrderFormRow } from "./repository.ts";

/**
 * What the gateway takes: the order's total less its discounts, each its own step (points here; coupons beside).
 */
export function payableAmount(form: Pick<OrderFormRow, "totalPrice" | "usePoint">): number {
  return form.totalPrice - form.usePoint;
}

/** One line to order: a product with its options (from 바로 구매 or a basket line). */
export interface OrderLineInput {
  productId: number;
  quantity: number;
  options: { optionId: number; quantity: number }[];
  basketProductId?: number;
}

/** The buyer-facing payment facts the payment module knows (passed in when an order is shown). */
export type PaymentView = OrderPayment;
export const NO_PAYMENT: PaymentView = {
  status: "NONE",
  message: null,
  depositAccount: null,
  paidAt: null,
  paidAmount: 0,
  refundedAmount: 0,
  isTest: false,
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `MM` + Seoul date + 8 random digits: unique (index), unguessable enough to be no handle on someone's order. */
function newOrderNumber(now: Date): string {
  const seoul = new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll("-", "");
  return `MM${seoul}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

type PersonalPaymentCreateInput = PersonalPaymentCreateRequest;

/** A request as the member sees it: PAID while its order stands, CANCEL once that order was cancelled. */
function toPersonalPayment(row: PersonalPaymentRow, affiliateName: string, formState: string | null): PersonalPayment {
  const state = row.state === "PAID" && formState === "PAYMENT_CANCEL" ? "CANCEL" : row.state;
  return {
    id: row.id,
    affiliate: { id: row.affiliateId, name: affiliateName },
    title: row.title,
    memo: row.memo,
    amount: row.amount,
    state: state as PersonalPayment["state"],
    orderFormId: row.orderFormId,
    createDate: row.createDate.toISOString(),
  };
}

/** The store's steps as the part table's events. */
const STORE_STEP_EVENT = { PREPARING: "prepare", TRANSIT: "ship", SUCCESS: "deliver" } as const satisfies Record<
  "PREPARING" | "TRANSIT" | "SUCCESS",
  PartEvent
>;

/** What the buyer is told when a store moves their order part (the notification list and web push). */
function deliveryNotice(
  form: OrderFormRow,
  part: { affiliateName: string; productNames: string[] },
  step: "PREPARING" | "TRANSIT" | "SUCCESS",
  transit?: TransitRequest,
): NotificationInput {
  const base = { memberId: form.memberId, topic: "ORDER_DELIVERY" as const, pageLink: `/my-info/order/${form.id}` };
  // This store's part, never the whole order's name (another store's products have not moved).
  const what = `${part.affiliateName} · ${partName(part.productNames)}`;
  if (step === "PREPARING") {
    return { ...base, title: "상품 준비가 시작되었어요", body: `${what} 상품을 준비하고 있어요.` };
  }
  if (step === "TRANSIT") {
    const tracking = transit?.carrier
      ? ` ${transit.carrier}${transit.trackingNumber ? ` ${transit.trackingNumber}` : ""}`
      : "";
    return { ...base, title: "배송이 시작되었어요", body: `${what} 상품이 발송되었어요.${tracking}` };
  }
  return {
    ...base,
    title: "배송이 완료되었어요",
    body: `${what} 상품이 도착했어요. 받으셨다면 구매 확정을 해주세요.`,
  };
}

export function createOrderService(
  deps: Pick<ServiceDeps, "db" | "clock"> & {
    /**
     * Products, their options and prices are the catalogue's; so are stock and sales volume, taken and given back
     * in the order's transaction.
     */
    catalog: Pick<CatalogService, "pricedProducts" | "productOptions" | "takeStock" | "returnStock" | "addSalesVolume">;
    shippingDestinations: ShippingDestinationService;
    basket: BasketService;
    coupons: CouponService;
    points: PointService;
    /** The buyer is told of each delivery step the store takes (and of a store's payment request). */
    notifications: Pick<NotificationService, "notify">;
    /** A store's payment request is addressed to a live member. */
    members: Pick<MemberService, "isActive">;
    /** What holds a part's buy confirmation (the claim module's open claims), manual and automatic. */
    confirmationHolds: readonly ConfirmationHold[];
  },
) {
  const repository = createOrderRepository(deps.db);
  const { clock, catalog, shippingDestinations, basket, coupons, points } = deps;
  const holdConditions = deps.confirmationHolds.map((hold) => hold.holds(orderPart.id));

  /** Which of these parts another module holds from buy confirmation now (an open claim on one of its lines). */
  async function heldParts(executor: Executor, partIds: number[]): Promise<Set<number>> {
    if (holdConditions.length === 0 || partIds.length === 0) return new Set();
    return new Set(await repository.heldPartIds(executor, partIds, holdConditions));
  }

  /** The held ones among the parts the buyer could confirm now, so `canConfirm` says what the server allows. */
  function heldAmong(details: OrderFormDetail[]): Promise<Set<number>> {
    const confirmable = details.flatMap((detail) =>
      detail.parts
        .filter((p) => canConfirmPart({ orderState: p.state, deliveryState: p.deliveryState }))
        .map((p) => p.id),
    );
    return heldParts(deps.db, confirmable);
  }

  /** Purchase rewards (SPEC §5) for confirmed parts: once per part (the ledger refuses a second). */
  async function rewardConfirmed(tx: Transaction, memberId: number, parts: OrderPartRow[]) {
    for (const part of parts) {
      // On what the buyer kept: a line refunded by a claim earns nothing (decision 035).
      const amount = buyRewardPoints(Math.max(0, part.productPrice - part.refundedAmount));
      if (amount <= 0) continue;
      await points.save(tx, {
        memberId,
        type: "BUY_PRODUCT",
        amount,
        refType: "ORDER_PART",
        refId: part.id,
        description: part.affiliateName,
      });
    }
  }

  async function deliveryMemoPresets(): Promise<string[]> {
    const settings = await listServiceSettings(deps.db);
    const raw = settings.find((s) => s.settingType === SERVICE_SETTING_TYPE.orderDeliveryMemo)?.settingData;
    try {
      const data = raw ? (JSON.parse(raw) as { isEnable?: unknown; memo?: unknown }) : null;
      if (data?.isEnable !== true || typeof data.memo !== "string") return [];
      return data.memo
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
    } catch {
      return [];
    }
  }

  /** Prices lines from the database into store parts; refuses what cannot be ordered. */
  async function priceLines(lines: OrderLineInput[], area: ReturnType<typeof extraDeliveryArea>) {
    const productIds = [...new Set(lines.map((l) => l.productId))];
    const products = new Map((await catalog.pricedProducts(productIds)).map((p) => [p.id, p]));
    const options = await catalog.productOptions(productIds);
    const byStore = new Map<number, { name: string; settings: DeliverySetting[]; lines: PricedLine[] }>();
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
      const store = byStore.get(p.affiliateId) ?? { name: p.affiliateName, settings: [], lines: [] };
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

  function sumParts(
    parts: { productPrice: number; deliveryPrice: number; extraDeliveryPrice: number; couponDiscountPrice?: number }[],
  ) {
    const productPrice = parts.reduce((sum, p) => sum + p.productPrice, 0);
    const deliveryPrice = parts.reduce((sum, p) => sum + p.deliveryPrice, 0);
    const extraDeliveryPrice = parts.reduce((sum, p) => sum + p.extraDeliveryPrice, 0);
    const couponDiscountPrice = parts.reduce((sum, p) => sum + (p.couponDiscountPrice ?? 0), 0);
    return {
      productPrice,
      deliveryPrice,
      extraDeliveryPrice,
      couponDiscountPrice,
      totalPrice: productPrice + deliveryPrice + extraDeliveryPrice - couponDiscountPrice,
    };
  }

  const couponPartsOf = (parts: OrderPartRow[]): CouponPart[] =>
    parts.map((p) => ({ id: p.id, affiliateId: p.affiliateId, productPrice: p.productPrice }));

  /** Coupons can still be chosen while the order is not paid for. */
  const choosesCoupons = (form: OrderFormRow) =>
    form.state === "ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED" || form.state === "PAYMENT_WAIT";

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
    const form = await deps.db.transaction((tx) =>
      repository.insertForm(
        tx,
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
      ),
    );
    return { id: form.id, orderNumber: form.orderNumber };
  }

  async function requireOwnDetail(memberId: number, id: number): Promise<OrderFormDetail> {
    const detail = await repository.findDetail(id);
    if (!detail || detail.form.memberId !== memberId) throw AppError.notFound("주문을 찾을 수 없습니다.");
    return detail;
  }

  function toPart(part: OrderPartRow, detail: OrderFormDetail, held?: ReadonlySet<number>): OrderPart {
    const method = detail.form.payMethod as PaymentMethod | null;
    const state = { orderState: part.state, deliveryState: part.deliveryState };
    const status = orderStatus({ ...state, paymentMethod: method });
    const products = detail.products.filter((p) => p.orderPartId === part.id);
    const setting = {
      isParcel: part.isParcel,
      isFreeDelivery: part.isFreeDelivery,
      freeDeliveryPriceOrderPayment: part.freeDeliveryPriceOrderPayment,
      parcelDeliveryPrice: part.parcelDeliveryPrice,
    };
    const remaining = amountUntilFreeDelivery([setting], part.productPrice);
    return {
      id: part.id,
      affiliate: { id: part.affiliateId, name: part.affiliateName },
      ...state,
      status,
      statusLabel: ORDER_STATUS_LABEL[status],
      products: products.map((p) => ({
        id: p.id,
        productId: p.productId,
        name: p.name,
        imageUrl: p.imageUrl,
        sellPrice: p.sellPrice,
        quantity: p.quantity,
        price: p.price,
        deliveryOptionsPrice: p.deliveryOptionsPrice,
        cancelledAt: iso(p.cancelledAt),
        orderProductOptionDetails: detail.options
          .filter((o) => o.orderProductId === p.id)
          .map((o) => ({
            id: o.id,
            productOptionId: o.productOptionId,
            groupName: o.groupName,
            name: o.name,
            sellPrice: o.sellPrice,
            quantity: o.quantity,
            isDeliveryPrice: o.isDeliveryPrice,
            isAddProductSellPrice: o.isAddProductSellPrice,
            isRequiredByProductOptionGroup: o.isRequiredByProductOptionGroup,
            price: o.price,
          })),
      })),
      deliverySetting: setting,
      productPrice: part.productPrice,
      deliveryPrice: part.deliveryPrice,
      extraDeliveryPrice: part.extraDeliveryPrice,
      couponDiscountPrice: part.couponDiscountPrice,
      totalPrice: part.totalPrice,
      freeDeliveryRemaining: remaining,
      deliveryType: part.deliveryType,
      carrier: part.carrier,
      trackingNumber: part.trackingNumber,
      shippedAt: iso(part.shippedAt),
      deliveredAt: iso(part.deliveredAt),
      confirmedAt: iso(part.confirmedAt),
      cancelledAt: iso(part.cancelledAt),
      cancelReason: part.cancelReason,
      refundedAmount: part.refundedAmount,
      canCancel: canCancelPart(state),
      canConfirm: canConfirmPart(state) && !held?.has(part.id),
      confirmHeld: held?.has(part.id) ?? false,
    };
  }

  /** A part as its store sees it: with the order it belongs to and who bought it. */
  function toAffiliateOrder(
    {
      part,
      form,
      buyerNickname,
    }: { part: OrderPartRow; form: OrderFormRow; buyerNickname: AffiliateOrder["buyerNickname"] },
    detail: OrderFormDetail,
  ): AffiliateOrder {
    return {
      ...toPart(part, detail),
      orderId: form.id,
      orderNumber: form.orderNumber,
      orderDate: (form.paidAt ?? form.createDate).toISOString(),
      payMethod: form.payMethod as PaymentMethod | null,
      shipping: toShipping(form),
      deliveryMemo: form.deliveryMemo,
      buyerNickname,
    };
  }

  function toShipping(form: OrderFormRow): OrderShipping | null {
    if (!form.postalCode) return null;
    return {
      shippingDestinationId: form.shippingDestinationId,
      name: form.shippingName ?? "",
      recipient: form.recipient ?? "",
      phoneNumber: form.phoneNumber ?? "",
      postalCode: form.postalCode,
      address: form.address ?? "",
      detailAddress: form.detailAddress ?? "",
      extraDeliveryArea: extraDeliveryArea(form.postalCode),
    };
  }

  function toForm(
    detail: OrderFormDetail,
    payment: PaymentView,
    presets: string[],
    couponChoices: OrderForm["couponChoices"] = null,
    held?: ReadonlySet<number>,
  ): OrderForm {
    const { form } = detail;
    const parts = detail.parts.map((part) => toPart(part, detail, held));
    const method = form.payMethod as PaymentMethod | null;
    const status =
      parts.length > 0
        ? orderFormStatus(parts, method)
        : orderStatus({ orderState: form.state, deliveryState: null, paymentMethod: method });
    return {
      id: form.id,
      orderNumber: form.orderNumber,
      orderState: form.state,
      status,
      statusLabel: parts.length > 0 ? orderFormStatusLabel(parts, method) : ORDER_STATUS_LABEL[status],
      orderName: form.orderName,
      parts,
      shipping: toShipping(form),
      deliveryMemo: form.deliveryMemo,
      deliveryMemoPresets: presets,
      productPrice: form.productPrice,
      deliveryPrice: form.deliveryPrice,
      extraDeliveryPrice: form.extraDeliveryPrice,
      couponDiscountPrice: form.couponDiscountPrice,
      totalPrice: form.totalPrice,
      couponChoices,
      usePoint: form.usePoint,
      payAmount: payableAmount(form),
      payMethod: method,
      payment,
      expiresAt: form.expiresAt.toISOString(),
      createDate: form.createDate.toISOString(),
      canCancel: parts.some((p) => p.canCancel),
    };
  }

  /**
   * Stock a form holds: product units per line, option units per non-delivery option (of the lines `keep` picks).
   * A line cancelled alone (an approved CANCEL claim) holds none: its stock went back then.
   */
  function stockOf(detail: OrderFormDetail, keep: (line: OrderProductRow) => boolean = () => true) {
    const products = detail.products.filter((p) => p.cancelledAt === null && keep(p));
    const productIds = new Set(products.map((p) => p.id));
    return {
      products: products.map((p) => ({ id: p.productId, units: p.stockQuantity })),
      options: detail.options
        .filter((o) => productIds.has(o.orderProductId) && !o.isDeliveryPrice && o.productOptionId !== null)
        .map((o) => ({ id: o.productOptionId as number, units: o.quantity })),
    };
  }

  /**
   * The coupon step of confirmation: the chosen copies marked USED for this order, each part's discount and the
   * form's totals written; returns the form's new amounts (the gateway amount is its totalPrice).
   */
  async function applyCoupons(
    tx: Transaction,
    memberId: number,
    detail: OrderFormDetail,
    publishedCouponIds: number[],
  ) {
    const id = detail.form.id;
    const discount = await coupons.applyToOrder(tx, memberId, id, couponPartsOf(detail.parts), publishedCouponIds);
    const parts = detail.parts.map((part) => {
      const couponDiscountPrice = discount.byPart.get(part.id) ?? 0;
      return {
        id: part.id,
        productPrice: part.productPrice,
        deliveryPrice: part.deliveryPrice,
        extraDeliveryPrice: part.extraDeliveryPrice,
        couponDiscountPrice,
        totalPrice: part.productPrice + part.deliveryPrice + part.extraDeliveryPrice - couponDiscountPrice,
        unchanged: part.couponDiscountPrice === couponDiscountPrice,
      };
    });
    for (const part of parts) {
      if (part.unchanged) continue;
      await repository.updatePart(tx, part.id, {
        couponDiscountPrice: part.couponDiscountPrice,
        totalPrice: part.totalPrice,
      });
    }
    const { couponDiscountPrice, totalPrice } = sumParts(parts);
    return { couponDiscountPrice, totalPrice, publishedCouponIds: discount.uses.map((use) => use.id) };
  }

  async function takeStockOrThrow(tx: Transaction, detail: OrderFormDetail) {
    const stock = stockOf(detail);
    const taken = await catalog.takeStock({ products: merge(stock.products), options: merge(stock.options) }, { tx });
    if (!taken.ok) {
      const line = detail.products.find((p) => p.productId === taken.productId);
      const option = detail.options.find((o) => o.productOptionId === taken.optionId);
      throw AppError.of(
        ErrorCode.SOLD_OUT,
        line
          ? `'${line.name}' 상품이 품절되어 주문할 수 없습니다.`
          : option
            ? `'${option.name}' 옵션이 품절되어 주문할 수 없습니다.`
            : undefined,
      );
    }
  }

  /**
   * A payment arrived for a lapsed order: its points, its coupon copies (the same discounts) and its stock are taken
   * again in one savepoint, all or nothing. Answers why not when one of them is gone (nothing taken then).
   */
  async function retakeLapsed(tx: Transaction, detail: OrderFormDetail): Promise<LatePaymentRefusal | null> {
    const form = detail.form;
    class Refused extends Error {
      readonly reason: LatePaymentRefusal;
      constructor(reason: LatePaymentRefusal) {
        super(reason);
        this.reason = reason;
      }
    }
    try {
      await tx.transaction(async (sp) => {
        if (form.usePoint > 0) {
          await points
            .use(sp, {
              memberId: form.memberId,
              amount: form.usePoint,
              orderFormId: form.id,
              description: form.orderName,
            })
            .catch((error: unknown) => {
              if (error instanceof AppError && error.code === ErrorCode.POINT_INSUFFICIENT) throw new Refused("points");
              throw error;
            });
        }
        if (form.publishedCouponIds.length > 0) {
          const discount = await coupons
            .applyToOrder(sp, form.memberId, form.id, couponPartsOf(detail.parts), form.publishedCouponIds)
            .catch((error: unknown) => {
              if (error instanceof AppError) throw new Refused("coupon");
              throw error;
            });
          const same = detail.parts.every((p) => (discount.byPart.get(p.id) ?? 0) === p.couponDiscountPrice);
          if (!same) throw new Refused("coupon");
        }
        const stock = stockOf(detail);
        const taken = await catalog.takeStock(
          { products: merge(stock.products), options: merge(stock.options) },
          { tx: sp },
        );
        if (!taken.ok) throw new Refused("stock");
      });
      return null;
    } catch (error) {
      if (error instanceof Refused) return error.reason;
      throw error;
    }
  }

  return {
    repository,
    deliveryMemoPresets,

    createDirect(memberId: number, request: Omit<OrderLineInput, "basketProductId">) {
      return createFromLines(memberId, "DIRECT", [request]);
    },

    createFromLines,

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

    requireOwnForm: async (memberId: number, id: number) => (await requireOwnDetail(memberId, id)).form,

    async setShippingDestination(memberId: number, id: number, shippingDestinationId: number) {
      const detail = await requireOwnDetail(memberId, id);
      const destination = await shippingDestinations.get(memberId, shippingDestinationId);
      if (detail.form.state !== "ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED") {
        throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "결제를 시작한 주문은 배송지를 바꿀 수 없습니다.");
      }
      const area = extraDeliveryArea(destination.postalCode);
      await deps.db.transaction(async (tx) => {
        const form = await repository.lockForm(tx, id);
        if (form?.state !== "ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED") {
          throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "결제를 시작한 주문은 배송지를 바꿀 수 없습니다.");
        }
        // The products and the parcel fee stay as priced; only the island / Jeju surcharge follows the address.
        const parts = detail.parts.map((part) => {
          const extraDeliveryPrice = extraDeliverySurcharge(area, part.isParcel);
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

    /**
     * Confirmation (inside the payment module's transaction): takes the stock (all or nothing, 품절 otherwise), sets
     * the method and the payment deadline. A form already waiting for payment keeps its stock and may change method.
     */
    async confirm(
      tx: Transaction,
      memberId: number,
      id: number,
      input: { payMethod: PaymentMethod; deliveryMemo?: string; publishedCouponIds?: number[]; usePoint?: number },
    ): Promise<OrderFormRow> {
      const form = await repository.lockForm(tx, id);
      if (!form || form.memberId !== memberId) throw AppError.notFound("주문을 찾을 수 없습니다.");
      const now = clock.now();
      const confirmed = next(ORDER_FORM_MACHINE, form.state, "confirm");
      if (!confirmed.ok) throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, confirmed.message);
      if (form.expiresAt <= now) throw AppError.of(ErrorCode.ORDER_EXPIRED);
      if (!form.postalCode) throw AppError.of(ErrorCode.SHIPPING_DESTINATION_REQUIRED);
      const detail = await repository.detailOf(form, tx);
      if (!form.stockReserved) await takeStockOrThrow(tx, detail);
      const amounts = await applyCoupons(tx, memberId, detail, input.publishedCouponIds ?? []);
      const expiresAt =
        form.state === "PAYMENT_WAIT" && form.payMethod === input.payMethod
          ? form.expiresAt
          : paymentDeadline(input.payMethod, now);
      // Points: their own step, on what is left to pay after the coupons (the gateway must still take at least 1원).
      const usePoint = input.usePoint ?? 0;
      if (usePoint >= amounts.totalPrice) throw AppError.of(ErrorCode.POINT_OVER_PAYABLE);
      // Points are only ever taken for a form together with its usePoint, so a form at 0 holds none.
      const held = form.usePoint > 0 ? await points.inUse(tx, id) : 0;
      if (usePoint !== held) {
        await points.returnUse(tx, { orderFormId: id });
        if (usePoint > 0)
          await points.use(tx, { memberId, amount: usePoint, orderFormId: id, description: form.orderName });
      }
      const values = {
        state: confirmed.to,
        usePoint,
        payMethod: input.payMethod,
        deliveryMemo: input.deliveryMemo === undefined ? form.deliveryMemo : input.deliveryMemo || null,
        stockReserved: true,
        confirmedAt: form.confirmedAt ?? now,
        expiresAt,
        ...amounts,
      } as const;
      await repository.updateForm(tx, id, values);
      await repository.setPartsState(tx, id, "confirm");
      return { ...form, ...values };
    },

    /**
     * The money arrived (payment module, under the payment's lock). Waiting → paid. An order that lapsed meanwhile
     * (its stock, points and coupon copies went back) takes all of them again or none (`retakeLapsed`); when it
     * cannot, `ok: false` says why and the payment module refunds the whole payment.
     */
    async markPaid(
      tx: Transaction,
      id: number,
    ): Promise<{ ok: true; changed: boolean; form?: OrderFormRow } | { ok: false; reason: LatePaymentRefusal }> {
      const form = await repository.lockForm(tx, id);
      if (!form) return { ok: false, reason: "cancelled" };
      if (form.paidAt) return { ok: true, changed: false };
      const paid = next(ORDER_FORM_MACHINE, form.state, "pay");
      if (!paid.ok) return { ok: false, reason: "cancelled" };
      const detail = await repository.detailOf(form, tx);
      if (paid.guard === "retakeLapsed") {
        const refused = await retakeLapsed(tx, detail);
        if (refused) return { ok: false, reason: refused };
      }
      const now = clock.now();
      await repository.updateForm(tx, id, { state: paid.to, stockReserved: true, paidAt: now });
      await repository.setPartsState(tx, id, "pay");
      await catalog.addSalesVolume(merge(stockOf(detail).products), { tx });
      if (form.source === "PERSONAL") await repository.markPersonalPaymentPaid(tx, id);
      return { ok: true, changed: true, form };
    },

    /**
     * Money arrived for an order that cannot keep it (its stock went back on expiry and is gone, or it was cancelled):
     * the order ends cancelled with the reason; the payment module refunds.
     */
    async cancelUnpaidForRefund(tx: Transaction, id: number, reason: string): Promise<void> {
      const form = await repository.lockForm(tx, id);
      const refused = form ? next(ORDER_FORM_MACHINE, form.state, "refuseLatePayment") : undefined;
      if (!refused?.ok) return;
      const now = clock.now();
      await repository.updateForm(tx, id, { state: refused.to, cancelledAt: now });
      await coupons.releaseForOrder(tx, id);
      await points.returnUse(tx, { orderFormId: id });
      const detail = await repository.findDetail(id, tx);
      for (const part of detail?.parts ?? []) {
        const cancel = next(PART_MACHINE, partKey(part.state, part.deliveryState), "cancel");
        if (!cancel.ok) continue;
        await repository.updatePart(tx, part.id, {
          state: partOf(cancel.to).orderState,
          cancelledAt: now,
          cancelReason: reason,
        });
      }
    },

    /** The gateway says the whole payment was cancelled (not by us): what has not shipped is cancelled too. */
    async cancelAllForGateway(tx: Transaction, id: number, reason: string): Promise<void> {
      const detail = await repository.findDetail(id, tx);
      const open = (detail?.parts ?? []).filter((p) =>
        canCancelPart({ orderState: p.state, deliveryState: p.deliveryState }),
      );
      if (open.length > 0)
        await this.cancelParts(
          tx,
          id,
          open.map((p) => p.id),
          reason,
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

    /** The deadline passed without money (or the buyer gave up): UNPAID, stock given back. */
    async markUnpaid(tx: Transaction, id: number): Promise<boolean> {
      const form = await repository.lockForm(tx, id);
      const lapsed = form ? next(ORDER_FORM_MACHINE, form.state, "lapse") : undefined;
      if (!form || !lapsed?.ok) return false;
      const detail = await repository.findDetail(id, tx);
      if (!detail) return false;
      if (form.stockReserved) {
        const stock = stockOf(detail);
        await catalog.returnStock({ products: merge(stock.products), options: merge(stock.options) }, { tx });
      }
      await repository.updateForm(tx, id, { state: lapsed.to, stockReserved: false });
      await coupons.releaseForOrder(tx, id);
      await points.returnUse(tx, { orderFormId: id });
      await repository.setPartsState(tx, id, "lapse");
      return true;
    },

    /**
     * Cancels parts that have not shipped (all cancellable ones when `partIds` is omitted). Gives their stock back and
     * returns the amount paid for them, which the payment module refunds. Throws when a listed part cannot be cancelled.
     */
    async cancelParts(
      tx: Transaction,
      id: number,
      partIds: number[] | undefined,
      reason: string,
    ): Promise<{ refund: number; cancelledPartIds: number[]; wasPaid: boolean }> {
      const form = await repository.lockForm(tx, id);
      if (!form) throw AppError.notFound("주문을 찾을 수 없습니다.");
      const detail = await repository.findDetail(id, tx);
      if (!detail) throw AppError.notFound("주문을 찾을 수 없습니다.");
      const state = (p: OrderPartRow) => ({
        orderState: p.state,
        deliveryState: p.deliveryState,
      });
      let targets: OrderPartRow[];
      if (partIds) {
        // Each part once, however often it is listed: a part counted twice would be refunded twice.
        targets = [...new Set(partIds)].map((partId) => {
          const part = detail.parts.find((p) => p.id === partId);
          if (!part) throw AppError.notFound("주문을 찾을 수 없습니다.");
          return part;
        });
        const blocked = targets.find((p) => !canCancelPart(state(p)));
        if (blocked) {
          throw AppError.of(
            ErrorCode.ORDER_STATE_CONFLICT,
            blocked.deliveryState === "WAIT"
              ? "이미 처리된 주문은 취소할 수 없습니다."
              : "이미 발송된 주문은 취소할 수 없습니다. 판매자에게 반품을 문의해주세요.",
          );
        }
      } else {
        targets = detail.parts.filter((p) => canCancelPart(state(p)));
        if (targets.length === 0) {
          throw AppError.of(
            ErrorCode.ORDER_STATE_CONFLICT,
            detail.parts.some((p) => p.deliveryState !== "WAIT")
              ? "이미 발송된 주문은 취소할 수 없습니다. 판매자에게 반품을 문의해주세요."
              : "이미 취소되었거나 처리된 주문입니다.",
          );
        }
      }
      const now = clock.now();
      const wasPaid = form.paidAt !== null;
      // Parts are refunded whole (`refundedAmount`); the refund is split into cash (first, up to what the gateway
      // took) and points (domain refundShares); the last part's cancel gives back whatever points are left.
      const refundedBefore = detail.parts.reduce((total, p) => total + p.refundedAmount, 0);
      let partsRefunded = 0;
      for (const part of targets) {
        const amount = wasPaid ? part.totalPrice - part.refundedAmount : 0;
        partsRefunded += amount;
        await repository.updatePart(tx, part.id, {
          state: "PAYMENT_CANCEL",
          cancelledAt: now,
          cancelReason: reason,
          refundedAmount: part.refundedAmount + amount,
        });
      }
      if (form.stockReserved) {
        const targetIds = new Set(targets.map((p) => p.id));
        const stock = stockOf(detail, (line) => targetIds.has(line.orderPartId));
        await catalog.returnStock({ products: merge(stock.products), options: merge(stock.options) }, { tx });
      }
      const cancelled = new Set(targets.map((p) => p.id));
      const allCancelled = detail.parts.every((p) => cancelled.has(p.id) || p.state === "PAYMENT_CANCEL");
      const shares = refundShares({ cash: payableAmount(form), points: form.usePoint }, refundedBefore, partsRefunded);
      const formCancel = next(ORDER_FORM_MACHINE, form.state, "cancel");
      if (allCancelled && formCancel.ok) {
        await repository.updateForm(tx, id, { state: formCancel.to, cancelledAt: now, stockReserved: false });
        await points.returnUse(tx, { orderFormId: id });
      } else if (shares.points > 0) {
        await points.returnPart(tx, { orderFormId: id, amount: shares.points });
      }
      // Coupons come back: the cancelled parts' store coupons, and every coupon once the whole order is cancelled.
      await coupons.releaseForOrder(tx, id, allCancelled ? undefined : [...cancelled]);
      return { refund: shares.cash, cancelledPartIds: [...cancelled], wasPaid };
    },

    /**
     * An approved CANCEL claim took one line out of a paid part before shipping (decision 035): the line is marked
     * cancelled and its stock (product units and its non-delivery options' units, as a part cancel counts them) goes
     * back. Sales volume stays, as for a part cancel. Once only: a line already cancelled gives nothing back.
     */
    async cancelLine(tx: Transaction, id: number, orderProductId: number): Promise<void> {
      const form = await repository.lockForm(tx, id);
      if (!form) throw AppError.notFound("주문을 찾을 수 없습니다.");
      const detail = await repository.findDetail(id, tx);
      const line = detail?.products.find((p) => p.id === orderProductId);
      if (!detail || !line || line.cancelledAt !== null) return;
      if (form.stockReserved) {
        const stock = stockOf(detail, (p) => p.id === orderProductId);
        await catalog.returnStock({ products: merge(stock.products), options: merge(stock.options) }, { tx });
      }
      await repository.markLineCancelled(tx, orderProductId, clock.now());
    },

    /** The buyer confirms delivered (or shipping) parts: all that can be, or the listed ones. */
    async buyConfirmation(memberId: number, id: number, partIds: number[] | undefined): Promise<void> {
      await requireOwnDetail(memberId, id);
      await deps.db.transaction(async (tx) => {
        await repository.lockForm(tx, id);
        const fresh = await repository.findDetail(id, tx);
        if (!fresh) throw AppError.notFound("주문을 찾을 수 없습니다.");
        const state = (p: OrderPartRow) => ({
          orderState: p.state,
          deliveryState: p.deliveryState,
        });
        const asked = partIds
          ? [...new Set(partIds)].map((partId) => {
              const part = fresh.parts.find((p) => p.id === partId);
              if (!part) throw AppError.notFound("주문을 찾을 수 없습니다.");
              return part;
            })
          : fresh.parts.filter((p) => canConfirmPart(state(p)));
        if (asked.length === 0 || asked.some((p) => !canConfirmPart(state(p)))) {
          throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "배송이 시작된 주문만 구매 확정할 수 있습니다.");
        }
        // A part with an open claim waits for the store's decision (decision 035): a listed one is refused, and
        // "all that can be" leaves it out.
        const held = await heldParts(
          tx,
          asked.map((p) => p.id),
        );
        const targets = asked.filter((p) => !held.has(p.id));
        if (held.size > 0 && (partIds || targets.length === 0)) throw AppError.of(ErrorCode.CLAIM_OPEN);
        const now = clock.now();
        for (const part of targets) {
          const confirmedPart = next(PART_MACHINE, partKey(part.state, part.deliveryState), "confirmPurchase");
          if (confirmedPart.ok) {
            await repository.updatePart(tx, part.id, { state: partOf(confirmedPart.to).orderState, confirmedAt: now });
          }
        }
        await rewardConfirmed(tx, fresh.form.memberId, targets);
      });
    },

    /** Parts delivered more than AUTO_BUY_CONFIRMATION_DAYS ago are confirmed (job). Returns how many. */
    async autoConfirm(): Promise<number> {
      const before = new Date(clock.now().getTime() - AUTO_BUY_CONFIRMATION_DAYS * 86_400_000);
      const parts = await repository.findPartsToAutoConfirm(before, 500, holdConditions);
      let confirmed = 0;
      for (const { id } of parts) {
        await deps.db.transaction(async (tx) => {
          const part = await repository.lockPart(tx, id);
          const confirmedPart = part && next(PART_MACHINE, partKey(part.state, part.deliveryState), "confirmPurchase");
          if (!part || !confirmedPart?.ok || part.deliveryState !== "SUCCESS") return;
          // A claim filed since the list was read: a later run confirms the part once the claim is decided.
          if ((await heldParts(tx, [id])).size > 0) return;
          await repository.updatePart(tx, id, { state: partOf(confirmedPart.to).orderState, confirmedAt: clock.now() });
          const form = await repository.findForm(part.orderFormId, tx);
          if (form) await rewardConfirmed(tx, form.memberId, [part]);
          confirmed++;
        });
      }
      return confirmed;
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
      const held = await heldAmong(details);
      const page = pageOf(details, query, (detail): OrderListItem => {
        const form = toForm(detail, paymentByForm.get(detail.form.id) ?? NO_PAYMENT, [], null, held);
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

    async personalPayments(memberId: number, query: { size: number; offset: number; state?: string }) {
      const rows = await repository.listPersonalPayments(memberId, query.state, pageWindow(query));
      return pageOf(rows, query, ({ row, affiliateName, formState }) =>
        toPersonalPayment(row, affiliateName, formState),
      );
    },

    /**
     * POST /affiliate-personal-payment: the store's owner asks a member to pay an agreed amount; the member is told
     * (notification, in the same transaction) and pays it from 개인 결제 as an order (source PERSONAL).
     */
    async createPersonalPayment(memberId: number, request: PersonalPaymentCreateInput): Promise<PersonalPayment> {
      const owned = await repository.ownedAffiliateIds(memberId);
      if (!owned.includes(request.affiliateId)) {
        throw AppError.of(ErrorCode.FORBIDDEN, "내 상점의 결제 요청만 보낼 수 있습니다.");
      }
      if (!(await deps.members.isActive(request.memberId))) {
        throw AppError.notFound("결제를 요청할 회원을 찾을 수 없습니다.");
      }
      const storeName = (await repository.affiliateNameOf(request.affiliateId)) ?? "";
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await repository.insertPersonalPayment(tx, {
          affiliateId: request.affiliateId,
          memberId: request.memberId,
          title: request.title,
          memo: request.memo,
          amount: request.amount,
        });
        await deps.notifications.notify(
          {
            memberId: request.memberId,
            topic: "ORDER_DELIVERY",
            title: "결제 요청이 도착했어요",
            body: `${storeName}: ${request.title} ${formatWon(request.amount)}`,
            pageLink: "/my-info/personalPayment/list",
          },
          { tx },
        );
        return inserted;
      });
      return toPersonalPayment(row, storeName, null);
    },

    /**
     * POST /personal-payment/{id}/order: the member pays a request through the one order flow: an order form
     * (source PERSONAL, one part for the store, the request's amount, no delivery fee) which is then confirmed and
     * paid like any order. A form still open is reused; one that lapsed is replaced by a new one.
     */
    async orderPersonalPayment(memberId: number, id: number): Promise<{ id: number; orderNumber: string }> {
      const found = await repository.findPersonalPayment(id);
      if (!found || found.row.memberId !== memberId) throw AppError.notFound("결제 요청을 찾을 수 없습니다.");
      const destinations = await shippingDestinations.list(memberId);
      const destination = destinations.items.find((d) => d.isDefault) ?? null;
      return deps.db.transaction(async (tx) => {
        const row = (await repository.lockPersonalPayment(tx, id)) as PersonalPaymentRow;
        if (row.state !== "WAIT") {
          throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "이미 결제했거나 취소된 결제 요청입니다.");
        }
        const now = clock.now();
        if (row.orderFormId) {
          const open = await repository.findForm(row.orderFormId, tx);
          const live = ["ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED", "PAYMENT_WAIT"];
          if (open && live.includes(open.state) && open.expiresAt > now) {
            return { id: open.id, orderNumber: open.orderNumber };
          }
        }
        const prices = { productPrice: row.amount, deliveryPrice: 0, extraDeliveryPrice: 0, totalPrice: row.amount };
        const form = await repository.insertForm(
          tx,
          {
            memberId,
            orderNumber: newOrderNumber(now),
            source: "PERSONAL",
            orderName: row.title,
            ...prices,
            ...(destination ? destinationValues(destination) : {}),
            expiresAt: new Date(now.getTime() + ORDER_FORM_TTL_MINUTES * 60_000),
          },
          [
            {
              // No parcel: the store delivers what was agreed; nothing is added for delivery or islands.
              values: {
                affiliateId: row.affiliateId,
                affiliateName: found.affiliateName,
                isParcel: false,
                isFreeDelivery: true,
                freeDeliveryPriceOrderPayment: 0,
                parcelDeliveryPrice: 0,
                ...prices,
              },
              products: [],
            },
          ],
        );
        await repository.updatePersonalPayment(tx, id, { orderFormId: form.id });
        return { id: form.id, orderNumber: form.orderNumber };
      });
    },

    /**
     * A claim's refund of part of a delivered (or unshipped) part (payment module, under the payment's lock): the
     * part's refunded amount grows by `amount`, never past what was paid for it, split into cash (what the gateway
     * still holds of this order) and points, which go back to the ledger here. Answers the growth and its shares.
     */
    async recordPartRefund(
      tx: Transaction,
      formId: number,
      partId: number,
      amount: number,
    ): Promise<{ amount: number; cash: number; points: number }> {
      const form = await repository.lockForm(tx, formId);
      const detail = form ? await repository.detailOf(form, tx) : undefined;
      const part = detail?.parts.find((p) => p.id === partId);
      if (!form || !detail || !part) throw AppError.notFound("주문을 찾을 수 없습니다.");
      const grow = Math.max(0, Math.min(amount, part.totalPrice - part.refundedAmount));
      if (grow === 0) return { amount: 0, cash: 0, points: 0 };
      const before = detail.parts.reduce((total, p) => total + p.refundedAmount, 0);
      const shares = refundShares({ cash: payableAmount(form), points: form.usePoint }, before, grow);
      await repository.updatePart(tx, partId, { refundedAmount: part.refundedAmount + grow });
      if (shares.points > 0) await points.returnPart(tx, { orderFormId: formId, amount: shares.points });
      return { amount: grow, ...shares };
    },

    /**
     * Locks the order form (as 구매 확정 and every cancel do) and answers one of its parts as it is now, so a claim
     * filed at the same moment as a confirmation sees the confirmation or holds it, never neither.
     */
    async lockPart(tx: Transaction, formId: number, partId: number) {
      await repository.lockForm(tx, formId);
      const part = await repository.lockPart(tx, partId);
      if (part?.orderFormId !== formId) throw AppError.notFound("주문을 찾을 수 없습니다.");
      return { orderState: part.state, deliveryState: part.deliveryState, deliveredAt: part.deliveredAt };
    },

    /** The stores the member runs (all, or the one asked for when it is theirs); 404 when none. */
    storeIdsOf: (memberId: number, affiliateId?: number) => storeIds(memberId, affiliateId),

    // ---- The store's side ----

    /** A part of one of the member's stores; 404 for anyone else's (a store sees only its own). */
    async requireStorePart(memberId: number, partId: number) {
      const owned = await repository.ownedAffiliateIds(memberId);
      const found = await repository.findStorePart(partId);
      if (!found || !owned.includes(found.part.affiliateId) || !found.form.paidAt) {
        throw AppError.notFound("주문을 찾을 수 없습니다.");
      }
      return found;
    },

    async storeParts(memberId: number, query: AffiliateOrderListQuery) {
      const affiliateIds = await storeIds(memberId, query.affiliateId);
      const tab = query.tab ? tabCondition(query.tab) : undefined;
      const rows = await repository.listStoreParts(affiliateIds, tab, pageWindow(query));
      const shown = rows.slice(0, query.size);
      const details = await repository.findDetails([...new Map(shown.map((r) => [r.form.id, r.form])).values()]);
      const page = pageOf(rows, query, (row) =>
        toAffiliateOrder(row, details.find((d) => d.form.id === row.form.id) as OrderFormDetail),
      );
      return {
        ...page,
        ...(query.isTotalCount ? { totalCount: await repository.countStoreParts(affiliateIds, tab) } : {}),
      };
    },

    async storeSummary(memberId: number, affiliateId?: number): Promise<AffiliateOrderSummary> {
      const affiliateIds = await storeIds(memberId, affiliateId);
      const counts: Record<AffiliateOrderTab, number> = { NEW: 0, PREPARING: 0, SHIPPING: 0, DONE: 0, CANCELLED: 0 };
      let salesAmount = 0;
      let refundedAmount = 0;
      for (const row of await repository.storePartTotals(affiliateIds)) {
        const tab = affiliateOrderTab({
          orderState: row.state,
          deliveryState: row.deliveryState,
        });
        counts[tab] += row.n;
        refundedAmount += row.refunded;
        salesAmount += row.total - row.refunded;
      }
      return { counts, salesAmount, refundedAmount };
    },

    async storeStep(
      memberId: number,
      partId: number,
      step: "PREPARING" | "TRANSIT" | "SUCCESS",
      transit?: TransitRequest,
    ) {
      const { form } = await this.requireStorePart(memberId, partId);
      await deps.db.transaction(async (tx) => {
        const part = await repository.lockPart(tx, partId);
        if (!part) throw AppError.notFound("주문을 찾을 수 없습니다.");
        const now = clock.now();
        // The part table (domain/state-machines.ts) decides; its refusal is what the store reads.
        const moved = next(PART_MACHINE, partKey(part.state, part.deliveryState), STORE_STEP_EVENT[step]);
        if (!moved.ok) throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, moved.message);
        const to = partOf(moved.to);
        if (step === "PREPARING") {
          await repository.updatePart(tx, partId, { state: to.orderState, preparedAt: now });
        } else if (step === "TRANSIT") {
          await repository.updatePart(tx, partId, {
            deliveryState: to.deliveryState,
            deliveryType: transit?.deliveryType ?? "PARCEL_SERVICE",
            carrier: transit?.carrier ?? null,
            trackingNumber: transit?.trackingNumber ?? null,
            shippedAt: now,
          });
        } else {
          await repository.updatePart(tx, partId, { deliveryState: to.deliveryState, deliveredAt: now });
        }
        // The buyer hears of each step, in the same transaction (SPEC §3 notification, topic ORDER_DELIVERY).
        const productNames = await repository.partProductNames(tx, partId);
        await deps.notifications.notify(deliveryNotice(form, { ...part, productNames }, step, transit), { tx });
      });
      return this.storePart(memberId, partId);
    },

    /** POST /affiliate-point: the store's owner gives the buyer of one of its parts points, with a reason. */
    async compensateBuyer(memberId: number, request: { orderPartId: number; amount: number; reason: string }) {
      const { part, form } = await this.requireStorePart(memberId, request.orderPartId);
      const row = await deps.db.transaction((tx) =>
        points.save(tx, {
          memberId: form.memberId,
          type: "AFFILIATE_COMPENSATION",
          amount: request.amount,
          refType: "ORDER_PART",
          refId: part.id,
          affiliateId: part.affiliateId,
          description: `${part.affiliateName}: ${request.reason}`,
        }),
      );
      return points.view(row as NonNullable<typeof row>);
    },

    async storePart(memberId: number, partId: number): Promise<AffiliateOrder> {
      const row = await this.requireStorePart(memberId, partId);
      return toAffiliateOrder(row, (await repository.findDetail(row.form.id)) as OrderFormDetail);
    },
  };

  async function storeIds(memberId: number, affiliateId: number | undefined): Promise<number[]> {
    const owned = await repository.ownedAffiliateIds(memberId);
    if (owned.length === 0) throw AppError.notFound("운영 중인 매장이 없습니다.");
    if (affiliateId === undefined) return owned;
    if (!owned.includes(affiliateId)) throw AppError.notFound("매장을 찾을 수 없습니다.");
    return [affiliateId];
  }
}

interface PricedLine {
  line: ProductLine;
  values: {
    productId: number;
    basketProductId: number | null;
    name: string;
    imageUrl: string | null;
    sellPrice: number;
    quantity: number;
    stockQuantity: number;
    price: number;
    deliveryOptionsPrice: number;
  };
  options: {
    productOptionId: number;
    groupName: string | null;
    name: string;
    sellPrice: number;
    quantity: number;
    isDeliveryPrice: boolean;
    isAddProductSellPrice: boolean;
    isRequiredByProductOptionGroup: boolean;
    price: number;
  }[];
}

function destinationValues(d: Omit<ShippingDestination, "isDefault" | "createDate">) {
  return {
    shippingDestinationId: d.id,
    shippingName: d.name,
    recipient: d.recipient,
    phoneNumber: d.phoneNumber,
    postalCode: d.postalCode,
    address: d.address,
    detailAddress: d.detailAddress,
  };
}

/** Sums units per id (two lines of one product take its stock once, in one update). */
function merge(items: { id: number; units: number }[]) {
  const sums = new Map<number, number>();
  for (const item of items) sums.set(item.id, (sums.get(item.id) ?? 0) + item.units);
  return [...sums.entries()].map(([id, units]) => ({ id, units }));
}

/** The parts shown on one tab of the store's screen (domain affiliateOrderTab as SQL). */
function tabCondition(tab: AffiliateOrderTab): SQL | undefined {
  switch (tab) {
    case "CANCELLED":
      return eq(orderPart.state, "PAYMENT_CANCEL");
    case "DONE":
      return or(
        eq(orderPart.state, "CONFIRMATION"),
        and(inArray(orderPart.state, ["PAYMENT_SUCCESS", "PREPARING"]), eq(orderPart.deliveryState, "SUCCESS")),
      );
    case "SHIPPING":
      return and(inArray(orderPart.state, ["PAYMENT_SUCCESS", "PREPARING"]), eq(orderPart.deliveryState, "TRANSIT"));
    case "PREPARING":
      return and(eq(orderPart.state, "PREPARING"), eq(orderPart.deliveryState, "WAIT"));
    case "NEW":
      return and(eq(orderPart.state, "PAYMENT_SUCCESS"), eq(orderPart.deliveryState, "WAIT"));
  }
}

export type OrderService = ReturnType<typeof createOrderService>;
