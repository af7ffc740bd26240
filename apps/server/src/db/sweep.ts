/**
 * Deletes what the shared counters no longer need (docs/decisions/014): ended rate-limit windows and view windows
 * of past Seoul days. Every app instance sweeps every ten minutes; the deletes are idempotent, so instances need
 * not agree on who does it.
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { VIEW_DAY } from "../modules/shared/view-count.ts";
import type { Database } from "./client.ts";

export const SWEEP_EVERY_MS = 10 * 60_000;

export async function sweepSharedCounters(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limit_count where reset_at <= now()`);
  await db.execute(sql`delete from view_seen where day < ${VIEW_DAY}`);
}

/** Sweeps now and then every SWEEP_EVERY_MS until the returned function is called. */
export function startSweeping(db: Database, log: FastifyBaseLogger): () => void {
  const sweep = () => {
    sweepSharedCounters(db).catch((error: unknown) => log.warn({ err: error }, "만료된 카운터를 지우지 못했습니다."));
  };
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
