/**
 * The member module's background work: telling a provider that a social link is gone (social-revocations.ts). The
 * rows are this module's; the call itself is the oauth module's, passed in by jobs/registry.ts. A provider that is
 * down is retried with a doubling delay, for about four hours.
 */
import type { JobDefinition } from "../../jobs/job-queue.ts";
import { REVOKE_SOCIAL_JOB, REVOKE_SOCIAL_RETRIES, type RevokeSocialData } from "./social-revocations.ts";

// biome-ignore lint/suspicious/noExplicitAny: definitions carry their own data types (as job-queue.ts takes them)
export function memberJobs(deps: { revokeSocial: (revocationId: number) => Promise<void> }): JobDefinition<any>[] {
  const revoke: JobDefinition<RevokeSocialData> = {
    name: REVOKE_SOCIAL_JOB,
    retryLimit: REVOKE_SOCIAL_RETRIES,
    retryDelaySeconds: 2,
    retryBackoff: true,
    retryDelayMaxSeconds: 60 * 60,
    run: (data) => deps.revokeSocial(data.revocationId),
  };
  return [revoke];
}
