import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/test-app.ts";
import { bearer, freshIp, type SignedUp, signUpMember } from "../auth/test-support.ts";

type Recruitment = {
  id: number;
  title: string;
  isOpen: boolean;
  applicantCount: number;
  reviewLinks: { linkType: string; url: string; nickname: string }[];
};

describe("pre-user (trial tester) recruitments", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: SignedUp;
  let recruitments: Recruitment[];
  const call = async (method: "GET" | "POST" | "PATCH", url: string, token?: string, payload?: unknown) => {
    const headers = token ? bearer(token) : {};
    const res = await t.app.inject({ method, url, headers, payload: payload as object, remoteAddress: freshIp() });
    return { status: res.statusCode, body: res.json() };
  };
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUpMember(t.app, t.db);
    recruitments = (await call("GET", "/api/v1/preuser-recruitment")).body.items;
  });
  afterAll(() => t.close());

  it("lists recruitments with the selected testers' review links", async () => {
    expect(recruitments).toHaveLength(3);
    const finished = recruitments.find((r) => !r.isOpen) as Recruitment;
    expect(finished.reviewLinks.map((l) => l.linkType).sort()).toEqual(["INSTAGRAM", "NAVER_BLOG", "YOUTUBE"]);
    expect(finished.reviewLinks.every((l) => l.nickname.length > 0)).toBe(true);
  });

  it("a member applies (APPLY), cannot apply twice, cancels (CANCEL) and may apply again", async () => {
    const open = recruitments.find((r) => r.isOpen) as Recruitment;
    expect((await call("POST", "/api/v1/preuser", undefined, { recruitmentId: open.id })).status).toBe(401);
    const applied = await call("POST", "/api/v1/preuser", me.accessToken, { recruitmentId: open.id });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ recruitmentId: open.id, state: "APPLY", recruitmentTitle: open.title });
    const twice = await call("POST", "/api/v1/preuser", me.accessToken, { recruitmentId: open.id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("이미 신청한 체험단입니다.");
    const listed = (await call("GET", "/api/v1/preuser-recruitment")).body.items as Recruitment[];
    expect(listed.find((r) => r.id === open.id)?.applicantCount).toBe(open.applicantCount + 1);

    const other = await signUpMember(t.app, t.db);
    expect((await call("PATCH", `/api/v1/preuser/${applied.body.id}/cancel`, other.accessToken)).status).toBe(404);
    const cancelled = await call("PATCH", `/api/v1/preuser/${applied.body.id}/cancel`, me.accessToken);
    expect(cancelled.body.state).toBe("CANCEL");
    const again = await call("PATCH", `/api/v1/preuser/${applied.body.id}/cancel`, me.accessToken);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("신청 중인 체험단만 취소할 수 있습니다.");
    const mine = (await call("GET", "/api/v1/preuser", me.accessToken)).body.items;
    expect(mine).toEqual([expect.objectContaining({ id: applied.body.id, state: "CANCEL" })]);
    const reapplied = await call("POST", "/api/v1/preuser", me.accessToken, { recruitmentId: open.id });
    expect(reapplied.body).toMatchObject({ id: applied.body.id, state: "APPLY" });
  });

  it("refuses applications outside the period", async () => {
    const finished = recruitments.find((r) => !r.isOpen) as Recruitment;
    const res = await call("POST", "/api/v1/preuser", me.accessToken, { recruitmentId: finished.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("지금은 체험단 모집 기간이 아닙니다.");
    expect((await call("POST", "/api/v1/preuser", me.accessToken, { recruitmentId: 99999 })).status).toBe(404);
  });

  it("a selected tester submits review links of the social types; others are refused in Korean", async () => {
    const tester = await signUpMember(t.app, t.db);
    const open = recruitments.filter((r) => r.isOpen)[1] as Recruitment;
    const { body: application } = await call("POST", "/api/v1/preuser", tester.accessToken, { recruitmentId: open.id });
    const url = `/api/v1/preuser/${application.id}/review-link`;
    const blog = { linkType: "NAVER_BLOG", url: "https://blog.naver.com/tester/223000000001" };
    const early = await call("POST", url, tester.accessToken, blog);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("선정된 체험단만 리뷰 링크를 등록할 수 있습니다.");

    await t.app.services.preusers.decide(application.id, "SELECTED");
    const refused = [
      [{ linkType: "NAVER_BLOG", url: "블로그에 올렸어요" }, "리뷰 링크는 https://로 시작하는 주소여야 합니다."],
      [
        { linkType: "INSTAGRAM", url: "https://www.youtube.com/watch?v=abc" },
        "인스타그램 게시물 주소를 입력해 주세요.",
      ],
      [{ linkType: "YOUTUBE", url: "javascript:alert(1)" }, "리뷰 링크는 https://로 시작하는 주소여야 합니다."],
    ] as const;
    for (const [payload, message] of refused) {
      const res = await call("POST", url, tester.accessToken, payload);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: "PREUSER_INVALID_REVIEW_LINK", message });
    }
    const wrongType = await call("POST", url, tester.accessToken, { linkType: "TIKTOK", url: blog.url });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain("linkType");
    expect((await call("GET", url, tester.accessToken)).body.items).toEqual([]);

    expect((await call("POST", url, me.accessToken, blog)).status).toBe(404);
    const added = await call("POST", url, tester.accessToken, blog);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject(blog);
    expect((await call("GET", url, tester.accessToken)).body.items).toEqual([expect.objectContaining(blog)]);
    expect((await call("GET", url, me.accessToken)).status).toBe(404);
    const listed = (await call("GET", "/api/v1/preuser-recruitment")).body.items as Recruitment[];
    expect(listed.find((r) => r.id === open.id)?.reviewLinks).toEqual([
      expect.objectContaining({ ...blog, nickname: tester.nickname }),
    ]);
    expect((await call("PATCH", `/api/v1/preuser/${application.id}/cancel`, tester.accessToken)).status).toBe(409);
  });
});
