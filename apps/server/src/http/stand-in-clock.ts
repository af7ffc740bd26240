/**
 * The stand-in clock (browser tests only: STAND_IN_CLOCK with the stand-ins on): `PUT /api/v1/stand-in/clock`
 * `{ at }` moves the time every service reads to `at` and on from there, and runs every scheduled sweep once, so
 * what falls due at the new time (a night-held ad at 08:00) happens as it would have. Like every stand-in door it
 * wants a local caller with the stand-in key; it exists only when the setting asks for it.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { JobSender } from "../jobs/job-queue.ts";
import { requireStandInCaller } from "./stand-in-key.ts";

const Body = z.object({ at: z.iso.datetime({ offset: true }) });

export async function registerStandInClock(
  app: FastifyInstance,
  clock: { now(): Date; shiftTo(at: Date): void },
  jobs: JobSender,
  sweeps: readonly string[],
): Promise<void> {
  app.put("/api/v1/stand-in/clock", { schema: { hide: true } }, async (request) => {
    requireStandInCaller(request);
    const { at } = Body.parse(request.body);
    clock.shiftTo(new Date(at));
    for (const name of sweeps) await jobs.send(name);
    return { now: clock.now().toISOString() };
  });
  app.get("/api/v1/stand-in/clock", { schema: { hide: true } }, async (request) => {
    requireStandInCaller(request);
    return { now: clock.now().toISOString() };
  });
}
