import { HealthResponse } from "@mulmung/contract/common";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { RETRY_AFTER_SECONDS } from "../../http/service-unavailable.ts";

/** GET /api/health: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { health } = app.services;
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
        return await health.check();
      } catch (error) {
        reply.header("retry-after", String(RETRY_AFTER_SECONDS));
        throw error;
      }
    },
  );
};
