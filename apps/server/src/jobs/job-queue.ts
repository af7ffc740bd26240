/**
 * Work that must happen later or on a schedule (sweeps, expiry, retries, notifications) runs on pg-boss: a queue
 * kept in PostgreSQL, so a job survives a restart, and with several app instances each job runs exactly once
 * (workers claim rows with SKIP LOCKED). Never a timer in memory: a timer dies with its process and runs once
 * per instance. Modules describe their jobs as `JobDefinition`s; `jobs/registry.ts` lists them in one place.
 */
import { sql } from "drizzle-orm";
import { fromDrizzle, PgBoss } from "pg-boss";
import type { Transaction } from "../db/client.ts";

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
  /** Double the delay at every retry (with jitter, pg-boss's `retryBackoff`), up to `retryDelayMaxSeconds`. */
  retryBackoff?: boolean;
  retryDelayMaxSeconds?: number;
  /**
   * `stately`: at most one job waiting and one running, further sends are dropped. Right for idempotent
   * housekeeping that several instances may ask for at once (a sweep at every start). Default `standard`.
   */
  policy?: "standard" | "stately";
  /** The work; what it answers is ignored, a throw is a failure (retried up to `retryLimit`). */
  run: (data: Data) => Promise<unknown>;
}

/**
 * A scheduled sweep: idempotent housekeeping on a cron (UTC), and once when the queue starts so a restart after a
 * long stop does not wait for the next tick; `stately`, since every instance asks for it at its start.
 */
export function scheduledSweep(
  name: string,
  cron: string,
  run: () => Promise<unknown>,
  options: Pick<JobDefinition, "retryLimit"> = {},
): JobDefinition {
  return {
    name,
    cron,
    runAtStart: true,
    policy: "stately",
    ...options,
    run,
  };
}

export interface JobSendOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
  /** A second send with the same key is a no-op while the first is queued. */
  singletonKey?: string;
  /**
   * Send inside this transaction: the job exists only if the transaction commits (an order and its expiry job,
   * a comment and its notification job). Without it the job is sent on its own.
   */
  tx?: Transaction;
}

/** What services get (as `deps.jobs`): they send jobs; only main.ts runs workers. */
export interface JobSender {
  send(name: string, data?: object, options?: JobSendOptions): Promise<void>;
  /** Throws unless the queue's own connections reach PostgreSQL and it is not stopping (readiness). */
  ping(): Promise<void>;
}

/** A queue's jobs by state, counted when asked. */
export interface QueueCounts {
  name: string;
  /** Waiting: ready now, deferred to a later start, or waiting for a retry. */
  queued: number;
  active: number;
  /** Failed for good (retries used up), kept until pg-boss deletes them (7 days). */
  failed: number;
}

/**
 * Every queue's live jobs, counted from the job table: pg-boss's own counts (`getQueues`) are as old as its last
 * monitor pass, up to a minute. Its index on (name, state, …) covers exactly these states, so this stays cheap
 * however many finished jobs the table keeps. pg-boss's own queues (`__pgboss__send-it`, its schedules) are left out.
 */
const QUEUE_COUNTS = `
  select q.name,
    count(j.id) filter (where j.state < 'active')::int as queued,
    count(j.id) filter (where j.state = 'active')::int as active,
    count(j.id) filter (where j.state = 'failed')::int as failed
  from pgboss.queue q
  left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
  where not starts_with(q.name, '__pgboss__')
  group by q.name
  order by q.name`;

export interface JobQueue extends JobSender {
  /** Starts workers and schedules for these definitions (main.ts, after listening; tests that run jobs). */
  // biome-ignore lint/suspicious/noExplicitAny: definitions carry their own data types
  work(jobs: JobDefinition<any>[], options?: { pollingIntervalSeconds?: number }): Promise<void>;
  stop(): Promise<void>;
  /** Every queue's counts (GET /metrics samples them). */
  counts(): Promise<QueueCounts[]>;
}

export interface JobQueueOptions {
  connectionString: string;
  // biome-ignore lint/suspicious/noExplicitAny: definitions carry their own data types
  jobs: JobDefinition<any>[];
  log: JobLog;
  /** Seconds between polls for new jobs (pg-boss's minimum is 0.5; tests use it). */
  pollingIntervalSeconds?: number;
}

