import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests against the built app on a fresh data directory: the server starts its own embedded
 * PostgreSQL there and seeds the demo data, exactly as `npm start` does on a fresh clone.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = path.join(os.tmpdir(), `mulmung-e2e-${process.pid}`);
/**
 * Every test starts as a visitor who dismissed today's home popup (the demo's one popup, id 1) with 오늘 하루 보지
 * 않기 just now, so the modal does not stand in front of what a test clicks; home.spec.ts starts with an empty
 * device to test the popup itself.
 */
const DISMISSED_AT = new Date().toISOString();
const POPUP_DISMISSED_STATE = {
  cookies: [],
  origins: [
    {
      origin: `http://localhost:${PORT}`,
      localStorage: [
        { name: "mulmung.popupViewHistory", value: JSON.stringify({ isView: true, createDate: DISMISSED_AT }) },
        { name: "mulmung.popupListByLocalStorage", value: JSON.stringify([{ id: 1, createDate: DISMISSED_AT }]) },
      ],
    },
  ],
};

export default defineConfig({
  testDir: "./tests",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    storageState: POPUP_DISMISSED_STATE,
    trace: "retain-on-failure",
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
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
  ],
  webServer: {
    command: `node ../apps/server/src/main.ts`,
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), DATA_DIR, NODE_ENV: "production", LOG_LEVEL: "warn" },
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
  },
});
