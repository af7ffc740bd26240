import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { affiliate } from "../../db/schema.ts";
import { caller } from "../order/test-support.ts";

const inDays = (days: number, hour: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour - 9, 0, 0, 0); // Seoul hour
  return d.toISOString().replace("Z", "+00:00");
};
const STEPS = {
  budget: { budgetRange: "FROM_100_TO_200", memo: "" },
  size: { width: 90, depth: 45, height: 45 },
  difficulty: { difficulty: "BEGINNER" },
  etc: {
    livestock: ["TROPICAL_FISH", "AQUATIC_PLANT"],
    availableStartTime: inDays(3, 10),
    availableEndTime: inDays(3, 14),
  },
  concept: { concept: "NATURE", memo: "유목 위주로" },
};

describe("production requests (atec)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let me: string;
  let other: string;
  let store: string;
  let storeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    ({ authorization: me } = await loginAs(t.app));
    ({ authorization: other } = await loginAs(t.app, "reviewer1@mulmung.kr", "mulmung123!"));
    ({ authorization: store } = await loginAs(t.app, "store@mulmung.kr", "mulmung123!"));
    storeId = ((await t.db.select().from(affiliate).orderBy(affiliate.id).limit(1))[0] as { id: number }).id;
  });
  afterAll(() => t.close());

  it("is for members only", async () => {
    for (const [method, url] of [
      ["POST", `/api/v1/request-production/1`],
      ["GET", "/api/v1/request-production/writing"],
      ["GET", "/api/v1/request-production/1"],
      ["DELETE", "/api/v1/request-production/1"],
      ["POST", "/api/v1/request-production/1/budget"],
      ["PATCH", "/api/v1/request-production/1/budget/1"],
      ["GET", "/api/v1/request-production/completed/member"],
      ["GET", "/api/v1/request-production/completed/affiliate"],
    ] as ["GET" | "POST" | "PATCH" | "DELETE", string][]) {
      const res = await call(method, url, null, method === "POST" || method === "PATCH" ? {} : undefined);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it("is written step by step, resumed, completed, and answered by the store", async () => {
    expect((await call("GET", "/api/v1/request-production/writing", me)).body).toBeNull();
    const started = await call("POST", `/api/v1/request-production/${storeId}`, me);
    expect(started.status).toBe(201);
    const id = started.body.id as number;
    expect(started.body).toMatchObject({ state: "WRITING", affiliate: { id: storeId }, budget: null });

    // A second request while one is in progress: 409 in Korean.
    const again = await call("POST", `/api/v1/request-production/${storeId}`, me);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("작성 중인 제작 의뢰가 있습니다");

    const budget = await call("POST", `/api/v1/request-production/${id}/budget`, me, STEPS.budget);
    expect(budget.status).toBe(201);
    // Completing before the other steps: Korean 400, still writing.
    const early = await call("POST", `/api/v1/request-production/${id}/completion`, me);
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("예산, 크기, 난이도, 기타, 컨셉을 모두 입력한 뒤 의뢰를 완료해 주세요.");
    expect((await call("GET", `/api/v1/request-production/${id}`, me)).body.state).toBe("WRITING");

    for (const step of ["size", "difficulty", "etc", "concept"] as const) {
      expect((await call("POST", `/api/v1/request-production/${id}/${step}`, me, STEPS[step])).status).toBe(201);
    }
    // Resume: the request in progress carries every saved step.
    const writing = await call("GET", "/api/v1/request-production/writing", me);
    expect(writing.body).toMatchObject({
      id,
      budget: { id: budget.body.id, data: { budgetRange: "FROM_100_TO_200" } },
      size: { data: { width: 90, depth: 45, height: 45 } },
      etc: { data: { livestock: ["TROPICAL_FISH", "AQUATIC_PLANT"] } },
    });
    expect(writing.body.etc.data.availableStartTime).toBe(new Date(STEPS.etc.availableStartTime).toISOString());

    // Change a saved step by its sub id.
    const patched = await call("PATCH", `/api/v1/request-production/${id}/budget/${budget.body.id}`, me, {
      budgetRange: "FROM_200_TO_500",
    });
    expect(patched.status).toBe(200);
    expect((await call("GET", `/api/v1/request-production/${id}`, me)).body.budget.data.budgetRange).toBe(
      "FROM_200_TO_500",
    );

    // Not completed yet: the store does not see it.
    expect((await call("GET", `/api/v1/request-production/${id}`, store)).status).toBe(404);
    const done = await call("POST", `/api/v1/request-production/${id}/completion`, me);
    expect(done.status).toBe(200);
    expect(done.body.state).toBe("COMPLETED");
    expect((await call("GET", "/api/v1/request-production/writing", me)).body).toBeNull();
    expect(
      (await call("GET", "/api/v1/request-production/completed/member", me)).body.items.map(
        (i: { id: number }) => i.id,
      ),
    ).toContain(id);

    // Completed: no more changes.
    const late = await call("POST", `/api/v1/request-production/${id}/size`, me, STEPS.size);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("완료된 제작 의뢰는 고칠 수 없습니다.");

    const inbox = await call("GET", "/api/v1/request-production/completed/affiliate", store);
    expect(inbox.status).toBe(200);
    expect(inbox.body.items[0]).toMatchObject({ id, concept: { data: { concept: "NATURE" } }, answer: null });
    // Another member is neither the requester nor the store.
    expect((await call("GET", "/api/v1/request-production/completed/affiliate", me)).status).toBe(403);
    expect((await call("POST", `/api/v1/request-production/${id}/answer`, other, { message: "견적" })).status).toBe(
      404,
    );

    const answer = await call("POST", `/api/v1/request-production/${id}/answer`, store, {
      message: "90cm 네이처 수조, 방문 상담 후 시공 가능합니다.",
      quotePrice: 1_650_000,
    });
    expect(answer.status).toBe(200);
    const seen = await call("GET", `/api/v1/request-production/${id}`, me);
    expect(seen.body.answer).toMatchObject({
      message: "90cm 네이처 수조, 방문 상담 후 시공 가능합니다.",
      quotePrice: 1_650_000,
    });
  });

  it("rejects bad steps in Korean and changes nothing", async () => {
    const id = (await call("POST", `/api/v1/request-production/${storeId}`, other)).body.id as number;
    const bad: [string, unknown, string][] = [
      ["budget", { budgetRange: "A_LOT" }, "예산 구간을 선택해 주세요."],
      ["size", { width: 10, depth: 45, height: 45 }, "가로는 20cm 이상이어야 합니다."],
      ["difficulty", {}, "관리 난이도를 선택해 주세요."],
      ["etc", { ...STEPS.etc, livestock: [] }, "키울 생물을 하나 이상 골라 주세요."],
      [
        "etc",
        { ...STEPS.etc, availableStartTime: "2026-13-01 10시" },
        "시공 가능 시작 시각을 날짜와 시간으로 입력해 주세요.",
      ],
      [
        "etc",
        { ...STEPS.etc, availableEndTime: STEPS.etc.availableStartTime },
        "시공 가능 종료 시각은 시작 시각보다 뒤여야 합니다.",
      ],
      [
        "etc",
        { ...STEPS.etc, availableStartTime: "2020-01-01T10:00:00+09:00" },
        "시공 가능 시작 시각은 지금 이후로 골라 주세요.",
      ],
      ["concept", { concept: "SPACE" }, "원하는 컨셉을 선택해 주세요."],
    ];
    for (const [step, body, message] of bad) {
      const res = await call("POST", `/api/v1/request-production/${id}/${step}`, other, body);
      expect(res.status, step).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await call("POST", `/api/v1/request-production/${id}/aquascape`, other, {})).status).toBe(400);
    const now = (await call("GET", `/api/v1/request-production/${id}`, other)).body;
    expect([now.budget, now.size, now.difficulty, now.etc, now.concept]).toEqual([null, null, null, null, null]);
    // A store that does not exist.
    await call("DELETE", `/api/v1/request-production/${id}`, other);
    expect((await call("POST", "/api/v1/request-production/999999", other)).status).toBe(404);
  });

  it("hides another member's request (404) and deletes my own", async () => {
    const id = (await call("POST", `/api/v1/request-production/${storeId}`, other)).body.id as number;
    const sub = (await call("POST", `/api/v1/request-production/${id}/budget`, other, STEPS.budget)).body.id as number;
    expect((await call("GET", `/api/v1/request-production/${id}`, me)).status).toBe(404);
    expect((await call("POST", `/api/v1/request-production/${id}/size`, me, STEPS.size)).status).toBe(404);
    expect((await call("PATCH", `/api/v1/request-production/${id}/budget/${sub}`, me, STEPS.budget)).status).toBe(404);
    expect((await call("DELETE", `/api/v1/request-production/${id}`, me)).status).toBe(404);
    // A sub id of another step: 404.
    expect((await call("PATCH", `/api/v1/request-production/${id}/size/${sub}`, other, STEPS.size)).status).toBe(404);
    expect((await call("DELETE", `/api/v1/request-production/${id}`, other)).status).toBe(204);
    expect((await call("GET", `/api/v1/request-production/${id}`, other)).status).toBe(404);
    expect((await call("GET", "/api/v1/request-production/writing", other)).body).toBeNull();
  });

  it("is documented in the OpenAPI document, every row", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [method, path] of [
      ["post", "/api/v1/request-production/{id}"],
      ["get", "/api/v1/request-production/writing"],
      ["get", "/api/v1/request-production/{id}"],
      ["delete", "/api/v1/request-production/{id}"],
      ["post", "/api/v1/request-production/{id}/{step}"],
      ["patch", "/api/v1/request-production/{id}/{step}/{subId}"],
      ["get", "/api/v1/request-production/completed/member"],
      ["get", "/api/v1/request-production/completed/affiliate"],
    ]) {
      expect(doc.paths[path as string]?.[method as string], `${method} ${path}`).toBeDefined();
    }
  });
});
