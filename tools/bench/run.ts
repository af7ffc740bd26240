/**
 * `npm run bench`: starts the built server on a seeded benchmark database (DATA_DIR=data/bench, embedded
 * PostgreSQL; 100k products and 10k stores on first run), starts the static twin, loads both with autocannon
 * on loopback (the load generator pinned to its own core, alternating rounds, medians), and prints
 * each endpoint's throughput and p99 with its ratio to the twin, and the first-load JavaScript of the pages in
 * PAGES (page-weight.ts), then mobile Lighthouse over the key pages (lighthouse.ts) and, one run each, over every
 * page of the web app and the consoles (lighthouse-routes.ts, on a demo-seeded server of its own: it signs in as
 * the demo accounts and reads the demo orders). Exits 1 when a budget in endpoints.ts or a Lighthouse performance
 * budget is missed.
 * With the checkout row, run.ts starts the embedded PostgreSQL itself (with pg_stat_statements loaded, to count the
 * statements per order) and gives the server DATABASE_URL; the row then also runs the database twin of an order
 * (checkout-twin.ts) and prints the app's orders/s against it.
 * Options: --only <name part>, --duration <s per round> (4), --rounds <n> (5), and the seed sizes.
 * `--only lighthouse` runs Lighthouse alone, on a fresh demo-seeded temporary data directory (no bench seed);
 * `--only lighthouse-routes` the same for the row over every page.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { type RunningPostgres, startEmbeddedPostgres } from "../../apps/server/src/db/embedded-postgres.ts";
import { benchCheckout, CHECKOUT_BUDGET, ISSUE_24_BUDGET } from "./checkout.ts";
import { benchCheckoutTwin } from "./checkout-twin.ts";
import { type BenchEndpoint, ENDPOINTS, PAGES } from "./endpoints.ts";
import { keyPages, lighthouseRow, runLighthouse } from "./lighthouse.ts";
import { everyPage, lighthouseRouteRow, runLighthouseRoutes } from "./lighthouse-routes.ts";
import { firstLoadJs } from "./page-weight.ts";
import { BENCH_POSTGRES_SETTINGS, StatementCounter } from "./statements.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "4" },
    rounds: { type: "string", default: "5" },
    only: { type: "string" },
    products: { type: "string", default: "100000" },
    affiliates: { type: "string", default: "10000" },
    farms: { type: "string", default: "50000" },
    records: { type: "string", default: "500000" },
    posts: { type: "string", default: "1000000" },
    comments: { type: "string", default: "3000000" },
  },
});
const duration = Number(values.duration);
const rounds = Math.max(1, Number(values.rounds));
const lighthouseOnly = values.only === "lighthouse";
/** `--only checkout`: the checkout row alone, on a fresh demo-seeded temporary data directory. */
const checkoutOnly = values.only === "checkout";
/** `--only lighthouse-routes`: Lighthouse over every page alone, on a fresh demo-seeded temporary data directory. */
const routesOnly = values.only === "lighthouse-routes";
const demoData = lighthouseOnly || checkoutOnly || routesOnly;
const withLighthouse = !values.only || lighthouseOnly;
const withRoutes = !values.only || routesOnly;
const dataDir = demoData
  ? mkdtempSync(path.join(os.tmpdir(), "mulmung-lighthouse-"))
  : (process.env.BENCH_DATA_DIR ?? path.join(root, "data", "bench"));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  SEED_DEMO_DATA: demoData ? "true" : "false",
  // The checkout row buys hundreds of orders a second as one member: the per-member order limit is lifted.
  ORDER_RATE_LIMIT: "0",
};

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} → ${code}`))));
  });
}

function start(
  command: string,
  args: string[],
  extraEnv: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) resolve({ child, match });
    });
    child.on("exit", (code) => reject(new Error(`${command} exited ${code}: ${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

interface Measure {
  rps: number;
  p99: number;
  mean: number;
}

async function load(url: string, connections: number, bustCache = false, warmUp = false): Promise<Measure> {
  let n = 0;
  const requests: autocannon.Request[] | undefined = bustCache
    ? [{ setupRequest: (request) => ({ ...request, path: `${request.path}&_bench=${n++}` }) }]
    : undefined;
  // A short warm-up so JIT and caches are in the same state for both servers.
  if (warmUp) await autocannon({ url, connections, duration: 2, requests });
  const result = await autocannon({ url, connections, duration, requests });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, mean: result.latency.average };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The server and its twin measured in alternating rounds, each figure the median over the rounds: a neighbour's
 * burst on a shared machine then spoils one round, not the verdict.
 */
async function measure(e: BenchEndpoint) {
  const real: Measure[] = [];
  const fixed: Measure[] = [];
  for (let round = 0; round < rounds; round++) {
    real.push(await load(base + e.path, e.connections, e.bustCache, round === 0));
    fixed.push(await load(twinBase + e.path, e.connections, e.bustCache, round === 0));
  }
  const pick = (list: Measure[], key: keyof Measure) => median(list.map((m) => m[key]));
  return {
    real: { rps: pick(real, "rps"), p99: pick(real, "p99"), mean: pick(real, "mean") },
    fixed: { rps: pick(fixed, "rps"), p99: pick(fixed, "p99"), mean: pick(fixed, "mean") },
    ratio: median(real.map((m, i) => m.rps / (fixed[i]?.rps ?? Number.POSITIVE_INFINITY))),
  };
}

/** The twin's bodies go through a file: a chart answer can be larger than an environment variable may be. */
function writeBodies(bodies: Record<string, { body: string; headers: Record<string, string> }>): string {
  const file = path.join(os.tmpdir(), `mulmung-twin-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(bodies));
  return file;
}

const endpoints = ENDPOINTS.filter((e) => !values.only || e.name.includes(values.only));

if (!demoData)
  await run("node", [
    "apps/server/src/db/seed-cli.ts",
    "--products",
    values.products ?? "100000",
    "--affiliates",
    values.affiliates ?? "10000",
    "--farms",
    values.farms ?? "50000",
    "--records",
    values.records ?? "500000",
    "--posts",
    values.posts ?? "1000000",
    "--comments",
    values.comments ?? "3000000",
  ]);
// Below 3659, a port fetch refuses to connect to (the Fetch standard's "bad ports"): 3300 + 500 reached it.
const port = 3300 + Math.floor(Math.random() * 350);
const withCheckout = !values.only || checkoutOnly;
/**
 * The checkout row's gateway: the PortOne stand-in as its own process, as the real PortOne is another party's
 * machine, so the server under test spends its time on our side of each payment only (decision 025).
 */
const gatewayDir = mkdtempSync(path.join(os.tmpdir(), "mulmung-bench-portone-"));
const gateway = withCheckout
  ? await start(
      "node",
      [
        "tools/portone-stand-in/src/main.ts",
        "--port",
        "0",
        "--webhook-url",
        `http://127.0.0.1:${port}/api/v1/payment/webhook`,
        "--store-file",
        path.join(gatewayDir, "payments.jsonl"),
      ],
      {},
      /^(\{.*\})$/m,
    )
  : null;
const gatewaySettings = gateway
  ? (JSON.parse(gateway.match[1] as string) as {
      url: string;
      storeId: string;
      apiSecret: string;
      webhookSecret: string;
      channelKey: string;
    })
  : null;
/**
 * The checkout row's PostgreSQL: the same embedded one the server would start on DATA_DIR, started here with
 * pg_stat_statements loaded (statements.ts), so the server gets DATABASE_URL and nothing in it changes.
 */
let postgres: RunningPostgres | null = null;
const DATABASE = "mulmung";
if (withCheckout) {
  postgres = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, "postgres"),
    port: 0,
    settings: BENCH_POSTGRES_SETTINGS,
    log: (line) => console.log(line),
    output: (text) => {
      if (/ERROR|FATAL|PANIC/.test(text)) console.error(text);
    },
  });
  const admin = new pg.Client({ connectionString: postgres.url("postgres") });
  await admin.connect();
  if ((await admin.query("select 1 from pg_database where datname = $1", [DATABASE])).rowCount === 0)
    await admin.query(`create database ${DATABASE}`);
  await admin.end();
}
const server = await start(
  "node",
  ["apps/server/src/main.ts"],
  {
    PORT: String(port),
    HOST: "127.0.0.1",
    ...(postgres ? { DATABASE_URL: postgres.url(DATABASE) } : {}),
    ...(gatewaySettings
      ? {
          PORTONE_STORE_ID: gatewaySettings.storeId,
          PORTONE_API_SECRET: gatewaySettings.apiSecret,
          PORTONE_WEBHOOK_SECRET: gatewaySettings.webhookSecret,
          PORTONE_CHANNEL_KEY: gatewaySettings.channelKey,
          PORTONE_API_BASE_URL: gatewaySettings.url,
        }
      : {}),
  },
  /실행 중/,
);
const base = `http://127.0.0.1:${port}`;
/** Set per connection or per response by Node itself; everything else the twin repeats as the server sent it. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
const bodies: Record<string, { body: string; headers: Record<string, string> }> = {};
for (const e of endpoints) {
  const response = await fetch(base + e.path);
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!OWN_HEADERS.has(name)) headers[name] = value;
  bodies[e.route] = { body: await response.text(), headers };
}
const twin = demoData
  ? null
  : await start(
      "node",
      ["tools/bench/twin.ts"],
      { TWIN_BODIES_FILE: writeBodies(bodies), PORT: "0" },
      /LISTENING (\d+)/,
    );
const twinBase = `http://127.0.0.1:${twin?.match[1]}`;

const rows: string[] = [];
const means = new Map<string, number>();
let failed = false;
try {
  // Lighthouse first: Chromium started after the pinning below would inherit the load generator's single core.
  if (withLighthouse) {
    for (const result of await runLighthouse(base, await keyPages(base))) {
      const { line, failed: miss } = lighthouseRow(result);
      failed ||= miss;
      rows.push(line);
      console.log(line);
    }
  }
  if (withRoutes) failed = (await lighthouseRoutes()) || failed;
  pinLoadGenerator();
  const pages = PAGES.filter((p) => !values.only || p.name.includes(values.only));
  if (pages.length > 0) {
    const first = (await (await fetch(`${base}/api/v1/product?size=1`)).json()) as { items: { id: number }[] };
    for (const page of pages) {
      const { files, gzipBytes } = await firstLoadJs(
        base,
        page.path.replace("{productId}", String(first.items[0]?.id)),
      );
      const kb = gzipBytes / 1024;
      const miss = kb > page.maxGzipKb;
      failed ||= miss;
      rows.push(
        `${page.name.padEnd(28)}  first-load JS ${kb.toFixed(1)} KB gzipped in ${files} files  ${miss ? `FAIL (> ${page.maxGzipKb} KB)` : "ok"}`,
      );
      console.log(rows.at(-1));
    }
  }
  for (const e of endpoints as BenchEndpoint[]) {
    const { real, fixed, ratio } = await measure(e);
    means.set(e.name, real.mean);
    const misses = [
      e.minRatio !== undefined && ratio < e.minRatio ? `ratio < ${e.minRatio}` : "",
      e.maxP99Ms !== undefined && real.p99 > e.maxP99Ms ? `p99 > ${e.maxP99Ms}ms` : "",
      e.maxMeanMs !== undefined && real.mean > e.maxMeanMs ? `mean > ${e.maxMeanMs}ms` : "",
      e.notSlowerThan &&
      real.mean > (means.get(e.notSlowerThan.than) ?? Number.POSITIVE_INFINITY) * e.notSlowerThan.factor
        ? `mean > ${e.notSlowerThan.factor} × ${e.notSlowerThan.than}`
        : "",
    ].filter(Boolean);
    failed ||= misses.length > 0;
    rows.push(
      [
        e.name.padEnd(28),
        `${real.rps.toFixed(0).padStart(7)} req/s`,
        `p99 ${String(real.p99).padStart(3)} ms`,
        `mean ${real.mean.toFixed(2)} ms`,
        `twin ${fixed.rps.toFixed(0).padStart(7)} req/s p99 ${String(fixed.p99).padStart(3)} ms`,
        `ratio ${ratio.toFixed(2)}`,
        misses.length ? `FAIL (${misses.join(", ")})` : "ok",
      ].join("  "),
    );
    console.log(rows.at(-1));
  }
  if (withCheckout && gatewaySettings && postgres) {
    const counter = await StatementCounter.open(postgres.url("postgres"), DATABASE);
    const seconds = duration * rounds;
    // The twin right after, on the same database, products and connections (same run, same machine).
    const [result, twinResult] = await (async () => {
      const app = await benchCheckout(base, gatewaySettings.url, { connections: 20, seconds, counter });
      const twin = await benchCheckoutTwin(postgres.url(DATABASE), {
        connections: 20,
        seconds,
        productIds: app.productIds,
        counter,
      });
      return [app, twin] as const;
    })().finally(() => counter.close());
    const twinRatio = result.ordersPerSecond / twinResult.ordersPerSecond;
    const s = result.statements;
    const misses = [
      result.ordersPerSecond < CHECKOUT_BUDGET.minOrdersPerSecond
        ? `< ${CHECKOUT_BUDGET.minOrdersPerSecond} orders/s`
        : "",
      result.p99 > CHECKOUT_BUDGET.maxP99Ms ? `p99 > ${CHECKOUT_BUDGET.maxP99Ms}ms` : "",
      result.oversell.oversold ? "OVERSOLD" : "",
    ].filter(Boolean);
    const issue24Misses = [
      twinRatio < ISSUE_24_BUDGET.minTwinRatio ? `app/twin < ${ISSUE_24_BUDGET.minTwinRatio}` : "",
      result.p99 > ISSUE_24_BUDGET.maxP99Ms ? `p99 > ${ISSUE_24_BUDGET.maxP99Ms}ms` : "",
      s.perOrder > ISSUE_24_BUDGET.maxStatementsPerOrder
        ? `statements/order > ${ISSUE_24_BUDGET.maxStatementsPerOrder}`
        : "",
    ].filter(Boolean);
    failed ||= misses.length > 0 || issue24Misses.length > 0;
    const o = result.oversell;
    rows.push(
      [
        "checkout (direct→confirm→pay→complete)".padEnd(28),
        `${result.ordersPerSecond.toFixed(0).padStart(5)} orders/s`,
        `p99 ${result.p99.toFixed(0)} ms`,
        `mean ${result.mean.toFixed(2)} ms`,
        `${result.orders} orders, 20 connections`,
        `oversell: stock ${o.stock}, ${o.attempts} at once → ${o.confirmed} confirmed, ${o.soldOut} 품절, ${o.left} left`,
        misses.length ? `FAIL (${misses.join(", ")})` : "ok",
      ].join("  "),
      [
        "checkout vs twin (issue 24)".padEnd(28),
        `app ${result.ordersPerSecond.toFixed(0)} orders/s`,
        `twin ${twinResult.ordersPerSecond.toFixed(0)} orders/s (p99 ${twinResult.p99.toFixed(0)} ms, ${twinResult.orders} orders, ${twinResult.statementsPerOrder.toFixed(1)} statements each)`,
        `app/twin ${twinRatio.toFixed(2)} (≥ ${ISSUE_24_BUDGET.minTwinRatio})`,
        `p99 ${result.p99.toFixed(0)} ms (≤ ${ISSUE_24_BUDGET.maxP99Ms})`,
        `statements per order ${s.perOrder.toFixed(1)} (≤ ${ISSUE_24_BUDGET.maxStatementsPerOrder})`,
        issue24Misses.length ? `FAIL (${issue24Misses.join(", ")})` : "ok",
      ].join("  "),
      [
        "  statements per step".padEnd(28),
        s.steps.map((step) => `${step.name} ${step.statements.toFixed(1)}`).join(", "),
        `(one order at a time; + ${s.transactionControlPerOrder.toFixed(1)} BEGIN/COMMIT… per order not counted;`,
        `idle job-queue polling ${s.idlePerSecond.toFixed(1)}/s counted in)`,
      ].join("  "),
    );
    console.log(rows.slice(-3).join("\n"));
    if (process.env.CHECKOUT_STATEMENTS)
      for (const q of s.top)
        console.log(`${q.perOrder.toFixed(2).padStart(6)}  ${q.query.replace(/\s+/g, " ").slice(0, 160)}`);
  }
} finally {
  if (twin) await stop(twin.child);
  await stop(server.child);
  if (gateway) await stop(gateway.child);
  await postgres?.stop();
  rmSync(gatewayDir, { recursive: true, force: true });
  if (demoData) rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\n${endpoints.length}개 엔드포인트, ${connectionsNote()}, ${rounds}회 × ${duration}초의 중앙값${withLighthouse ? "; Lighthouse 모바일 3회의 중앙값" : ""}${withRoutes ? "; 모든 페이지 Lighthouse 모바일 1회" : ""}\n${rows.join("\n")}`,
);
process.exit(failed ? 1 : 0);

/**
 * On a machine with few cores the scheduler otherwise puts the load generator (this process) on the server's
 * core now and then, and throughput jumps between two levels from run to run. The load generator is pinned to
 * CPU 0; the servers and PostgreSQL stay free to use every core (pinning them too starved PostgreSQL on the
 * database-path rows). Skipped where `taskset` is missing or there is a single core.
 */
