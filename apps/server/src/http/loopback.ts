/**
 * Who may use the local stand-ins (the outbox reader, the OAuth stand-in provider) while they are on
 * (config.localStandIns): a browser or test on this machine. Behind a reverse proxy on the same host every request
 * arrives from loopback, so an untrusted request that carries forwarding headers came through a proxy, from
 * somewhere else, and is not local. With TRUST_PROXY set, request.ip already is the client's address.
 */
import type { FastifyRequest } from "fastify";

/** Whether an address is this machine's (IPv4 127/8 or IPv6 ::1, also as IPv4-mapped). */
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function isLoopback(ip: string): boolean {
  return LOOPBACK.test(ip);
}

const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"] as const;

/**
 * Whether `request.ip` may not be the asker's own address: without TRUST_PROXY, a request that carries forwarding
 * headers came through a proxy, and its address is the proxy's. With TRUST_PROXY set, request.ip is the client's.
 */
export function isUntrustedForward(request: FastifyRequest): boolean {
  if (request.server.config.trustProxy !== false) return false;
  return FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
}

/** A request from this machine itself, not one a proxy forwarded from elsewhere. */
export function isLocalRequest(request: FastifyRequest): boolean {
  return isLoopback(request.ip) && !isUntrustedForward(request);
}
