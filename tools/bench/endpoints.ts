/**
 * The endpoints `npm run bench` measures, each with its budget. A feature adds its rows here.
 * minRatio: throughput at least this share of the static twin's; maxP99Ms: p99 latency ceiling.
 */
export interface BenchEndpoint {
  name: string;
  /** Path with query, as a client sends it. */
  path: string;
  /** The route shape the static twin registers (Fastify syntax). */
  route: string;
  connections: number;
  minRatio?: number;
  maxP99Ms?: number;
}

export const ENDPOINTS: BenchEndpoint[] = [
  // Health does a database round trip per request by design (it must prove the database answers).
  { name: "health", path: "/api/health", route: "/api/health", connections: 10, minRatio: 0.1, maxP99Ms: 10 },
];
