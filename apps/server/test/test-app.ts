/**
 * Builds the real app on a fresh copy of the seeded template database, for one test file.
 *   const t = await createTestApp(); ... t.app.inject(...); afterAll(t.close)
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { type Config, parseEnv, postcodeConfig, standInPortOneConfig } from "../src/config/env.ts";
import { kakaoMapConfig } from "../src/config/kakao-map.ts";
import { generateKey } from "../src/config/shared-keys.ts";
import { createDatabase } from "../src/db/client.ts";
import type { Clock } from "../src/modules/shared/clock.ts";
import { withDatabase } from "./global-setup.ts";

/** The test apps' stand-in key, and the header that shows it (the stand-ins' doors refuse callers without it). */
export const STAND_IN_KEY = "test-stand-in-key-0123456789abcdef0123";
export const STAND_IN_HEADERS = { "x-stand-in-key": STAND_IN_KEY } as const;

/** One web push key pair for every test app of a worker (as every instance on one database shares one). */
const TEST_VAPID = generateKey("vapid");

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: "test",
    host: "127.0.0.1",
    port: 0,
    dataDir: "/tmp/mulmung-test-data",
    databaseUrl: undefined,
    embeddedPgPort: 0,
    publicUrl: "http://localhost:3000",
    logLevel: "silent",
    seedDemoData: false,
    trustProxy: false,
    localStandIns: true,
    // The PortOne stand-in, its payments in memory (test files run side by side on one DATA_DIR).
    portone: standInPortOneConfig(),
    postcode: postcodeConfig(undefined, overrides.localStandIns ?? true),
    kakaoMap: kakaoMapConfig(undefined, overrides.localStandIns ?? true),
    secrets: {
      jwtSecret: "test-jwt-secret-0123456789abcdef0123",
      cookieSecret: "test-cookie-secret-0123456789abcdef",
      standInKey: STAND_IN_KEY,
    },
    vapid: { ...TEST_VAPID, subject: "mailto:push@localhost" },
    ...overrides,
  };
}

/** Real senders that are never reached in these tests (nothing is sent): what a public PUBLIC_URL requires. */
export const UNUSED_SENDERS = {
  SMTP_URL: "smtp://127.0.0.1:9",
  SMTP_FROM: "no-reply@shop.example.com",
  SMS_PROVIDER: "solapi",
  SOLAPI_API_KEY: "key",
  SOLAPI_API_SECRET: "secret",
  SOLAPI_BASE_URL: "http://127.0.0.1:9",
  SMS_FROM: "0212345678",
};

/** A test config with what these environment variables configure (stand-ins, proxies, senders, PUBLIC_URL). */
export function testConfigFromEnv(env: Record<string, string>): Config {
  const { publicUrl, trustProxy, localStandIns, mail, sms, oauth, portone, postcode, kakaoMap, nativeApp, fcm } =
    parseEnv({
      NODE_ENV: "test",
      ...env,
    });
  return testConfig({
    publicUrl,
    trustProxy,
    localStandIns,
    postcode,
    kakaoMap,
    portone: portone?.standIn ? standInPortOneConfig() : portone,
    ...(mail ? { mail } : {}),
    ...(sms ? { sms } : {}),
    ...(oauth ? { oauth } : {}),
    ...(nativeApp ? { nativeApp } : {}),
    // A real FCM service account only: the local FCM stand-in starts in the tests that ask for it (`fcm: "STAND_IN"`).
    ...(fcm && fcm !== "STAND_IN" ? { fcm } : {}),
  });
}

export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject("adminUrl");
  const name = `mulmung_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject("templateName")}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  logStream?: { write(line: string): void };
  /** Let this app run job workers (`t.app.jobs.work([...definitions], { pollingIntervalSeconds: 0.5 })`). */
  runsJobs?: boolean;
  /** The clock services read (default the system clock). */
  clock?: Clock;
}

export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}) {
  const database = await createTestDatabase();
  const instance = await buildTestInstance(database.url, overrides, options);
  return {
    ...instance,
    close: async () => {
      await instance.close();
      await database.drop();
    },
  };
}

/** Two app instances (each with its own pool, caches and listener) on one database, as behind a load balancer. */
export async function createTwoTestApps(overrides: Partial<Config> = {}, options: TestAppOptions = {}) {
  const database = await createTestDatabase();
  const a = await buildTestInstance(database.url, overrides, options);
  const b = await buildTestInstance(database.url, overrides, options);
  return {
    a,
    b,
    databaseUrl: database.url,
    close: async () => {
      await a.close();
      await b.close();
      await database.drop();
    },
  };
}

async function buildTestInstance(url: string, overrides: Partial<Config>, options: TestAppOptions = {}) {
  const db = createDatabase(url, { max: 5 });
  const config = testConfig(overrides);
  const common = { db, runsJobs: options.runsJobs, ...(options.clock ? { clock: options.clock } : {}) };
  const app = options.logStream
    ? await buildApp({ ...common, config: { ...config, logLevel: "trace" }, logStream: options.logStream })
    : await buildApp({ ...common, config, logger: false });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.$client.end();
    },
  };
}
