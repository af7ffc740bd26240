/**
 * Deletes what the shared counters no longer need (docs/decisions/014): ended rate-limit windows and view windows
 * of past Seoul days. A background job (decision 018) runs it every ten minutes, once across instances.
 */
import { sql } from "drizzle-orm";
import type { JobDefinition } from "../jobs/job-queue.ts";
import { VIEW_DAY } from "../modules/shared/view-count.ts";
import type { Database } from "./client.ts";

export const SWEEP_SHARED_COUNTERS = "db.sweep-shared-counters";

export async function sweepSharedCounters(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limit_count where reset_at <= now()`);
  await db.execute(sql`delete from view_seen where day < ${VIEW_DAY}`);
}

export function sharedCounterJobs(deps: { db: Database }): JobDefinition[] {
  return [
    {
      name: SWEEP_SHARED_COUNTERS,
      cron: "*/10 * * * *",
      policy: "stately",
      run: () => sweepSharedCounters(deps.db),
    },
  ];
}
