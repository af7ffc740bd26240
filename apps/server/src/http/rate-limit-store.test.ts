/**
 * Rate limits counted in PostgreSQL: two app instances on one database share every limit, as behind a load
 * balancer. Requests come from addresses other than 127.0.0.1, which API tests exempt from limits.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTwoTestApps } from "../../test/test-app.ts";
import { sweepSharedCounters } from "../db/sweep.ts";
import { freshIp } from "../modules/auth/test-support.ts";

describe("rate limits shared by app instances", () => {
  let t: Awaited<ReturnType<typeof createTwoTestApps>>;
  beforeAll(async () => {
    t = await createTwoTestApps();
  });
  afterAll(() => t.close());

  const wrongLogin = (app: FastifyInstance, ip: string) =>
    app.inject({
      method: "POST",
      url: "/api/v1/authentication",
      payload: { email: "demo@mulmung.kr", password: "wrong-pass1!" },
      remoteAddress: ip,
    });
  const findPassword = (app: FastifyInstance, ip: string) =>
    app.inject({
      method: "POST",
      url: "/api/v1/member/find-password",
      payload: { email: "nobody@mulmung.kr" },
      remoteAddress: ip,
    });

  it("counts failed logins across both instances: the 11th attempt is refused whichever instance answers", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await wrongLogin(i % 2 === 0 ? t.a.app : t.b.app, ip)).statusCode);
    expect(statuses).toEqual(Array(10).fill(400));
    for (const app of [t.a.app, t.b.app]) {
      const refused = await wrongLogin(app, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: "RATE_LIMITED",
        message: "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
      });
    }
    // Another address has its own count.
    expect((await wrongLogin(t.b.app, freshIp())).statusCode).toBe(400);
  });

  it("counts a route limit across both instances and says when to come back", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // find-password allows 5 per 15 minutes per address.
    for (let i = 0; i < 5; i++) statuses.push((await findPassword(i % 2 === 0 ? t.b.app : t.a.app, ip)).statusCode);
    expect(statuses).toEqual(Array(5).fill(200));
    const refused = await findPassword(t.a.app, ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("starts a new window once the old one has ended, and the sweep deletes ended windows", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await findPassword(t.a.app, ip)).statusCode).toBe(200);
    expect((await findPassword(t.b.app, ip)).statusCode).toBe(429);
    // The window ends (as 15 minutes later).
    const ended = await t.a.db.execute(
      sql`update rate_limit_count set reset_at = now() - interval '1 second' where key like ${`%|${ip}`}`,
    );
    expect(ended.rowCount).toBe(1);
    expect((await findPassword(t.b.app, ip)).statusCode).toBe(200);
    const counted = await t.a.db.execute<{ count: number }>(
      sql`select count from rate_limit_count where key like ${`%|${ip}`}`,
    );
    expect(counted.rows).toEqual([{ count: 1 }]);

    await t.a.db.execute(
      sql`update rate_limit_count set reset_at = now() - interval '1 second' where key like ${`%|${ip}`}`,
    );
    await sweepSharedCounters(t.a.db);
    const left = await t.a.db.execute(sql`select 1 from rate_limit_count where key like ${`%|${ip}`}`);
    expect(left.rows).toEqual([]);
  });
});
