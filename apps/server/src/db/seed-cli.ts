/**
 * `npm run seed -- [--products N] [--affiliates N] [--posts N] [--comments N] [--reset]`: seeds the database the app would use
 * (DATABASE_URL, or the embedded one under DATA_DIR) with the demo data scaled to the given sizes.
 * Without --reset an already seeded database is left alone.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { bootDatabase } from "../boot.ts";
import { runMigrations } from "./migrate.ts";
import { DEFAULT_SEED, isEmpty, seedDemoData } from "./seed.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string" },
    affiliates: { type: "string" },
    farms: { type: "string" },
    records: { type: "string" },
    posts: { type: "string" },
    comments: { type: "string" },
    reset: { type: "boolean", default: false },
  },
});

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000)
    throw new Error(`--${name}는 1 이상의 정수여야 합니다: ${value}`);
  return n;
}

const products = count(values.products, DEFAULT_SEED.products, "products");
const affiliates = count(values.affiliates, DEFAULT_SEED.affiliates, "affiliates");
const farms = values.farms === undefined ? undefined : count(values.farms, 0, "farms");
const records = values.records === undefined ? undefined : count(values.records, 0, "records");
const posts = values.posts === undefined ? undefined : count(values.posts, 0, "posts");
const comments = values.comments === undefined ? undefined : count(values.comments, 0, "comments");
const booted = await bootDatabase({ seed: false });
try {
  if (values.reset) {
    await booted.db.execute(
      sql`drop schema public cascade; create schema public; drop schema if exists drizzle cascade`,
    );
    await runMigrations(booted.databaseUrl);
  }
  if (!(await isEmpty(booted.db))) {
    console.log("이미 데이터가 있습니다. 다시 넣으려면 --reset을 붙이세요.");
  } else {
    const started = Date.now();
    await seedDemoData(booted.db, { products, affiliates, farms, records, posts, comments });
    // Statistics for the planner, and the visibility map set as autovacuum would leave it on a live database
    // (index-only scans, decision 008).
    await booted.db.execute(sql`vacuum analyze`);
    console.log(
      `상품 ${products.toLocaleString("ko-KR")}개, 매장 ${affiliates.toLocaleString("ko-KR")}곳을 ${((Date.now() - started) / 1000).toFixed(1)}초에 넣었습니다.`,
    );
  }
} finally {
  await booted.close();
}
