/** The community's background work: a store's new notice told to its bookmarkers, one batch per job. */
import type { JobDefinition } from "../../jobs/job-queue.ts";
import type { CommunityService } from "./service.ts";

/** One batch of a notice's fan-out (`community.fanOutNotice`); the next batch's job is sent by this one. */
export const NOTICE_FAN_OUT_JOB = "community.notice-fan-out";
export interface NoticeFanOutData {
  noticeId: number;
  /** The batch starts after this member id (0 for the first). */
  afterMemberId: number;
}

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
