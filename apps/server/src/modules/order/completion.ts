import { ErrorCode } from "@mulmung/domain/errors";
import type { LatePaymentRefusal } from "@mulmung/domain/order";
import { moves, next, ORDER_FORM_MACHINE, PART_MACHINE, partKey, partOf } from "@mulmung/domain/state-machines";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { merge, type OrderContext } from "./context.ts";
import type { OrderFormDetail, OrderFormRow } from "./repository.ts";

/**
 * Payment completion and lapse (payment module, under the payment's lock): paid; a late payment takes back what the
 * lapse gave back or is refused with its cause; unpaid, with everything given back.
 */
export function createCompletion(ctx: OrderContext) {
  const { repository, clock, catalog, coupons, points, couponPartsOf, stockOf } = ctx;

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
            .applyToOrder(sp, form.memberId, form.id, couponPartsOf(detail.parts), form.publishedCouponIds, [])
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
    /**
     * The money arrived (payment module, under the payment's lock). Waiting → paid. An order that lapsed meanwhile
     * (its stock, points and coupon copies went back) takes all of them again or none (`retakeLapsed`); when it
     * cannot, `ok: false` says why and the payment module refunds the whole payment.
     */
    async markPaid(
      tx: Transaction,
      id: number,
    ): Promise<{ ok: true; changed: boolean; form?: OrderFormRow } | { ok: false; reason: LatePaymentRefusal }> {
      const detail = await repository.lockDetail(tx, id);
      if (!detail) return { ok: false, reason: "cancelled" };
      const { form } = detail;
      if (form.paidAt) return { ok: true, changed: false };
      const paid = next(ORDER_FORM_MACHINE, form.state, "pay");
      if (!paid.ok) return { ok: false, reason: "cancelled" };
      if (paid.guard === "retakeLapsed") {
        const refused = await retakeLapsed(tx, detail);
        if (refused) return { ok: false, reason: refused };
      }
      const now = clock.now();
      // The form, its parts and the products' sales volume in one statement.
      await repository.updateFormAndParts(tx, id, { state: paid.to, stockReserved: true, paidAt: now }, "pay", [
        catalog.salesVolumeUpdate(merge(stockOf(detail).products), { tx }),
      ]);
      if (form.source === "PERSONAL") await repository.markPersonalPaymentPaid(tx, id);
      return { ok: true, changed: true, form: { ...form, state: paid.to, stockReserved: true, paidAt: now } };
    },

    /**
     * A virtual account was issued with its own deadline (payment module, under the payment's lock): an order still
     * waiting for the money waits until then (the reconciliation sweep lapses it after that).
     */
    async extendDeadline(tx: Transaction, id: number, dueDate: Date): Promise<void> {
      const form = await repository.lockForm(tx, id);
      if (!form || !moves(ORDER_FORM_MACHINE, form.state, "lapse")) return;
      await repository.updateForm(tx, id, { expiresAt: dueDate });
    },

    /** Forms whose payment deadline passed while they still wait (the reconciliation job expires them). */
    expiredWaiting: (now: Date, limit: number) => repository.findExpiredWaiting(now, limit),

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

    /**
     * The deadline passed without money (or the buyer gave up): UNPAID, stock, coupons and points given back. With
     * `dueBy`, only when the form's deadline is not after it (the expiry job: a deadline moved since it was set).
     */
    async markUnpaid(tx: Transaction, id: number, options: { dueBy?: Date } = {}): Promise<boolean> {
      const form = await repository.lockForm(tx, id);
      const lapsed = form ? next(ORDER_FORM_MACHINE, form.state, "lapse") : undefined;
      if (!form || !lapsed?.ok) return false;
      if (options.dueBy && form.expiresAt > options.dueBy) return false;
      const detail = await repository.findDetail(id, tx);
      if (!detail) return false;
      if (form.stockReserved) {
        const stock = stockOf(detail);
        await catalog.returnStock({ products: merge(stock.products), options: merge(stock.options) }, { tx });
      }
      await coupons.releaseForOrder(tx, id);
      await points.returnUse(tx, { orderFormId: id });
      await repository.updateFormAndParts(tx, id, { state: lapsed.to, stockReserved: false }, "lapse");
      return true;
    },
  };
}