type JobLog = { warn: (object: object, message: string) => void; error: (object: object, message: string) => void };

/**
 * Opens the queue without workers: enough to send jobs (every app instance, every test app). Queues are created
 * on first send or on `work`, whichever comes first.
 */
export async function openJobQueue(options: {
  connectionString: string;
  log: JobLog;
  /** Whether this queue will run workers: only then does it supervise (expiry, retries) and run schedules. */
  runsWorkers: boolean;
  /** Told of every failed run of a job, by queue (the metrics' failure counter). */
  onFailure?: (name: string) => void;
}): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: "pgboss",
    application_name: "mulmung-jobs",
    // A few connections are plenty for housekeeping; the app's own pool serves requests.
    max: 3,
    supervise: options.runsWorkers,
    schedule: options.runsWorkers,
  });
  boss.on("error", (error: unknown) => options.log.error({ err: error }, "작업 큐 오류"));
  await boss.start();
  const created = new Set<string>();
  let stopping: Promise<void> | undefined;
  const ensureQueue = async (name: string, job?: JobDefinition<object>) => {
    if (created.has(name)) return;
    const retries = {
      retryLimit: job?.retryLimit ?? 2,
      retryDelay: job?.retryDelaySeconds ?? 30,
      ...(job?.retryBackoff ? { retryBackoff: true } : {}),
      ...(job?.retryDelayMaxSeconds !== undefined ? { retryDelayMax: job.retryDelayMaxSeconds } : {}),
    };
    if (await boss.getQueue(name)) {
      if (job) await boss.updateQueue(name, retries);
    } else {
      await boss.createQueue(name, { policy: job?.policy ?? "standard", ...retries });
    }
    created.add(name);
  };

  return {
    async send(name, data = {}, { tx, startAfterSeconds, singletonKey } = {}) {
      await ensureQueue(name);
      // pg-boss names the delay `startAfter` (seconds); an unknown option would be ignored and the job run at once.
      await boss.send(name, data, {
        ...(startAfterSeconds !== undefined ? { startAfter: startAfterSeconds } : {}),
        ...(singletonKey !== undefined ? { singletonKey } : {}),
        ...(tx ? { db: fromDrizzle(tx, sql) } : {}),
      });
    },

    async work(jobs, workOptions = {}) {
      if (!options.runsWorkers) throw new Error("openJobQueue({ runsWorkers: false }) cannot run workers");
      for (const job of jobs) {
        await ensureQueue(job.name, job);
        await boss.work<object>(
          job.name,
          { pollingIntervalSeconds: workOptions.pollingIntervalSeconds ?? 2 },
          async (batch) => {
            for (const item of batch) {
              try {
                await job.run(item.data);
              } catch (error) {
                // pg-boss keeps the failure on the job and retries it; the log says which job failed.
                options.log.warn({ err: error, job: job.name, jobId: item.id }, "작업 실패");
                options.onFailure?.(job.name);
                throw error;
              }
            }
          },
        );
        if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
        else await boss.unschedule(job.name);
        if (job.runAtStart) await boss.send(job.name, {});
      }
    },

    async ping() {
      if (stopping) throw new Error("the job queue is stopping");
      await boss.getDb().executeSql("select 1");
    },

    async counts() {
      const { rows } = await boss.getDb().executeSql(QUEUE_COUNTS);
      return rows as QueueCounts[];
    },

    stop() {
      // Within main.ts's 15 s shutdown budget, beside closing the app and PostgreSQL (after an outage pg-boss's
      // own pool can take long to drain): a job cut short is retried by the next instance. One stop, however
      // many callers (main.ts starts it beside the app's close, whose hook waits for the same one).
      stopping ??= boss.stop({ graceful: true, timeout: 5_000 });
      return stopping;
    },
  };
}

/** Opens the queue and starts workers for `jobs` at once. */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const queue = await openJobQueue({ ...options, runsWorkers: true });
  await queue.work(options.jobs, { pollingIntervalSeconds: options.pollingIntervalSeconds });
  return queue;
}
