/**
 * The `test` every spec uses: Playwright's, pointed at this worker's own server (support/servers.ts starts one per
 * worker). `baseURL` is that server's, so `page`, `request`, `browser.newContext()` and
 * `playwright.request.newContext({ baseURL })` all reach it; `server` also gives its DATA_DIR.
 */
import { test as base } from "@playwright/test";
import { type E2eServer, SERVERS_ENV } from "./servers.ts";

export type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
export { expect } from "@playwright/test";
export type { E2eServer };

/**
 * Every test starts as a visitor who dismissed today's home popup (the demo's one popup, id 1) with 오늘 하루 보지
 * 않기 just now, so the modal does not stand in front of what a test clicks; home.spec.ts starts with an empty
 * device to test the popup itself. The stored state belongs to an origin, so to this worker's server's.
 */
const DISMISSED_AT = new Date().toISOString();
function popupDismissed(origin: string) {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: "mulmung.popupViewHistory", value: JSON.stringify({ isView: true, createDate: DISMISSED_AT }) },
          { name: "mulmung.popupListByLocalStorage", value: JSON.stringify([{ id: 1, createDate: DISMISSED_AT }]) },
        ],
      },
    ],
  };
}

export const test = base.extend<object, { server: E2eServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const servers = JSON.parse(process.env[SERVERS_ENV] ?? "[]") as E2eServer[];
      const server = servers[workerInfo.parallelIndex];
      if (!server) {
        throw new Error(
          `no e2e server for worker ${workerInfo.parallelIndex} (${servers.length} started): run through e2e/playwright.config.ts`,
        );
      }
      await use(server);
    },
    { scope: "worker" },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // home.spec.ts's `test.use({ storageState })` still replaces it.
  storageState: async ({ baseURL }, use) => {
    await use(popupDismissed(new URL(baseURL ?? "").origin));
  },
});
