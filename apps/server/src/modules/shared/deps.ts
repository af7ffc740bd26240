/**
 * What every service may be given, built once by the app and passed to `createServices` (modules/services.ts). It
 * lives apart from the composition root, which imports every service, so a service's `Pick<ServiceDeps, …>` names
 * no service and no import circle forms.
 */
import type { PartnerStore } from "@mulmung/contract/partner";
import type { StoreAction } from "@mulmung/domain/store-access";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/env.ts";
import type { Database } from "../../db/client.ts";
import type { AuthMember } from "../../http/auth.ts";
import type { CacheClears } from "../../http/cache-clear.ts";
import type { ServiceMetrics } from "../../http/metrics.ts";
import type { JobSender } from "../../jobs/job-queue.ts";
import type { PaymentGateway } from "../../services/payment-gateway/gateway.ts";
import type { FcmSender } from "../../services/push/fcm.ts";
import type { Clock } from "./clock.ts";

/** What every service may be given. Take only what you use: `Pick<ServiceDeps, "db" | "clock">`. */
export interface ServiceDeps {
  db: Database;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: JobSender;
  /** Named cache clears that reach every app instance on the database (decision 014). */
  cacheClears: CacheClears;
  /** PortOne V2 or its local stand-in (services/payment-gateway); `available` is false when payments are off. */
  paymentGateway: PaymentGateway;
  /** Native push through FCM HTTP v1 or its local stand-in (services/push); null when neither is configured. */
  fcm: FcmSender | null;
  /** What services count for GET /metrics (http/metrics.ts): payment outcomes. */
  metrics: ServiceMetrics;
}

/** Who asks, for the store policy: the member and their role (an operator may act on every store). */
export type StoreActor = Pick<AuthMember, "id" | "role">;

/**
 * The one authorisation policy of store-side calls (domain/store-access.ts), kept by the affiliate module: the
 * store when the actor may take the action there; 404 STORE_NOT_FOUND otherwise. Typed here so a module the
 * affiliate service itself uses (the catalogue) can be given it without an import circle.
 */
export interface StorePolicy {
  requireStore(actor: StoreActor, affiliateId: number, action: StoreAction): Promise<PartnerStore>;
}
