/**
 * Orders (decision 023). One order form per checkout (its number is the gateway's paymentId); one part per
 * partner store in it (each ships, is tracked, confirmed and cancelled on its own); the products and options AS
 * BOUGHT (names and prices copied, so a later price change never changes an order). Money is integer won.
 */

import { DELIVERY_STATES, type DeliveryState, ORDER_STATES, type OrderState } from "@mulmung/domain/enums";
import { ORDER_FORM_STATES, type OrderFormState, sqlList } from "@mulmung/domain/state-machines";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity, updateDate } from "../../db/columns.ts";
import { affiliate } from "../affiliate/schema.ts";
import { product, productOption } from "../catalog/schema.ts";
import { member, shippingDestination } from "../member/schema.ts";

// The states the transition tables of packages/domain/src/state-machines.ts move between, and no others.
const ORDER_FORM_STATE_CHECK = sqlList(ORDER_FORM_STATES);
const PART_STATE_CHECK = sqlList(ORDER_STATES);
const PAY_METHOD_CHECK = `'CARD', 'PHONE', 'NAVERPAY', 'KAKAOPAY', 'TOSSPAY', 'VBANK', 'TRANS', 'LPAY', 'PAYCO', 'OURPLATFORM_ACCOUNT'`;

export const orderForm = pgTable(
  "order_form",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    /** The order number people see and the gateway's paymentId. */
    orderNumber: text("order_number").notNull(),
    /** DIRECT, BASKET or PERSONAL (a store's personal payment request). */
    source: text("source").notNull(),
    /** The basket lines ordered (removed from the basket once paid). */
    basketProductIds: integer("basket_product_ids").array().notNull().default(sql`'{}'::int[]`),
    /** The order's payment state: ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED → PAYMENT_WAIT → PAYMENT_SUCCESS / UNPAID / PAYMENT_CANCEL. */
    state: text("state").$type<OrderFormState>().notNull().default("ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED"),
    orderName: text("order_name").notNull(),
    shippingDestinationId: integer("shipping_destination_id").references(() => shippingDestination.id, {
      onDelete: "set null",
    }),
    shippingName: text("shipping_name"),
    recipient: text("recipient"),
    phoneNumber: text("phone_number"),
    postalCode: text("postal_code"),
    address: text("address"),
    detailAddress: text("detail_address"),
    deliveryMemo: text("delivery_memo"),
    payMethod: text("pay_method"),
    productPrice: integer("product_price").notNull(),
    deliveryPrice: integer("delivery_price").notNull(),
    extraDeliveryPrice: integer("extra_delivery_price").notNull().default(0),
    /** What the coupons took off (the parts' sum; set at confirmation). */
    couponDiscountPrice: integer("coupon_discount_price").notNull().default(0),
    /**
     * The coupon copies confirmation applied (modules/coupon). A lapse gives them back; a payment arriving after
     * the lapse takes exactly these again, with the same discounts, or is refunded whole.
     */
    publishedCouponIds: integer("published_coupon_ids").array().notNull().default(sql`'{}'::int[]`),
    /** What the member pays: products + delivery − coupon discounts. */
    totalPrice: integer("total_price").notNull(),
    /**
     * Points spent on this order (its own step at confirmation, after any coupon discount): the gateway takes the
     * rest. Returned to the ledger when the whole order is cancelled or goes unpaid (modules/point).
     */
    usePoint: integer("use_point").notNull().default(0),
    /** Stock is taken from products and options between confirmation and expiry / cancel. */
    stockReserved: boolean("stock_reserved").notNull().default(false),
    /** Until when an unconfirmed form or an unpaid order is kept (then UNPAID, stock given back). */
    expiresAt: at("expires_at").notNull(),
    confirmedAt: at("confirmed_at"),
    paidAt: at("paid_at"),
    cancelledAt: at("cancelled_at"),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [
    uniqueIndex("order_form_number_key").on(t.orderNumber),
    index("order_form_member_idx").on(t.memberId, t.id.desc()),
    // Reconciliation and expiry walk only the orders waiting for payment.
    index("order_form_waiting_idx").on(t.expiresAt).where(sql`${t.state} = 'PAYMENT_WAIT'`),
    // The operators' lookup by the start or the end of the shipping phone (kept as digits): "010-1234…", "…5678".
    // Trigrams were tried: over digits alone the planner (rightly) prefers a scan.
    index("order_form_phone_prefix_idx").using("btree", sql`${t.phoneNumber} text_pattern_ops`),
    index("order_form_phone_suffix_idx").using("btree", sql`reverse(${t.phoneNumber}) text_pattern_ops`),
    check("order_form_state_valid", sql.raw(`state in (${ORDER_FORM_STATE_CHECK})`)),
    check("order_form_source_valid", sql`${t.source} in ('DIRECT', 'BASKET', 'PERSONAL')`),
    check("order_form_pay_method_valid", sql.raw(`pay_method is null or pay_method in (${PAY_METHOD_CHECK})`)),
    check(
      "order_form_prices_valid",
      sql`${t.productPrice} >= 0 and ${t.deliveryPrice} >= 0 and ${t.extraDeliveryPrice} >= 0 and ${t.couponDiscountPrice} between 0 and ${t.productPrice} and ${t.totalPrice} = ${t.productPrice} + ${t.deliveryPrice} + ${t.extraDeliveryPrice} - ${t.couponDiscountPrice}`,
    ),
    check("order_form_use_point_valid", sql`${t.usePoint} >= 0 and ${t.usePoint} <= ${t.totalPrice}`),
    check(
      "order_form_confirmed_has_method",
      sql`${t.state} = 'ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED' or ${t.payMethod} is not null`,
    ),
  ],
);

