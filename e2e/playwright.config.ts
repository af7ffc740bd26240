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
    // A failed test keeps its trace: the actions and the page's DOM at each. Without the screencast, which cost
    // about a tenth of the run's CPU time (decision 039).
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
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
