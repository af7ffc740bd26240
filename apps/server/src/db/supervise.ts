/**
 * Keeps the embedded PostgreSQL alive: when the postmaster exits without being asked to (killed, crashed),
 * log one line, start it again with growing pauses, log when it is back, and give up (the caller exits
 * non-zero so a supervisor can take over) when it will not come back. Meanwhile queries fail fast
 * (connection refused) and the API answers 503 SERVICE_UNAVAILABLE (http/service-unavailable.ts).
 */
import type { RunningPostgres } from "./embedded-postgres.ts";

/** Pauses before each restart attempt: about a minute in all. */
export const RESTART_DELAYS_MS = [200, 500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000, 8_000, 8_000, 8_000];

export interface SuperviseOptions {
  /** One line per event: the exit (error), the recovery (warn). */
  log: (level: "error" | "warn", line: string) => void;
  /** PostgreSQL did not come back after every attempt; `reason` is the last attempt's failure. */
  onGiveUp: (reason: string) => void;
  delaysMs?: readonly number[];
}

export function supervisePostgres(postgres: RunningPostgres, options: SuperviseOptions): void {
  const delays = options.delaysMs ?? RESTART_DELAYS_MS;
  postgres.onUnexpectedExit((reason) => {
    const since = Date.now();
    options.log("error", `PostgreSQL stopped unexpectedly (${reason}); restarting it`);
    void (async () => {
      let failure = reason;
      for (const [index, delay] of delays.entries()) {
        await new Promise((resolve) => setTimeout(resolve, delay));
        try {
          // The app is shutting down: nothing to bring back.
          if (!(await postgres.restart())) return;
          const seconds = ((Date.now() - since) / 1000).toFixed(1);
          options.log("warn", `PostgreSQL is back after ${seconds} s (attempt ${index + 1})`);
          return;
        } catch (error) {
          failure = error instanceof Error ? error.message : String(error);
        }
      }
      options.onGiveUp(failure);
    })();
  });
}
