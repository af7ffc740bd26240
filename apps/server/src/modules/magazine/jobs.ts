/** The magazine's background work (decision 030): purchases whose buyer closed the window are settled or lapse. */
import { type JobDefinition, scheduledSweep } from "../../jobs/job-queue.ts";
import type { MagazineService } from "./service.ts";

/** Every minute: READY purchases asked about at the gateway, settled, or expired after the payment window. */
export const MAGAZINE_RECONCILE_JOB = "magazine.reconcile";

export function magazineJobs(deps: { magazines: MagazineService }): JobDefinition[] {
  return [scheduledSweep(MAGAZINE_RECONCILE_JOB, "* * * * *", () => deps.magazines.reconcile(), { retryLimit: 0 })];
}
