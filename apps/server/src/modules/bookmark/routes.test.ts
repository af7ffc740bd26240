import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";

describe("bookmarks", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let authorization: string;
  const call = async (method: "GET" | "POST" | "DELETE", url: string, auth = authorization) => {
    const res = await t.app.inject({ method, url, headers: auth ? { authorization: auth } : {} });
    return { status: res.statusCode, body: res.json() };
  };
  beforeAll(async () => {
    t = await createTestApp();
    ({ authorization } = await loginAs(t.app));
  });
  afterAll(() => t.close());

  it("needs a login", async () => {
    expect((await call("POST", "/api/v1/product/1/bookmark", "")).status).toBe(401);
    expect((await call("GET", "/api/v1/bookmark", "")).status).toBe(401);
    expect((await call("GET", "/api/v1/bookmark/count", "")).status).toBe(401);
  });

  it("saves, reads and deletes a product bookmark, moving bookmarkCount", async () => {
    expect((await call("GET", "/api/v1/product/1/bookmark")).body).toEqual({
      isBookmarked: false,
      id: null,
      bookmarkCount: 0,
    });
    const saved = await call("POST", "/api/v1/product/1/bookmark");
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ isBookmarked: true, bookmarkCount: 1 });
    expect((await call("GET", "/api/v1/product/1/bookmark")).body).toMatchObject({
      isBookmarked: true,
      id: saved.body.id,
    });
    expect((await call("GET", "/api/v1/product/1")).body.bookmarkCount).toBe(1);
    const removed = await call("DELETE", "/api/v1/product/1/bookmark");
    expect(removed.body).toEqual({ isBookmarked: false, id: null, bookmarkCount: 0 });
    // Deleting again changes nothing.
    expect((await call("DELETE", "/api/v1/product/1/bookmark")).body.bookmarkCount).toBe(0);
  });

  it("counts a bookmark once however many saves arrive at once", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => call("POST", "/api/v1/product/2/bookmark")));
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.status === 201)).toBe(true);
    const rows = await t.db.execute<{ n: number }>(
      sql`select count(*)::int n from bookmark where target_type = 'PRODUCT' and target_id = 2`,
    );
    expect(rows.rows[0]?.n).toBe(1);
    expect((await call("GET", "/api/v1/product/2")).body.bookmarkCount).toBe(1);
  });

  it("bookmarks stores and lists my bookmarks with their cards and counts per type", async () => {
    await call("POST", "/api/v1/affiliate/3/bookmark");
    await call("POST", "/api/v1/product/5/bookmark");
    const all = await call("GET", "/api/v1/bookmark");
    expect(all.status).toBe(200);
    expect(all.body.items[0]).toMatchObject({
      targetType: "PRODUCT",
      targetId: 5,
      target: { id: 5, name: expect.any(String) },
    });
    expect(all.body.items[1]).toMatchObject({
      targetType: "AFFILIATE",
      targetId: 3,
      target: { id: 3, name: "블루리프 아쿠아" },
    });
    const stores = await call("GET", "/api/v1/bookmark?type=AFFILIATE");
    expect(stores.body.items.map((i: { targetId: number }) => i.targetId)).toEqual([3]);
    const counts = await call("GET", "/api/v1/bookmark/count");
    expect(counts.body).toMatchObject({ PRODUCT: 2, AFFILIATE: 1, BREEDING_FARM: 0, total: 3 });
    expect((await call("GET", "/api/v1/bookmark?type=FISH")).status).toBe(400);
  });

  it("keeps members apart: another member sees only their own bookmarks", async () => {
    const other = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!");
    const mine = await call("GET", "/api/v1/bookmark", other.authorization);
    expect(mine.body.items).toEqual([]);
    // Removing someone else's bookmark is impossible: DELETE acts on the caller's own only.
    await call("DELETE", "/api/v1/product/5/bookmark", other.authorization);
    expect((await call("GET", "/api/v1/product/5/bookmark")).body.isBookmarked).toBe(true);
  });

  it("answers 404 for a missing or deleted target and writes nothing", async () => {
    expect((await call("POST", "/api/v1/product/999999/bookmark")).status).toBe(404);
    await t.db.execute(sql`update product set state = 'DELETE' where id = 9`);
    expect((await call("POST", "/api/v1/product/9/bookmark")).body.message).toBe("상품을 찾을 수 없습니다.");
    const rows = await t.db.execute<{ n: number }>(
      sql`select count(*)::int n from bookmark where target_id in (9, 999999)`,
    );
    expect(rows.rows[0]?.n).toBe(0);
  });
});
