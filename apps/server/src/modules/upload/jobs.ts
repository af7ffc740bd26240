/** The upload module's background work: temporary uploads (QR label sheets) go after a day, from either store. */
import { type JobDefinition, scheduledSweep } from "../../jobs/job-queue.ts";
import type { UploadService } from "./service.ts";

export const SWEEP_TEMPORARY_UPLOADS = "upload.sweep-temporary";

export function uploadJobs(deps: { uploads: Pick<UploadService, "sweepTemporary"> }): JobDefinition[] {
  // Hourly, and once at start so a restart after a long stop does not wait an hour.
  return [scheduledSweep(SWEEP_TEMPORARY_UPLOADS, "17 * * * *", () => deps.uploads.sweepTemporary())];
}
