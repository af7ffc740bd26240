/** Every module's background jobs, listed here in one place (as modules/routes.ts lists their routes). */
import type { Config } from "../config/env.ts";
import type { Database } from "../db/client.ts";
import { sharedCounterJobs } from "../db/sweep.ts";
import { breedingJobs } from "../modules/breeding/jobs.ts";
import { claimJobs } from "../modules/claim/jobs.ts";
import { communityJobs } from "../modules/community/jobs.ts";
import { magazineJobs } from "../modules/magazine/jobs.ts";
import { memberJobs } from "../modules/member/jobs.ts";
import { notificationJobs } from "../modules/notification/jobs.ts";
import { orderJobs } from "../modules/order/jobs.ts";
import { paymentJobs } from "../modules/payment/jobs.ts";
import { pointJobs } from "../modules/point/jobs.ts";
import type { Services } from "../modules/services.ts";
import { uploadJobs } from "../modules/upload/jobs.ts";
import type { JobDefinition } from "./job-queue.ts";

export function appJobs(deps: {
  config: Pick<Config, "dataDir">;
  db: Database;
  services: Services;
  // biome-ignore lint/suspicious/noExplicitAny: each definition carries its own data type
}): JobDefinition<any>[] {
  return [
    ...uploadJobs(deps.services),
    ...sharedCounterJobs({ db: deps.db }),
    ...orderJobs(deps.services),
    ...paymentJobs(deps.services),
    ...claimJobs(deps.services),
    ...magazineJobs(deps.services),
    ...communityJobs(deps.services),
    ...breedingJobs(deps.services),
    ...pointJobs(deps.services),
    ...notificationJobs({ notifications: deps.services.notifications }),
    // The revocation rows are the member module's; the call to the provider is the oauth module's.
    ...memberJobs({ revokeSocial: (revocationId) => deps.services.oauth.revoke(revocationId) }),
  ];
}
