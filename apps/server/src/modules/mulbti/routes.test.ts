import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { freshIp } from "../auth/test-support.ts";
import { mulbtiResult } from "./schema.ts";

type Question = { id: number; text: string; answers: { id: number; text: string }[] };
type ListItem = { type: string; name: string; count: number };

describe("mulbti quiz", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const call = async (method: "GET" | "PATCH" | "POST", url: string, payload?: unknown, headers = {}) => {
    const res = await t.app.inject({ method, url, payload: payload as object, headers, remoteAddress: freshIp() });
    return { status: res.statusCode, body: res.json() };
  };
  let questions: Question[];
  const firstAnswers = () => questions.map((q) => ({ questionId: q.id, answerId: q.answers[0]?.id }));
  const list = async () =>
    (await call("GET", "/api/v1/mulbti/list?page=1&size=20&orderBy=id,DESC")).body.items as ListItem[];

  beforeAll(async () => {
    t = await createTestApp();
    questions = (await call("GET", "/api/v1/mulbti")).body.questions;
  });
  afterAll(() => t.close());

  it("serves twelve questions without how answers are scored", async () => {
    const { status, body } = await call("GET", "/api/v1/mulbti");
    expect(status).toBe(200);
    expect(body.title).toContain("물BTI");
    expect(questions).toHaveLength(12);
    expect(questions.every((q) => q.answers.length === 4)).toBe(true);
    expect(JSON.stringify(body)).not.toContain("types");
  });

  it("counts starts and shares", async () => {
    const before = (await call("GET", "/api/v1/mulbti")).body.startCount as number;
    expect((await call("PATCH", "/api/v1/mulbti/start")).body).toEqual({ count: before + 1 });
    expect((await call("GET", "/api/v1/mulbti")).body.startCount).toBe(before + 1);
    expect((await call("PATCH", "/api/v1/mulbti/share?type=BETTA")).body).toEqual({ count: 1 });
    expect((await call("GET", "/api/v1/mulbti/type/BETTA")).body.shareCount).toBe(1);
    const unknown = await call("PATCH", "/api/v1/mulbti/share?type=WHALE");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("물BTI 유형을 찾을 수 없습니다.");
  });

  it("computes the type on the server, counts it, and the list puts it first", async () => {
    expect((await list()).every((i) => i.count === 0)).toBe(true);
    const { status, body } = await call("POST", "/api/v1/mulbti/result", { answers: firstAnswers() });
    expect(status).toBe(200);
    expect(body.isSaved).toBe(false);
    expect(body.type).toMatchObject({ type: "ANGEL", fish: "엔젤피시", resultCount: 1 });
    expect(body.type.bestMatch.type).toBe("CORY");
    expect(body.type.worstMatch.type).toBe("NEON");
    const items = await list();
    expect(items).toHaveLength(8);
    expect(items[0]).toMatchObject({ type: "ANGEL", count: 1 });
    expect(items.slice(1).every((i) => i.count === 0)).toBe(true);
  });

  it.each([
    [
      "a question that does not exist",
      (a: { questionId: number; answerId: number | undefined }[]) => [...a.slice(1), { questionId: 99, answerId: 991 }],
    ],
    [
      "an answer of another question",
      (a: { questionId: number; answerId: number | undefined }[]) => [{ questionId: 1, answerId: 21 }, ...a.slice(1)],
    ],
    ["a missing question", (a: { questionId: number; answerId: number | undefined }[]) => a.slice(1)],
    ["a question answered twice", (a: { questionId: number; answerId: number | undefined }[]) => [a[1], ...a.slice(1)]],
  ])("refuses %s with a Korean 400 and counts nothing", async (_, change) => {
    const before = await list();
    const { status, body } = await call("POST", "/api/v1/mulbti/result", { answers: change(firstAnswers()) });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: "MULBTI_INVALID_ANSWER",
      message: "물BTI 답변을 확인해 주세요. 모든 질문에 한 번씩 답해 주세요.",
    });
    expect(await list()).toEqual(before);
  });

  it("saves a logged-in member's result", async () => {
    const { authorization, memberId } = await loginAs(t.app);
    const { body } = await call("POST", "/api/v1/mulbti/result", { answers: firstAnswers() }, { authorization });
    expect(body.isSaved).toBe(true);
    const saved = await t.db.select().from(mulbtiResult).where(eq(mulbtiResult.memberId, memberId));
    expect(saved.map((r) => r.type)).toEqual(["ANGEL"]);
  });

  it("answers a type's page and 404 for an unknown type", async () => {
    const betta = await call("GET", "/api/v1/mulbti/type/BETTA");
    expect(betta.body).toMatchObject({ type: "BETTA", fish: "베타", bestMatch: { type: "PLECO" } });
    expect(betta.body.products.length).toBeGreaterThan(0);
    expect((await call("GET", "/api/v1/mulbti/type/WHALE")).status).toBe(404);
    expect((await call("GET", "/api/v1/mulbti/type/x1")).status).toBe(400);
  });

  it("pages the list", async () => {
    const { body } = await call("GET", "/api/v1/mulbti/list?size=5&isTotalCount=true");
    expect(body.items).toHaveLength(5);
    expect(body.totalCount).toBe(8);
    expect(body.nextOffset).toBe(5);
    expect((await call("GET", "/api/v1/mulbti/list?page=2&size=5")).body.items).toHaveLength(3);
  });
});

describe("OpenAPI: quiz, raffles, pre-users", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists every quiz, raffle and pre-user row of API.md with a tag and a summary", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    };
    const expected: [string, string][] = [
      ["get", "/api/v1/mulbti"],
      ["patch", "/api/v1/mulbti/start"],
      ["patch", "/api/v1/mulbti/share"],
      ["get", "/api/v1/mulbti/type/{type}"],
      ["get", "/api/v1/mulbti/list"],
      ["post", "/api/v1/mulbti/result"],
      ["get", "/api/v1/raffle-recruitment"],
      ["get", "/api/v1/raffle-recruitment/{id}"],
      ["post", "/api/v1/raffle-recruitment/{id}/entry"],
      ["get", "/api/v1/preuser-recruitment"],
      ["get", "/api/v1/preuser"],
      ["post", "/api/v1/preuser"],
      ["patch", "/api/v1/preuser/{id}/cancel"],
      ["post", "/api/v1/preuser/{preuserId}/review-link"],
      ["get", "/api/v1/preuser/{preuserId}/review-link"],
    ];
    for (const [method, path] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
      expect(operation?.summary, `${method} ${path} summary`).toBeTruthy();
    }
  });
});
