import { HealthResponse } from "@mulmung/contract/common";
import { ErrorCode } from "@mulmung/domain/errors";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../http/app-error.ts";
import { RETRY_AFTER_SECONDS, unavailableReason } from "../../http/service-unavailable.ts";

/** GET /api/health: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["operations"],
        summary: "Liveness and database reachability",
        response: { 200: HealthResponse },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        app.log.warn({ reason: unavailableReason(error) }, "health check: database unreachable");
        reply.header("retry-after", String(RETRY_AFTER_SECONDS));
        throw AppError.of(ErrorCode.DATABASE_UNAVAILABLE);
      }
      return { status: "ok" as const, database: "ok" as const, time: new Date().toISOString() };
    },
  );
};
