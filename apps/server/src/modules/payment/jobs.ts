/** The payment module's background work (decision 024): expiry of unpaid orders and the reconciliation sweep. */
import type { JobDefinition } from "../../jobs/job-queue.ts";
import { PAYMENT_EXPIRE_JOB, PAYMENT_RECONCILE_JOB, type PaymentService } from "./service.ts";

export function paymentJobs(deps: { payments: PaymentService }): JobDefinition<{ orderFormId: number }>[] {
  return [
    {
      name: PAYMENT_EXPIRE_JOB,
      retryLimit: 10,
      retryDelaySeconds: 60,
      run: async ({ orderFormId }) => {
        await deps.payments.expire(orderFormId);
      },
    },
    {
      name: PAYMENT_RECONCILE_JOB,
      cron: "* * * * *",
      runAtStart: true,
      policy: "stately",
      retryLimit: 0,
      run: async () => {
        await deps.payments.reconcile();
      },
    },
  ];
}
