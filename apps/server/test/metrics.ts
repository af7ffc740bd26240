/** Reads GET /metrics the way Prometheus would, for tests that check what the app counts. */
import type { FastifyInstance } from "fastify";

/**
 * The value of one series (`name` with exactly these labels, in the order the app writes them), 0 when the series
 * is not there yet (a counter before its first increment).
 */
export async function metricValue(
  app: FastifyInstance,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const res = await app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" });
  if (res.statusCode !== 200) throw new Error(`GET /metrics answered ${res.statusCode}`);
  const pairs = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const series = pairs.length > 0 ? `${name}{${pairs.join(",")}} ` : `${name} `;
  const line = res.body.split("\n").find((l) => l.startsWith(series));
  return line ? Number(line.slice(series.length)) : 0;
}
