/**
 * Orders and payment (API.md "Orders and payment", and the store's side under `/api/v1/affiliate-order`).
 *
 * Words used here:
 * - order form (`OrderForm`): one checkout. Its `orderNumber` is also the gateway's `paymentId`. Created from one
 *   product (`POST /order/direct`) or basket lines (`POST /order/basket`); after confirmation and payment it is
 *   the "order" of `GET /order` and `GET /order/{id}` (same id).
 * - order part (`OrderPart`): the share of one order that one partner store ships; it has its own order state,
 *   delivery state, delivery fee, tracking and displayed status, and can be cancelled on its own.
 * - order product / option: the product and options AS BOUGHT (names and prices copied at order time).
 * Every amount is integer won computed by the server.
 */
import { DELIVERY_STATES, DELIVERY_TYPES, ORDER_STATES, PAYMENT_METHODS } from "@mulmung/domain/enums";
import { ORDER_STATUSES } from "@mulmung/domain/order-status";
import { z } from "zod";
import { BasketAddRequest } from "./basket.ts";
import { BodyId, BodyIds, bankAccount, Id, listOf, PagingQuery, QueryBoolean, trimmed } from "./common.ts";
import { OrderCouponChoices, PublishedCouponIds } from "./coupon.ts";
import { destinationFields } from "./member.ts";

export const PaymentMethod = z.enum(PAYMENT_METHODS, "결제 수단을 선택해주세요.");
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const OrderState = z.enum(ORDER_STATES, "주문 상태가 올바르지 않습니다.");
export const DeliveryState = z.enum(DELIVERY_STATES, "배송 상태가 올바르지 않습니다.");
/** SPEC §4 displayed order status (keys of ORDER_STATUS_LABEL in @mulmung/domain/order-status). */
export const OrderStatus = z.enum(ORDER_STATUSES, "주문 상태가 올바르지 않습니다.");
export type OrderStatus = z.infer<typeof OrderStatus>;

/** The store an order part, a shipment or a personal payment belongs to. */
export const StoreRef = z.object({ id: z.number().int(), name: z.string() });

/** SPEC §4 displayed status and its Korean label ("결제 완료(판매자 확인 중)"). */
const displayedStatus = { status: OrderStatus, statusLabel: z.string() };

/** How the store sent a part (null until it ships) and when it arrived. */
const shipment = {
  deliveryType: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
};

/** The money of an order part, and of the whole order (its parts together), integer won. */
const amounts = {
  /** Sum of the products' line totals. */
  productPrice: z.number().int(),
  /** Parcel fees by SPEC §9 plus the delivery-charge options. */
  deliveryPrice: z.number().int(),
  /** Island / Jeju surcharge (SPEC §5) for the chosen destination; 0 when none. */
  extraDeliveryPrice: z.number().int(),
  /** What coupons took off (a store coupon and a share of a company coupon; set at confirmation). */
  couponDiscountPrice: z.number().int(),
  /** What is paid: products + delivery − coupon discounts. */
  totalPrice: z.number().int(),
};

// ---- Creating an order form ----------------------------------------------------------------------------

/**
 * 바로 구매: one product with its chosen options, the basket's shape and rules (quantities are numbers, 1..99, never
 * coerced). `quantity` is the bare product's quantity; with a required option group the chosen options carry the
 * quantities (SPEC §5 total price) and `quantity` is ignored.
 */
export const DirectOrderRequest = BasketAddRequest;
export type DirectOrderRequest = z.input<typeof DirectOrderRequest>;

/** 장바구니 주문하기: the chosen basket lines (ids of GET /basket's products). */
export const BasketOrderRequest = z.object({
  basketProductIds: BodyIds({
    max: 100,
    empty: "주문할 상품을 선택해주세요.",
    tooMany: "한 번에 100개 상품까지 주문할 수 있습니다.",
  }),
});
export type BasketOrderRequest = z.input<typeof BasketOrderRequest>;

export const OrderFormCreated = z.object({ id: z.number().int(), orderNumber: z.string() });
export type OrderFormCreated = z.infer<typeof OrderFormCreated>;

