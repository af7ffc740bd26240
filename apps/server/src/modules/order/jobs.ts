/** The order module's background work: automatic buy confirmation some days after delivery. */
import type { JobDefinition } from "../../jobs/job-queue.ts";
import type { OrderService } from "./service.ts";

export const ORDER_AUTO_CONFIRM_JOB = "order.auto-confirm";

export function orderJobs(deps: { orders: OrderService }): JobDefinition[] {
  return [
    {
      name: ORDER_AUTO_CONFIRM_JOB,
      // Hourly (and at start): parts delivered AUTO_BUY_CONFIRMATION_DAYS ago become 구매 확정.
      cron: "23 * * * *",
      runAtStart: true,
      policy: "stately",
      run: async () => {
        await deps.orders.autoConfirm();
      },
    },
  ];
}
