/** The production requests as operators oversee them (issue 27): every request with its progress, and the tallies. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs, operatorLogin } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";

type Json = Record<string, unknown> & { [key: string]: unknown };

describe("production requests from the console", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists every request with its member, store and steps; filters and tallies agree", async () => {
    const { authorization } = await operatorLogin(t.app, t.db);
    const get = async (url: string, who = authorization) => {
      const res = await t.app.inject({ method: "GET", url, headers: { authorization: who } });
      return { status: res.statusCode, body: res.json() as Json };
    };
    const all = await get("/api/v1/admin/request-production");
    expect(all.status).toBe(200);
    const items = all.body.items as Json[];
    expect(items.length).toBeGreaterThan(0);
    expect(items[0]).toMatchObject({ memberNickname: expect.any(String), affiliateName: expect.any(String) });
    const counts = all.body.counts as { writing: number; awaitingAnswer: number; answered: number };
    expect(items.filter((i) => i.state === "WRITING")).toHaveLength(counts.writing);
    const waiting = (await get("/api/v1/admin/request-production?unanswered=true")).body.items as Json[];
    expect(waiting).toHaveLength(counts.awaitingAnswer);
    expect(waiting.every((i) => i.state === "COMPLETED" && i.answerDate === null)).toBe(true);
    expect((await get("/api/v1/admin/request-production?state=DONE")).status).toBe(400);
    const member = await loginAs(t.app);
    expect((await get("/api/v1/admin/request-production", member.authorization)).status).toBe(404);
  });
});
