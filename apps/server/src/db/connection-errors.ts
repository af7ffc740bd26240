/**
 * Which errors mean "the database is not there (any more)": down, restarting, unreachable, or the connection
 * died under a query. The API answers those with 503 (http/service-unavailable.ts), start-up with one sentence
 * (startup-failure.ts), and the pool drops a client that met one (client.ts).
 */

/** Node's socket codes for a database that is not there (any more). */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);
/** PostgreSQL's: admin_shutdown, crash_shutdown, cannot_connect_now, connection_failure, too_many_connections. */
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08006", "53300"]);
/** What node-postgres says when a connection dies under it or cannot be had in time. */
const MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
];

/** Whether the error (or one it wraps, as Drizzle's DrizzleQueryError does) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code))) return true;
    if (typeof message === "string" && MESSAGES.some((known) => message.includes(known))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}

/**
 * The innermost cause's message, e.g. "connect ECONNREFUSED 127.0.0.1:5432" rather than Drizzle's
 * "Failed query: <sql> params: <values>", which may carry people's data and has no place in a log.
 */
export function unavailableReason(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause instanceof Error; depth++) {
    current = current.cause;
  }
  return current instanceof Error ? current.message : String(current);
}
