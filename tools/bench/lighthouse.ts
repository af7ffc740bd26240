/**
 * Mobile Lighthouse over the key pages (`npm run bench`, or alone with `-- --only lighthouse`): Lighthouse's
 * default mobile configuration (Moto G Power emulation, simulated slow-4G and 4× CPU throttling) in Debian's
 * Chromium started by chrome-launcher, the performance, accessibility, best-practices and SEO categories, each
 * page run `runs` times and every figure the median. The budget is on performance (LIGHTHOUSE_MIN_PERFORMANCE).
 * With LIGHTHOUSE_REPORT_DIR set, each page's median-performance report is written there as JSON.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { type Flags, type Result } from "lighthouse";

export const LIGHTHOUSE_MIN_PERFORMANCE = 98;

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The same flags as the browser tests (README), plus the new headless mode. */
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export interface LighthousePage {
  name: string;
  path: string;
}

export interface LighthouseResult {
  name: string;
  path: string;
  /** Category scores 0-100, medians over the runs. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Median metrics in ms (CLS unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Failing audits of the median-performance run, "id (score)", for the table's notes. */
  flagged: string[];
}

/**
 * The key pages of issue 12, with real ids read from the API of the server at `base` (bench or demo data).
 */
export async function keyPages(base: string): Promise<LighthousePage[]> {
  const first = async (path: string): Promise<number> => {
    const response = await fetch(base + path);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    const id = ((await response.json()) as { items: { id: number }[] }).items[0]?.id;
    if (!id) throw new Error(`${path}: no item`);
    return id;
  };
  const product = await first("/api/v1/product?size=1");
  const post = await first("/api/v1/community-board?size=1");
  const farm = await first("/api/v1/public-breeding-farm?size=1");
  return [
    { name: "home", path: "/" },
    { name: "product list", path: "/ecommerce/product/list" },
    { name: "product", path: `/ecommerce/product/${product}` },
    { name: "board list", path: "/community/list" },
    { name: "post", path: `/community/board/${post}` },
    { name: "public farm", path: `/breeding/farm/${farm}?isPublic=true` },
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Debian's Chromium with the browser tests' flags, for Lighthouse to drive. */
export function launchChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
}

/**
 * One Lighthouse run, with `flags` on top of the default mobile config. A run whose trace recording failed
 * (NO_NAVSTART and the like, now and then on a busy machine) is repeated, at most twice; it measured nothing.
 */
export async function audit(port: number, url: string, flags: Flags = {}): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      ...flags,
    });
    if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
}

/**
 * A page's figures from its runs: each score and metric the median, the flagged audits those of the run with the
 * median performance score (with LIGHTHOUSE_REPORT_DIR set, that run's report is written there as JSON).
 */
export function summarise(page: LighthousePage, reports: Result[]): LighthouseResult {
  const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => median(reports.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
  const performance = median(reports.map((lhr) => score(lhr, "performance")));
  const typical = reports.find((lhr) => score(lhr, "performance") === performance) ?? reports[0];
  const flagged = typical
    ? Object.values(typical.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== "informative" &&
            audit.scoreDisplayMode !== "notApplicable" &&
            audit.scoreDisplayMode !== "manual",
        )
        .map((audit) => `${audit.id} (${audit.score})`)
    : [];
  if (typical && process.env.LIGHTHOUSE_REPORT_DIR) {
    const file = path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${page.name.replace(/\W+/g, "-")}.json`);
    writeFileSync(file, JSON.stringify(typical));
  }
  return {
    ...page,
    scores: {
      performance,
      accessibility: median(reports.map((lhr) => score(lhr, "accessibility"))),
      "best-practices": median(reports.map((lhr) => score(lhr, "best-practices"))),
      seo: median(reports.map((lhr) => score(lhr, "seo"))),
    },
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    flagged,
  };
}

export async function runLighthouse(base: string, pages: LighthousePage[], runs = 3): Promise<LighthouseResult[]> {
  const chrome = await launchChrome();
  const results: LighthouseResult[] = [];
  try {
    for (const page of pages) {
      const reports: Result[] = [];
      for (let run = 0; run < runs; run++) {
        reports.push(await audit(chrome.port, base + page.path));
      }
      results.push(summarise(page, reports));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * One table row per page: the four scores, the metrics, pass/fail against the performance budget (`min`, the key
 * pages' by default); `width` pads the page's name so the figures line up.
 */
export function lighthouseRow(
  r: LighthouseResult,
  { min = LIGHTHOUSE_MIN_PERFORMANCE, width = 28 } = {},
): { line: string; failed: boolean } {
  const failed = r.scores.performance < min;
  const s = r.scores;
  const line = [
    `lighthouse ${r.name}`.padEnd(width),
    `perf ${String(s.performance).padStart(3)}`,
    `a11y ${String(s.accessibility).padStart(3)}`,
    `bp ${String(s["best-practices"]).padStart(3)}`,
    `seo ${String(s.seo).padStart(3)}`,
    `FCP ${(r.fcp / 1000).toFixed(2)} s`,
    `LCP ${(r.lcp / 1000).toFixed(2)} s`,
    `TBT ${r.tbt.toFixed(0).padStart(3)} ms`,
    `CLS ${r.cls.toFixed(3)}`,
    failed ? `FAIL (performance < ${min})` : "ok",
    r.flagged.length ? `\n${"".padEnd(width + 2)}flagged: ${r.flagged.join(", ")}` : "",
  ].join("  ");
  return { line, failed };
}
