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
import { createBasketService } from "./basket/service.ts";
import { createCatalogService } from "./catalog/service.ts";
import { createRefundAccountService } from "./member/refund-account.ts";
import { createShippingDestinationService } from "./member/shipping-destination.ts";
import { createOrderService } from "./order/service.ts";
import type { PaymentGateway } from "./payment/gateway.ts";
import { createPaymentService } from "./payment/service.ts";
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
  /** PortOne V2 or its local stand-in (payment/gateway.ts); `available` is false when payments are off. */
  paymentGateway: PaymentGateway;
}

export function createServices(deps: ServiceDeps) {
  const catalog = createCatalogService(deps);
  const affiliate = createAffiliateService({ ...deps, catalog });
  const shippingDestinations = createShippingDestinationService(deps);
  const refundAccounts = createRefundAccountService(deps);
  const basket = createBasketService(deps);
  const orders = createOrderService({ ...deps, shippingDestinations, basket });
  const payments = createPaymentService({ ...deps, orders, refundAccounts });
  return { catalog, affiliate, shippingDestinations, refundAccounts, basket, orders, payments };
}

export type Services = ReturnType<typeof createServices>;
