/**
 * The process entry point: boot, listen, keep the embedded PostgreSQL alive, and shut down cleanly on
 * SIGINT and SIGTERM. A start-up failure prints one sentence saying what to do and exits 1.
 */
import { existsSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { type Booted, bootDatabase } from "./boot.ts";
import { isLoopbackHost, paymentsOffWarning } from "./config/env.ts";
import { supervisePostgres } from "./db/supervise.ts";
import { appJobs } from "./jobs/registry.ts";
import { describeStartupFailure } from "./startup-failure.ts";
import { loadWebBuild } from "./web/ssr.ts";

/** What has started so far: a stop closes exactly these. */
const running: { booted?: Booted; app?: FastifyInstance } = {};
/** The first SIGINT/SIGTERM's name (or the supervisor's give-up); start-up checks it after every step. */
let stopReason: string | undefined;
/** True until main() has finished starting (or has seen a stop request at one of its checks). */
let starting = true;
let stopping: Promise<void> | undefined;
let force: NodeJS.Timeout | undefined;
/** Ends the drain's wait at once (set while it waits). */
let skipDrain: (() => void) | undefined;

/**
 * Stops what has started (the job queue and the app, then PostgreSQL) and exits. A signal that arrives while the
 * server is still starting is answered as soon as the step under way ends (PostgreSQL starting, migrations, the
 * demo seed, listening, the job queue): main() sees `stopReason` and calls this again. Whatever happens, within
 * 15 s the process exits, and PostgreSQL is told to stop at once rather than left running alone (it has a process
 * group of its own, so a signal to ours does not reach it, and nothing else would ever stop it).
 *
 * A SIGTERM to a serving instance drains first (decision 054): readiness answers 503 at once and every answer says
 * `Connection: close`, while the server goes on answering for DRAIN_SECONDS, long enough for a load balancer
 * polling readiness to stop sending here; only then do the 15 s begin. A SIGINT (a person at a terminal) and a
 * second signal do not wait.
 */
function shutdown(reason: string, exitCode = 0): Promise<void> {
  const draining = reason === "SIGTERM" && stopReason === undefined && !starting && running.app !== undefined;
  const drainMs = draining ? (running.app?.config.operations?.drainSeconds ?? 0) * 1000 : 0;
  stopReason ??= reason;
  if (!force) {
    force = setTimeout(() => {
      console.error("15초 안에 정상 종료하지 못해 강제로 종료합니다.");
      running.booted?.embedded?.stopNow();
      process.exit(1);
    }, drainMs + 15_000).unref();
  }
  // A second signal while draining: stop waiting for the balancer.
  skipDrain?.();
  // Still starting: main() stops at its next check, once the step under way has ended.
  if (starting) return Promise.resolve();
  stopping ??= (async () => {
    const { app, booted } = running;
    try {
      if (app) {
        app.drain.begin();
        if (drainMs > 0) {
          app.log.info({ reason: stopReason, drainSeconds: drainMs / 1000 }, "draining: readiness answers 503");
          await new Promise<void>((resolve) => {
            const wait = setTimeout(resolve, drainMs);
            skipDrain = () => {
              clearTimeout(wait);
              resolve();
            };
          });
        }
        app.log.info({ reason: stopReason }, "shutting down");
        // The job queue stops beside the app's close, not after it (its close hook waits for the same stop, at most
        // 5 s: jobs are durable). After a database outage either can hang on a connection being re-made, so each
        // has its own budget and the log names the one that ran over; PostgreSQL is then stopped in any case.
        const within = async (phase: string, work: Promise<unknown>, ms: number) => {
          const done = await Promise.race([work.then(() => true), delay(ms, false, { ref: false })]);
          if (!done) app.log.warn({ phase, ms }, "shutdown: a step ran over its budget; going on");
        };
        await Promise.all([within("job queue", app.jobs.stop(), 5_000), within("app close", app.close(), 6_000)]);
      }
      await booted?.close();
    } finally {
      process.exit(exitCode);
    }
  })();
  return stopping;
}

/** A start-up check: when a signal came during the step just ended, stop what has started instead of going on. */
function stopRequested(): boolean {
  if (stopReason === undefined) return false;
  starting = false;
  void shutdown(stopReason);
  return true;
}

// From the first moment, before PostgreSQL starts: a Ctrl-C or a `kill -TERM` (to this process, to `npm start`,
// which passes it on, or to the whole process group) that comes while starting still stops PostgreSQL.
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

async function main() {
  // Values already in the environment win over the file.
  if (existsSync(".env")) process.loadEnvFile(".env");
  const startedAt = Date.now();
  const booted = await bootDatabase();
  running.booted = booted;
  if (stopRequested()) return;
  const web = await loadWebBuild();
  if (!web) console.warn("웹 앱 빌드가 없습니다 (npm run build). API만 제공합니다.");
  const app = await buildApp({ config: booted.config, db: booted.db, web, runsJobs: true });
  running.app = app;
  if (stopRequested()) return;
  try {
    await app.listen({ host: booted.config.host, port: booted.config.port });
  } catch (error) {
    // Do not leave the embedded database running behind a server that never started.
    await app.close();
    await booted.close();
    throw error;
  }
  if (stopRequested()) return;

  try {
    await app.jobs.work(appJobs({ config: booted.config, db: booted.db, services: app.services }));
  } catch (error) {
    await app.close();
    await booted.close();
    throw error;
  }
  if (stopRequested()) return;
  starting = false;

  const { config } = booted;
  if (config.localStandIns && !isLoopbackHost(config.host)) {
    // Listening beyond this machine with the stand-ins on: they still answer only this machine, but say so.
    console.warn(
      `로컬 대체 서비스(LOCAL_STAND_INS: 인증번호 outbox, 소셜 로그인 대체 제공자, 대체 결제)가 켜진 채 ${config.host}에서 듣고 있습니다. 실제 서비스라면 PUBLIC_URL을 공개 주소로 설정하세요.`,
    );
  }
  const paymentsOff = paymentsOffWarning(config);
  if (paymentsOff) console.warn(paymentsOff);
  if (booted.embedded) {
    // The embedded database is ours to keep alive; if it will not come back, exit so a supervisor can.
    supervisePostgres(booted.embedded, {
      log: (level, line) => app.log[level](line),
      onGiveUp: (reason) => {
        console.error(`PostgreSQL이 멈춘 뒤 1분 동안 다시 시작되지 않아 물멍을 종료합니다. 마지막 시도: ${reason}`);
        void shutdown("PostgreSQL did not come back", 1);
      },
    });
  }

  const address = `http://localhost:${booted.config.port}`;
  console.log(`\n  물멍이 ${address} 에서 실행 중입니다. (시작 ${((Date.now() - startedAt) / 1000).toFixed(1)}초)\n`);
  if (booted.config.localStandIns) {
    // The stand-ins' doors (test payments, the outbox, the social-login stand-in) want this machine's key, which
    // is never printed: `npm run stand-in-link` reads it from DATA_DIR/secrets.json and prints the unlock link.
    console.log(
      "  테스트 결제·인증번호함·소셜 로그인 대체 서비스를 쓰려면 `npm run stand-in-link`의 링크를 한 번 여세요.\n",
    );
  }
}

main().catch((error: unknown) => {
  console.error(describeStartupFailure(error));
  if (process.env.LOG_LEVEL === "debug" || process.env.LOG_LEVEL === "trace") console.error(error);
  process.exit(1);
});
