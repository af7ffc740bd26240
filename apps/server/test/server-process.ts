/**
 * The server as an operator runs it, for process tests: `node src/main.ts` on a port of its own, its output kept,
 * and every process a test file started killed when the file ends (`afterAll(killServers)`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";

export const MAIN = fileURLToPath(new URL("../src/main.ts", import.meta.url));
const children: ChildProcess[] = [];

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A process this file started, to be killed with the others when the file ends. */
export function track(child: ChildProcess): ChildProcess {
  children.push(child);
  return child;
}

/** Starts the server (on `port`, else a free one) and resolves once it says it is serving. */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(process.execPath, [MAIN], {
        env: { ...process.env, PORT: String(listenOn), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      }),
    );
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("실행 중입니다")) resolve({ child, port: listenOn, output: () => output });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited ${code}:\n${output}`)));
  });
}

export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve()),
  );
}

/** SIGKILL for every process this file started that still runs (a failed test's). */
export function killServers(): void {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
}
