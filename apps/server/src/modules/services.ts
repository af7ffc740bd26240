/**
 * The composition root: every module's service, built once per app from the same dependencies, in dependency
 * order (a service that needs another gets it passed in). Routes read `app.services.<module>`; jobs get the same
 * services. Nothing else constructs a service or a repository outside its own module.
 *
 *   export function createOrderService(deps: ServiceDeps & { catalog: CatalogService }) { ... }
 *
 * See docs/ARCHITECTURE.md "Server modules" for the idiom (routes → service → repository).
 */
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config/env.ts";
import type { Database } from "../db/client.ts";
import type { CacheClears } from "../http/cache-clear.ts";
import type { JobSender } from "../jobs/job-queue.ts";
import { createAffiliateService } from "./affiliate/service.ts";
import { createBreedingRepository } from "./breeding/repository.ts";
import { createBreedingService } from "./breeding/service.ts";
import { createCatalogService } from "./catalog/service.ts";
import { BOARD_LISTS } from "./community/list-cache.ts";
import { createCommunityRepository } from "./community/repository.ts";
import { createCommunityService } from "./community/service.ts";
import { createContentService } from "./content/service.ts";
import type { Clock } from "./shared/clock.ts";

/** What every service may be given. Take only what you use: `Pick<ServiceDeps, "db" | "clock">`. */
export interface ServiceDeps {
  db: Database;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobSender;
  /** Named cache clears that reach every app instance on the database (decision 014). */
  cacheClears: CacheClears;
}

export function createServices(deps: ServiceDeps) {
  const catalog = createCatalogService(deps);
  const affiliate = createAffiliateService({ ...deps, catalog });
  // Community and breeding are built as their routes build them until they take deps like the others.
  const community = createCommunityService(createCommunityRepository(deps.db), {
    publicUrl: deps.config.publicUrl,
    onListChanged: () => deps.cacheClears.clear(BOARD_LISTS),
  });
  const breeding = createBreedingService(createBreedingRepository(deps.db), { publicUrl: deps.config.publicUrl });
  const content = createContentService({ ...deps, catalog, affiliate, community, breeding });
  return { catalog, affiliate, community, breeding, content };
}

export type Services = ReturnType<typeof createServices>;
