/** Every API module's routes, registered in this order by app.ts. Add a module here, one line each. */
import type { FastifyInstance } from "fastify";
import { affiliateRoutes } from "./affiliate/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { bookmarkRoutes } from "./bookmark/routes.ts";
import { breedingRoutes } from "./breeding/routes.ts";
import { catalogRoutes } from "./catalog/routes.ts";
import { commentRoutes } from "./comment/routes.ts";
import { communityRoutes } from "./community/routes.ts";
import { contentRoutes } from "./content/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { likeRoutes } from "./like/routes.ts";
import { memberRoutes } from "./member/routes.ts";
import { oauthRoutes } from "./oauth/routes.ts";
import { qrRoutes } from "./qr/routes.ts";
import { reportRoutes } from "./report/routes.ts";
import { maintenanceGuard, siteContentRoutes } from "./site-content/routes.ts";
import { siteMapRoutes } from "./site-map/routes.ts";
import { uploadRoutes } from "./upload/routes.ts";

/**
 * Modules that own commentable, likeable or bookmarkable things register them (comment/parents.ts,
 * like/targets.ts, bookmark/targets.ts) when imported; the shared routes below are registered after.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(maintenanceGuard);
  await app.register(healthRoutes);
  await app.register(siteContentRoutes);
  await app.register(contentRoutes);
  await app.register(siteMapRoutes);
  await app.register(catalogRoutes);
  await app.register(affiliateRoutes);
  await app.register(breedingRoutes);
  await app.register(qrRoutes);
  await app.register(communityRoutes);
  await app.register(reportRoutes);
  await app.register(uploadRoutes);
  await app.register(bookmarkRoutes);
  await app.register(commentRoutes);
  await app.register(likeRoutes);
  await app.register(authRoutes);
  await app.register(memberRoutes);
  await app.register(oauthRoutes);
}
