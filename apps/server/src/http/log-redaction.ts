/**
 * Request lines in the log without the secrets some URLs carry: the password-reset token of the reset page
 * (`?token=`), the phone code of `/phone-authentication-number/:id/confirm/:number`, OAuth codes and states, and
 * the outbox's recipient. Everything else is Fastify's default request serializer, plus the client headers of
 * SPEC §7 (`platform`, `clientId`, `Request-Date-Time`), which API.md says the server accepts and logs.
 */
import type { FastifyRequest } from "fastify";

const SECRET_QUERY = new Set(["token", "code", "state", "recipient", "id_token", "access_token", "refreshToken"]);
const PHONE_CONFIRM = /(\/phone-authentication-number\/[^/?]+\/confirm\/)[^/?]+/;

export function redactUrl(url: string): string {
  const path = url.replace(PHONE_CONFIRM, "$1***");
  const q = path.indexOf("?");
  if (q === -1) return path;
  const params = new URLSearchParams(path.slice(q + 1));
  let changed = false;
  for (const key of params.keys()) {
    if (SECRET_QUERY.has(key)) {
      params.set(key, "***");
      changed = true;
    }
  }
  return changed ? `${path.slice(0, q)}?${params.toString()}` : path;
}

/** SPEC §7's client headers, as the log names them. A client writes them, so each is cut to a short length. */
const CLIENT_HEADERS = { platform: "platform", clientId: "clientid", requestDateTime: "request-date-time" } as const;
const CLIENT_HEADER_MAX = 64;

function clientHeaders(request: Pick<FastifyRequest, "headers">): Partial<Record<keyof typeof CLIENT_HEADERS, string>> {
  const found: Partial<Record<keyof typeof CLIENT_HEADERS, string>> = {};
  for (const [name, header] of Object.entries(CLIENT_HEADERS) as [keyof typeof CLIENT_HEADERS, string][]) {
    const value = request.headers[header];
    if (typeof value === "string" && value !== "") found[name] = value.slice(0, CLIENT_HEADER_MAX);
  }
  return found;
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
      ...clientHeaders(request),
    };
  },
};
