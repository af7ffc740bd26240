/**
 * `npm run build` (the web package's build script, run in apps/web): `react-router build` with Vite's log level
 * `warn`, so a build that goes well prints nothing (no table of every file written, no list of assets moved from the
 * server build to the client's) and warnings and errors still show whole. Two lines are left out: React Router 7's
 * own config loader starts a Vite server with `envFile: false`, which Vite 8 answers with a deprecation warning
 * about that server, not about anything of ours, that no setting of ours reaches (React Router 8 no longer does
 * it: remix-run/react-router#15230; apps/web/vite.config.ts renames the option where it can). Exits with the
 * build's own code.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";

const NOT_OURS = "The `envFile` option is deprecated, please use `envDir: false` instead.";

const build = spawn("react-router", ["build", "--logLevel", "warn", ...process.argv.slice(2)], {
  stdio: ["inherit", "inherit", "pipe"],
  // The build's colours as if it wrote to this terminal itself.
  env: process.stderr.isTTY ? { FORCE_COLOR: "1", ...process.env } : process.env,
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => build.kill(signal));
createInterface({ input: build.stderr }).on("line", (line) => {
  if (stripVTControlCharacters(line).trim() !== NOT_OURS) process.stderr.write(`${line}\n`);
});
build.once("error", (error) => {
  console.error(`react-router build를 실행하지 못했습니다: ${error.message}`);
  process.exit(1);
});
build.once("close", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
