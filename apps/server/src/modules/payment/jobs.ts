/** The payment module's background work (decision 024): expiry of unpaid orders and the reconciliation sweep. */
import { type JobDefinition, scheduledSweep } from "../../jobs/job-queue.ts";
import { PAYMENT_EXPIRE_JOB, PAYMENT_RECONCILE_JOB, type PaymentService } from "./service.ts";

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
