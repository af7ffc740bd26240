/**
 * The `test` every spec uses: Playwright's, pointed at this worker's own server (support/servers.ts starts one per
 * worker). `baseURL` is that server's, so `page`, `request`, `browser.newContext()` and
 * `playwright.request.newContext({ baseURL })` all reach it; `server` also gives its DATA_DIR.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, type BrowserContext, test as base, type WorkerInfo } from "@playwright/test";
import { type E2eServer, SERVERS_ENV } from "./servers.ts";

export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from "@playwright/test";
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
  // The stand-ins' doors want this machine's key besides a local address (apps/server/src/http/stand-in-key.ts);
  // pages, fetches, the payment window and `request` all send it, as a browser that opened the unlock link does.
  extraHTTPHeaders: async ({ server }, use) => {
    await use(standInHeaders(server));
  },
  // home.spec.ts's `test.use({ storageState })` still replaces it.
  storageState: async ({ baseURL }, use) => {
    await use(popupDismissed(new URL(baseURL ?? "").origin));
  },
});

/** The header that shows a server's stand-in key (for `playwright.request.newContext` outside the fixtures). */
export function standInHeaders(server: E2eServer): Record<string, string> {
  return { "x-stand-in-key": server.standInKey };
}

/**
 * What `make` returns, made once per server: a worker restarted after a failure (same server, same data) reads it
 * back instead of making it again. For a worker fixture that creates demo rows (orders, a basket line).
 */
export async function oncePerServer<T>(server: E2eServer, name: string, make: () => Promise<T>): Promise<T> {
  const file = path.join(server.stateDir, `${name}.json`);
  const kept = await readFile(file, "utf8").catch(() => null);
  if (kept !== null) return JSON.parse(kept) as T;
  const made = await make();
  await writeFile(file, JSON.stringify(made));
  return made;
}

/**
 * A browser context for a worker-scoped fixture (one page that many tests share, as the accessibility sweep's): the
 * project's device and locale, this worker's server and the dismissed popup, as each test's own context has them.
 */
export function newWorkerContext(browser: Browser, server: E2eServer, workerInfo: WorkerInfo): Promise<BrowserContext> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } = workerInfo.project.use;
  return browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    timezoneId,
    baseURL: server.url,
    extraHTTPHeaders: standInHeaders(server),
    storageState: popupDismissed(new URL(server.url).origin),
  });
}
