/**
 * View counts count a visitor (member, else client address) once per item per Seoul day, whichever app instance
 * answers: 21 reads are one hit, not 21.
 */
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTwoTestApps } from "../../../test/test-app.ts";
import { sweepSharedCounters } from "../../db/sweep.ts";
import { freshIp } from "../auth/test-support.ts";

describe("view counts, once per visitor and day", () => {
  let t: Awaited<ReturnType<typeof createTwoTestApps>>;
  let postId: number;

  beforeAll(async () => {
    t = await createTwoTestApps();
    const { authorization } = await loginAs(t.a.app, "reviewer3@mulmung.kr");
    const res = await t.a.app.inject({
      method: "POST",
      url: "/api/v1/community-board",
      headers: { authorization },
      payload: { title: "조회수 글", content: "<p>본문</p>", dept1Category: "FREE", dept2Category: "FREE_DAILY" },
    });
    postId = (res.json() as { id: number }).id;
  });
  afterAll(() => t.close());

  const one = async <T>(query: SQL) => (await t.a.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;
  const hitsOf = async (table: SQL, id: number) =>
    (await one<{ hits: number }>(sql`select hits from ${table} where id = ${id}`)).hits;
  /** `count` reads of `url` alternating between the two instances; the status of each. */
  async function read(url: string, count: number, as: { ip: string; authorization?: string }, method = "GET") {
    const statuses = new Set<number>();
    for (let i = 0; i < count; i++) {
      const app: FastifyInstance = i % 2 === 0 ? t.a.app : t.b.app;
      const res = await app.inject({
        method: method as "GET",
        url,
        remoteAddress: as.ip,
        headers: as.authorization ? { authorization: as.authorization } : {},
      });
      statuses.add(res.statusCode);
    }
    return [...statuses];
  }

  it("counts 21 reads of a post by one address as one hit, and another address as another", async () => {
    const url = `/api/v1/community-board/${postId}`;
    const ip = freshIp();
    expect(await read(url, 21, { ip })).toEqual([200]);
    expect(await hitsOf(sql`community_board`, postId)).toBe(1);
    const again = await t.b.app.inject({ method: "GET", url, remoteAddress: ip });
    expect(again.json()).toMatchObject({ id: postId, hits: 1 });

    const other = await t.a.app.inject({ method: "GET", url, remoteAddress: freshIp() });
    expect(other.json()).toMatchObject({ hits: 2 });
  });

  it("counts a member once whatever address they come from", async () => {
    const url = `/api/v1/community-board/${postId}`;
    const before = await hitsOf(sql`community_board`, postId);
    const { authorization } = await loginAs(t.b.app, "reviewer4@mulmung.kr");
    expect(await read(url, 3, { ip: freshIp(), authorization })).toEqual([200]);
    expect(await read(url, 3, { ip: freshIp(), authorization })).toEqual([200]);
    expect(await hitsOf(sql`community_board`, postId)).toBe(before + 1);
  });

  it("counts the visitor again on the next Seoul day, and the sweep forgets past days", async () => {
    const url = `/api/v1/community-board/${postId}`;
    const ip = freshIp();
    await read(url, 2, { ip });
    const before = await hitsOf(sql`community_board`, postId);
    // As if the views were yesterday's.
    await t.a.db.execute(sql`update view_seen set day = day - 1 where viewer = ${`a${ip}`}`);
    await read(url, 2, { ip });
    expect(await hitsOf(sql`community_board`, postId)).toBe(before + 1);

    await sweepSharedCounters(t.a.db);
    const left = await t.a.db.execute<{ n: number }>(
      sql`select count(*)::int as n from view_seen where viewer = ${`a${ip}`}`,
    );
    expect(left.rows).toEqual([{ n: 1 }]); // today's only
  });

  it("counts store notices and newsletters (by id and through their post) once per visitor", async () => {
    const notice = await one<{ id: number }>(sql`select id from affiliate_notice order by id limit 1`);
    const letter = await one<{ id: number; community_board_id: number | null }>(
      sql`select id, community_board_id from affiliate_newsletter where community_board_id is not null order by id limit 1`,
    );
    const noticeBefore = await hitsOf(sql`affiliate_notice`, notice.id);
    const letterBefore = await hitsOf(sql`affiliate_newsletter`, letter.id);
    const ip = freshIp();
    expect(await read(`/api/v1/affiliate-notice/${notice.id}`, 21, { ip })).toEqual([200]);
    expect(await read(`/api/v1/affiliate-newsletter/${letter.id}`, 11, { ip })).toEqual([200]);
    expect(await read(`/api/v1/affiliate-newsletter/community-board/${letter.community_board_id}`, 10, { ip })).toEqual(
      [200],
    );
    expect(await hitsOf(sql`affiliate_notice`, notice.id)).toBe(noticeBefore + 1);
    expect(await hitsOf(sql`affiliate_newsletter`, letter.id)).toBe(letterBefore + 1);
    const shown = await t.b.app.inject({
      method: "GET",
      url: `/api/v1/affiliate-notice/${notice.id}`,
      remoteAddress: ip,
    });
    expect(shown.json()).toMatchObject({ id: notice.id, hits: noticeBefore + 1 });
    expect((await t.a.app.inject({ method: "GET", url: "/api/v1/affiliate-notice/99999999" })).statusCode).toBe(404);
  });

  it("counts theme views, public farms and public records once per visitor", async () => {
    const theme = await one<{ id: number }>(
      sql`select id from theme_product where state = 'NORMAL' order by id limit 1`,
    );
    const record = await one<{ id: number; farm_id: number }>(sql`
      select r.id, r.breeding_farm_id as farm_id from breeding_daily_record r
      join breeding_farm f on f.id = r.breeding_farm_id where r.is_public and f.is_public order by r.id limit 1`);
    const before = {
      theme: await hitsOf(sql`theme_product`, theme.id),
      farm: await hitsOf(sql`breeding_farm`, record.farm_id),
      record: await hitsOf(sql`breeding_daily_record`, record.id),
    };
    const ip = freshIp();
    expect(await read(`/api/v1/theme-product/${theme.id}/hit`, 21, { ip })).toEqual([204]);
    expect(await read(`/api/v1/public-breeding-farm/${record.farm_id}`, 21, { ip })).toEqual([200]);
    expect(await read(`/api/v1/public-breeding-daily-record/${record.id}`, 21, { ip })).toEqual([200]);
    expect({
      theme: await hitsOf(sql`theme_product`, theme.id),
      farm: await hitsOf(sql`breeding_farm`, record.farm_id),
      record: await hitsOf(sql`breeding_daily_record`, record.id),
    }).toEqual({ theme: before.theme + 1, farm: before.farm + 1, record: before.record + 1 });
    expect((await t.a.app.inject({ method: "GET", url: "/api/v1/theme-product/99999999/hit" })).statusCode).toBe(404);
  });
});
