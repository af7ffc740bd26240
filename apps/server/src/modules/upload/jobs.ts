/** The upload module's background work: temporary uploads (QR label sheets) go after a day. */
import { type JobDefinition, scheduledSweep } from "../../jobs/job-queue.ts";
import { sweepTemporaryUploads, uploadRoot } from "./storage.ts";

export const SWEEP_TEMPORARY_UPLOADS = "upload.sweep-temporary";

export function uploadJobs(deps: { dataDir: string }): JobDefinition[] {
  // Hourly, and once at start so a restart after a long stop does not wait an hour.
  return [scheduledSweep(SWEEP_TEMPORARY_UPLOADS, "17 * * * *", () => sweepTemporaryUploads(uploadRoot(deps.dataDir)))];
}