// ---- The form and the order ----------------------------------------------------------------------------

export const OrderProductOption = z.object({
  id: z.number().int(),
  productOptionId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  name: z.string(),
  sellPrice: z.number().int(),
  quantity: z.number().int(),
  isDeliveryPrice: z.boolean(),
  isAddProductSellPrice: z.boolean(),
  isRequiredByProductOptionGroup: z.boolean(),
  /** SPEC §9 option price × quantity. */
  price: z.number().int(),
});
export type OrderProductOption = z.infer<typeof OrderProductOption>;

/**
 * "내 수조에 추가" for a line whose product is a species (issue 30): how many of the line went into the buyer's
 * tanks, and how many may still go (0 until its fish arrive, and for a line cancelled or refunded by a claim).
 */
export const OrderLineTank = z.object({
  speciesId: z.number().int(),
  speciesName: z.string(),
  added: z.number().int(),
  addable: z.number().int(),
});
export type OrderLineTank = z.infer<typeof OrderLineTank>;

export const OrderProduct = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  sellPrice: z.number().int(),
  quantity: z.number().int(),
  orderProductOptionDetails: z.array(OrderProductOption),
  /** SPEC §5 line total (delivery options excluded). */
  price: z.number().int(),
  /** SPEC §9 delivery-charge options of this line. */
  deliveryOptionsPrice: z.number().int(),
  /** When this one line was cancelled on its own (an approved 취소 claim), else null. */
  cancelledAt: z.string().nullable(),
  /** A live-fish line (its product names a species, issue 30) as the buyer sees it; null otherwise. */
  tank: OrderLineTank.nullable(),
});
export type OrderProduct = z.infer<typeof OrderProduct>;

export const DeliverySettingAsOrdered = z.object({
  isParcel: z.boolean(),
  isFreeDelivery: z.boolean(),
  freeDeliveryPriceOrderPayment: z.number().int(),
  parcelDeliveryPrice: z.number().int(),
});

export const OrderPart = z
  .object({
    id: z.number().int(),
    affiliate: StoreRef,
    orderState: OrderState,
    deliveryState: DeliveryState,
    ...displayedStatus,
    products: z.array(OrderProduct),
    deliverySetting: DeliverySettingAsOrdered,
    ...amounts,
    /** How much more buys free parcel delivery from this store; null when it does not apply. */
    freeDeliveryRemaining: z.number().int().nullable(),
    ...shipment,
    confirmedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    cancelReason: z.string().nullable(),
    refundedAmount: z.number().int(),
    canCancel: z.boolean(),
    canConfirm: z.boolean(),
    /** Delivered, but an open claim on one of its lines holds 구매 확정 until the store decides (decision 035). */
    confirmHeld: z.boolean(),
  })
  .meta({ id: "OrderPart" });
export type OrderPart = z.infer<typeof OrderPart>;

export const OrderShipping = z.object({
  shippingDestinationId: z.number().int().nullable(),
  ...destinationFields,
  /** SPEC §5: JEJU or ISLAND when the postal code carries a delivery surcharge. */
  extraDeliveryArea: z.enum(["JEJU", "ISLAND"]).nullable(),
});
export type OrderShipping = z.infer<typeof OrderShipping>;

/** A virtual account (VBANK) or the company account (OURPLATFORM_ACCOUNT) the buyer pays into. */
export const DepositAccount = z.object({
  ...bankAccount,
  /** Deposit deadline (ISO time). */
  dueDate: z.string(),
});
export type DepositAccount = z.infer<typeof DepositAccount>;

/** Payment state as the buyer sees it. */
export const PAYMENT_STATUSES = [
  "NONE",
  "PENDING",
  "WAITING_DEPOSIT",
  "PAID",
  "FAILED",
  "CANCELLED",
  "UNPAID",
] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const OrderPayment = z.object({
  status: PaymentStatus,
  /** Korean sentence for the buyer: why a payment failed or was cancelled, what to do while waiting. */
  message: z.string().nullable(),
  depositAccount: DepositAccount.nullable(),
  paidAt: z.string().nullable(),
  paidAmount: z.number().int(),
  refundedAmount: z.number().int(),
  /** Paid through the local PortOne stand-in: no money moved. Screens mark it 테스트 결제. */
  isTest: z.boolean(),
});
export type OrderPayment = z.infer<typeof OrderPayment>;

