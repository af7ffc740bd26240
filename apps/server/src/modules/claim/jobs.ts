/** The claim module's background work (decision 035): approved refunds followed until the gateway took them. */
import { type JobDefinition, scheduledSweep } from "../../jobs/job-queue.ts";
import type { ClaimService } from "./service.ts";

export const CLAIM_SETTLE_JOB = "claim.settle-refunds";

export function claimJobs(deps: { claims: ClaimService }): JobDefinition[] {
  // Every minute (and at start): an approved refund the gateway could not take at once is retried through the
  // payment module's refund path, and the claim becomes REFUNDED once nothing is left owed.
  return [scheduledSweep(CLAIM_SETTLE_JOB, "* * * * *", () => deps.claims.settleApproved(), { retryLimit: 0 })];
}
