/**
 * Global setup: one built server per Playwright worker, each on its own port and its own fresh DATA_DIR (so its own
 * embedded PostgreSQL, migrated and seeded with the demo data, exactly as `npm start` does on a fresh clone).
 *
 * Tests change shared demo state (the demo member's basket, a store's new orders, the maintenance switch), so two
 * workers must never drive one server: worker N uses server N (`parallelIndex`, which Playwright guarantees is unique
 * among the workers running at one time; support/test.ts), and on each server the test files run one after another,
 * in file order, as they did with one worker. A worker restarted after a failure goes back to the same server.
 *
 * Servers listen on E2E_PORT, E2E_PORT + 1, … (one per worker: `--workers=1` starts one) and start side by side.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, readlink, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FullConfig } from "@playwright/test";

const MAIN = fileURLToPath(new URL("../../apps/server/src/main.ts", import.meta.url));
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

/** What a worker needs to know about its server; the list travels to the workers in E2E_SERVERS. */
export interface E2eServer {
  url: string;
  /** The server's DATA_DIR (its PostgreSQL cluster, secrets, uploads). */
  dataDir: string;
  /** Where tests keep what must outlive a worker and be shared by the workers this server has, one after another. */
  stateDir: string;
  /**
   * The server's stand-in key (DATA_DIR/secrets.json, written at its first start): the outbox, the payment and push
   * stand-ins' controls and window, and the OAuth stand-in's sign-in page want it besides a local address.
   */
  standInKey: string;
}

export const SERVERS_ENV = "E2E_SERVERS";

interface Running extends Omit<E2eServer, "standInKey"> {
  child: ChildProcess;
  exited: Promise<void>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** Passes the server's stderr (its warnings and errors) through, each line marked with the server's port. */
function prefixLines(stream: NodeJS.ReadableStream | null, prefix: string) {
  let rest = "";
  stream?.on("data", (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) process.stderr.write(`${prefix}${line}\n`);
  });
  stream?.on("end", () => {
    if (rest) process.stderr.write(`${prefix}${rest}\n`);
  });
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

async function start(port: number): Promise<Running> {
  if (!(await portIsFree(port))) {
    throw new Error(`E2E port ${port} is in use: stop what listens there or choose other ports with E2E_PORT.`);
  }
  const stateDir = await mkdtemp(path.join(os.tmpdir(), `mulmung-e2e-${port}-`));
  const dataDir = path.join(stateDir, "data");
  const url = `http://localhost:${port}`;
  // Its own process group, so a server that ignores SIGTERM can be stopped with everything it started.
  const child = spawn(process.execPath, [MAIN], {
    // STAND_IN_CLOCK: a spec may move the server's clock (http/stand-in-clock.ts); it puts it back when done.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      STAND_IN_CLOCK: "true",
      // Throwaway data: no fsync (a crash of PostgreSQL or the app, which the outage spec causes, loses nothing).
      EMBEDDED_PG_FSYNC: "off",
    },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  prefixLines(child.stderr, `[server ${port}] `);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server: Running = { url, dataDir, stateDir, child, exited };
  const deadline = Date.now() + START_TIMEOUT_MS;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (!(await healthy(url))) {
    const problem = gone
      ? `exited with ${child.exitCode} before it answered`
      : Date.now() > deadline
        ? `did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`
        : null;
    if (problem) {
      await stop(server);
      throw new Error(`the e2e server on port ${port} ${problem}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return server;
}

async function standInKeyOf(server: Running): Promise<string> {
  const secrets = JSON.parse(await readFile(path.join(server.dataDir, "secrets.json"), "utf8")) as {
    standInKey?: string;
  };
  if (!secrets.standInKey) throw new Error(`the e2e server at ${server.url} wrote no standInKey to its secrets.json`);
  return secrets.standInKey;
}

/** SIGTERM (the server stops its PostgreSQL and exits), SIGKILL to the group after 15 s; then the data goes. */
async function stop(server: Running) {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGTERM");
    const timer = setTimeout(() => {
      try {
        if (server.child.pid) process.kill(-server.child.pid, "SIGKILL");
      } catch {
        // Gone between the check and the signal.
      }
    }, STOP_TIMEOUT_MS);
    await server.exited;
    clearTimeout(timer);
  }
  // As root the cluster may live elsewhere with DATA_DIR/postgres a link to it (decision 013).
  const cluster = await readlink(path.join(server.dataDir, "postgres")).catch(() => null);
  if (cluster) await rm(path.dirname(cluster), { recursive: true, force: true });
  await rm(server.stateDir, { recursive: true, force: true });
}

export default async function startServers(config: FullConfig): Promise<() => Promise<void>> {
  const firstPort = Number(process.env.E2E_PORT ?? 3210);
  const ports = Array.from({ length: Math.max(1, config.workers) }, (_, i) => firstPort + i);
  const results = await Promise.allSettled(ports.map(start));
  const servers = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const failed = results.find((r) => r.status === "rejected");
  if (failed) {
    await Promise.all(servers.map(stop));
    throw failed.reason;
  }
  const described = await Promise.all(
    servers.map(
      async ({ url, dataDir, stateDir }, i): Promise<E2eServer> => ({
        url,
        dataDir,
        stateDir,
        standInKey: await standInKeyOf(servers[i] as Running),
      }),
    ),
  );
  process.env[SERVERS_ENV] = JSON.stringify(described);
  return async () => {
    await Promise.all(servers.map(stop));
  };
}
