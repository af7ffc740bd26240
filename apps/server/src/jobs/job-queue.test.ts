/**
 * The job queue on a real PostgreSQL: jobs run from the database, survive their sender, run once across
 * instances, are retried after a failure, and the upload sweep is one of them.
 */
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-app.ts";
import { createDatabase, type Database } from "../db/client.ts";
import { uploadJobs } from "../modules/upload/jobs.ts";
import { createLocalDiskStorage, uploadRoot } from "../modules/upload/storage.ts";
import { type JobDefinition, type JobQueue, type JobQueueOptions, startJobQueue } from "./job-queue.ts";

const silent = { warn: () => {}, error: () => {} };
const POLL = { timeout: 15_000, interval: 50 };

describe("job queue", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const queues: JobQueue[] = [];
  const start = async (jobs: JobQueueOptions["jobs"]) => {
    const queue = await startJobQueue({
      connectionString: database.url,
      jobs,
      log: silent,
      pollingIntervalSeconds: 0.5,
    });
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await database.drop();
  });

  it("runs a job sent by another instance exactly once", async () => {
    const runs: number[] = [];
    const record: JobDefinition<{ n?: number }> = {
      name: "test.record",
      run: async (data) => {
        runs.push(data.n ?? -1);
      },
    };
    // Two workers; the sender runs no job itself: only the database carries the jobs across.
    await start([record]);
    await start([record]);
    const sender = await start([]);
    for (let n = 1; n <= 5; n++) await sender.send("test.record", { n });
    await expect.poll(() => runs.length, POLL).toBe(5);
    expect([...runs].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("sends a job in the caller's transaction: a rollback leaves no job, a commit runs it", async () => {
    const db: Database = createDatabase(database.url, { max: 2 });
    try {
      const runs: string[] = [];
      const queue = await start([
        {
          name: "test.transactional",
          run: async (data: { label?: string }) => {
            runs.push(data.label ?? "");
          },
        },
      ]);
      const rolledBack = new Error("the change fails after the send");
      await expect(
        db.transaction(async (tx) => {
          await queue.send("test.transactional", { label: "rolled back" }, { tx });
          throw rolledBack;
        }),
      ).rejects.toBe(rolledBack);
      await db.transaction(async (tx) => {
        await queue.send("test.transactional", { label: "committed" }, { tx });
      });
      await expect.poll(() => runs, POLL).toEqual(["committed"]);
      // The rolled-back send never became a job: the queue's table holds only the committed one.
      const stored = await db.execute<{ label: string }>(
        sql`select data->>'label' as label from pgboss.job where name = 'test.transactional'`,
      );
      expect(stored.rows.map((row) => row.label)).toEqual(["committed"]);
    } finally {
      await db.$client.end();
    }
  });

  it("holds a job sent with startAfterSeconds until then (an order's payment deadline is not its confirmation)", async () => {
    const db: Database = createDatabase(database.url, { max: 2 });
    try {
      const runs: string[] = [];
      const queue = await start([
        {
          name: "test.later",
          run: async (data: { label?: string }) => {
            runs.push(data.label ?? "");
          },
        },
      ]);
      await queue.send("test.later", { label: "later" }, { startAfterSeconds: 1800 });
      await queue.send("test.later", { label: "now" });
      await expect.poll(() => runs, POLL).toEqual(["now"]);
      const stored = await db.execute<{ label: string; seconds: number }>(
        sql`select data->>'label' as label, extract(epoch from start_after - now())::int as seconds
            from pgboss.job where name = 'test.later' and data->>'label' = 'later'`,
      );
      expect(stored.rows[0]?.seconds).toBeGreaterThan(1700);
    } finally {
      await db.$client.end();
    }
  });

  it("retries a job that failed", async () => {
    let attempts = 0;
    const queue = await start([
      {
        name: "test.flaky",
        retryLimit: 2,
        retryDelaySeconds: 1,
        run: async () => {
          attempts++;
          if (attempts === 1) throw new Error("first attempt fails");
        },
      },
    ]);
    await queue.send("test.flaky", {}, {});
    await expect.poll(() => attempts, POLL).toBe(2);
  });

  it("sweeps temporary uploads older than a day when the queue starts", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mulmung-jobs-"));
    try {
      const dir = path.join(uploadRoot(dataDir), "temporary", "2026", "01");
      await mkdir(dir, { recursive: true });
      const old = path.join(dir, "old.png");
      const fresh = path.join(dir, "fresh.png");
      await writeFile(old, "x");
      await writeFile(fresh, "x");
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
      await utimes(old, twoDaysAgo, twoDaysAgo);
      const storage = createLocalDiskStorage(uploadRoot(dataDir));
      await start(uploadJobs({ uploads: { sweepTemporary: () => storage.sweepTemporary() } }));
      const exists = (file: string) =>
        stat(file).then(
          () => true,
          () => false,
        );
      await expect.poll(() => exists(old), POLL).toBe(false);
      expect(await exists(fresh)).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
