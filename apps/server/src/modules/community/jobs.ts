/** The community's background work: a store's new notice told to its bookmarkers, one batch per job. */
import type { JobDefinition } from "../../jobs/job-queue.ts";
import { type CommunityService, NOTICE_FAN_OUT_JOB, type NoticeFanOutData } from "./service.ts";

export function communityJobs(deps: { community: CommunityService }): JobDefinition<NoticeFanOutData>[] {
  return [
    {
      name: NOTICE_FAN_OUT_JOB,
      retryLimit: 5,
      retryDelaySeconds: 30,
      run: (data) => deps.community.fanOutNotice(data),
    },
  ];
}
