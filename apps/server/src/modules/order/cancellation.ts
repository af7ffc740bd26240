import { ErrorCode } from "@mulmung/domain/errors";
import { refundShares } from "@mulmung/domain/money";
import { canCancelPart } from "@mulmung/domain/order";
import { next, ORDER_FORM_MACHINE, PART_MACHINE, partKey, partOf } from "@mulmung/domain/state-machines";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { merge, type OrderContext, payableAmount } from "./context.ts";
import type { OrderPartRow } from "./repository.ts";

/**
 * Cancellation and refunds: parts cancelled before shipping (stock, coupons and the points share back; the cash
 * share refunded by the payment module), one line cancelled by a claim, a claim's refund recorded on its part.
 */
export function createCancellation(ctx: OrderContext) {
  const { repository, clock, catalog, coupons, points, stockOf } = ctx;
  return {
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
        // Every target passed canCancelPart above; the part table also says where it goes.
        const cancel = next(PART_MACHINE, partKey(part.state, part.deliveryState), "cancel");
        if (!cancel.ok) throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, cancel.message);
        await repository.updatePart(tx, part.id, {
          state: partOf(cancel.to).orderState,
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
  };
}
