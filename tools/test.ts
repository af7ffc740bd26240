/**
 * `npm test`: every check, side by side where the machine allows it (decision 039). Each phase's output is printed
 * whole when the phase ends, so phases running together never interleave their lines; then a summary with each
 * phase's time. Exits 1 if any phase failed; a phase whose prerequisite failed is not run.
 *
 *   node tools/test.ts               every phase
 *   node tools/test.ts unit api      only these (and what they need: e2e brings build)
 */
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

interface Phase {
  name: string;
  /** What runs, as `npm run <script>`, a command of node_modules/.bin or a script of the repository. */
  command: string[];
  /** Phases that must have passed first. */
  after?: string[];
}

const PHASES: Phase[] = [
  { name: "build", command: ["npm", "run", "build", "--silent"] },
  { name: "lint", command: ["npm", "run", "lint", "--silent"] },
  { name: "typecheck", command: ["npm", "run", "typecheck", "--silent"] },
  { name: "unit", command: ["npm", "run", "test:unit", "--silent"] },
  { name: "api", command: ["npm", "run", "test:api", "--silent"] },
  // The app (apps/native, decision 048): `cap sync` copies the web folder and the config into the Android and iOS
  // projects and writes their plugin lists; it needs no Android SDK or Xcode.
  { name: "native", command: ["npm", "run", "sync", "-w", "@mulmung/native", "--silent"] },
  { name: "e2e", command: ["playwright", "test", "-c", "e2e/playwright.config.ts"], after: ["build"] },
  // `npm start` (which needs the build) stops as one on SIGTERM, PostgreSQL included, even while starting.
  { name: "stop", command: [".ci/stop-process-group"], after: ["build"] },
];

type Status = "passed" | "failed" | "not run";

interface Result {
  status: Status;
  seconds: number;
  output: string;
}

const root = fileURLToPath(new URL("..", import.meta.url));
const started = performance.now();
const elapsed = (from: number) => (performance.now() - from) / 1000;
const clock = () => `${Math.round(elapsed(started))}`.padStart(4);
const load = () => os.loadavg()[0]?.toFixed(1);

function select(names: string[]): Phase[] {
  const unknown = names.filter((name) => !PHASES.some((p) => p.name === name));
  if (unknown.length > 0) {
    console.error(`Unknown phase ${unknown.join(", ")}; the phases are ${PHASES.map((p) => p.name).join(", ")}.`);
    process.exit(2);
  }
  if (names.length === 0) return PHASES;
  const wanted = new Set<string>();
  const add = (name: string) => {
    wanted.add(name);
    for (const before of PHASES.find((p) => p.name === name)?.after ?? []) add(before);
  };
  for (const name of names) add(name);
  return PHASES.filter((p) => wanted.has(p.name));
}

const children = new Set<ReturnType<typeof spawn>>();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

function run(phase: Phase): Promise<Result> {
  const from = performance.now();
  console.log(`${clock()} s  ${phase.name} started`);
  return new Promise((resolve) => {
    const [command, ...args] = phase.command as [string, ...string[]];
    const child = spawn(command, args, {
      cwd: root,
      env: {
        ...process.env,
        PATH: `${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`,
        ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.add(child);
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    const finish = (status: Status, extra = "") => {
      children.delete(child);
      const seconds = elapsed(from);
      const output = Buffer.concat(chunks).toString() + extra;
      console.log(`\n${"─".repeat(8)} ${phase.name}: ${status} in ${seconds.toFixed(0)} s ${"─".repeat(60)}`);
      process.stdout.write(output.endsWith("\n") || output === "" ? output : `${output}\n`);
      console.log(`${clock()} s  ${phase.name} ${status} (${seconds.toFixed(0)} s, load ${load()})`);
      resolve({ status, seconds, output });
    };
    child.once("error", (error) => finish("failed", `${error.message}\n`));
    child.once("close", (code) => finish(code === 0 ? "passed" : "failed"));
  });
}

const phases = select(process.argv.slice(2));
console.log(`${clock()} s  ${phases.length} phases on ${os.availableParallelism()} cores, load ${load()}`);
const results = new Map<string, Promise<Result>>();
function start(phase: Phase): Promise<Result> {
  let result = results.get(phase.name);
  if (!result) {
    const before = (phase.after ?? []).filter((name) => phases.some((p) => p.name === name));
    result = Promise.all(before.map((name) => start(phases.find((p) => p.name === name) as Phase))).then((done) =>
      done.every((r) => r.status === "passed")
        ? run(phase)
        : { status: "not run" as const, seconds: 0, output: `${before.join(", ")} did not pass` },
    );
    results.set(phase.name, result);
  }
  return result;
}
const done = await Promise.all(phases.map(start));

console.log(`\n${"─".repeat(8)} summary (${elapsed(started).toFixed(0)} s in all, load ${load()}) ${"─".repeat(48)}`);
for (const [i, phase] of phases.entries()) {
  const r = done[i] as Result;
  const detail = r.status === "not run" ? r.output : `${r.seconds.toFixed(0)} s`;
  console.log(`  ${phase.name.padEnd(10)} ${r.status.padEnd(8)} ${detail}`);
}
process.exit(done.every((r) => r.status === "passed") ? 0 : 1);
