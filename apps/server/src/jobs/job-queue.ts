/**
 * Work that must happen later or on a schedule (sweeps, expiry, retries, notifications) runs on pg-boss: a queue
 * kept in PostgreSQL, so a job survives a restart, and with several app instances each job runs exactly once
 * (workers claim rows with SKIP LOCKED). Never a timer in memory: a timer dies with its process and runs once
 * per instance. Modules describe their jobs as `JobDefinition`s; `jobs/registry.ts` lists them in one place.
 */
import { PgBoss } from "pg-boss";

export interface JobDefinition<Data extends object = Record<string, never>> {
  /** Queue name, `<module>.<what>`: `upload.sweep-temporary`. */
  name: string;
  /** A cron expression (UTC) to run it on a schedule, once across all instances. */
  cron?: string;
  /** Also send one run when the queue starts (e.g. a sweep that should not wait for its first hour). */
  runAtStart?: boolean;
  /** Retries after a failure before the job is marked failed (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 30). */
  retryDelaySeconds?: number;
  /**
   * `stately`: at most one job waiting and one running, further sends are dropped. Right for idempotent
   * housekeeping that several instances may ask for at once (a sweep at every start). Default `standard`.
   */
  policy?: "standard" | "stately";
  run: (data: Data) => Promise<void>;
}

export interface JobQueue {
  /** Sends a job; `singletonKey` makes a second send with the same key a no-op while the first is queued. */
  send(name: string, data?: object, options?: { startAfterSeconds?: number; singletonKey?: string }): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  connectionString: string;
  // biome-ignore lint/suspicious/noExplicitAny: definitions carry their own data types
  jobs: JobDefinition<any>[];
  log: { warn: (object: object, message: string) => void; error: (object: object, message: string) => void };
  /** Seconds between polls for new jobs (pg-boss's minimum is 0.5; tests use it). */
  pollingIntervalSeconds?: number;
}

export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: "pgboss",
    application_name: "mulmung-jobs",
    // A few connections are plenty for housekeeping; the app's own pool serves requests.
    max: 3,
  });
  boss.on("error", (error: unknown) => options.log.error({ err: error }, "작업 큐 오류"));
  await boss.start();
  for (const job of options.jobs) {
    await boss.createQueue(job.name, {
      policy: job.policy ?? "standard",
      retryLimit: job.retryLimit ?? 2,
      retryDelay: job.retryDelaySeconds ?? 30,
    });
    await boss.work<object>(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async (batch) => {
        for (const item of batch) {
          try {
            await job.run(item.data);
          } catch (error) {
            // pg-boss keeps the failure on the job and retries it; the log says which job failed.
            options.log.warn({ err: error, job: job.name, jobId: item.id }, "작업 실패");
            throw error;
          }
        }
      },
    );
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
    else await boss.unschedule(job.name);
    if (job.runAtStart) await boss.send(job.name, {});
  }
  return {
    async send(name, data = {}, sendOptions = {}) {
      await boss.send(name, data, sendOptions);
    },
    async stop() {
      // Within main.ts's 15 s shutdown budget, beside closing the app and PostgreSQL (after an outage pg-boss's
      // own pool can take long to drain): a job cut short is retried by the next instance.
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}
