/** Liveness: the app answers and the database does (GET /api/health). */
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import { unavailableReason } from "../../http/service-unavailable.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createHealthRepository } from "./repository.ts";

export function createHealthService(deps: Pick<ServiceDeps, "db" | "clock" | "log">) {
  const repository = createHealthRepository(deps.db);
  return {
    /** 503 DATABASE_UNAVAILABLE when the database does not answer. */
    async check() {
      try {
        await repository.ping();
      } catch (error) {
        deps.log.warn({ reason: unavailableReason(error) }, "health check: database unreachable");
        throw AppError.of(ErrorCode.DATABASE_UNAVAILABLE);
      }
      return { status: "ok" as const, database: "ok" as const, time: deps.clock.now().toISOString() };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
