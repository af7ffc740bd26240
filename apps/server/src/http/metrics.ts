/**
 * Prometheus metrics at GET /metrics (decision 054), with `prom-client`: request durations by route pattern, method
 * and status class (one histogram observation per request, in an onResponse hook), the database pool, the job
 * queues (sampled when scraped, never per request), job failures, payment outcomes, and the process's own figures.
 * Only addresses METRICS_ALLOW names may read them; everyone else gets the 404 of an unknown path.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { addressMatcher } from "../config/address-list.ts";
import { METRICS_ALLOW_DEFAULT } from "../config/operations.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { replyApiNotFound } from "./error-handler.ts";
import { isUntrustedForward } from "./loopback.ts";

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
  /** Records one answered request (the onResponse hook). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
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

/** Label values for the status class, by `statusCode / 100`. */
const STATUS_CLASSES = ["0xx", "1xx", "2xx", "3xx", "4xx", "5xx"];
/** Cached answers take well under a millisecond; pages and writes tens of them. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: { pool: pg.Pool; draining: () => boolean; log: FastifyBaseLogger }): AppMetrics {
  const registry = new Registry();
  let queues: Pick<JobQueue, "counts"> | undefined;

  const durations = new Histogram({
    name: "mulmung_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by route pattern, method and status class.",
    labelNames: ["route", "method", "status_class"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
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
    observe(request, reply) {
      durations.observe(
        {
          route: request.routeOptions.url ?? "unmatched",
          method: request.method,
          status_class: STATUS_CLASSES[Math.floor(reply.statusCode / 100)] ?? "other",
        },
        reply.elapsedTime / 1000,
      );
    },
    async scrape() {
      return { contentType: served.contentType, body: await served.metrics() };
    },
  };
}

/**
 * The request hook and GET /metrics, on the root instance so every route is timed. Who may read: `request.ip` in
 * METRICS_ALLOW (unset: loopback). It is the client's address as TRUST_PROXY decides it; without TRUST_PROXY a
 * forwarded request (X-Forwarded-For, Forwarded, X-Real-IP) is refused, since its address is the proxy's, not the
 * asker's (the same notion as the stand-ins' doors, http/loopback.ts).
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, allow?: readonly string[]): void {
  const allowed = addressMatcher(allow ?? METRICS_ALLOW_DEFAULT);
  // A callback hook: no promise per request.
  app.addHook("onResponse", (request, reply, done) => {
    metrics.observe(request, reply);
    done();
  });
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!allowed(request.ip) || isUntrustedForward(request)) return replyApiNotFound(request, reply);
    const { contentType, body } = await metrics.scrape();
    return reply.header("content-type", contentType).header("cache-control", "no-store").send(body);
  });
}
