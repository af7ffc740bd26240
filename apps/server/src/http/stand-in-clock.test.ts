/**
 * The stand-in clock: only with STAND_IN_CLOCK (and the stand-ins), only for a local caller with the stand-in key;
 * moving it moves what the services read, and runs the scheduled sweeps once (the night-held ads go out at 08:00).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STAND_IN_HEADERS } from "../../test/test-app.ts";

describe("the stand-in clock", () => {
  let on: Awaited<ReturnType<typeof createTestApp>>;
  let off: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    [on, off] = await Promise.all([createTestApp({ standInClock: true }), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([on.close(), off.close()]);
  });

  it("moves the services' time for a local caller with the key, and sweeps once", async () => {
    const at = "2026-11-28T08:00:00+09:00";
    const locked = await on.app.inject({ method: "PUT", url: "/api/v1/stand-in/clock", payload: { at } });
    expect(locked.statusCode).toBe(404);
    const moved = await on.app.inject({
      method: "PUT",
      url: "/api/v1/stand-in/clock",
      headers: STAND_IN_HEADERS,
      payload: { at },
    });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().now)).toBeGreaterThanOrEqual(Date.parse(at));
    expect(Date.parse(moved.json().now)).toBeLessThan(Date.parse(at) + 5_000);
    const swept = await on.db.execute<{ name: string }>(
      sql`select distinct name from pgboss.job where name = 'notification.deliver-morning'`,
    );
    expect(swept.rows).toHaveLength(1);
  });

  it("does not exist without STAND_IN_CLOCK", async () => {
    const res = await off.app.inject({
      method: "PUT",
      url: "/api/v1/stand-in/clock",
      headers: STAND_IN_HEADERS,
      payload: { at: "2026-11-28T08:00:00+09:00" },
    });
    expect(res.statusCode).toBe(404);
  });
});
