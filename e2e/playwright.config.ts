import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests against the built app on fresh data directories: support/servers.ts starts one server per worker
 * (ports E2E_PORT, E2E_PORT + 1, …), each with its own embedded PostgreSQL seeded with the demo data, exactly as
 * `npm start` does on a fresh clone; specs take `test` from support/test.ts, which points each worker at its own
 * server. Two workers by default (E2E_WORKERS or --workers to change it).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

const mobile = {
  ...devices["Desktop Chrome"],
  viewport: { width: 390, height: 844 },
  isMobile: false,
  hasTouch: true,
};

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./support/servers.ts",
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"]],
  use: {
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    // Traces (the actions and the page's DOM at each) only when asked (E2E_TRACE=1, kept for failed tests): recording
    // them costs CPU on every action of every test, and CI keeps no artefacts to read them from (decision 039).
    trace: process.env.E2E_TRACE ? { mode: "retain-on-failure", screenshots: false } : "off",
    launchOptions: {
      // Debian's chromium-headless-shell: the headless-only build, without the desktop browser's UI and compositor.
      // The same tests, measured on shell + community specs: 62 CPU-seconds in all instead of 142 (decision 039).
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        // One renderer per tab, not one per site: the tests visit one site (and its stand-ins), so isolating sites
        // only costs processes (measured on shell.spec: 62 → 50 CPU-seconds of Chromium).
        "--disable-site-isolation-trials",
        "--disable-features=IsolateOrigins,site-per-process",
      ],
    },
  },
  projects: [
    // One test per page, spread over the workers; queued first (as a11y.spec.ts always ran first), so every server's
    // pages are checked on its fresh demo data.
    { name: "a11y", testMatch: "a11y.spec.ts", use: mobile },
    // Each file's tests run in order on one worker, so on one server.
    { name: "mobile", testIgnore: "a11y.spec.ts", use: mobile },
  ],
});
