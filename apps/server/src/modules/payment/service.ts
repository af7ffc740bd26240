/**
 * Payments (decision 024). Confirmation takes the stock and opens a payment; everything after that goes through
 * ONE path, `sync(paymentId)`: ask the gateway (`getPayment`, the only judge), then apply its answer under the
 * payment row's lock (SELECT ... FOR UPDATE), idempotently. The browser's completion call, every webhook, the
 * reconciliation job and expiry all use it, in any order, any number of times. Money the gateway holds that the
 * order cannot keep (amount mismatch, stock gone, cancelled) is recorded as `refundDue` in that transaction and
 * refunded after it; a refund that fails is retried by the reconciliation job.
 */

import type { OrderListQuery } from "@mulmung/contract/order";
import { createPaymentCancels } from "./cancels.ts";
import { createCheckout } from "./checkout.ts";
import { createPaymentContext, type PaymentDeps } from "./context.ts";
import { createRefundQueue } from "./refund-queue.ts";
import { createPaymentFlow } from "./sync.ts";

export { PAYMENT_EXPIRE_JOB, PAYMENT_RECONCILE_JOB } from "./context.ts";

/**
 * The payment service: checkout (checkout.ts), the one settling path (sync.ts), cancels and refunds (cancels.ts)
 * over one context (context.ts). The payment module owns payment rows only; orders are the order service's.
 */
export function createPaymentService(deps: PaymentDeps) {
  const ctx = createPaymentContext(deps);
  const flow = createPaymentFlow(ctx);
  const { orders, viewOf, viewsOf } = ctx;
  return {
    sync: flow.sync,
    expire: flow.expire,
    viewOf,

    async order(memberId: number, id: number) {
      return orders.get(memberId, id, viewOf);
    },

    async orders(memberId: number, query: OrderListQuery) {
      return orders.list(memberId, query, viewsOf);
    },

    async setShippingDestination(memberId: number, id: number, shippingDestinationId: number) {
      await orders.setShippingDestination(memberId, id, shippingDestinationId);
      return orders.get(memberId, id, viewOf);
    },

    async buyConfirmation(memberId: number, id: number, partIds: number[] | undefined) {
      await orders.buyConfirmation(memberId, id, partIds);
      return orders.get(memberId, id, viewOf);
    },

    ...createCheckout(ctx, flow),
    ...createPaymentCancels(ctx, flow),
    ...createRefundQueue(ctx, flow),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
