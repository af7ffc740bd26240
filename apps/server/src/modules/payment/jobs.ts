/** The payment module's background work (decision 024): expiry of unpaid orders and the reconciliation sweep. */
import { type JobDefinition, scheduledSweep } from "../../jobs/job-queue.ts";
import type { PaymentService } from "./service.ts";

/** One order's payment deadline: sent at confirmation (and again when a virtual account is issued). */
export const PAYMENT_EXPIRE_JOB = "payment.expire";
/** Every minute: pending payments synced, lapsed orders expired, due refunds retried. */
export const PAYMENT_RECONCILE_JOB = "payment.reconcile";

export function paymentJobs(deps: { payments: PaymentService }) {
  const expire: JobDefinition<{ orderFormId: number }> = {
    name: PAYMENT_EXPIRE_JOB,
    retryLimit: 10,
    retryDelaySeconds: 60,
    run: ({ orderFormId }) => deps.payments.expire(orderFormId),
  };
  return [
    expire,
    scheduledSweep(PAYMENT_RECONCILE_JOB, "* * * * *", () => deps.payments.reconcile(), { retryLimit: 0 }),
  ];
}