/** GET /order/form/{id} and GET /order/{id}: the whole checkout. */
export const OrderForm = z
  .object({
    id: z.number().int(),
    orderNumber: z.string(),
    /** The order form's own state: ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED until confirmed. */
    orderState: OrderState,
    /** SPEC §4 displayed status of the whole order (of its first part until the parts diverge). */
    ...displayedStatus,
    orderName: z.string(),
    parts: z.array(OrderPart),
    shipping: OrderShipping.nullable(),
    deliveryMemo: z.string().nullable(),
    /** SPEC §3 order_delivery_memo: suggestions for the memo (empty when the setting is off). */
    deliveryMemoPresets: z.array(z.string()),
    ...amounts,
    /** The member's coupons that apply, while the order can still be confirmed; null otherwise. */
    couponChoices: OrderCouponChoices.nullable(),
    /** Points spent on the order (0 when none). */
    usePoint: z.number().int(),
    /** What the payment takes: totalPrice less points (and coupon discounts). */
    payAmount: z.number().int(),
    payMethod: PaymentMethod.nullable(),
    payment: OrderPayment,
    /** Until when the unconfirmed form (or the unpaid order) is kept. */
    expiresAt: z.string(),
    createDate: z.string(),
    canCancel: z.boolean(),
  })
  .meta({ id: "OrderForm" });
export type OrderForm = z.infer<typeof OrderForm>;

export const FormShippingDestinationRequest = z.object({ shippingDestinationId: Id });

// ---- Confirmation and the payment window ---------------------------------------------------------------

export const DELIVERY_MEMO_MAX_LENGTH = 100;

export const ConfirmationRequest = z.object({
  payMethod: PaymentMethod,
  agreement: z.literal(true, "주문 내용을 확인하고 결제에 동의해주세요."),
  /** Points to spend (integer won): at most the balance, and less than what is left to pay. */
  usePoint: z
    .number()
    .int("적립금은 원 단위 정수로 입력해주세요.")
    .min(0, "적립금은 0원 이상이어야 합니다.")
    .max(100_000_000, "적립금이 너무 큽니다.")
    .optional(),
  deliveryMemo: trimmed()
    .pipe(z.string().max(DELIVERY_MEMO_MAX_LENGTH, `배송 메모는 ${DELIVERY_MEMO_MAX_LENGTH}자 이내로 입력해주세요.`))
    .optional(),
  /** At most one coupon per store part and one company coupon (the member's copies, AVAILABLE). */
  publishedCouponIds: PublishedCouponIds.optional(),
});
export type ConfirmationRequest = z.input<typeof ConfirmationRequest>;

/** PortOne V2 `payMethod` values (PAYMENTS.md). */
export const GatewayPayMethod = z.enum(["CARD", "MOBILE", "VIRTUAL_ACCOUNT", "TRANSFER", "EASY_PAY"]);
export type GatewayPayMethod = z.infer<typeof GatewayPayMethod>;

/** What every `PortOne.requestPayment` call carries (an order's and a magazine's); `redirectUrl` follows them. */
export const gatewayRequestFields = {
  storeId: z.string(),
  channelKey: z.string(),
  paymentId: z.string(),
  orderName: z.string(),
  totalAmount: z.number().int(),
  currency: z.literal("KRW"),
  payMethod: GatewayPayMethod,
  easyPay: z.object({ easyPayProvider: z.string() }).optional(),
};

/**
 * What `PortOne.requestPayment` needs (spread `request` into it), or, for OURPLATFORM_ACCOUNT, the company
 * account to deposit into (no payment window: `request` is null, show `depositAccount`).
 */
