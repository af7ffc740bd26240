/** The notification module's background work: each web push is a job, retried when the push service fails. */
import type { JobDefinition } from "../../jobs/job-queue.ts";
import {
  DELIVER_MORNING_JOB,
  type DeliverMorningData,
  type NotificationService,
  SEND_PUSH_JOB,
  type SendPushData,
} from "./service.ts";

export function notificationJobs(deps: {
  notifications: NotificationService;
}): (JobDefinition<SendPushData> | JobDefinition<DeliverMorningData>)[] {
  return [
    {
      name: SEND_PUSH_JOB,
      retryLimit: 5,
      retryDelaySeconds: 2,
      run: (data: SendPushData) => deps.notifications.sendPush(data),
    } satisfies JobDefinition<SendPushData>,
    {
      // An operator's ad that waits out the night (정보통신망법 제50조): delivered once at 08:00 Seoul.
      name: DELIVER_MORNING_JOB,
      retryLimit: 10,
      retryDelaySeconds: 30,
      run: (data: DeliverMorningData) => deps.notifications.deliverMorning(data),
    } satisfies JobDefinition<DeliverMorningData>,
  ];
}
