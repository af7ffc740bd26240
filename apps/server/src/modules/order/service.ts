/**
 * Orders (decision 023): order forms priced from the database, per-store parts, stock taken at confirmation and
 * given back on expiry or cancel, the buyer's lists and the store's steps. The payment module drives the payment
 * states through `confirm`, `markPaid`, `markUnpaid` and `cancelParts`, each inside its transaction.
 */
import { createCancellation } from "./cancellation.ts";
import { createCompletion } from "./completion.ts";
import { createConfirmation } from "./confirmation.ts";
import { createOrderContext, type OrderDeps } from "./context.ts";
import { createOrderForms } from "./forms.ts";
import { createFulfilment } from "./fulfilment.ts";
import { createPersonalPayments } from "./personal-payments.ts";
import { createOrderTank } from "./tank.ts";

/** Types other modules take from the order module: what holds a buy confirmation, and an order form's row. */
export type { ConfirmationHold } from "./confirmation-hold.ts";
export { NO_PAYMENT, type OrderLineInput, type PaymentView, payableAmount } from "./context.ts";
export type { OrderFormRow } from "./repository.ts";

/**
 * The order service, one part per job (issue 24): forms and reads (forms.ts), confirmation, payment completion and
 * lapse (completion.ts), cancellation and refunds, fulfilment (the store's steps and purchase confirmation) and
 * personal payments, "내 수조에 추가" (tank.ts), over one shared context (context.ts). Other modules see this one object.
 */
export function createOrderService(deps: OrderDeps) {
  const ctx = createOrderContext(deps);
  return {
    ...createOrderForms(ctx),
    ...createConfirmation(ctx),
    ...createCompletion(ctx),
    ...createCancellation(ctx),
    ...createFulfilment(ctx),
    ...createPersonalPayments(ctx),
    ...createOrderTank(ctx),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
