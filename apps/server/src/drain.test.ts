/**
 * A rolling restart behind a load balancer (decision 054), with real processes: two instances on one DATABASE_URL,
 * a client sending requests to both without pause and retrying nothing, and a balancer modelled simply: it polls
 * each instance's readiness and sends only to those answering 200. One instance gets SIGTERM under this load and is
 * started again; not one request may fail.
 */

import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { exited, killServers, startServer } from "../test/server-process.ts";
import { createTestDatabase } from "../test/test-app.ts";

afterAll(killServers);

/** How often the balancer asks each instance's readiness. */
const POLL_MS = 25;
/** Requests in flight at any moment. */
const CONCURRENCY = 8;
const PATHS = ["/api/health", "/api/v1/community-board?size=5", "/api/v1/service-setting"];

interface Backend {
  port: number;
  ready: boolean;
  /** Answers it gave: all, and those that closed their connection (sent while it drained). */
  answered: number;
  closing: number;
}

interface Answer {
  status: number;
  closing: boolean;
}

function get(port: number, url: string, agent: http.Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: url, agent, timeout: 10_000 }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, closing: response.headers.connection === "close" }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
  });
}

/** The balancer: readiness polled on a fresh connection each time; refused or 503 is not ready. */
function pollReadiness(backends: Backend[], onChange: (backend: Backend, ready: boolean) => void) {
  let running = true;
  const loops = backends.map(async (backend) => {
    while (running) {
      const ready = await get(backend.port, "/api/health/ready", false).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready !== backend.ready) onChange(backend, ready);
      backend.ready = ready;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
  };
}

/** The client: CONCURRENCY loops, each sending its next request to the next ready instance, at once. */
function sendContinuously(backends: Backend[]) {
  const agent = new http.Agent({ keepAlive: true });
  const failures: string[] = [];
  let sent = 0;
  let next = 0;
  let running = true;
  const loops = Array.from({ length: CONCURRENCY }, async () => {
    while (running) {
      const ready = backends.filter((b) => b.ready);
      const backend = ready[next++ % Math.max(ready.length, 1)];
      if (!backend) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        continue;
      }
      const url = PATHS[sent++ % PATHS.length] as string;
      try {
        const answer = await get(backend.port, url, agent);
        if (answer.status !== 200) failures.push(`${backend.port} ${url}: ${answer.status}`);
        backend.answered++;
        if (answer.closing) backend.closing++;
      } catch (error) {
        failures.push(`${backend.port} ${url}: ${(error as Error).message}`);
      }
    }
  });
  return {
    failures,
    sent: () => sent,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

describe("a rolling restart behind a load balancer", () => {
  it("one of two instances restarted under load: readiness turns 503 at once, in-flight answers finish, nothing fails", async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mulmung-drain-"));
    // Two seconds for the balancer (polling every 25 ms) to stop sending, on two busy cores.
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, DRAIN_SECONDS: "2" };
    const pair = await Promise.all([startServer(env), startServer(env)]);
    let a = pair[0];
    const b = pair[1];
    const backends: Backend[] = [a, b].map(({ port }) => ({ port, ready: false, answered: 0, closing: 0 }));
    const [first, second] = backends as [Backend, Backend];
    const seen: { at: number; port: number; ready: boolean }[] = [];
    const stopPolling = pollReadiness(backends, (backend, ready) =>
      seen.push({ at: Date.now(), port: backend.port, ready }),
    );
    const client = sendContinuously(backends);
    const wait = { timeout: 30_000, interval: 20 };

    await vi.waitFor(() => expect(Math.min(first.answered, second.answered)).toBeGreaterThan(100), wait);
    const termAt = Date.now();
    a.child.kill("SIGTERM");
    await vi.waitFor(() => expect(first.ready).toBe(false), wait);
    const noticedAfter = Date.now() - termAt;
    await exited(a.child);
    const drainMs = Date.now() - termAt;
    expect(a.child.exitCode).toBe(0);
    const answeredWhileDraining = first.closing;

    a = await startServer(env, a.port);
    const before = first.answered;
    await vi.waitFor(() => expect(first.answered - before).toBeGreaterThan(100), { ...wait, timeout: 60_000 });

    await client.stop();
    await stopPolling();
    const figures = {
      sent: client.sent(),
      failed: client.failures.length,
      answeredByA: first.answered,
      answeredByB: second.answered,
      answeredWhileDraining,
      readinessSeen503AfterMs: noticedAfter,
      sigtermToExitMs: drainMs,
    };
    console.log(`rolling restart: ${JSON.stringify(figures)}`);
    expect(client.failures).toEqual([]);
    // The balancer saw A leave and come back, and B served throughout.
    expect(seen.filter((s) => s.port === a.port).map((s) => s.ready)).toEqual([true, false, true]);
    expect(seen.filter((s) => s.port === b.port).map((s) => s.ready)).toEqual([true]);
    // The drain waited for the balancer and then stopped well within the 15 s that follow it.
    expect(drainMs).toBeGreaterThanOrEqual(2_000);
    expect(drainMs).toBeLessThan(2_000 + 15_000);

    a.child.kill("SIGTERM");
    b.child.kill("SIGTERM");
    await Promise.all([exited(a.child), exited(b.child)]);
    expect([a.child.exitCode, b.child.exitCode]).toEqual([0, 0]);
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }, 120_000);
});
