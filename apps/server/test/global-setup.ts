/**
 * API tests run against a real PostgreSQL. Once per run: start an embedded server in a temporary
 * directory (or use TEST_DATABASE_URL), migrate and seed a template database. Each test file then
 * copies the template (CREATE DATABASE ... TEMPLATE), which takes milliseconds, and works alone in it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../src/db/client.ts";
import { startEmbeddedPostgres } from "../src/db/embedded-postgres.ts";
import { runMigrations } from "../src/db/migrate.ts";
import { seedDemoData } from "../src/db/seed.ts";
import { openJobQueue } from "../src/jobs/job-queue.ts";

declare module "vitest" {
  export interface ProvidedContext {
    adminUrl: string;
    templateName: string;
  }
}

const TEMPLATE = `mulmung_template_${process.pid}`;

export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "mulmung-test-"));
    const server = await startEmbeddedPostgres({
      dataDir: path.join(dir, "postgres"),
      port: 0,
      // Test data is disposable: trade durability for speed.
      settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
    });
    adminUrl = server.url("postgres");
    stop = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  const templateUrl = withDatabase(adminUrl, TEMPLATE);
  await runMigrations(templateUrl);
  const db = createDatabase(templateUrl, { max: 2 });
  await seedDemoData(db);
  await db.$client.end();
  // The job queue's own schema, so each copy starts with it instead of migrating pg-boss per test file.
  const jobs = await openJobQueue({ connectionString: templateUrl, log: console, runsWorkers: false });
  await jobs.stop();
  project.provide("adminUrl", adminUrl);
  project.provide("templateName", TEMPLATE);

  return async () => {
    await admin.query(`drop database if exists ${TEMPLATE}`).catch(() => {});
    await admin.end();
    await stop();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