export const PaymentWindow = z
  .object({
    orderFormId: z.number().int(),
    paymentId: z.string(),
    totalAmount: z.number().int(),
    payMethod: PaymentMethod,
    /** The local PortOne stand-in is on: load /portone-stand-in/browser-sdk.js before requestPayment. */
    standIn: z.boolean(),
    request: z
      .object({
        ...gatewayRequestFields,
        virtualAccount: z.object({ accountExpiry: z.object({ validHours: z.number().int() }) }).optional(),
        redirectUrl: z.string(),
        customer: z
          .object({
            fullName: z.string().optional(),
            phoneNumber: z.string().optional(),
            email: z.string().optional(),
          })
          .optional(),
      })
      .nullable(),
    depositAccount: DepositAccount.nullable(),
  })
  .meta({ id: "PaymentWindow" });
export type PaymentWindow = z.infer<typeof PaymentWindow>;

export const PaymentCompleteRequest = z.object({
  paymentId: z.string().min(1, "결제 번호가 없습니다.").max(64, "결제 번호가 올바르지 않습니다."),
});

/** After the payment window (and what a webhook leads to): where the order stands now. */
export const PaymentResult = z
  .object({
    orderFormId: z.number().int(),
    orderNumber: z.string(),
    status: PaymentStatus,
    message: z.string().nullable(),
    totalAmount: z.number().int(),
    depositAccount: DepositAccount.nullable(),
  })
  .meta({ id: "PaymentResult" });
export type PaymentResult = z.infer<typeof PaymentResult>;

// ---- My orders -----------------------------------------------------------------------------------------

const DateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "날짜는 YYYY-MM-DD 형식으로 입력해주세요.");

/** GET /order/form/latest: my newest order form that can still be paid, or null (beyond API.md). */
export const LatestOrderForm = z.object({ id: z.number().int().nullable() });
export type LatestOrderForm = z.infer<typeof LatestOrderForm>;

