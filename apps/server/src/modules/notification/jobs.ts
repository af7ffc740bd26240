/** The notification module's background work: each web push is a job, retried when the push service fails; the
 * operators' messages held over the night are sent by a minute sweep once their morning has come. */
import { type JobDefinition, scheduledSweep } from "../../jobs/job-queue.ts";
import { DELIVER_MORNING_JOB, type NotificationService, SEND_PUSH_JOB, type SendPushData } from "./service.ts";

// biome-ignore lint/suspicious/noExplicitAny: definitions carry their own data types (as job-queue.ts takes them)
export function notificationJobs(deps: { notifications: NotificationService }): JobDefinition<any>[] {
  const push: JobDefinition<SendPushData> = {
    name: SEND_PUSH_JOB,
    retryLimit: 5,
    retryDelaySeconds: 2,
    run: (data) => deps.notifications.sendPush(data),
  };
  return [
    push,
    // Advertising held over the night (정보통신망법 제50조) goes out from 08:00 Seoul, once.
    scheduledSweep(DELIVER_MORNING_JOB, "* * * * *", () => deps.notifications.deliverMornings(), { retryLimit: 0 }),
  ];
}
