import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";

describe("operations", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /api/health answers 200 when the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("GET /api/health answers 503 with a Korean message when the database is gone", async () => {
    const broken = await createTestApp();
    await broken.db.$client.end();
    const res = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json()).toEqual({ code: "DATABASE_UNAVAILABLE", message: "데이터베이스에 연결할 수 없습니다." });
    await broken.app.close();
  });

  it("GET /api/health/ready answers 200 when the database and the job queue answer", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", database: "ok", jobs: "ok", time: expect.any(String) });
  });

  it("GET /api/health/ready answers 503 when the database is gone, and when the job queue has stopped", async () => {
    const broken = await createTestApp();
    await broken.app.jobs.stop();
    const noQueue = await broken.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(noQueue.statusCode).toBe(503);
    expect(noQueue.headers["retry-after"]).toBe("5");
    expect(noQueue.json()).toEqual({ code: "JOB_QUEUE_UNAVAILABLE", message: "작업 큐에 연결할 수 없습니다." });
    // Liveness does not ask the queue: the process is alive, it just must not get traffic.
    expect((await broken.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);

    await broken.db.$client.end();
    const noDatabase = await broken.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(noDatabase.statusCode).toBe(503);
    expect(noDatabase.json()).toEqual({ code: "DATABASE_UNAVAILABLE", message: "데이터베이스에 연결할 수 없습니다." });
    await broken.app.close();
  });

  it("GET /api/health/ready answers 503 SERVER_DRAINING from the drain on, while everything else still answers", async () => {
    const stopping = await createTestApp();
    stopping.app.drain.begin();
    const ready = await stopping.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers["retry-after"]).toBe("5");
    expect(ready.json()).toEqual({
      code: "SERVER_DRAINING",
      message: "이 서버는 종료 중입니다. 잠시 후 다시 시도해 주세요.",
    });
    // Requests the balancer sent before it saw the 503 are answered as usual.
    expect((await stopping.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await stopping.app.inject({ method: "GET", url: "/api/v1/community-board?size=3" })).statusCode).toBe(200);
    await stopping.close();
  });

  it("any other call answers 503 SERVICE_UNAVAILABLE with a Korean message and Retry-After while the database is gone", async () => {
    const broken = await createTestApp();
    await broken.db.$client.end();
    for (const url of ["/api/v1/community-board?size=3", "/api/v1/service-setting"]) {
      const res = await broken.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers["retry-after"], url).toBe("5");
      expect(res.json(), url).toEqual({
        code: "SERVICE_UNAVAILABLE",
        message: "잠시 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.",
      });
    }
    await broken.app.close();
  });

  it("unknown /api paths answer 404 in the {code, message} shape", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/nothing-here?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toEqual({
      code: "NOT_FOUND",
      message: "요청하신 API를 찾을 수 없습니다: POST /api/v1/nothing-here",
    });
  });

  it("serves the OpenAPI document with the health path", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/health"].get).toBeDefined();
    expect(Object.keys(doc.paths["/api/health/ready"].get.responses)).toEqual(["200", "503"]);
    const page = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("swagger");
  });

  it("sets security headers: API answers allow nothing, pages get a fresh script nonce each time", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(String(api.headers["content-security-policy"])).toContain("default-src 'none'");
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["x-frame-options"]).toBe("DENY");
    expect(api.headers["cross-origin-resource-policy"]).toBe("same-origin");
    // Plain http (PUBLIC_URL http://localhost): no HSTS (http/security-headers.test.ts covers https).
    expect(api.headers["strict-transport-security"]).toBeUndefined();

    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const page = await t.app.inject({ method: "GET", url: "/community/board" });
      const csp = String(page.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
      nonces.push(csp.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'/)?.[1]);
    }
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("compresses responses for clients that accept gzip", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/docs/openapi.json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });
});