function pinLoadGenerator() {
  if (os.availableParallelism() < 2) return;
  try {
    execFileSync("taskset", ["-a", "-p", "-c", "0", String(process.pid)], { stdio: "ignore" });
  } catch {
    // No taskset here: measure unpinned.
  }
}

function connectionsNote() {
  return [...new Set(endpoints.map((e) => e.connections))].map((c) => `${c} connections`).join(", ");
}

/**
 * The row over every page on a demo-seeded server: the bench's own when it runs on demo data, else one started on a
 * temporary data directory beside it (on the bench seed the demo member's seeded orders are buried under the
 * checkout row's, and the pages name demo rows by id).
 */
async function lighthouseRoutes(): Promise<boolean> {
  const routesDir = demoData ? null : mkdtempSync(path.join(os.tmpdir(), "mulmung-lighthouse-routes-"));
  const routesPort = port + 1;
  const routesServer = routesDir
    ? await start(
        "node",
        ["apps/server/src/main.ts"],
        { DATA_DIR: routesDir, SEED_DEMO_DATA: "true", PORT: String(routesPort), HOST: "127.0.0.1" },
        /실행 중/,
      )
    : null;
  const at = routesServer ? `http://127.0.0.1:${routesPort}` : base;
  let miss = false;
  try {
    await runLighthouseRoutes(at, await everyPage(at), (result) => {
      const { line, failed } = lighthouseRouteRow(result);
      miss ||= failed;
      rows.push(line);
      console.log(line);
    });
  } finally {
    if (routesServer) await stop(routesServer.child);
    if (routesDir) rmSync(routesDir, { recursive: true, force: true });
  }
  return miss;
}
