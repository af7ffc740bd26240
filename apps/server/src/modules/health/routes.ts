import { HealthResponse } from "@mulmung/contract/common";
import { apiPlugin } from "../../http/route.ts";
import { RETRY_AFTER_SECONDS } from "../../http/service-unavailable.ts";

/** GET /api/health: 200 only when the database answers. */
export const healthRoutes = apiPlugin({ tags: ["operations"] }, (route, { health }) => {
  route.get("/api/health", {
    summary: "Liveness and database reachability",
    response: HealthResponse,
    handler: async ({ reply }) => {
      try {
        return await health.check();
      } catch (error) {
        reply.header("retry-after", String(RETRY_AFTER_SECONDS));
        throw error;
      }
    },
  });
});
