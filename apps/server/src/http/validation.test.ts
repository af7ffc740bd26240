/**
 * Input the app must refuse cleanly: control characters in any text (the contract's text rule, applied by the
 * validator), and bodies Fastify cannot read. Each answer is a 4xx in the API's own `{code, message}` shape with
 * a Korean message, and nothing is stored.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../test/login.ts";
import { createTestApp } from "../../test/test-app.ts";

const REFUSED = "허용되지 않는 문자가 포함되어 있습니다.";

describe("hostile input", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ authorization } = await loginAs(t.app));
  });
  afterAll(async () => {
    await t?.close();
  });
  const countPosts = async () =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from community_board`)).rows[0]?.n;
  const post = (body: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/community-board",
      headers: { authorization },
      payload: { title: "테스트 글", content: "<p>본문입니다</p>", dept1Category: "FREE", ...body },
    });

  describe("control characters", () => {
    it.each([
      ["/api/v1/product?searchWord=a%00b", "searchWord"],
      ["/api/v1/affiliate?searchWord=%00", "searchWord"],
      ["/api/v1/community-board/search?title=a%00b", "title"],
      ["/api/v1/breeding-farm?searchWord=a%07", "searchWord"],
      ["/api/v1/member/duplicate/email?email=a%00@b.kr", "email"],
      ["/api/v1/product-category?parentCode=%00", "parentCode"],
    ])("refuses %s naming %s", async (url, field) => {
      const res = await t.app.inject({ url, headers: { authorization } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: "VALIDATION", message: `입력값을 확인해 주세요. ${field}: ${REFUSED}` });
    });

    it("refuses a post whose title or content holds NUL, and stores nothing", async () => {
      const before = await countPosts();
      for (const body of [{ title: "제목\u0000" }, { content: "<p>본문\u0000입니다</p>" }]) {
        const res = await post(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(REFUSED);
      }
      expect(await countPosts()).toBe(before);
    });

    it("refuses NUL in login and comment bodies", async () => {
      const login = await t.app.inject({
        method: "POST",
        url: "/api/v1/authentication",
        payload: { email: "demo@mulmung.kr\u0000", password: "x" },
      });
      expect(login.statusCode).toBe(400);
      expect(login.json().message).toBe(`입력값을 확인해 주세요. email: ${REFUSED}`);
      const comment = await t.app.inject({
        method: "POST",
        url: "/api/v1/community-board-comment",
        headers: { authorization },
        payload: { communityBoardId: 1, content: "댓글\u0000" },
      });
      expect(comment.statusCode).toBe(400);
      expect(comment.json().message).toContain(`content: ${REFUSED}`);
    });

    it("keeps tabs and line breaks, which people do type", async () => {
      const res = await post({ title: "줄\t바꿈", content: "<p>첫 줄\n둘째 줄\r\n셋째 줄</p>" });
      expect(res.statusCode).toBe(201);
    });
  });

  describe("bodies Fastify cannot read", () => {
    const send = (payload: string, contentType: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/authentication",
        payload,
        headers: { "content-type": contentType },
      });

    it("answers broken JSON with 400 VALIDATION, never Fastify's internal code", async () => {
      const res = await send('{"email": "a', "application/json");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: "VALIDATION", message: "요청 본문을 읽을 수 없습니다." });
    });

    it("answers an empty JSON body with 400 VALIDATION", async () => {
      const res = await send("", "application/json");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: "VALIDATION", message: "요청 본문이 비어 있습니다." });
    });

    it("answers an unknown content type with 415", async () => {
      const res = await send("email=a", "application/x-unknown");
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", message: "지원하지 않는 요청 형식입니다." });
    });

    it("answers a body over the limit with 413", async () => {
      const res = await send(JSON.stringify({ email: "x".repeat(2_000_000) }), "application/json");
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: "PAYLOAD_TOO_LARGE", message: "요청 크기가 너무 큽니다." });
    });

    it("answers a malformed multipart upload with 400, not 500", async () => {
      for (const contentType of ["multipart/form-data; boundary=x", "multipart/form-data"]) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/v1/image",
          headers: { authorization, "content-type": contentType },
          payload: "--x\r\nbroken",
        });
        expect(res.statusCode, contentType).toBe(400);
        expect(res.json()).toEqual({
          code: "VALIDATION",
          message: "업로드 요청을 읽을 수 없습니다. 이미지를 다시 선택해주세요.",
        });
      }
    });
  });
});