export const OrderListQuery = PagingQuery.extend({
  /** Order date from (Seoul date, inclusive). */
  startDate: DateOnly.optional(),
  /** Order date to (Seoul date, inclusive). */
  endDate: DateOnly.optional(),
  orderState: OrderState.optional(),
  deliveryState: DeliveryState.optional(),
  paymentMethod: PaymentMethod.optional(),
  /** A displayed status (SPEC §4), e.g. SHIPPING. */
  status: OrderStatus.optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

export const OrderListItem = z
  .object({
    id: z.number().int(),
    orderNumber: z.string(),
    orderName: z.string(),
    orderDate: z.string(),
    payMethod: PaymentMethod.nullable(),
    totalPrice: z.number().int(),
    /** Points spent on the order (0 when none). */
    usePoint: z.number().int(),
    /** What the buyer paid through the payment (totalPrice less points): the amount the list shows. */
    payAmount: z.number().int(),
    payment: OrderPayment,
    parts: z.array(OrderPart),
  })
  .meta({ id: "OrderListItem" });
export type OrderListItem = z.infer<typeof OrderListItem>;
export const OrderList = listOf(OrderListItem);

/** GET /order/state-count: how many of my order parts show each displayed status. */
export const OrderStateCount = z.object({
  items: z.array(z.object({ status: OrderStatus, label: z.string(), count: z.number().int() })),
});
export type OrderStateCount = z.infer<typeof OrderStateCount>;

/** GET /delivery: my shipments (order parts that are paid), newest first. */
export const DeliveryListQuery = PagingQuery.extend({ deliveryState: DeliveryState.optional() });
export const DeliveryItem = z.object({
  orderPartId: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.string(),
  affiliate: StoreRef,
  productNames: z.array(z.string()),
  deliveryState: DeliveryState,
  ...displayedStatus,
  ...shipment,
});
export const DeliveryList = listOf(DeliveryItem);

const Reason = (label: string) =>
  trimmed().pipe(z.string().min(1, `${label}를 입력해주세요.`).max(200, `${label}는 200자 이내로 입력해주세요.`));

/** Cancel: every part not yet shipped, or only the listed parts. Paid money is refunded through the gateway. */
export const OrderCancelRequest = z.object({
  reason: Reason("취소 사유"),
  orderPartIds: BodyIds({ max: 50, empty: "취소할 주문을 선택해주세요." }).optional(),
});
export type OrderCancelRequest = z.input<typeof OrderCancelRequest>;

/** Buy confirmation: every delivered part, or only the listed parts. */
export const BuyConfirmationRequest = z
  .object({ orderPartIds: BodyIds({ max: 50, empty: "구매 확정할 주문을 선택해주세요." }).optional() })
  .default({});

/** POST /order/{id}/product/{orderProductId}/tank: the line's fish into one of my tanks ("내 수조에 추가"). */
export const OrderProductParams = z.object({ id: Id, orderProductId: Id });
export const OrderTankRequest = z.object({
  breedingFarmId: BodyId,
  count: z
    .number({ error: "마릿수를 숫자로 입력해주세요." })
    .int("마릿수는 정수로 입력해주세요.")
    .min(1, "1마리 이상 입력해주세요.")
    .max(10_000, "한 번에 10,000마리까지 추가할 수 있습니다."),
});
export type OrderTankRequest = z.infer<typeof OrderTankRequest>;

// ---- The store's side (/api/v1/affiliate-order) --------------------------------------------------------

/** Tabs of the store's order screen: new (paid, unchecked), preparing, shipping, done (delivered or confirmed), cancelled. */
export const AFFILIATE_ORDER_TABS = ["NEW", "PREPARING", "SHIPPING", "DONE", "CANCELLED"] as const;
export const AffiliateOrderTab = z.enum(AFFILIATE_ORDER_TABS, "주문 구분이 올바르지 않습니다.");
export type AffiliateOrderTab = z.infer<typeof AffiliateOrderTab>;

export const AffiliateOrderListQuery = PagingQuery.extend({
  tab: AffiliateOrderTab.optional(),
  /** One of my stores (default: all stores I own). */
  affiliateId: Id.optional(),
  isTotalCount: QueryBoolean.optional(),
});
export type AffiliateOrderListQuery = z.infer<typeof AffiliateOrderListQuery>;

export const AffiliateOrder = OrderPart.extend({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  payMethod: PaymentMethod.nullable(),
  shipping: OrderShipping.nullable(),
  deliveryMemo: z.string().nullable(),
  buyerNickname: z.string().nullable(),
}).meta({ id: "AffiliateOrder" });
export type AffiliateOrder = z.infer<typeof AffiliateOrder>;
export const AffiliateOrderList = listOf(AffiliateOrder);

/** How many parts each tab holds, by the tab. */
const tabCounts = Object.fromEntries(AFFILIATE_ORDER_TABS.map((tab) => [tab, z.number().int()]));

export const AffiliateOrderSummary = z.object({
  counts: z.object(tabCounts as Record<AffiliateOrderTab, z.ZodNumber>),
  /** Paid amount of parts not cancelled (products + delivery), won. */
  salesAmount: z.number().int(),
  refundedAmount: z.number().int(),
});
export type AffiliateOrderSummary = z.infer<typeof AffiliateOrderSummary>;
export const AffiliateOrderSummaryQuery = z.object({ affiliateId: Id.optional() });

export const TransitRequest = z.object({
  deliveryType: z.enum(DELIVERY_TYPES, "배송 방법을 선택해주세요.").default("PARCEL_SERVICE"),
  carrier: trimmed().pipe(
    z.string().min(1, "택배사(운송 회사)를 입력해주세요.").max(30, "택배사는 30자 이내로 입력해주세요."),
  ),
  trackingNumber: trimmed().pipe(
    z
      .string()
      .min(1, "송장 번호를 입력해주세요.")
      .max(40, "송장 번호는 40자 이내로 입력해주세요.")
      .regex(/^[0-9A-Za-z-]+$/, "송장 번호는 숫자, 영문, 하이픈(-)만 입력할 수 있습니다."),
  ),
});
export type TransitRequest = z.input<typeof TransitRequest>;

export const AffiliateCancelRequest = z.object({ reason: Reason("취소 사유") });
