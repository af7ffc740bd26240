/**
 * Two app instances on one database, as behind a load balancer: a board change made through one is on the other's
 * (cached) board list at once, not after the list cache's two seconds, also after the listening connection broke.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../test/login.ts";
import { createTwoTestApps } from "../../test/test-app.ts";

const LIST = "/api/v1/community-board?dept1Category=FREE";
// Well under the list cache's 2 s: only a clear can make the change show this soon.
const AT_ONCE = { timeout: 700, interval: 20 };

describe("cache clears across app instances", () => {
  let t: Awaited<ReturnType<typeof createTwoTestApps>>;
  let writer: { authorization: string };

  beforeAll(async () => {
    t = await createTwoTestApps();
    writer = await loginAs(t.a.app);
  });
  afterAll(() => t.close());

  const titlesOn = async (app: FastifyInstance) => {
    const res = await app.inject({ method: "GET", url: LIST });
    expect(res.statusCode).toBe(200);
    return (res.json() as { items: { title: string }[] }).items.map((p) => p.title);
  };

  async function write(title: string): Promise<number> {
    const res = await t.a.app.inject({
      method: "POST",
      url: "/api/v1/community-board",
      headers: writer,
      payload: { title, content: "<p>본문</p>", dept1Category: "FREE", dept2Category: "FREE_DAILY" },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: number }).id;
  }

  it("shows a post written through A on B's cached list at once, and drops it at once when deleted through A", async () => {
    const before = await titlesOn(t.b.app); // B now holds this list in its cache
    expect(before).not.toContain("인스턴스 A에서 쓴 글");

    const id = await write("인스턴스 A에서 쓴 글");
    await expect.poll(() => titlesOn(t.b.app), AT_ONCE).toContain("인스턴스 A에서 쓴 글");

    const deleted = await t.a.app.inject({ method: "DELETE", url: `/api/v1/community-board/${id}`, headers: writer });
    expect(deleted.statusCode).toBe(204);
    await expect.poll(() => titlesOn(t.b.app), AT_ONCE).not.toContain("인스턴스 A에서 쓴 글");
  });

  it("clears everything after its listening connection broke, and hears the other instance again", async () => {
    const oldPid = t.b.app.cacheClears.listenerPid();
    expect(oldPid).toBeTypeOf("number");
    expect(await titlesOn(t.b.app)).not.toContain("연결이 끊긴 사이에 쓴 글");

    // A change B cannot be told about (no NOTIFY at all), then B's listening connection is cut.
    await t.a.db.execute(sql`
      insert into community_board (member_id, dept1_category, dept2_category, title, content, content_text)
      select member_id, 'FREE', 'FREE_DAILY', '연결이 끊긴 사이에 쓴 글', '<p>본문</p>', '본문'
      from community_board limit 1`);
    await t.a.db.execute(sql`select pg_terminate_backend(${oldPid}::int)`);

    await expect.poll(() => titlesOn(t.b.app), AT_ONCE).toContain("연결이 끊긴 사이에 쓴 글");
    await expect.poll(() => t.b.app.cacheClears.listenerPid(), AT_ONCE).toBeTypeOf("number");
    expect(t.b.app.cacheClears.listenerPid()).not.toBe(oldPid);

    expect(await titlesOn(t.b.app)).not.toContain("다시 연결된 뒤에 쓴 글");
    await write("다시 연결된 뒤에 쓴 글");
    await expect.poll(() => titlesOn(t.b.app), AT_ONCE).toContain("다시 연결된 뒤에 쓴 글");
  });
});
