/** The order module's background work: automatic buy confirmation some days after delivery. */
import { type JobDefinition, scheduledSweep } from "../../jobs/job-queue.ts";
import type { OrderService } from "./service.ts";

export const ORDER_AUTO_CONFIRM_JOB = "order.auto-confirm";

export function orderJobs(deps: { orders: OrderService }): JobDefinition[] {
  // Hourly (and at start): parts delivered AUTO_BUY_CONFIRMATION_DAYS ago become 구매 확정.
  return [scheduledSweep(ORDER_AUTO_CONFIRM_JOB, "23 * * * *", () => deps.orders.autoConfirm())];
}
