import { defineConfig } from "vitest/config";

// Two projects: pure unit tests, and API tests that need a real PostgreSQL (see apps/server/test/global-setup.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          // `npm test` runs these beside the typecheck and the API and browser tests: a test that starts a process
          // (tools/lint) can take seconds on a busy two-core machine.
          testTimeout: 20_000,
          // Pure tests: sharing a worker's module cache between files is safe (none mocks a module) and saves
          // importing the domain and the web's libraries once per file.
          isolate: false,
          include: [
            "packages/*/src/**/*.test.ts",
            "apps/web/app/**/*.test.{ts,tsx}",
            "tools/**/*.test.ts",
            "apps/server/src/**/*.unit.test.ts",
          ],
        },
      },
      {
        test: {
          name: "api",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: ["apps/server/src/**/*.unit.test.ts", "**/node_modules/**"],
          globalSetup: ["apps/server/test/global-setup.ts"],
          // Files share a worker's module cache (each still builds its own app on its own database): the app's
          // modules are imported once per worker instead of once per file (measured: 325 s → 224 s on two cores).
          isolate: false,
          // Two files at a time: most of an API test's time is waiting (PostgreSQL, pg-boss, real processes), and
          // Vitest's default on two cores is one worker.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
