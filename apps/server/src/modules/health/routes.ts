import { HealthResponse, ReadyResponse } from "@mulmung/contract/common";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import { apiPlugin } from "../../http/route.ts";
import { RETRY_AFTER_SECONDS } from "../../http/service-unavailable.ts";

/**
 * GET /api/health: liveness, 200 only when the database answers. GET /api/health/ready: readiness for a load
 * balancer, 200 when the database and the job queue answer, 503 when not and from SIGTERM on (http/drain.ts).
 */
export const healthRoutes = apiPlugin({ tags: ["operations"] }, (route, { health }, app) => {
  // Written out in each handler: the liveness answer is the benchmark's cheapest row, where a wrapper shows.
  route.get("/api/health", {
    summary: "Liveness and database reachability",
    response: HealthResponse,
    errors: [503],
    handler: async ({ reply }) => {
      try {
        return await health.check();
      } catch (error) {
        reply.header("retry-after", String(RETRY_AFTER_SECONDS));
        throw error;
      }
    },
  });

  route.get("/api/health/ready", {
    summary: "Readiness for a load balancer: database and job queue reachable, not draining",
    description:
      "503 SERVER_DRAINING from SIGTERM on (the instance answers what it has and stops), 503 DATABASE_UNAVAILABLE or JOB_QUEUE_UNAVAILABLE when those do not answer within 2 s; each with Retry-After.",
    response: ReadyResponse,
    errors: [503],
    handler: async ({ reply }) => {
      try {
        if (app.drain.draining) throw AppError.of(ErrorCode.SERVER_DRAINING);
        return await health.ready();
      } catch (error) {
        reply.header("retry-after", String(RETRY_AFTER_SECONDS));
        throw error;
      }
    },
  });
});
