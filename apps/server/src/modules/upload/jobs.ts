/** The upload module's background work: temporary uploads (QR label sheets) go after a day. */
import type { JobDefinition } from "../../jobs/job-queue.ts";
import { sweepTemporaryUploads, uploadRoot } from "./storage.ts";

export const SWEEP_TEMPORARY_UPLOADS = "upload.sweep-temporary";

export function uploadJobs(deps: { dataDir: string }): JobDefinition[] {
  return [
    {
      name: SWEEP_TEMPORARY_UPLOADS,
      // Hourly, and once at start so a restart after a long stop does not wait an hour.
      cron: "17 * * * *",
      runAtStart: true,
      policy: "stately",
      run: async () => {
        await sweepTemporaryUploads(uploadRoot(deps.dataDir));
      },
    },
  ];
}
