/** The points ledger's background work: saves past their expiry become EXTINCTION (decision 033). */
import type { JobDefinition } from "../../jobs/job-queue.ts";
import type { PointService } from "./service.ts";

export const POINT_EXPIRE_JOB = "point.expire";

export function pointJobs(deps: { points: PointService }): JobDefinition[] {
  return [
    {
      name: POINT_EXPIRE_JOB,
      // Hourly (and at start): a save expires within the hour its day ends, whichever instance runs it.
      cron: "7 * * * *",
      runAtStart: true,
      policy: "stately",
      run: async () => {
        await deps.points.expireDue();
      },
    },
  ];
}
