import { MESSAGE } from "@mulmung/domain/errors";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";

type Summary = {
  id: number;
  title: string;
  isTopFix: boolean;
  nickname: string;
  memberId: number;
  hits: number;
  likes: number;
  comments: number;
  dept1Category: string;
};
type ListBody = { items: Summary[]; nextOffset: number | null; totalCount?: number };

describe("community boards", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let demo: { authorization: string; memberId: number };
  let other: { authorization: string; memberId: number };

  beforeAll(async () => {
    t = await createTestApp();
    demo = await loginAs(t.app);
    other = await loginAs(t.app, "reviewer1@mulmung.kr");
  });
  afterAll(() => t.close());

  const get = (url: string, authorization?: string) =>
    t.app.inject({ method: "GET", url, headers: authorization ? { authorization } : {} });
  const send = (
    method: "POST" | "PATCH" | "DELETE",
    url: string,
    authorization: string | undefined,
    payload?: object,
  ) => t.app.inject({ method, url, headers: authorization ? { authorization } : {}, ...(payload ? { payload } : {}) });
  const countPosts = async () =>
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from community_board`)).rows[0]?.n;
  async function write(authorization: string, body: Record<string, unknown> = {}) {
    const res = await send("POST", "/api/v1/community-board", authorization, {
      title: "테스트 글",
      content: "<p>본문입니다</p>",
      dept1Category: "FREE",
      dept2Category: "FREE_DAILY",
      ...body,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Summary & { content: string };
  }

  describe("categories", () => {
    it("lists dept1 categories with their dept2 children, notices included", async () => {
      const res = await get("/api/v1/community-category");
      expect(res.statusCode).toBe(200);
      const items = res.json().items as {
        code: string;
        name: string;
        isNotice: boolean;
        children: { code: string }[];
      }[];
      expect(items.map((c) => c.name)).toEqual([
        "자유게시판",
        "질문과 답변",
        "물생활 정보",
        "집들이(어항 자랑)",
        "벼룩시장",
        "공지사항",
      ]);
      expect(items.find((c) => c.code === "QNA")?.children.map((c) => c.code)).toContain("QNA_BEGINNER");
      expect(items.find((c) => c.code === "NOTICE")?.isNotice).toBe(true);
    });

    it("writable categories need a login and leave out notice boards for members", async () => {
      expect((await get("/api/v1/community-category/writable")).statusCode).toBe(401);
      const res = await get("/api/v1/community-category/writable", demo.authorization);
      expect(res.statusCode).toBe(200);
      const codes = (res.json().items as { code: string }[]).map((c) => c.code);
      expect(codes).toContain("FREE");
      expect(codes).not.toContain("NOTICE");
    });
  });

  describe("list", () => {
    it("gives 30 posts a page, newest first, with the next offset", async () => {
      const res = await get("/api/v1/community-board?isTotalCount=true");
      expect(res.statusCode).toBe(200);
      const body = res.json() as ListBody;
      expect(body.items).toHaveLength(30);
      const ids = body.items.map((i) => i.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(body.nextOffset).toBe(30);
      expect(body.totalCount).toBeGreaterThan(30);
      const second = (await get("/api/v1/community-board?offset=30")).json() as ListBody;
      expect(Math.max(...second.items.map((i) => i.id))).toBeLessThan(Math.min(...ids));
    });

    it("gives at most 10 top-fixed posts with isTopFix=true, and leaves them out with isTopFix=false", async () => {
      const top = (await get("/api/v1/community-board?isTopFix=true&size=30")).json() as ListBody;
      expect(top.items.length).toBeGreaterThan(0);
      expect(top.items.length).toBeLessThanOrEqual(10);
      expect(top.items.every((i) => i.isTopFix)).toBe(true);
      const normal = (await get("/api/v1/community-board?isTopFix=false&size=100")).json() as ListBody;
      expect(normal.items.some((i) => i.isTopFix)).toBe(false);
    });

    it("filters by category, title, nickname and member", async () => {
      const qna = (await get("/api/v1/community-board?dept1Category=QNA")).json() as ListBody;
      expect(qna.items.length).toBeGreaterThan(0);
      expect(qna.items.every((i) => i.dept1Category === "QNA")).toBe(true);
      const byTitle = (await get(`/api/v1/community-board?title=${encodeURIComponent("구피")}`)).json() as ListBody;
      expect(byTitle.items.length).toBeGreaterThan(0);
      expect(byTitle.items.every((i) => i.title.includes("구피"))).toBe(true);
      const byNickname = (
        await get(`/api/v1/community-board?nickname=${encodeURIComponent("새우집")}`)
      ).json() as ListBody;
      expect(byNickname.items.length).toBeGreaterThan(0);
      expect(byNickname.items.every((i) => i.nickname === "새우집사")).toBe(true);
      const byMember = (await get(`/api/v1/community-board?memberId=${other.memberId}`)).json() as ListBody;
      expect(byMember.items.length).toBeGreaterThan(0);
      expect(byMember.items.every((i) => i.memberId === other.memberId)).toBe(true);
    });

    it("rejects bad paging and order with a Korean message", async () => {
      const bad = await get("/api/v1/community-board?orderBy=hits,DESC");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain("정렬 기준은");
      const zero = await get("/api/v1/community-board?size=0");
      expect(zero.statusCode).toBe(400);
      expect(zero.json().message).toContain("size는 1 이상");
    });
  });

  describe("write, read, edit, delete", () => {
    it("needs a login and clear input; bad input writes nothing", async () => {
      const before = await countPosts();
      expect(
        (await send("POST", "/api/v1/community-board", undefined, { title: "x", content: "y", dept1Category: "FREE" }))
          .statusCode,
      ).toBe(401);
      const noTitle = await send("POST", "/api/v1/community-board", demo.authorization, {
        title: "  ",
        content: "<p>본문</p>",
        dept1Category: "FREE",
      });
      expect(noTitle.statusCode).toBe(400);
      expect(noTitle.json().message).toContain("제목을 입력해주세요");
      const badCategory = await send("POST", "/api/v1/community-board", demo.authorization, {
        title: "제목",
        content: "<p>본문</p>",
        dept1Category: "NOPE",
      });
      expect(badCategory.statusCode).toBe(400);
      expect(badCategory.json().message).toBe("게시판 카테고리를 선택해주세요.");
      const wrongChild = await send("POST", "/api/v1/community-board", demo.authorization, {
        title: "제목",
        content: "<p>본문</p>",
        dept1Category: "FREE",
        dept2Category: "QNA_BEGINNER",
      });
      expect(wrongChild.statusCode).toBe(400);
      const notice = await send("POST", "/api/v1/community-board", demo.authorization, {
        title: "공지",
        content: "<p>본문</p>",
        dept1Category: "NOTICE",
      });
      expect(notice.statusCode).toBe(403);
      const onlyScript = await send("POST", "/api/v1/community-board", demo.authorization, {
        title: "스크립트만",
        content: "<script>alert(1)</script>",
        dept1Category: "FREE",
      });
      expect(onlyScript.statusCode).toBe(400);
      expect(onlyScript.json().message).toBe("내용을 입력해주세요.");
      expect(await countPosts()).toBe(before);
    });

    it("keeps only images from our own uploads: other hosts are dropped, our absolute URLs become paths", async () => {
      const post = await write(demo.authorization, {
        title: "사진 글",
        content: [
          "<p>수조 사진</p>",
          '<img src="https://tracker.example/pixel.gif" alt="추적">',
          '<img src="https://tracker.example/uploads/2026/11/a.webp">',
          '<img src="http://localhost:3000/uploads/2026/11/ours_1.webp" alt="우리">',
        ].join(""),
      });
      expect(post.content).not.toContain("tracker.example");
      expect(post.content).toBe('<p>수조 사진</p><img src="/uploads/2026/11/ours_1.webp" alt="우리" />');
      const stored = await t.db.execute<{ thumbnail_url: string }>(
        sql`select thumbnail_url from community_board where id = ${post.id}`,
      );
      expect(stored.rows[0]?.thumbnail_url).toBe("/uploads/2026/11/ours_1.webp");
    });

    it("stores sanitised HTML whatever reaches the API directly", async () => {
      const payload = [
        "<p>안녕하세요<script>alert('x')</script></p>",
        '<img src="x" onerror="alert(1)">',
        '<img src="/uploads/2026/11/abcDEF_-12.webp" alt="사진" onload="alert(2)">',
        '<a href="javascript:alert(3)">나쁜 링크</a>',
        '<a href="https://mulmung.kr" onclick="steal()">좋은 링크</a>',
        '<iframe src="https://evil.example"></iframe>',
        "<svg><script>alert(4)</script></svg>",
        '<svg onload="alert(5)"><circle r="1"/></svg>',
        '<p style="background:url(javascript:alert(6))" onmouseover="alert(7)">스타일</p>',
        '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
        '<a href="&#106;avascript:alert(8)">인코딩</a>',
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(9)>",
      ].join("");
      const post = await write(demo.authorization, { title: "XSS 시험", content: payload });
      for (const bad of [
        "<script",
        "onerror",
        "onload",
        "onclick",
        "onmouseover",
        "javascript:",
        "<iframe",
        "<svg",
        "style=",
        "data:",
      ]) {
        expect(post.content.toLowerCase()).not.toContain(bad);
      }
      expect(post.content).toContain("<p>안녕하세요</p>");
      expect(post.content).toContain('<img src="/uploads/2026/11/abcDEF_-12.webp" alt="사진" />');
      expect(post.content).toContain('href="https://mulmung.kr"');
      expect(post.content).toContain('rel="noopener noreferrer nofollow"');
      const stored = await t.db.execute<{ content: string; thumbnail_url: string }>(
        sql`select content, thumbnail_url from community_board where id = ${post.id}`,
      );
      expect(stored.rows[0]?.content).toBe(post.content);
      expect(stored.rows[0]?.thumbnail_url).toBe("/uploads/2026/11/abcDEF_-12.webp");

      // Edits go through the same allow-list.
      const edited = await send("PATCH", `/api/v1/community-board/${post.id}`, demo.authorization, {
        content: '<p onclick="x()">고침</p><script>alert(1)</script>',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().content).toBe("<p>고침</p>");
    });

    it("counts a view once per visitor and day (shared/view-count.test.ts has the rest)", async () => {
      const post = await write((await loginAs(t.app, "reviewer5@mulmung.kr")).authorization);
      const first = (await get(`/api/v1/community-board/${post.id}`)).json();
      const second = (await get(`/api/v1/community-board/${post.id}`)).json();
      expect(first.hits).toBe(1);
      expect(second.hits).toBe(1);
      expect(second).toMatchObject({ title: "테스트 글", dept1CategoryName: "자유게시판", dept2CategoryName: "일상" });
      expect((await get("/api/v1/community-board/99999999")).statusCode).toBe(404);
      expect((await get("/api/v1/community-board/abc")).statusCode).toBe(400);
    });

    it("lets only the writer edit or delete (writer checked by member id)", async () => {
      const post = await write(demo.authorization, { title: "내 글" });
      const foreignEdit = await send("PATCH", `/api/v1/community-board/${post.id}`, other.authorization, {
        title: "남의 글 고치기",
      });
      expect(foreignEdit.statusCode).toBe(403);
      expect(foreignEdit.json()).toEqual({
        code: "FORBIDDEN",
        message: "본인이 쓴 글만 수정하거나 삭제할 수 있습니다.",
      });
      expect((await send("DELETE", `/api/v1/community-board/${post.id}`, other.authorization)).statusCode).toBe(403);
      expect((await get(`/api/v1/community-board/${post.id}`)).json().title).toBe("내 글");

      const edited = await send("PATCH", `/api/v1/community-board/${post.id}`, demo.authorization, {
        title: "고친 제목",
        dept1Category: "QNA",
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ title: "고친 제목", dept1Category: "QNA", dept2Category: null });

      // Lists are cached for a moment (decision 010); a write or a delete shows in them at once all the same.
      const listed = (await get("/api/v1/community-board?size=100")).json() as ListBody;
      expect(listed.items.find((i) => i.id === post.id)?.title).toBe("고친 제목");
      const removed = await send("DELETE", `/api/v1/community-board/${post.id}`, demo.authorization);
      expect(removed.statusCode).toBe(204);
      expect((await get(`/api/v1/community-board/${post.id}`)).statusCode).toBe(404);
      const list = (await get("/api/v1/community-board?size=100")).json() as ListBody;
      expect(list.items.some((i) => i.id === post.id)).toBe(false);
      expect((await send("DELETE", `/api/v1/community-board/${post.id}`, demo.authorization)).statusCode).toBe(404);
    });
  });

  describe("search", () => {
    it("finds two-syllable Korean words in titles, contents, nicknames and comments", async () => {
      const post = await write(demo.authorization, {
        title: "알비노 코리 입양",
        content: "<p>바닥에서 꼬물꼬물 귀여워요</p>",
      });
      const comment = await send("POST", "/api/v1/community-board-comment", other.authorization, {
        communityBoardId: post.id,
        content: "오토싱도 같이 키우면 좋아요",
      });
      expect(comment.statusCode).toBe(201);
      const search = (q: string) => get(`/api/v1/community-board/search?${q}`);
      const ids = async (q: string) => ((await search(q)).json() as ListBody).items.map((i) => i.id);

      expect(await ids(`title=${encodeURIComponent("입양")}`)).toContain(post.id);
      expect(await ids(`content=${encodeURIComponent("꼬물")}`)).toContain(post.id);
      expect(await ids(`comment=${encodeURIComponent("오토싱")}`)).toContain(post.id);
      expect(await ids(`nickname=${encodeURIComponent("물멍")}`)).toContain(post.id);
      const word = encodeURIComponent("오토싱");
      expect(await ids(`title=${word}&content=${word}&nickname=${word}&comment=${word}`)).toContain(post.id);
      expect(await ids(`title=${encodeURIComponent("없는단어조합")}`)).toEqual([]);

      const empty = await search("title=%20%20");
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain("검색어를 입력해주세요");
    });

    it("pages a word the same way whether the newest posts hold the page or the gram index is needed", async () => {
      // Small pages are filled by the walk over the newest posts; a 30-post page holds more than there are
      // matches, so the gram index answers it too. Both must agree, newest first, for posts and for comments.
      const writer = await loginAs(t.app, "reviewer6@mulmung.kr");
      const posts = [];
      for (let i = 0; i < 5; i++) posts.push(await write(writer.authorization, { title: `산호초 수조 ${i}` }));
      for (const post of posts.slice(1, 4)) {
        await send("POST", "/api/v1/community-board-comment", other.authorization, {
          communityBoardId: post.id,
          content: "플래티 치어가 태어났어요",
        });
      }
      const newestFirst = posts.map((p) => p.id).reverse();
      const pages = async (path: string, q: string) => {
        const all: number[] = [];
        for (let offset = 0; offset < 6; offset += 2) {
          const body = (await get(`${path}?${q}&size=2&offset=${offset}`)).json() as ListBody;
          all.push(...body.items.map((i) => i.id));
        }
        const whole = (await get(`${path}?${q}&size=30`)).json() as ListBody;
        return { paged: all, whole: whole.items.map((i) => i.id) };
      };
      const word = encodeURIComponent("산호초");
      for (const [path, q] of [
        ["/api/v1/community-board/search", `title=${word}&content=${word}&nickname=${word}&comment=${word}`],
        ["/api/v1/community-board/search", `title=${word}`],
        ["/api/v1/community-board", `title=${word}`],
      ] as const) {
        const { paged, whole } = await pages(path, q);
        expect(paged, q).toEqual(newestFirst);
        expect(whole, q).toEqual(newestFirst);
      }
      const platy = await pages("/api/v1/community-board/search", `comment=${encodeURIComponent("플래티 치어")}`);
      expect(platy.paged).toEqual(newestFirst.slice(1, 4));
      expect(platy.whole).toEqual(newestFirst.slice(1, 4));
    });
  });

  describe("likes", () => {
    it("counts one like per member however many arrive at once, and unlikes by the like id", async () => {
      const post = await write(other.authorization, { title: "좋아요 시험" });
      const url = `/api/v1/community-board/${post.id}/like`;
      expect((await send("POST", url, undefined)).statusCode).toBe(401);
      const results = await Promise.all(Array.from({ length: 10 }, () => send("POST", url, demo.authorization)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
      const likeIds = new Set(results.map((r) => r.json().id));
      expect(likeIds.size).toBe(1);
      const rows = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from like_log where target_type = 'COMMUNITY_BOARD' and target_id = ${post.id}`,
      );
      expect(rows.rows[0]?.n).toBe(1);
      const mine = (await get(url, demo.authorization)).json();
      expect(mine).toMatchObject({ isLiked: true, likes: 1 });
      expect((await get(`/api/v1/community-board/${post.id}`)).json().likes).toBe(1);
      const likers = (await get(`/api/v1/community-board/${post.id}/likes`)).json();
      expect(likers.items.map((l: { member: { id: number } }) => l.member.id)).toEqual([demo.memberId]);

      const unliked = await send("DELETE", `${url}/${mine.id}`, demo.authorization);
      expect(unliked.statusCode).toBe(200);
      expect(unliked.json()).toMatchObject({ isLiked: false, likes: 0 });
      expect((await send("DELETE", `${url}/${mine.id}`, demo.authorization)).statusCode).toBe(404);
    });
  });

  describe("comments and replies", () => {
    it("lists 10 per page by id ascending with replies; only writers edit or delete", async () => {
      const post = await write((await loginAs(t.app, "reviewer6@mulmung.kr")).authorization, { title: "댓글 시험" });
      const base = "/api/v1/community-board-comment";
      const ids: number[] = [];
      for (let i = 1; i <= 12; i++) {
        const res = await send("POST", base, i % 2 ? demo.authorization : other.authorization, {
          communityBoardId: post.id,
          content: `댓글 ${i}`,
        });
        expect(res.statusCode).toBe(201);
        ids.push(res.json().id);
      }
      const reply = await send("POST", `${base}/${ids[0]}/reply`, other.authorization, { content: "답글입니다" });
      expect(reply.statusCode).toBe(201);

      const page1 = (await get(`${base}?communityBoardId=${post.id}&isTotalCount=true`)).json();
      expect(page1.items.map((c: { id: number }) => c.id)).toEqual(ids.slice(0, 10));
      expect(page1.totalCount).toBe(12);
      expect(page1.nextOffset).toBe(10);
      expect(page1.items[0].replies[0]).toMatchObject({ content: "답글입니다", replyToId: ids[0] });
      expect((await get(`/api/v1/community-board/${post.id}`)).json().comments).toBe(13);

      expect((await send("PATCH", `${base}/${ids[0]}`, other.authorization, { content: "남의 댓글" })).statusCode).toBe(
        403,
      );
      expect((await send("PATCH", `${base}/${ids[0]}`, demo.authorization, { content: "고친 댓글" })).statusCode).toBe(
        204,
      );
      const replyId = reply.json().id;
      expect((await send("PATCH", `${base}/reply/${replyId}`, demo.authorization, { content: "x" })).statusCode).toBe(
        403,
      );
      expect(
        (await send("PATCH", `${base}/reply/${replyId}`, other.authorization, { content: "고친 답글" })).statusCode,
      ).toBe(204);
      expect((await send("DELETE", `${base}/reply/${replyId}`, other.authorization)).statusCode).toBe(204);
      expect((await send("DELETE", `${base}/${ids[1]}`, demo.authorization)).statusCode).toBe(403);
      expect((await send("DELETE", `${base}/${ids[1]}`, other.authorization)).statusCode).toBe(204);
      expect((await get(`/api/v1/community-board/${post.id}`)).json().comments).toBe(11);
      const after = (await get(`${base}?communityBoardId=${post.id}`)).json();
      expect(after.items[0]).toMatchObject({ content: "고친 댓글", replies: [] });
      expect(after.items.map((c: { id: number }) => c.id)).not.toContain(ids[1]);

      expect((await get(`${base}?communityBoardId=99999999`)).statusCode).toBe(404);
    });
  });

  describe("reports", () => {
    const report = (authorization: string | undefined, body: Record<string, unknown>) =>
      send("POST", "/api/v1/mail/report", authorization, {
        title: "스팸/광고",
        directInquiryCategory: "REPORT",
        reportType: "COMMUNITY_BOARD",
        description: "광고 글입니다",
        serviceType: "MULMUNG",
        ...body,
      });

    it("takes one report per member and target, with the success message", async () => {
      const post = await write(other.authorization, { title: "신고 대상" });
      expect((await report(undefined, { id: post.id })).statusCode).toBe(401);
      const first = await report(demo.authorization, { id: post.id });
      expect(first.statusCode).toBe(201);
      expect(first.json().message).toBe(MESSAGE.reportSucceeded);
      const again = await report(demo.authorization, { id: post.id });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("이미 신고한 게시글입니다.");
      const own = await report(other.authorization, { id: post.id });
      expect(own.statusCode).toBe(400);
      expect((await report(demo.authorization, { id: 99999999 })).statusCode).toBe(404);
      const wrongCategory = await report(demo.authorization, { id: post.id, directInquiryCategory: "ACCOUNT" });
      expect(wrongCategory.statusCode).toBe(400);
      const rows = await t.db.execute<{ n: number }>(
        sql`select count(*)::int as n from report where target_id = ${post.id} and report_type = 'COMMUNITY_BOARD'`,
      );
      expect(rows.rows[0]?.n).toBe(1);
    });

    it("reports a comment", async () => {
      const post = await write((await loginAs(t.app, "reviewer5@mulmung.kr")).authorization, { title: "댓글 신고" });
      const comment = await send("POST", "/api/v1/community-board-comment", other.authorization, {
        communityBoardId: post.id,
        content: "나쁜 댓글",
      });
      const res = await report(demo.authorization, { reportType: "COMMUNITY_BOARD_COMMENT", id: comment.json().id });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(MESSAGE.reportSucceeded);
    });

    it("hides a comment reported by three different members from everyone but its writer, and from search", async () => {
      const post = await write((await loginAs(t.app, "reviewer8@mulmung.kr")).authorization, { title: "댓글 가림" });
      const created = await send("POST", "/api/v1/community-board-comment", other.authorization, {
        communityBoardId: post.id,
        content: "광고성 코발트블루 댓글",
      });
      const commentId = created.json().id;
      const thread = async (authorization?: string) =>
        (await get(`/api/v1/community-board-comment?communityBoardId=${post.id}`, authorization)).json().items[0];
      const found = async () =>
        (
          (await get(`/api/v1/community-board/search?comment=${encodeURIComponent("코발트블루")}`)).json() as ListBody
        ).items.map((i) => i.id);
      expect(await found()).toContain(post.id);
      for (const email of ["reviewer2@mulmung.kr", "reviewer3@mulmung.kr"]) {
        const reporter = await loginAs(t.app, email);
        const res = await report(reporter.authorization, { reportType: "COMMUNITY_BOARD_COMMENT", id: commentId });
        expect(res.statusCode).toBe(201);
      }
      expect(await thread()).toMatchObject({ content: "광고성 코발트블루 댓글", isHidden: false });
      const third = await loginAs(t.app, "reviewer4@mulmung.kr");
      const res = await report(third.authorization, { reportType: "COMMUNITY_BOARD_COMMENT", id: commentId });
      expect(res.statusCode).toBe(201);

      expect(await thread()).toMatchObject({ content: "신고가 접수되어 검토 중인 댓글입니다.", isHidden: true });
      expect(await thread(third.authorization)).toMatchObject({ isHidden: true });
      expect((await thread(third.authorization)).content).not.toContain("코발트블루");
      expect(await thread(other.authorization)).toMatchObject({ content: "광고성 코발트블루 댓글", isHidden: true });
      expect(await found()).not.toContain(post.id);
    });

    it("hides a post reported by three different members, except from its writer", async () => {
      const post = await write(demo.authorization, { title: "세 번 신고될 글" });
      for (const email of ["reviewer2@mulmung.kr", "reviewer3@mulmung.kr"]) {
        const reporter = await loginAs(t.app, email);
        expect((await report(reporter.authorization, { id: post.id })).statusCode).toBe(201);
      }
      expect((await get(`/api/v1/community-board/${post.id}`)).statusCode).toBe(200);
      const before = (await get("/api/v1/community-board?size=100")).json() as ListBody;
      expect(before.items.some((i) => i.id === post.id)).toBe(true);
      const third = await loginAs(t.app, "reviewer4@mulmung.kr");
      expect((await report(third.authorization, { id: post.id })).statusCode).toBe(201);

      const hidden = await get(`/api/v1/community-board/${post.id}`, other.authorization);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe("신고가 접수되어 검토 중인 게시글입니다.");
      const list = (await get("/api/v1/community-board?size=100")).json() as ListBody;
      expect(list.items.some((i) => i.id === post.id)).toBe(false);
      const mine = await get(`/api/v1/community-board/${post.id}`, demo.authorization);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().isHidden).toBe(true);
      const comment = await send("POST", "/api/v1/community-board-comment", other.authorization, {
        communityBoardId: post.id,
        content: "숨겨진 글에 댓글",
      });
      expect(comment.statusCode).toBe(403);
    });
  });

  describe("store notices and newsletters", () => {
    it("lists a store's notices 5 at first, newest first, and 10 after a reset", async () => {
      const first = await get("/api/v1/affiliate-notice?affiliateId=1&isTotalCount=true");
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.items).toHaveLength(5);
      expect(body.totalCount).toBe(7);
      expect(body.nextOffset).toBe(5);
      const dates = body.items.map((n: { createDate: string }) => n.createDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.every((n: { affiliateId: number }) => n.affiliateId === 1)).toBe(true);
      const ten = (await get("/api/v1/affiliate-notice?affiliateId=1&size=10&orderBy=createDate,DESC")).json();
      expect(ten.items).toHaveLength(7);
      expect(ten.nextOffset).toBeNull();
      const notice = await get(`/api/v1/affiliate-notice/${body.items[0].id}`);
      expect(notice.statusCode).toBe(200);
      expect(notice.json()).toMatchObject({ id: body.items[0].id, hits: 1 });
      expect((await get("/api/v1/affiliate-notice/99999999")).statusCode).toBe(404);
      expect((await get("/api/v1/affiliate-notice?orderBy=hits,DESC")).statusCode).toBe(400);
    });

    it("reaches a newsletter from its board post", async () => {
      const list = (await get("/api/v1/affiliate-newsletter?size=10")).json();
      expect(list.items).toHaveLength(10);
      const withPost = (await get("/api/v1/affiliate-newsletter?size=100"))
        .json()
        .items.find((n: { communityBoardId: number | null }) => n.communityBoardId !== null);
      expect(withPost).toBeTruthy();
      const post = (await get(`/api/v1/community-board/${withPost.communityBoardId}`)).json();
      expect(post.affiliateNewsletterId).toBe(withPost.id);
      const viaBoard = await get(`/api/v1/affiliate-newsletter/community-board/${withPost.communityBoardId}`);
      expect(viaBoard.statusCode).toBe(200);
      expect(viaBoard.json()).toMatchObject({ id: withPost.id, title: withPost.title });
      expect((await get(`/api/v1/affiliate-newsletter/${withPost.id}`)).json().id).toBe(withPost.id);
      const plain = await write((await loginAs(t.app, "reviewer6@mulmung.kr")).authorization);
      expect((await get(`/api/v1/affiliate-newsletter/community-board/${plain.id}`)).statusCode).toBe(404);
    });
  });

  it("limits posting to 10 a minute per member", async () => {
    const member = await loginAs(t.app, "reviewer7@mulmung.kr");
    for (let i = 0; i < 10; i++) await write(member.authorization, { title: `도배 ${i}` });
    const eleventh = await send("POST", "/api/v1/community-board", member.authorization, {
      title: "도배 11",
      content: "<p>x</p>",
      dept1Category: "FREE",
    });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toContain("요청이 너무 많습니다");
    // Another member is not affected.
    await write((await loginAs(t.app, "reviewer8@mulmung.kr")).authorization, { title: "다른 회원" });
  });

  describe("deep pages", () => {
    it("answers any offset exactly as a plain OFFSET scan would, through deletes, hides and top-fixes", async () => {
      const me = demo.memberId;
      await t.db.execute(sql`
        insert into community_board (member_id, dept1_category, dept2_category, title, content, content_text)
        select ${me}, case when g % 3 = 0 then 'QNA' else 'FREE' end, case when g % 6 = 0 then 'QNA_BEGINNER' end,
          '대량 ' || g, '<p>x</p>', 'x'
        from generate_series(1, 6000) g`);
      await t.db.execute(sql`update community_board set is_deleted = true where id % 97 = 0`);
      await t.db.execute(sql`update community_board set is_hidden = true where id % 89 = 0`);
      await t.db.execute(sql`update community_board set is_top_fix = true where id % 1013 = 0`);
      await t.db.execute(
        sql`update community_board set dept1_category = 'QNA', dept2_category = null where id % 211 = 0`,
      );

      const cases: [string, ReturnType<typeof sql>][] = [
        ["", sql`true`],
        ["&isTopFix=false", sql`not is_top_fix`],
        ["&dept1Category=QNA", sql`dept1_category = 'QNA'`],
        ["&dept2Category=QNA_BEGINNER", sql`dept2_category = 'QNA_BEGINNER'`],
      ];
      for (const [query, condition] of cases) {
        for (const offset of [0, 1023, 1024, 1500, 2047, 3000, 4096, 5900]) {
          const expected = await t.db.execute<{ id: number }>(sql`
            select id from community_board where not is_deleted and not is_hidden and ${condition}
            order by id desc offset ${offset} limit 30`);
          const res = await get(`/api/v1/community-board?offset=${offset}${query}&isTotalCount=true`);
          expect(res.statusCode).toBe(200);
          const body = res.json() as ListBody;
          expect(
            body.items.map((i) => i.id),
            `offset ${offset}${query}`,
          ).toEqual(expected.rows.map((r) => r.id));
          const total = await t.db.execute<{ n: number }>(sql`
            select count(*)::int as n from community_board where not is_deleted and not is_hidden and ${condition}`);
          expect(body.totalCount).toBe(total.rows[0]?.n);
        }
      }
    });
  });

  it("documents every community route in the OpenAPI document", async () => {
    const doc = (await get("/api/docs/openapi.json")).json() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, method] of [
      ["/api/v1/community-board", "post"],
      ["/api/v1/community-board", "get"],
      ["/api/v1/community-board/search", "get"],
      ["/api/v1/community-board/{id}", "patch"],
      ["/api/v1/community-board/{id}/like", "post"],
      ["/api/v1/community-board/{id}/like/{likeId}", "delete"],
      ["/api/v1/community-board/{id}/likes", "get"],
      ["/api/v1/community-category/writable", "get"],
      ["/api/v1/affiliate-notice/{id}", "get"],
      ["/api/v1/affiliate-newsletter/community-board/{id}", "get"],
      ["/api/v1/mail/report", "post"],
      ["/api/v1/community-board-comment/{id}/reply", "post"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    }
  });
});
