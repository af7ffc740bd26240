/**
 * `npm start`: builds the web app when its build is missing or older than its sources, then starts the
 * server (embedded PostgreSQL, migrations, demo data) on http://localhost:3000. A failure prints one sentence
 * saying what to do (apps/server/src/startup-failure.ts) and exits 1.
 *
 * The script is `exec node tools/start.ts`: no shell stays between npm and this process, so npm's forwarding of
 * SIGINT/SIGTERM reaches the server itself (a shell in between would die of it and leave the server running).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const web = path.join(root, "apps", "web");
const buildEntry = path.join(web, "build", "server", "index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(web, "app"), path.join(web, "public"), path.join(root, "packages")];
// The build configuration decides what the build holds too (e.g. which packages the server build imports).
const configFiles = [path.join(web, "vite.config.ts"), path.join(web, "react-router.config.ts")];
const newestSource = Math.max(...sources.map(newestMtime), ...configFiles.map((file) => statSync(file).mtimeMs));
const isStale = !existsSync(buildEntry) || newestSource > statSync(buildEntry).mtimeMs;
if (isStale) {
  console.log("웹 앱을 빌드합니다...");
  try {
    execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  } catch {
    // The build's own output above says what failed; no second stack on top of it.
    console.error(
      "웹 앱을 빌드하지 못했습니다. 위의 빌드 출력을 확인하고, 의존성이 없다면 npm ci를 먼저 실행해 주세요.",
    );
    process.exit(1);
  }
}
process.env.NODE_ENV ??= "production";
if (process.env.npm_lifecycle_event === "start") {
  // Under `npm start` (whose script execs this process, so npm is the parent): npm passes a SIGINT or SIGTERM on to
  // us, and main.ts stops PostgreSQL and exits. Should npm go without doing so (SIGKILL), stop as if it had, rather
  // than run on orphaned with the database that only this process can stop.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
  }, 1_000).unref();
}
await import("../apps/server/src/main.ts");
