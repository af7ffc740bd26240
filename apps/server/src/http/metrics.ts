/**
 * Prometheus metrics at GET /metrics (decision 054), with `prom-client`: request durations by route pattern, method
 * and status class (one histogram observation per request, in an onResponse hook), the database pool, the job
 * queues (sampled when scraped, never per request), job failures, payment outcomes, and the process's own figures.
 * Only addresses METRICS_ALLOW names may read them; everyone else gets the 404 of an unknown path.
 */
import type { FastifyBaseLogger, FastifyInstance, onResponseHookHandler } from "fastify";
import type pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Registry } from "prom-client";
import { addressMatcher } from "../config/address-list.ts";
import { METRICS_ALLOW_DEFAULT } from "../config/operations.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { replyApiNotFound } from "./error-handler.ts";
import { isUntrustedForward } from "./loopback.ts";
import { createRequestTimings, type RouteTimer } from "./request-timings.ts";

/** What services may count (ServiceDeps.metrics). */
export interface ServiceMetrics {
  /** A payment moved into an outcome state (PAID, FAILED, CANCELLED, ...); called once its transaction committed. */
  paymentOutcome(status: string): void;
}

export interface AppMetrics extends ServiceMetrics {
  /** A run of a job failed (counted per queue; pg-boss retries it or marks it failed). */
  jobFailed(queue: string): void;
  /** From now on each scrape samples these queues' counts. */
  sampleQueues(queue: Pick<JobQueue, "counts">): void;
  /** The duration timer of one route pattern (its onResponse hook calls it). */
  routeTimer(route: string): RouteTimer;
  /** The exposition text and its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

/**
 * The process's own figures (CPU, memory, event loop, GC) are the process's, not an app's: registered once per
 * process (tests build many apps in one), and served beside each app's.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(sources: { pool: pg.Pool; draining: () => boolean; log: FastifyBaseLogger }): AppMetrics {
  const registry = new Registry();
  let queues: Pick<JobQueue, "counts"> | undefined;

  const durations = createRequestTimings(
    "mulmung_http_request_duration_seconds",
    "Time from a request's arrival to its answer, by route pattern, method and status class.",
  );
  registry.registerMetric(durations.metric);
  new Gauge({
    name: "mulmung_db_pool_connections",
    help: "The app's PostgreSQL pool: connections running a query (in_use) and open but free (idle).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const { totalCount, idleCount } = sources.pool;
      this.set({ state: "in_use" }, totalCount - idleCount);
      this.set({ state: "idle" }, idleCount);
    },
  });
  new Gauge({
    name: "mulmung_db_pool_waiting",
    help: "Queries waiting for a connection of the app's PostgreSQL pool.",
    registers: [registry],
    collect() {
      this.set(sources.pool.waitingCount);
    },
  });
  new Gauge({
    name: "mulmung_job_queue_jobs",
    help: "Jobs per queue and state (queued: waiting, deferred or to be retried; failed: retries used up), when scraped.",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!queues) return;
      try {
        for (const queue of await queues.counts()) {
          this.set({ queue: queue.name, state: "queued" }, queue.queued);
          this.set({ queue: queue.name, state: "active" }, queue.active);
          this.set({ queue: queue.name, state: "failed" }, queue.failed);
        }
      } catch (error) {
        // The database is gone: the other figures still answer; readiness says why.
        sources.log.warn({ err: error }, "metrics: job queue counts unavailable");
      }
    },
  });
  const jobFailures = new Counter({
    name: "mulmung_job_failures_total",
    help: "Failed runs of jobs by queue, retried ones included.",
    labelNames: ["queue"] as const,
    registers: [registry],
  });
  const paymentOutcomes = new Counter({
    name: "mulmung_payment_outcomes_total",
    help: "Payments that moved into an outcome state (PAID, FAILED, CANCELLED, PARTIAL_CANCELLED, MISMATCH).",
    labelNames: ["status"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "mulmung_draining",
    help: "1 from SIGTERM on: readiness answers 503 and the instance is about to stop.",
    registers: [registry],
    collect() {
      this.set(sources.draining() ? 1 : 0);
    },
  });

  // Merging copies the metrics registered so far: the app's are all there now.
  const served = Registry.merge([processMetrics(), registry]);
  return {
    paymentOutcome: (status) => paymentOutcomes.inc({ status }),
    jobFailed: (queue) => jobFailures.inc({ queue }),
    sampleQueues(queue) {
      queues = queue;
    },
    routeTimer: (route) => durations.route(route),
    async scrape() {
      return { contentType: served.contentType, body: await served.metrics() };
    },
  };
}

/**
 * The timing hooks and GET /metrics, on the root instance before any plugin, so every route is timed: each route gets
 * its own onResponse hook as it is added, which knows its pattern (reading `request.routeOptions` per request would
 * build an object each time). Who may read: `request.ip` in
 * METRICS_ALLOW (unset: loopback). It is the client's address as TRUST_PROXY decides it; without TRUST_PROXY a
 * forwarded request (X-Forwarded-For, Forwarded, X-Real-IP) is refused, since its address is the proxy's, not the
 * asker's (the same notion as the stand-ins' doors, http/loopback.ts).
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, allow?: readonly string[]): void {
  const allowed = addressMatcher(allow ?? METRICS_ALLOW_DEFAULT);
  app.addHook("onRoute", (route) => {
    const time = metrics.routeTimer(route.url);
    // A callback hook: no promise per request.
    const hook: onResponseHookHandler = (request, reply, done) => {
      time(request.method, reply.statusCode, reply.elapsedTime);
      done();
    };
    route.onResponse = route.onResponse ? [route.onResponse, hook].flat() : hook;
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.ip) || isUntrustedForward(request)) return replyApiNotFound(request, reply);
    const { contentType, body } = await metrics.scrape();
    return reply.header("content-type", contentType).header("cache-control", "no-store").send(body);
  });
}
