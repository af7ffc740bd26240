/**
 * Builds the Fastify app: outside concerns first (security headers, compression, rate limits, docs),
 * then the app's own (database, error handling), then the API routes, then the web app.
 * Listening is main.ts's job, so tests build the app and call `inject()`.
 */
import "@mulmung/contract/zod-korean";
import { randomBytes } from "node:crypto";
import { setTimeout as delay } from "node:timers/promises";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransformObject, serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config/env.ts";
import { fastifyTrustProxy } from "./config/trust-proxy.ts";
import type { Database } from "./db/client.ts";
import { registerAssetUrl } from "./http/asset-url.ts";
import { type CacheClears, openCacheClears } from "./http/cache-clear.ts";
import { registerDrain } from "./http/drain.ts";
import { registerErrorHandling, replyApiNotFound, replyFrameworkError } from "./http/error-handler.ts";
import { logSerializers } from "./http/log-redaction.ts";
import { createMetrics, registerMetrics } from "./http/metrics.ts";
import { openApiTransform } from "./http/openapi.ts";
import { postgresRateLimitStore } from "./http/rate-limit-store.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { registerStandInClock } from "./http/stand-in-clock.ts";
import { registerStandInUnlock } from "./http/stand-in-key.ts";
import { validateWithTextRule } from "./http/validation.ts";
import { type JobQueue, openJobQueue } from "./jobs/job-queue.ts";
import { appJobs } from "./jobs/registry.ts";
import { registerModules } from "./modules/routes.ts";
import { createServices, type Services } from "./modules/services.ts";
import { type Clock, shiftableClock, systemClock } from "./modules/shared/clock.ts";
import { createPaymentGateway } from "./services/payment-gateway/gateway.ts";
import { openPortOne } from "./services/payment-gateway/stand-in.ts";
import { openFcm } from "./services/push/fcm-stand-in.ts";
import { type WebBuild, webApp } from "./web/ssr.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** Named cache clears that reach every app instance on the database (decision 014). */
    cacheClears: CacheClears;
    /** Every module's service, built once (modules/services.ts). */
    services: Services;
    /** The job queue: services send through it; main.ts starts its workers (`app.jobs.work`). */
    jobs: JobQueue;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  /** The built web app; absent in API-only tests. */
  web?: WebBuild;
  logger?: boolean;
  /** Where log lines go (tests capture them); default stdout. */
  logStream?: { write(line: string): void };
  /** The time services read; tests pass a fixed clock. */
  clock?: Clock;
  /** Whether this instance will run job workers (main.ts); otherwise it only sends jobs. */
  runsJobs?: boolean;
}

function requestIds(): () => string {
  const prefix = randomBytes(4).toString("hex");
  let next = 0;
  return () => `${prefix}-${(next++).toString(36)}`;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: deps.config.logLevel,
            serializers: logSerializers,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // Off, a hop count or the proxies' addresses (TRUST_PROXY), never "every hop": the left-most X-Forwarded-For
    // entry is the client's own writing and must not choose the address that rate limits and local checks see.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // Request ids let one log line be followed through the system: unique per process start, then a counter
    // (random bytes per request cost a measurable share of a cached answer).
    genReqId: requestIds(),
    // Errors Fastify answers before any handler (a malformed URL) get the API's own {code, message}.
    frameworkErrors: replyFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validateWithTextRule);
  app.setSerializerCompiler(serializerCompiler);
  // Before any plugin: a plugin's routes (swagger-ui's /api/docs/json, ...) keep the handler set when it registered.
  registerErrorHandling(app);
  // Also before any plugin, whose scope copies the root's hooks when it registers: every route is timed.
  registerDrain(app);
  const metrics = createMetrics({ pool: deps.db.$client, draining: () => app.drain.draining, log: app.log });
  registerMetrics(app, metrics, deps.config.operations?.metricsAllow);

  await app.register(securityHeaders);
  // Before compression: upload paths in JSON answers go behind the CDN (ASSET_URL, decision 052).
  if (deps.config.assetUrl) registerAssetUrl(app, deps.config.assetUrl);
  await app.register(compress, { global: true, threshold: 1024 });
  // Counts live in PostgreSQL, so every app instance on the database counts against one limit (decision 014).
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(deps.db) });
  await app.register(cookie, { secret: deps.config.secrets.cookieSecret });

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "물멍 API", version: "1.0.0", description: "물멍 쇼핑·커뮤니티·사육장 API (API.md)" },
      servers: [{ url: deps.config.publicUrl, description: "이 서버 (PUBLIC_URL)" }],
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: openApiTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/docs/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  app.decorate("db", deps.db);
  app.decorate("config", deps.config);
  if (deps.config.localStandIns) await registerStandInUnlock(app);
  const cacheClears = await openCacheClears(deps.db.$client, app.log);
  app.decorate("cacheClears", cacheClears);
  app.addHook("onClose", () => cacheClears.close());
  const jobs = await openJobQueue({
    connectionString: deps.db.$client.options.connectionString ?? "",
    log: app.log,
    runsWorkers: deps.runsJobs ?? false,
    onFailure: metrics.jobFailed,
  });
  metrics.sampleQueues(jobs);
  app.decorate("jobs", jobs);
  // pg-boss's own pool can hang on close after a database outage; the jobs are durable, so it gets 5 s at most.
  app.addHook("onClose", () => Promise.race([jobs.stop(), delay(5_000, undefined, { ref: false })]));
  // PortOne, or the local stand-in started here (its API origin is known once it listens).
  const paymentGateway = createPaymentGateway(await openPortOne(app, deps.config));
  // Native push: FCM with a service account, or the local FCM stand-in started here, or none.
  const fcm = await openFcm(app, deps.config);
  // Browser tests may move the services' time (STAND_IN_CLOCK, stand-ins only); everyone else reads the system's.
  const standInClock = !deps.clock && deps.config.standInClock && deps.config.localStandIns ? shiftableClock() : null;
  app.decorate(
    "services",
    createServices({
      db: deps.db,
      config: deps.config,
      clock: deps.clock ?? standInClock ?? systemClock,
      log: app.log,
      jobs,
      cacheClears,
      paymentGateway,
      fcm,
      metrics,
    }),
  );

  await registerModules(app);
  if (standInClock) {
    const sweeps = appJobs({ config: deps.config, db: deps.db, services: app.services })
      .filter((job) => job.cron)
      .map((job) => job.name);
    await registerStandInClock(app, standInClock, jobs, sweeps);
  }

  // The web app's catch-all must not swallow unknown API paths.
  app.all("/api/*", { schema: { hide: true } }, replyApiNotFound);

  if (deps.web) await app.register(webApp, { build: deps.web });
  return app;
}
