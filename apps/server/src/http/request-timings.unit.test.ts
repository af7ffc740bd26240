import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { createRequestTimings } from "./request-timings.ts";

describe("request timings", () => {
  it("are written as a cumulative Prometheus histogram per route pattern, method and status class", async () => {
    const timings = createRequestTimings("t_seconds", "Test durations.");
    const registry = new Registry();
    registry.registerMetric(timings.metric);
    const health = timings.route("/api/health");
    health("GET", 200, 0.5);
    health("GET", 204, 3);
    health("GET", 200, 20_000);
    health("GET", 503, 1);
    timings.route("/api/v1/community-board/:id")("GET", 404, 7);

    const text = await registry.metrics();
    const ok = 'route="/api/health",method="GET",status_class="2xx"';
    expect(text).toContain("# TYPE t_seconds histogram");
    expect(text).toContain(`t_seconds_bucket{le="0.001",${ok}} 1\n`);
    expect(text).toContain(`t_seconds_bucket{le="0.0025",${ok}} 1\n`);
    expect(text).toContain(`t_seconds_bucket{le="0.005",${ok}} 2\n`);
    expect(text).toContain(`t_seconds_bucket{le="10",${ok}} 2\n`);
    expect(text).toContain(`t_seconds_bucket{le="+Inf",${ok}} 3\n`);
    expect(text).toContain(`t_seconds_sum{${ok}} 20.0035\n`);
    expect(text).toContain(`t_seconds_count{${ok}} 3\n`);
    // A bound is inclusive (`le`): 1 ms lands in the 0.001 bucket.
    expect(text).toContain('t_seconds_bucket{le="0.001",route="/api/health",method="GET",status_class="5xx"} 1\n');
    expect(text).toContain('t_seconds_count{route="/api/v1/community-board/:id",method="GET",status_class="4xx"} 1\n');

    registry.resetMetrics();
    expect(await registry.metrics()).toContain(`t_seconds_count{${ok}} 0\n`);
  });
});
