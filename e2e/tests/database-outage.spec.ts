/**
 * The embedded PostgreSQL dies under a running app (SIGKILL, as an OOM killer would): the app notices, logs
 * it, answers 503 with a Korean message (API) and the "잠시 후 다시 시도" page (pages) meanwhile, never 500,
 * and restarts the database by itself with the data intact. Runs its own server process on its own data
 * directory, since it kills that server's database.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "../support/test.ts";

const MAIN = fileURLToPath(new URL("../../apps/server/src/main.ts", import.meta.url));
const UNAVAILABLE = "잠시 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, HOST: "127.0.0.1", NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("실행 중입니다")) resolve({ child, output: () => output });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited ${code}:\n${output}`)));
  });
}

/**
 * Listens on the dead postmaster's port (closing every connection at once), so each restart attempt fails
 * with "address in use" until the test lets go: the outage lasts exactly as long as the test needs.
 */
async function holdPort(port: number): Promise<net.Server> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const server = net.createServer((socket) => socket.destroy());
    const bound = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (bound) return server;
    // The killed postmaster's socket closes as the kernel reaps it; try again until then.
    if (Date.now() > deadline) throw new Error(`port ${port} stayed busy after the postmaster was killed`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

test("a killed PostgreSQL: 503 in Korean for API and pages meanwhile, then the app brings it back with the data", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mulmung-outage-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer({ PORT: String(port), DATA_DIR: dataDir });
  try {
    const login = await page.request.post(`${base}/api/v1/authentication`, {
      data: { email: "demo@mulmung.kr", password: "mulmung123!" },
    });
    expect(login.status()).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const title = `정전 전에 쓴 글 ${Date.now().toString(36)}`;
    const created = await page.request.post(`${base}/api/v1/community-board`, {
      headers: { authorization: `Bearer ${accessToken}` },
      data: { title, content: "<p>데이터베이스가 죽어도 남아 있어야 합니다.</p>", dept1Category: "FREE" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // postmaster.pid: line 1 the postmaster's pid, line 4 its port.
    const pidFile = (await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n");
    process.kill(Number(pidFile[0]), "SIGKILL");
    const blocker = await holdPort(Number(pidFile[3]));

    let released = false;
    try {
      // A backend of the killed postmaster may answer one last query before it notices it is orphaned.
      const post = () => page.request.get(`${base}/api/v1/community-board/${id}`);
      await expect.poll(async () => (await post()).status(), { timeout: 10_000 }).toBe(503);
      const api = await post();
      expect(api.status()).toBe(503);
      expect(api.headers()["retry-after"]).toBe("5");
      expect(await api.json()).toEqual({ code: "SERVICE_UNAVAILABLE", message: UNAVAILABLE });
      expect((await page.request.get(`${base}/api/health`)).status()).toBe(503);

      const shown = await page.goto(`${base}/community/board/${id}`);
      expect(shown?.status()).toBe(503);
      expect(shown?.headers()["retry-after"]).toBe("5");
      await expect(page.getByRole("heading", { name: "잠시 서비스를 이용할 수 없습니다." })).toBeVisible();
      await expect(page.getByText("잠시 후 다시 시도해 주세요.")).toBeVisible();
      await expect(page.getByText("오류 코드 503")).toBeVisible();

      expect(server.output()).toContain("PostgreSQL stopped unexpectedly (killed by SIGKILL); restarting it");
      blocker.close();
      released = true;
    } finally {
      if (!released) blocker.close();
    }

    // The supervisor's next attempt (at most 8 s later) finds the port free and the data where it was.
    await expect
      .poll(async () => (await page.request.get(`${base}/api/health`)).status(), { timeout: 60_000 })
      .toBe(200);
    expect(server.output()).toMatch(/PostgreSQL is back after [\d.]+ s \(attempt \d+\)/);
    const after = await page.request.get(`${base}/api/v1/community-board/${id}`);
    expect(after.status()).toBe(200);
    expect(((await after.json()) as { title: string }).title).toBe(title);
    await page.reload();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    expect(server.output()).not.toContain("unhandled error");
  } finally {
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    server.child.kill("SIGTERM");
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
  expect(server.child.exitCode, server.output()).toBe(0);
});
