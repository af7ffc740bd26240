/** The breeding module's background work: a record saved with values tells its owner what they say (수질 알림). */
import type { JobDefinition } from "../../jobs/job-queue.ts";
import { WATER_ALERT_JOB, type WaterAlertData, type WaterAlertNotifier } from "./water-alerts.ts";

export function breedingJobs(deps: { breedingWaterAlerts: WaterAlertNotifier }): JobDefinition<WaterAlertData>[] {
  return [
    {
      name: WATER_ALERT_JOB,
      retryLimit: 3,
      retryDelaySeconds: 10,
      run: (data) => deps.breedingWaterAlerts.notifyRecord(data),
    },
  ];
}
