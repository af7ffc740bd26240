/**
 * Start-up: configuration, the database (embedded unless DATABASE_URL is set), migrations under the
 * advisory lock, the keys every instance shares (from the environment or the database, decision 053), reference
 * data (the species catalogue) into its empty tables, demo data on an empty database, and the app. Shared by
 * main.ts, the seed CLI and benchmarks.
 */

import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { type Config, loadConfig, withSharedKeys } from "./config/env.ts";
import { createDatabase, type Database, logPoolError } from "./db/client.ts";
import { type RunningPostgres, startEmbeddedPostgres } from "./db/embedded-postgres.ts";
import { runMigrations } from "./db/migrate.ts";
import { isEmpty, seedDemoData, seedReferenceData } from "./db/seed.ts";
import { resolveSharedKeys } from "./db/shared-keys.ts";

export interface Booted {
  config: Config;
  db: Database;
  databaseUrl: string;
  embedded?: RunningPostgres;
  close: () => Promise<void>;
}

const DATABASE_NAME = "mulmung";

export interface BootOptions {
  seed?: boolean;
  log?: (line: string) => void;
  /** Errors of idle pooled connections (default: stderr, once per message every 10 s). */
  logError?: (line: string) => void;
}

export async function bootDatabase(options: BootOptions = {}): Promise<Booted> {
  const log = options.log ?? ((line: string) => console.log(line));
  const settings = await loadConfig();
  let embedded: RunningPostgres | undefined;
  let databaseUrl = settings.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(settings.dataDir, "postgres"),
      port: settings.embeddedPgPort,
      ...(settings.embeddedPgFsync === false ? { settings: { fsync: "off" } } : {}),
      log,
      output: (text) => {
        if (/ERROR|FATAL|PANIC/.test(text)) log(text);
      },
    });
    await ensureDatabase(embedded.url("postgres"), DATABASE_NAME);
    databaseUrl = embedded.url(DATABASE_NAME);
  }
  const db = createDatabase(databaseUrl, { onPoolError: logPoolError(options.logError) });
  let config: Config;
  try {
    await runMigrations(databaseUrl);
    config = withSharedKeys(settings, await resolveSharedKeys(db, settings.keys, log));
    await seedReferenceData(db);
    if ((options.seed ?? config.seedDemoData) && (await isEmpty(db))) {
      log("빈 데이터베이스에 데모 데이터를 넣습니다.");
      await seedDemoData(db);
    }
  } catch (error) {
    await db.$client.end();
    await embedded?.stop();
    throw error;
  }
  return {
    config,
    db,
    databaseUrl,
    embedded,
    close: async () => {
      // The pool waits for every borrowed connection; after a database outage a job cut short by the queue's stop
      // can hold one for long. At most 3 s, then PostgreSQL stops anyway (a fast stop ends its backends).
      await Promise.race([db.$client.end(), delay(3_000, undefined, { ref: false })]);
      await embedded?.stop();
    },
  };
}

async function ensureDatabase(adminUrl: string, name: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
