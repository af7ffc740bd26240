import type { PaymentMethod } from "@mulmung/domain/enums";
import { ErrorCode } from "@mulmung/domain/errors";
import { paymentDeadline } from "@mulmung/domain/order";
import { next, ORDER_FORM_MACHINE } from "@mulmung/domain/state-machines";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { StockRefusal } from "../catalog/service.ts";
import { merge, type OrderContext } from "./context.ts";
import type { OrderFormDetail, OrderFormRow } from "./repository.ts";

/**
 * Confirmation (inside the payment module's transaction): the stock for every line, the chosen coupon copies and
 * the points taken, all or nothing, and the payment deadline set.
 */
export function createConfirmation(ctx: OrderContext) {
  const { repository, clock, catalog, coupons, points, sumParts, couponPartsOf, stockOf } = ctx;

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
    const discount = await coupons.applyToOrder(
      tx,
      memberId,
      id,
      couponPartsOf(detail.parts),
      publishedCouponIds,
      detail.form.publishedCouponIds,
    );
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

  /** 품절, naming the line or option whose stock was not there. */
  function soldOut(detail: OrderFormDetail, refused: StockRefusal) {
    const line = detail.products.find((p) => p.productId === refused.productId);
    const option = detail.options.find((o) => o.productOptionId === refused.optionId);
    return AppError.of(
      ErrorCode.SOLD_OUT,
      line
        ? `'${line.name}' 상품이 품절되어 주문할 수 없습니다.`
        : option
          ? `'${option.name}' 옵션이 품절되어 주문할 수 없습니다.`
          : undefined,
    );
  }

  return {
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
      const detail = await repository.lockDetail(tx, id);
      const form = detail?.form;
      if (!detail || !form || form.memberId !== memberId) throw AppError.notFound("주문을 찾을 수 없습니다.");
      const now = clock.now();
      const confirmed = next(ORDER_FORM_MACHINE, form.state, "confirm");
      if (!confirmed.ok) throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, confirmed.message);
      if (form.expiresAt <= now) throw AppError.of(ErrorCode.ORDER_EXPIRED);
      if (!form.postalCode) throw AppError.of(ErrorCode.SHIPPING_DESTINATION_REQUIRED);
      // The stock for every line is taken by the same statement as the form's update below (all or nothing: 품절
      // throws, and the payment module's transaction rolls everything back).
      const stock = stockOf(detail);
      const taking = form.stockReserved
        ? undefined
        : catalog.stockTaking({ products: merge(stock.products), options: merge(stock.options) }, { tx });
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
      const taken = await repository.updateFormAndParts(tx, id, values, "confirm", [], taking?.statements);
      const refused = taking?.refused(taken);
      if (refused) throw soldOut(detail, refused);
      return { ...form, ...values };
    },
  };
}
