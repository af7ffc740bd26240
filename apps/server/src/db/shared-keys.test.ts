/**
 * The keys every instance shares (decision 053) against a real PostgreSQL: generated once however many instances
 * start at once, an older install's keys taken over, the environment's never stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-app.ts";
import { generateKey, type KeySources } from "../config/shared-keys.ts";
import { createDatabase, type Database } from "./client.ts";
import { resolveSharedKeys } from "./shared-keys.ts";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const pools: Database[] = [];
/** A pool of its own per call: as separate instances, each on its own connections. */
const instance = () => {
  const db = createDatabase(database.url, { max: 1 });
  pools.push(db);
  return db;
};
const nothing: KeySources = { given: {}, adopt: {} };
const rows = async () =>
  (await instance().$client.query<{ name: string; value: string }>("select name, value from shared_key order by name"))
    .rows;
const emptyTable = () => instance().$client.query("delete from shared_key");

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(pools.map((db) => db.$client.end()));
  await database.drop();
});

describe("the shared keys", () => {
  it("are generated once when eight instances start at the same moment on a database without keys", async () => {
    await emptyTable();
    const all = await Promise.all(Array.from({ length: 8 }, () => resolveSharedKeys(instance(), nothing)));
    for (const keys of all) expect(keys).toEqual(all[0]);
    expect(all[0]?.jwtSecret).not.toBe(all[0]?.cookieSecret);
    expect((await rows()).map((row) => row.name)).toEqual(["cookie_secret", "jwt_secret", "vapid"]);
    // A later start, even with an older install's files beside it, reads what is stored.
    const stale = { jwtSecret: "s".repeat(40), cookieSecret: "c".repeat(40), vapid: generateKey("vapid") };
    expect(await resolveSharedKeys(instance(), { given: {}, adopt: stale })).toEqual(all[0]);
  });

  it("take over an older install's secrets.json and vapid.json, saying which (never the values)", async () => {
    await emptyTable();
    const old = { jwtSecret: "j".repeat(43), cookieSecret: "k".repeat(43), vapid: generateKey("vapid") };
    const lines: string[] = [];
    expect(await resolveSharedKeys(instance(), { given: {}, adopt: old }, (line) => lines.push(line))).toEqual(old);
    expect(lines).toEqual([
      "DATA_DIR에 있던 키를 데이터베이스(shared_key)로 옮겼습니다: jwt_secret, cookie_secret, vapid",
    ]);
    // An instance on another host, with no files of its own, gets the same keys.
    expect(await resolveSharedKeys(instance(), nothing)).toEqual(old);
  });

  it("from the environment are used and never stored; the others still come from the database", async () => {
    await emptyTable();
    const given = { jwtSecret: "e".repeat(40), vapid: generateKey("vapid") };
    const keys = await resolveSharedKeys(instance(), { given, adopt: { jwtSecret: "old".repeat(14) } });
    expect(keys.jwtSecret).toBe(given.jwtSecret);
    expect(keys.vapid).toEqual(given.vapid);
    const stored = await rows();
    expect(stored.map((row) => row.name)).toEqual(["cookie_secret"]);
    expect(stored[0]?.value).toBe(keys.cookieSecret);
    expect(JSON.stringify(stored)).not.toContain(given.jwtSecret);
    expect(JSON.stringify(stored)).not.toContain(given.vapid.privateKey);
  });

  it("refuse to start on a stored web push pair that is not one, saying what to do", async () => {
    await emptyTable();
    await instance().$client.query(
      `insert into shared_key (name, value) values ('vapid', '{"publicKey":"x","privateKey":"y"}')`,
    );
    await expect(resolveSharedKeys(instance(), nothing)).rejects.toThrow(/VAPID_PUBLIC_KEY와 VAPID_PRIVATE_KEY/);
  });
});
