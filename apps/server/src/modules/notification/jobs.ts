/** The notification module's background work: each web push is a job, retried when the push service fails. */
import type { JobDefinition } from "../../jobs/job-queue.ts";
import { type NotificationService, SEND_PUSH_JOB, type SendPushData } from "./service.ts";

export function notificationJobs(deps: { notifications: NotificationService }): JobDefinition<SendPushData>[] {
  return [
    {
      name: SEND_PUSH_JOB,
      retryLimit: 5,
      retryDelaySeconds: 2,
      run: (data) => deps.notifications.sendPush(data),
    },
  ];
}
