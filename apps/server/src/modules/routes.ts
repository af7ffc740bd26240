/** Every API module's routes, registered in this order by app.ts. Add a module here, one line each. */
import type { FastifyInstance } from "fastify";
import { affiliateRoutes } from "./affiliate/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { basketRoutes } from "./basket/routes.ts";
import { bookmarkRoutes } from "./bookmark/routes.ts";
import { breedingRoutes } from "./breeding/routes.ts";
import { catalogRoutes } from "./catalog/routes.ts";
import { commentRoutes } from "./comment/routes.ts";
import { communityRoutes } from "./community/routes.ts";
import { contentRoutes } from "./content/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { likeRoutes } from "./like/routes.ts";
import { magazineRoutes } from "./magazine/routes.ts";
import { memberRoutes } from "./member/routes.ts";
import { mulbtiRoutes } from "./mulbti/routes.ts";
import { notificationRoutes } from "./notification/routes.ts";
import { oauthRoutes } from "./oauth/routes.ts";
import { orderRoutes } from "./order/routes.ts";
import { paymentRoutes } from "./payment/routes.ts";
import { preuserRoutes } from "./preuser/routes.ts";
import { productionRequestRoutes } from "./production-request/routes.ts";
import { qrRoutes } from "./qr/routes.ts";
import { raffleRoutes } from "./raffle/routes.ts";
import { reportRoutes } from "./report/routes.ts";
import { maintenanceGuard, siteContentRoutes } from "./site-content/routes.ts";
import { siteMapRoutes } from "./site-map/routes.ts";
import { uploadRoutes } from "./upload/routes.ts";

/** Registers every module's routes; each reads its services from `app.services` (modules/services.ts). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(maintenanceGuard);
  await app.register(healthRoutes);
  await app.register(siteContentRoutes);
  await app.register(contentRoutes);
  await app.register(siteMapRoutes);
  await app.register(catalogRoutes);
  await app.register(affiliateRoutes);
  await app.register(basketRoutes);
  await app.register(breedingRoutes);
  await app.register(mulbtiRoutes);
  await app.register(raffleRoutes);
  await app.register(preuserRoutes);
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
  await app.register(orderRoutes);
  await app.register(paymentRoutes);
  await app.register(notificationRoutes);
  await app.register(magazineRoutes);
  await app.register(productionRequestRoutes);
}
