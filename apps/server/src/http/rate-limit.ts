/**
 * Route rate limits, an HTTP concern any module's routes use: the account endpoints people (and scripts) hammer
 * (login, sign-up, codes, password help), reports and posts, and order writes per member. Keyed by client address
 * unless a route says otherwise. The client address is request.ip, which is the
 * socket's peer unless TRUST_PROXY names the proxies in front (config/env.ts): a client cannot choose it by writing
 * X-Forwarded-For. Route keys that include the address use clientKey(), which counts an IPv6 client by its /64
 * (one subscriber's network), as the plugin's own default key does for its prefix. API tests run from 127.0.0.1 with
 * NODE_ENV=test and are exempt, so modules that log in often in their tests are not throttled; the
 * limits themselves are tested from other addresses.
 */
import type { FastifyRequest } from "fastify";

/** The address part of a rate-limit key: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 prefix. */
export function clientAddressKey(ip: string): string {
  const address = ip.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") && tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || "0", 16).toString(16))
    .join(":")}::/64`;
}

/** The client as rate limits count it. */
export function clientKey(request: FastifyRequest): string {
  return clientAddressKey(request.ip);
}

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

/** The default of ORDER_RATE_LIMIT: order writes a member may make a minute on each order-write route. */
export const ORDER_RATE_LIMIT_DEFAULT = 20;

/**
 * A per-member limit on a write route (order creation, confirmation, payment completion): counted after
 * authentication (preHandler) and keyed by the member, so people behind one NAT do not share a budget and one
 * member cannot dodge it by changing address. Counts live in PostgreSQL, so every instance counts against one
 * limit. `max` reads the config at request time; 0 lifts it. API tests from 127.0.0.1 are exempt as with `limit`.
 */
export function memberLimit(max: (request: FastifyRequest) => number, timeWindow: string) {
  return {
    rateLimit: {
      max: (request: FastifyRequest) => Math.max(1, max(request)),
      timeWindow,
      hook: "preHandler" as const,
      allowList: (request: FastifyRequest) =>
        max(request) === 0 || (request.server.config.nodeEnv === "test" && request.ip === "127.0.0.1"),
      keyGenerator: (request: FastifyRequest) => (request.member ? `member:${request.member.id}` : clientKey(request)),
    },
  };
}

/** Order writes: ORDER_RATE_LIMIT a minute per member and route. */
export const orderWriteLimit = memberLimit(
  (request) => request.server.config.orderRateLimit ?? ORDER_RATE_LIMIT_DEFAULT,
  "1 minute",
);
