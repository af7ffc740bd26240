/** The community's background work: a store's new notice or newsletter told to its bookmarkers, one batch per job. */
import type { JobDefinition } from "../../jobs/job-queue.ts";
import { NOTICE_FAN_OUT_JOB, type NoticeFanOutData, type StorePostService } from "./store-posts.ts";

export function communityJobs(deps: { storePosts: StorePostService }): JobDefinition<NoticeFanOutData>[] {
  return [
    {
      name: NOTICE_FAN_OUT_JOB,
      retryLimit: 5,
      retryDelaySeconds: 30,
      run: (data) => deps.storePosts.fanOut(data),
    },
  ];
}
