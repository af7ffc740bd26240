/**
 * Running behind a load balancer (decision 054): how long a SIGTERM drains before the server stops accepting
 * (DRAIN_SECONDS), and who may read the Prometheus metrics at /metrics (METRICS_ALLOW).
 */
import { z } from "zod";
import { invalidAddresses } from "./address-list.ts";

export const OPERATIONS_ENV = {
  /**
   * Seconds between SIGTERM (readiness answers 503 at once) and closing the listener, for the balancer to see the
   * 503 and stop sending here. Default 5 with DATABASE_URL (instances behind a balancer), 0 with the embedded database.
   */
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  /** Who may read /metrics: a comma list of IP addresses and CIDRs; unset, this machine only. */
  METRICS_ALLOW: z.string().trim().optional(),
};

/** Unset METRICS_ALLOW: loopback only. */
export const METRICS_ALLOW_DEFAULT = ["127.0.0.0/8", "::1"] as const;

export interface OperationsConfig {
  drainSeconds: number;
  metricsAllow: string[];
}

/** The two settings, or the problems with them (lines for start-up's one message). */
export function parseOperations(
  e: { DRAIN_SECONDS?: number | undefined; METRICS_ALLOW?: string | undefined },
  databaseUrlGiven: boolean,
): OperationsConfig | { problems: string[] } {
  const metricsAllow = e.METRICS_ALLOW
    ? e.METRICS_ALLOW.split(",")
        .map((entry) => entry.trim())
        .filter(Boolean)
    : [...METRICS_ALLOW_DEFAULT];
  const bad = invalidAddresses(metricsAllow);
  if (bad.length > 0) {
    return {
      problems: [`- METRICS_ALLOW에 주소로 읽을 수 없는 값이 있습니다: ${bad.join(", ")} (쉼표로 구분한 IP 주소·CIDR)`],
    };
  }
  return { drainSeconds: e.DRAIN_SECONDS ?? (databaseUrlGiven ? 5 : 0), metricsAllow };
}
