/**
 * Liveness (GET /api/health: the app answers and the database does) and readiness for a load balancer
 * (GET /api/health/ready: the database and the job queue answer; the drain is the route's to check).
 */
import { setTimeout as delay } from "node:timers/promises";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import { unavailableReason } from "../../http/service-unavailable.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createHealthRepository } from "./repository.ts";

/**
 * A readiness probe answers within this, whatever a dependency does: a balancer's probe gives up after a few
 * seconds, and the pool waits up to 5 s for a connection.
 */
const READY_TIMEOUT_MS = 2_000;

/** Resolves when `work` does; rejects when it does or when `ms` pass first. */
async function within(work: Promise<void>, ms: number): Promise<void> {
  const timedOut = delay(ms, "timeout" as const, { ref: false });
  if ((await Promise.race([work.then(() => "done" as const), timedOut])) === "timeout") {
    work.catch(() => {}); // answered already; its late failure is not news
    throw new Error(`no answer within ${ms} ms`);
  }
}

/**
 * `work` shared by the callers that wait at the same time, each still answered by a run that began after it asked:
 * a caller arriving while a run is under way waits for the next one, which starts when that run ends and answers
 * everyone who came meanwhile. Under load the database sees one `select 1` at a time, not one per request.
 */
export function coalesced(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = () => {
    const run = work().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => {})
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}

export function createHealthService(deps: Pick<ServiceDeps, "db" | "clock" | "log" | "jobs">) {
  const repository = createHealthRepository(deps.db);
  const ping = coalesced(() => repository.ping());

  /**
   * The database's `select 1`. Liveness waits for it as the pool does, shared by the requests that wait together
   * (`coalesced`); readiness gives its own READY_TIMEOUT_MS (a timer per call: fine for a probe every few seconds, a
   * measurable cost on every liveness answer under load).
   */
  async function database(timeoutMs?: number): Promise<void> {
    try {
      await (timeoutMs ? within(repository.ping(), timeoutMs) : ping());
    } catch (error) {
      deps.log.warn({ reason: unavailableReason(error) }, "health check: database unreachable");
      throw AppError.of(ErrorCode.DATABASE_UNAVAILABLE);
    }
  }

  return {
    /** 503 DATABASE_UNAVAILABLE when the database does not answer. */
    async check() {
      await database();
      return { status: "ok" as const, database: "ok" as const, time: deps.clock.now().toISOString() };
    },

    /** 503 DATABASE_UNAVAILABLE or JOB_QUEUE_UNAVAILABLE (the queue's own pool, or it is stopping). */
    async ready() {
      const queue = within(deps.jobs.ping(), READY_TIMEOUT_MS).catch((error: unknown) => {
        deps.log.warn({ reason: unavailableReason(error) }, "readiness: job queue unreachable");
        throw AppError.of(ErrorCode.JOB_QUEUE_UNAVAILABLE);
      });
      // Both asked at once; the database's answer first, since without it nothing else works.
      const [databaseOk, queueOk] = await Promise.allSettled([database(READY_TIMEOUT_MS), queue]);
      if (databaseOk.status === "rejected") throw databaseOk.reason;
      if (queueOk.status === "rejected") throw queueOk.reason;
      return {
        status: "ready" as const,
        database: "ok" as const,
        jobs: "ok" as const,
        time: deps.clock.now().toISOString(),
      };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
