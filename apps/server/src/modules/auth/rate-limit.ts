/**
 * Route rate limits for the account endpoints people (and scripts) hammer: login, sign-up, codes, password
 * help. Keyed by client address unless a route says otherwise. API tests run from 127.0.0.1 with
 * NODE_ENV=test and are exempt, so modules that log in often in their tests are not throttled; the
 * limits themselves are tested from other addresses.
 */
import type { FastifyRequest } from "fastify";

export function limit(
  max: number,
  timeWindow: string,
  keyGenerator?: (request: FastifyRequest) => string,
): {
  rateLimit: {
    max: number;
    timeWindow: string;
    allowList: (request: FastifyRequest) => boolean;
    keyGenerator?: (request: FastifyRequest) => string;
  };
} {
  return {
    rateLimit: {
      max,
      timeWindow,
      allowList: (request) => request.server.config.nodeEnv === "test" && request.ip === "127.0.0.1",
      ...(keyGenerator ? { keyGenerator } : {}),
    },
  };
}
