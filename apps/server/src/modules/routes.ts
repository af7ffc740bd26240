/** Every API module's routes, registered in this order by app.ts. Add a module here, one line each. */
import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { memberRoutes } from "./member/routes.ts";
import { maintenanceGuard, siteContentRoutes } from "./site-content/routes.ts";

export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(maintenanceGuard);
  await app.register(healthRoutes);
  await app.register(siteContentRoutes);
  await app.register(authRoutes);
  await app.register(memberRoutes);
}
