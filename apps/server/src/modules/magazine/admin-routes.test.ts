/**
 * 월간 물멍 from the console (issue 27): an issue written ahead is not published until its date, then members read
 * it; the console lists it with its buyers; a cover must be the operator's own upload; bad input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorLogin } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { uploadPhoto } from "../../../test/upload.ts";
import { fixedClock } from "../shared/clock.ts";

type Json = Record<string, unknown> & { [key: string]: unknown };

describe("magazine issues from the console", () => {
  const clock = fixedClock(new Date());
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let operator: string;
  let cover: string;
  const call = async (method: string, url: string, authorization?: string, payload?: object) => {
    const res = await t.app.inject({
      method: method as "GET",
      url,
      ...(authorization ? { headers: { authorization } } : {}),
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Json };
  };
  const issue = (overrides: Json = {}) => ({
    title: "겨울 수초 특집",
    issueLabel: "2026년 12월호",
    summary: "겨울철 수초 관리의 모든 것",
    coverImageUrl: cover,
    articles: [{ title: "수온 맞추기", body: "히터는 수조 크기에 맞춰…" }],
    isSubscription: false,
    price: 0,
    publishDate: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    ({ authorization: operator } = await operatorLogin(t.app, t.db, {
      epoch: Math.floor(clock.now().getTime() / 1000),
    }));
    cover = await uploadPhoto(t.app, operator);
  });
  afterAll(() => t.close());

  it("an issue scheduled ahead is published at its date", async () => {
    const created = await call("POST", "/api/v1/admin/magazine", operator, issue());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ isPublished: false, buyerCount: 0, coverImageUrl: cover });
    const id = created.body.id as number;
    expect((await call("GET", `/api/v1/magazine/${id}`)).status).toBe(404);
    clock.advance(3_600_000);
    expect((await call("GET", `/api/v1/magazine/${id}`)).body).toMatchObject({ id, title: "겨울 수초 특집" });
    const listed = await call("GET", "/api/v1/admin/magazine", operator);
    expect((listed.body.items as Json[]).find((i) => i.id === id)).toMatchObject({ isPublished: true });
    expect(typeof listed.body.activeSubscribers).toBe("number");

    const edited = await call("PUT", `/api/v1/admin/magazine/${id}`, operator, issue({ title: "겨울 수초 대특집" }));
    expect(edited.body).toMatchObject({ title: "겨울 수초 대특집", coverImageUrl: cover });
    const buyers = await call("GET", `/api/v1/admin/magazine/${id}/purchase`, operator);
    expect(buyers.body).toEqual({ items: [] });
  });

  it("refuses a cover that is not the operator's upload, and bad fields, in Korean", async () => {
    const before = (await call("GET", "/api/v1/admin/magazine", operator)).body.items as Json[];
    const foreign = await call(
      "POST",
      "/api/v1/admin/magazine",
      operator,
      issue({ coverImageUrl: "/uploads/x/none.webp" }),
    );
    expect(foreign.status).toBe(400);
    const noArticles = await call("POST", "/api/v1/admin/magazine", operator, issue({ articles: [] }));
    expect([noArticles.status, noArticles.body.message]).toEqual([400, expect.stringContaining("기사를 한 개 이상")]);
    const negative = await call("POST", "/api/v1/admin/magazine", operator, issue({ price: -1 }));
    expect(negative.status).toBe(400);
    expect((await call("GET", "/api/v1/admin/magazine", operator)).body.items).toEqual(before);
  });
});