export const orderPart = pgTable(
  "order_part",
  {
    id: identity(),
    orderFormId: foreignId("order_form_id", () => orderForm.id, { onDelete: "cascade" }),
    affiliateId: foreignId("affiliate_id", () => affiliate.id),
    affiliateName: text("affiliate_name").notNull(),
    state: text("state").$type<OrderState>().notNull().default("ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED"),
    deliveryState: text("delivery_state").$type<DeliveryState>().notNull().default("WAIT"),
    // The store's delivery terms as ordered (SPEC §3 delivery settings).
    isParcel: boolean("is_parcel").notNull(),
    isFreeDelivery: boolean("is_free_delivery").notNull(),
    freeDeliveryPriceOrderPayment: integer("free_delivery_price_order_payment").notNull(),
    parcelDeliveryPrice: integer("parcel_delivery_price").notNull(),
    productPrice: integer("product_price").notNull(),
    deliveryPrice: integer("delivery_price").notNull(),
    extraDeliveryPrice: integer("extra_delivery_price").notNull().default(0),
    /** This part's store coupon plus its share of a company coupon (products never below 1,000원 after it). */
    couponDiscountPrice: integer("coupon_discount_price").notNull().default(0),
    totalPrice: integer("total_price").notNull(),
    refundedAmount: integer("refunded_amount").notNull().default(0),
    deliveryType: text("delivery_type"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    preparedAt: at("prepared_at"),
    shippedAt: at("shipped_at"),
    deliveredAt: at("delivered_at"),
    confirmedAt: at("confirmed_at"),
    cancelledAt: at("cancelled_at"),
    cancelReason: text("cancel_reason"),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [
    index("order_part_form_idx").on(t.orderFormId),
    index("order_part_affiliate_idx").on(t.affiliateId, t.state, t.id.desc()),
    // Automatic buy confirmation walks delivered parts only.
    index("order_part_delivered_idx")
      .on(t.deliveredAt)
      .where(sql`${t.deliveryState} = 'SUCCESS' and ${t.state} in ('PAYMENT_SUCCESS', 'PREPARING')`),
    check("order_part_state_valid", sql.raw(`state in (${PART_STATE_CHECK})`)),
    check("order_part_delivery_state_valid", sql.raw(`delivery_state in (${sqlList(DELIVERY_STATES)})`)),
    check(
      "order_part_prices_valid",
      sql`${t.productPrice} >= 0 and ${t.deliveryPrice} >= 0 and ${t.extraDeliveryPrice} >= 0 and ${t.couponDiscountPrice} between 0 and ${t.productPrice} and ${t.totalPrice} = ${t.productPrice} + ${t.deliveryPrice} + ${t.extraDeliveryPrice} - ${t.couponDiscountPrice}`,
    ),
    check("order_part_refund_valid", sql`${t.refundedAmount} between 0 and ${t.totalPrice}`),
    check(
      "order_part_transit_has_tracking",
      sql`${t.deliveryState} = 'WAIT' or (${t.carrier} is not null and ${t.trackingNumber} is not null)`,
    ),
  ],
);

export const orderProduct = pgTable(
  "order_product",
  {
    id: identity(),
    orderPartId: foreignId("order_part_id", () => orderPart.id, { onDelete: "cascade" }),
    productId: foreignId("product_id", () => product.id),
    basketProductId: integer("basket_product_id"),
    name: text("name").notNull(),
    imageUrl: text("image_url"),
    sellPrice: integer("sell_price").notNull(),
    quantity: integer("quantity").notNull(),
    /** Units taken from product.stock for this line (the bare quantity, or the required options' quantities). */
    stockQuantity: integer("stock_quantity").notNull(),
    price: integer("price").notNull(),
    deliveryOptionsPrice: integer("delivery_options_price").notNull().default(0),
    /**
     * When the line alone was taken out of the order before shipping (an approved CANCEL claim, decision 035): its
     * stock went back then, so a later cancel of its whole part does not give it back again.
     */
    cancelledAt: at("cancelled_at"),
  },
  (t) => [
    index("order_product_part_idx").on(t.orderPartId),
    check(
      "order_product_values_valid",
      sql`${t.sellPrice} >= 0 and ${t.quantity} >= 0 and ${t.stockQuantity} >= 0 and ${t.price} >= 0 and ${t.deliveryOptionsPrice} >= 0`,
    ),
  ],
);

export const orderProductOption = pgTable(
  "order_product_option",
  {
    id: identity(),
    orderProductId: foreignId("order_product_id", () => orderProduct.id, { onDelete: "cascade" }),
    productOptionId: integer("product_option_id").references(() => productOption.id, { onDelete: "set null" }),
    groupName: text("group_name"),
    name: text("name").notNull(),
    sellPrice: integer("sell_price").notNull(),
    quantity: integer("quantity").notNull(),
    isDeliveryPrice: boolean("is_delivery_price").notNull(),
    isAddProductSellPrice: boolean("is_add_product_sell_price").notNull(),
    isRequiredByProductOptionGroup: boolean("is_required_by_product_option_group").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [
    index("order_product_option_product_idx").on(t.orderProductId),
    check("order_product_option_values_valid", sql`${t.sellPrice} >= 0 and ${t.quantity} > 0 and ${t.price} >= 0`),
  ],
);

/** A store's request that a member pay an agreed amount (custom work, a reserved fish); paid as an order. */
export const personalPayment = pgTable(
  "personal_payment",
  {
    id: identity(),
    affiliateId: foreignId("affiliate_id", () => affiliate.id),
    memberId: foreignId("member_id", () => member.id),
    title: text("title").notNull(),
    memo: text("memo").notNull().default(""),
    amount: integer("amount").notNull(),
    state: text("state").notNull().default("WAIT"),
    orderFormId: integer("order_form_id").references(() => orderForm.id, { onDelete: "set null" }),
    createDate: createDate(),
  },
  (t) => [
    index("personal_payment_member_idx").on(t.memberId, t.id.desc()),
    check("personal_payment_amount_positive", sql`${t.amount} > 0`),
    check("personal_payment_state_valid", sql`${t.state} in ('WAIT', 'PAID', 'CANCEL')`),
  ],
);
