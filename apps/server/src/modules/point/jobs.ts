/** The points ledger's background work: saves past their expiry become EXTINCTION (decision 033). */
import { type JobDefinition, scheduledSweep } from "../../jobs/job-queue.ts";
import type { PointService } from "./service.ts";

export const POINT_EXPIRE_JOB = "point.expire";

export function pointJobs(deps: { points: PointService }): JobDefinition[] {
  // Hourly (and at start): a save expires within the hour its day ends, whichever instance runs it.
  return [scheduledSweep(POINT_EXPIRE_JOB, "7 * * * *", () => deps.points.expireDue())];
}
