/**
 * The database is down or restarting: a request that needed it answers 503 SERVICE_UNAVAILABLE with a
 * Korean message and Retry-After, never 500. Called from the error handler; the page layer (web/ssr.ts)
 * turns the same condition into the "잠시 후 다시 시도" page.
 */
import { ERROR_CATALOGUE, ErrorCode } from "@mulmung/domain/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import { unavailableReason } from "../db/connection-errors.ts";

export { isDatabaseUnavailable, unavailableReason } from "../db/connection-errors.ts";

/** Seconds a client should wait before trying again (the embedded database restarts in a few seconds). */
export const RETRY_AFTER_SECONDS = 5;

export function replyServiceUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  // One warning per request, without the stack: the supervisor's log line says why the database is gone.
  request.log.warn(
    { url: request.url, method: request.method, reason: unavailableReason(error) },
    "database unavailable",
  );
  return reply
    .status(503)
    .header("retry-after", String(RETRY_AFTER_SECONDS))
    .send({ code: ErrorCode.SERVICE_UNAVAILABLE, message: ERROR_CATALOGUE.SERVICE_UNAVAILABLE.message });
}
