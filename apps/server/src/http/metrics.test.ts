import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricValue } from "../../test/metrics.ts";
import { createTestApp } from "../../test/test-app.ts";

describe("GET /metrics", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/metrics", remoteAddress, headers });

  it("times every answer by route pattern, method and status class, not by raw URL", async () => {
    const health = { route: "/api/health", method: "GET", status_class: "2xx" };
    const post = { route: "/api/v1/community-board/:id", method: "GET", status_class: "4xx" };
    const before = await metricValue(t.app, "mulmung_http_request_duration_seconds_count", health);
    for (let i = 0; i < 3; i++) await t.app.inject({ method: "GET", url: "/api/health" });
    await t.app.inject({ method: "GET", url: "/api/v1/community-board/99999991" });
    await t.app.inject({ method: "GET", url: "/api/v1/community-board/99999992" });

    expect(await metricValue(t.app, "mulmung_http_request_duration_seconds_count", health)).toBe(before + 3);
    expect(await metricValue(t.app, "mulmung_http_request_duration_seconds_count", post)).toBe(2);
    const body = (await scrape("127.0.0.1")).body;
    expect(body).not.toContain("99999991");
    // A cumulative histogram: the largest bucket holds every answer.
    expect(
      await metricValue(t.app, "mulmung_http_request_duration_seconds_bucket", { le: "+Inf", ...health }),
    ).toBeGreaterThanOrEqual(before + 3);
  });

  it("shows the pool, the job queues (counted when scraped), the drain and the process's own figures", async () => {
    await t.app.jobs.send("metrics-test.waiting", {}, { startAfterSeconds: 3600 });
    await t.app.jobs.send("metrics-test.waiting", {}, { startAfterSeconds: 3600 });
    const res = await scrape("127.0.0.1");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain; version=0.0.4");
    expect(await metricValue(t.app, "mulmung_job_queue_jobs", { queue: "metrics-test.waiting", state: "queued" })).toBe(
      2,
    );
    expect(await metricValue(t.app, "mulmung_job_queue_jobs", { queue: "metrics-test.waiting", state: "active" })).toBe(
      0,
    );
    expect(res.body).toMatch(/^mulmung_db_pool_connections\{state="in_use"\} \d+$/m);
    expect(res.body).toMatch(/^mulmung_db_pool_connections\{state="idle"\} \d+$/m);
    expect(res.body).toMatch(/^mulmung_db_pool_waiting 0$/m);
    expect(res.body).toMatch(/^mulmung_draining 0$/m);
    expect(res.body).not.toContain("__pgboss__"); // pg-boss's own queues are its business
    expect(res.body).toMatch(/^process_cpu_user_seconds_total /m);
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("answers only the addresses METRICS_ALLOW names (unset: this machine), like an unknown path elsewhere", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/metrics-nothing", remoteAddress: "203.0.113.9" });
    for (const refused of [
      await scrape("203.0.113.9"),
      await scrape("10.1.2.3"),
      // Through a proxy on this machine without TRUST_PROXY: the address is the proxy's, the asker unknown.
      await scrape("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }),
    ]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: "NOT_FOUND", message: "요청하신 API를 찾을 수 없습니다: GET /metrics" });
    }
    expect(unknown.statusCode).toBe(404);
    expect((await scrape("::1")).statusCode).toBe(200);
    expect((await scrape("::ffff:127.0.0.1")).statusCode).toBe(200);
  });

  it("behind a trusted proxy, judges the client's address X-Forwarded-For gives", async () => {
    const behind = await createTestApp({
      trustProxy: 1,
      operations: { drainSeconds: 0, metricsAllow: ["10.0.0.0/8", "192.0.2.7"] },
    });
    const ask = (remoteAddress: string, forwardedFor?: string) =>
      behind.app.inject({
        method: "GET",
        url: "/metrics",
        remoteAddress,
        headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
      });
    expect((await ask("127.0.0.1", "10.20.30.40")).statusCode).toBe(200);
    expect((await ask("127.0.0.1", "192.0.2.7")).statusCode).toBe(200);
    // The proxy's own loopback address is not in this list; a client the list does not name is refused.
    expect((await ask("127.0.0.1")).statusCode).toBe(404);
    expect((await ask("127.0.0.1", "203.0.113.9")).statusCode).toBe(404);
    // A left-most entry the client wrote itself does not choose the address (one trusted hop).
    expect((await ask("127.0.0.1", "10.0.0.1, 203.0.113.9")).statusCode).toBe(404);
    // Reaching the app port directly from a listed address works; from elsewhere with a forged header it does not.
    expect((await ask("10.0.0.5")).statusCode).toBe(200);
    expect((await ask("203.0.113.9", "10.0.0.1")).statusCode).toBe(404);
    await behind.close();
  });
});
