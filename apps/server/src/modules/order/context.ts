/**
 * The order module's shared part (decision 023; issue 24 split the service by job): the amounts and shapes every
 * job uses, and the context built once from the services the module calls.
 */

import { randomInt } from "node:crypto";
import type { ShippingDestination } from "@mulmung/contract/member";
import type { OrderPayment } from "@mulmung/contract/order";
import { ErrorCode } from "@mulmung/domain/errors";
import type { ProductLine } from "@mulmung/domain/money";
import { canConfirmPart } from "@mulmung/domain/order";
import { buyRewardPoints } from "@mulmung/domain/point";
import { SERVICE_SETTING_TYPE } from "@mulmung/domain/service-setting";
import type { StoreAction } from "@mulmung/domain/store-access";
import type { Executor, Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { AffiliateService } from "../affiliate/service.ts";
import type { BasketService } from "../basket/service.ts";
import type { BreedingTankService } from "../breeding/service.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { CouponPart, CouponService } from "../coupon/service.ts";
import type { MemberService, ShippingDestinationService } from "../member/service.ts";
import type { NotificationService } from "../notification/service.ts";
import type { PointService } from "../point/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import type { SiteContentService } from "../site-content/service.ts";
import type { ConfirmationHold } from "./confirmation-hold.ts";
import {
  createOrderRepository,
  type OrderFormDetail,
  type OrderFormRow,
  type OrderPartRow,
  type OrderProductRow,
} from "./repository.ts";
import { orderPart } from "./schema.ts";

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

export const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `MM` + Seoul date + 8 random digits: unique (index), unguessable enough to be no handle on someone's order. */
export function newOrderNumber(now: Date): string {
  const seoul = new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10).replaceAll("-", "");
  return `MM${seoul}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

export interface PricedLine {
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

export function destinationValues(d: Omit<ShippingDestination, "isDefault" | "createDate">) {
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
export function merge(items: { id: number; units: number }[]) {
  const sums = new Map<number, number>();
  for (const item of items) sums.set(item.id, (sums.get(item.id) ?? 0) + item.units);
  return [...sums.entries()].map(([id, units]) => ({ id, units }));
}

/** What the order module is built from (modules/services.ts passes it in). */
export type OrderDeps = Pick<ServiceDeps, "db" | "clock"> & {
  /**
   * Products, their options and prices are the catalogue's; so are stock and sales volume, taken and given back
   * in the order's transaction.
   */
  catalog: Pick<
    CatalogService,
    "pricedProducts" | "pricing" | "takeStock" | "stockTaking" | "returnStock" | "salesVolumeUpdate"
  >;
  /** Which stores a member runs, and may act for (the one store policy, domain/store-access.ts). */
  affiliate: Pick<AffiliateService, "storeIds">;
  shippingDestinations: ShippingDestinationService;
  basket: BasketService;
  coupons: CouponService;
  points: PointService;
  /** The buyer is told of each delivery step the store takes (and of a store's payment request). */
  notifications: Pick<NotificationService, "notify">;
  /** A store's payment request is addressed to a live member. */
  members: Pick<MemberService, "isActive">;
  /** The delivery memo presets are a service setting. */
  siteContent: Pick<SiteContentService, "data" | "pointRates">;
  /** A confirmed live-fish line's fish go into the buyer's tank through the breeding module (issue 30). */
  breedingTanks: Pick<BreedingTankService, "addInhabitants">;
  /** What holds a part's buy confirmation (the claim module's open claims), manual and automatic. */
  confirmationHolds: readonly ConfirmationHold[];
};

/**
 * What every part of the order module shares: its repository, the services it calls, and the helpers each job uses
 * (which parts a claim holds, purchase rewards, the delivery memo presets, the buyer's own form, the units an order
 * holds, the stores a member runs).
 */
export function createOrderContext(deps: OrderDeps) {
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
    const { buyRewardPercent } = await deps.siteContent.pointRates();
    for (const part of parts) {
      // On what the buyer kept: a line refunded by a claim earns nothing (decision 035).
      const amount = buyRewardPoints(Math.max(0, part.productPrice - part.refundedAmount), buyRewardPercent);
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
    const data = (await deps.siteContent.data(SERVICE_SETTING_TYPE.orderDeliveryMemo)) as {
      isEnable?: unknown;
      memo?: unknown;
    } | null;
    if (data?.isEnable !== true || typeof data.memo !== "string") return [];
    return data.memo
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
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

  async function requireOwnDetail(memberId: number, id: number): Promise<OrderFormDetail> {
    const detail = await repository.findDetail(id);
    if (!detail || detail.form.memberId !== memberId) throw AppError.notFound("주문을 찾을 수 없습니다.");
    return detail;
  }

  /**
   * Stock a form holds: product units per line, option units per non-delivery option (of the lines `keep` picks).
   * A line cancelled alone (an approved CANCEL claim) or in a cancelled part holds none: its stock went back then
   * (found by the model-based test: a part cancelled before the order lapsed gave its units back twice).
   */
  function stockOf(detail: OrderFormDetail, keep: (line: OrderProductRow) => boolean = () => true) {
    const cancelledParts = new Set(detail.parts.filter((p) => p.state === "PAYMENT_CANCEL").map((p) => p.id));
    const products = detail.products.filter(
      (p) => p.cancelledAt === null && !cancelledParts.has(p.orderPartId) && keep(p),
    );
    const productIds = new Set(products.map((p) => p.id));
    return {
      products: products.map((p) => ({ id: p.productId, units: p.stockQuantity })),
      options: detail.options
        .filter((o) => productIds.has(o.orderProductId) && !o.isDeliveryPrice && o.productOptionId !== null)
        .map((o) => ({ id: o.productOptionId as number, units: o.quantity })),
    };
  }

  /** The stores the member may take `action` for (all, or the one asked for); 404 when none. */
  async function storeIds(
    memberId: number,
    affiliateId: number | undefined,
    action: StoreAction = "orders",
  ): Promise<number[]> {
    const ids = await deps.affiliate.storeIds(memberId, action, affiliateId);
    if (ids.length > 0) return ids;
    throw affiliateId === undefined
      ? AppError.notFound("운영 중인 매장이 없습니다.")
      : AppError.of(ErrorCode.STORE_NOT_FOUND);
  }

  return {
    deps,
    repository,
    clock,
    catalog,
    shippingDestinations,
    basket,
    coupons,
    points,
    holdConditions,
    heldParts,
    heldAmong,
    rewardConfirmed,
    deliveryMemoPresets,
    sumParts,
    couponPartsOf,
    choosesCoupons,
    requireOwnDetail,
    stockOf,
    storeIds,
  };
}

export type OrderContext = ReturnType<typeof createOrderContext>;
