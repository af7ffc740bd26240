import type { AffiliateOrder, OrderForm, OrderLineTank, OrderPart, OrderShipping } from "@mulmung/contract/order";
import { amountUntilFreeDelivery } from "@mulmung/domain/basket";
import { extraDeliveryArea } from "@mulmung/domain/delivery";
import type { PaymentMethod } from "@mulmung/domain/enums";
import { canCancelPart, canConfirmPart, orderHeadline } from "@mulmung/domain/order";
import { ORDER_STATUS_LABEL, orderStatus } from "@mulmung/domain/order-status";
import { iso, type PaymentView, payableAmount } from "./context.ts";
import type { OrderFormDetail, OrderFormRow, OrderPartRow, OrderProductRow } from "./repository.ts";
import { tankRoom } from "./tank.ts";
import type { LineTankRow } from "./tank-repository.ts";

// The buyer's and the store's views of an order, from its rows and what the payment module says of it.

/** The buyer's live-fish lines by order line (tank-repository.ts); absent on the store's and operators' views. */
export type LineTanks = ReadonlyMap<number, LineTankRow>;

export function toPart(
  part: OrderPartRow,
  detail: OrderFormDetail,
  held?: ReadonlySet<number>,
  tanks?: LineTanks,
): OrderPart {
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
      tank: lineTankOf(p, part, tanks?.get(p.id)),
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

function lineTankOf(line: OrderProductRow, part: OrderPartRow, row: LineTankRow | undefined): OrderLineTank | null {
  if (!row) return null;
  const { left } = tankRoom(line, part, row);
  return { speciesId: row.speciesId, speciesName: row.speciesName, added: row.added, addable: left };
}

/** A part as its store sees it: with the order it belongs to and who bought it. */
export function toAffiliateOrder(
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

export function toShipping(form: OrderFormRow): OrderShipping | null {
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

export function toForm(
  detail: OrderFormDetail,
  payment: PaymentView,
  presets: string[],
  couponChoices: OrderForm["couponChoices"] = null,
  held?: ReadonlySet<number>,
  tanks?: LineTanks,
): OrderForm {
  const { form } = detail;
  const parts = detail.parts.map((part) => toPart(part, detail, held, tanks));
  const method = form.payMethod as PaymentMethod | null;
  return {
    id: form.id,
    orderNumber: form.orderNumber,
    orderState: form.state,
    ...orderHeadline(form.state, parts, method),
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
