/**
 * Community posts as a bookmark target (SPEC §1: posts can be liked and bookmarked), listed in "my bookmarks"
 * beside products and stores; a like or bookmark creation answers 201 (SPEC §7, §9).
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";

describe("community post bookmarks", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let demo: { authorization: string; memberId: number };
  let writer: { authorization: string; memberId: number };
  const call = async (method: "GET" | "POST" | "DELETE", url: string, auth?: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: auth ? { authorization: auth } : {},
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
  async function post(title: string) {
    const res = await call("POST", "/api/v1/community-board", writer.authorization, {
      title,
      content: "<p>북마크해 둘 만한 글</p>",
      dept1Category: "FREE",
      dept2Category: "FREE_DAILY",
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  }

  beforeAll(async () => {
    t = await createTestApp();
    demo = await loginAs(t.app);
    writer = await loginAs(t.app, "reviewer3@mulmung.kr");
  });
  afterAll(() => t.close());

  it("saves with 201, reads, lists with the post's card beside the other types, and deletes", async () => {
    const id = await post("구피 번식 정리");
    const url = `/api/v1/community-board/${id}/bookmark`;
    expect((await call("POST", url)).status).toBe(401);
    expect((await call("GET", url, demo.authorization)).body).toEqual({
      isBookmarked: false,
      id: null,
      bookmarkCount: 0,
    });
    const saved = await call("POST", url, demo.authorization);
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ isBookmarked: true, bookmarkCount: 1 });
    // Again: still one mark, still 201 (the member's mark exists).
    const again = await call("POST", url, demo.authorization);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: saved.body.id, bookmarkCount: 1 });
    const rows = await t.db.execute<{ n: number }>(
      sql`select bookmark_count as n from community_board where id = ${id}`,
    );
    expect(rows.rows[0]?.n).toBe(1);
    expect((await call("GET", `/api/v1/community-board/${id}`)).body.bookmarkCount).toBe(1);

    await call("POST", "/api/v1/product/3/bookmark", demo.authorization);
    const boards = await call("GET", "/api/v1/bookmark?type=COMMUNITY_BOARD", demo.authorization);
    expect(boards.status).toBe(200);
    expect(boards.body.items).toHaveLength(1);
    expect(boards.body.items[0]).toMatchObject({
      targetType: "COMMUNITY_BOARD",
      targetId: id,
      target: { id, title: "구피 번식 정리", memberId: writer.memberId, dept1Category: "FREE" },
    });
    const all = await call("GET", "/api/v1/bookmark", demo.authorization);
    expect(all.body.items.map((i: { targetType: string }) => i.targetType)).toEqual(["PRODUCT", "COMMUNITY_BOARD"]);
    const counts = await call("GET", "/api/v1/bookmark/count", demo.authorization);
    expect(counts.body).toMatchObject({ COMMUNITY_BOARD: 1, PRODUCT: 1, total: 2 });

    const removed = await call("DELETE", url, demo.authorization);
    expect(removed.body).toEqual({ isBookmarked: false, id: null, bookmarkCount: 0 });
    expect((await call("GET", "/api/v1/bookmark?type=COMMUNITY_BOARD", demo.authorization)).body.items).toEqual([]);
  });

  it("a deleted post cannot be bookmarked, and one deleted after the bookmark shows no card", async () => {
    const gone = await post("곧 지울 글");
    await call("DELETE", `/api/v1/community-board/${gone}`, writer.authorization);
    const refused = await call("POST", `/api/v1/community-board/${gone}/bookmark`, demo.authorization);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("게시글을 찾을 수 없습니다.");

    const later = await post("나중에 지울 글");
    await call("POST", `/api/v1/community-board/${later}/bookmark`, demo.authorization);
    await call("DELETE", `/api/v1/community-board/${later}`, writer.authorization);
    const list = await call("GET", "/api/v1/bookmark?type=COMMUNITY_BOARD", demo.authorization);
    expect(list.body.items[0]).toMatchObject({ targetId: later, target: null });
  });

  it("a like on a post answers 201 when created", async () => {
    const id = await post("좋아요 201");
    const liked = await call("POST", `/api/v1/community-board/${id}/like`, demo.authorization);
    expect(liked.status).toBe(201);
    expect(liked.body).toMatchObject({ isLiked: true, likes: 1 });
  });
});
