/**
 * The operators' moderation queue (issue 27) on real PostgreSQL: three reports hide a post, which the queue shows
 * with its count, reasons and preview; restoring it lists it again and rejects its reports, removing another
 * deletes it and closes its reports; a review and a board comment the same way (the review's totals follow); a
 * decided target answers 409, an unknown one 404, bad input 400 in Korean; every decision is in the audit log.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorLogin } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { affiliate, communityBoard, product, review } from "../../db/schema.ts";
import { type SignedUp, signUpMember } from "../auth/test-support.ts";
import { caller, makeProduct } from "../order/test-support.ts";
import { orderLine } from "../review/test-support.ts";

type Json = Record<string, unknown> & { [key: string]: unknown };
type Item = {
  type: string;
  targetId: number;
  reporterCount: number;
  reasons: { title: string; description: string; state: string; reporter: { id: number; nickname: string } }[];
  target: { preview: string; writer: { id: number; nickname: string }; isHidden: boolean; isRemoved: boolean } | null;
};

describe("the moderation queue", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let operator: string;
  let writer: SignedUp;
  let reporters: SignedUp[];
  const auth = (m: SignedUp) => `Bearer ${m.accessToken}`;

  const report = (by: SignedUp, reportType: string, id: number, title = "욕설/비방") =>
    call("POST", "/api/v1/mail/report", auth(by), {
      title,
      directInquiryCategory: "REPORT",
      reportType,
      id,
      description: `${title} 내용이 있어요`,
      serviceType: "MULMUNG",
    });
  const reportThrice = async (reportType: string, id: number) => {
    for (const [i, by] of reporters.entries()) {
      const res = await report(by, reportType, id, ["욕설/비방", "광고", "도배"][i]);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  };
  const queue = async (query: string): Promise<Item[]> => {
    const res = await call("GET", `/api/v1/admin/report?size=100&${query}`, operator);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.items;
  };
  const inQueue = async (query: string, type: string, id: number) =>
    (await queue(query)).find((i) => i.type === type && i.targetId === id);
  const decide = (type: string, id: number, decision: "restoration" | "removal") =>
    call("PATCH", `/api/v1/admin/report/${type}/${id}/${decision}`, operator);
  const boardIds = async () =>
    ((await call("GET", "/api/v1/community-board?size=100", null)).body.items as { id: number }[]).map((p) => p.id);
  const writePost = async (title: string) => {
    const res = await call("POST", "/api/v1/community-board", auth(writer), {
      title,
      content: "<p>우리 집 어항 이야기</p>",
      dept1Category: "FREE",
      dept2Category: "FREE_DAILY",
    });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    operator = (await operatorLogin(t.app, t.db)).authorization;
    writer = await signUpMember(t.app, t.db);
    reporters = [await signUpMember(t.app, t.db), await signUpMember(t.app, t.db), await signUpMember(t.app, t.db)];
  });
  afterAll(() => t.close());

  it("is the operators' alone, and refuses bad input in Korean", async () => {
    expect((await call("GET", "/api/v1/admin/report", auth(writer))).status).toBe(404);
    expect((await call("PATCH", "/api/v1/admin/report/REVIEW/1/removal", null)).status).toBe(401);
    const badType = await call("GET", "/api/v1/admin/report?type=POST", operator);
    expect(badType.status).toBe(400);
    expect(badType.body.message).toContain("신고 대상 종류는");
    const badState = await call("GET", "/api/v1/admin/report?state=OPEN", operator);
    expect(badState.status).toBe(400);
    expect(badState.body.message).toContain("신고 처리 상태는");
    const badPath = await call("PATCH", "/api/v1/admin/report/BOARD/1/restoration", operator);
    expect(badPath.status).toBe(400);
    expect(badPath.body.message).toContain("신고 대상 종류는");
    const unknown = await decide("COMMUNITY_BOARD", 99_999_999, "restoration");
    expect(unknown).toMatchObject({ status: 404, body: { message: "신고된 게시글을 찾을 수 없습니다." } });
  });

  it("three reports hide a post: queued with count and reasons; restoring lists it again and rejects the reports", async () => {
    const id = await writePost("신고될 글입니다");
    expect(await boardIds()).toContain(id);
    await reportThrice("COMMUNITY_BOARD", id);
    expect(await boardIds()).not.toContain(id);

    const queued = await inQueue("state=WAIT&type=COMMUNITY_BOARD", "COMMUNITY_BOARD", id);
    expect(queued).toMatchObject({
      reporterCount: 3,
      target: { preview: "신고될 글입니다", writer: { id: writer.id, nickname: writer.nickname }, isHidden: true },
    });
    expect(queued?.reasons.map((r) => r.title).sort()).toEqual(["광고", "도배", "욕설/비방"]);
    expect(queued?.reasons.map((r) => r.reporter.nickname).sort()).toEqual(reporters.map((r) => r.nickname).sort());
    expect(queued?.reasons.every((r) => r.state === "WAIT" && r.description.endsWith("내용이 있어요"))).toBe(true);
    // The newest activity first: this post leads the queue of all kinds.
    expect((await queue("state=WAIT"))[0]).toMatchObject({ type: "COMMUNITY_BOARD", targetId: id });

    const restored = await decide("COMMUNITY_BOARD", id, "restoration");
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.target.isHidden).toBe(false);
    expect((restored.body as Item).reasons.every((r) => r.state === "REJECTED")).toBe(true);
    expect(await boardIds()).toContain(id);
    expect(await inQueue("state=WAIT", "COMMUNITY_BOARD", id)).toBeUndefined();
    expect(await inQueue("state=REJECTED&type=COMMUNITY_BOARD", "COMMUNITY_BOARD", id)).toMatchObject({
      reporterCount: 3,
    });

    // Decided once: a second decision is refused and changes nothing.
    const again = await decide("COMMUNITY_BOARD", id, "removal");
    expect(again).toMatchObject({ status: 409, body: { code: "REPORT_ALREADY_DECIDED" } });
    expect(await boardIds()).toContain(id);
  });

  it("removing a reported post deletes it and closes its reports", async () => {
    const id = await writePost("지워질 글입니다");
    await reportThrice("COMMUNITY_BOARD", id);
    const removed = await decide("COMMUNITY_BOARD", id, "removal");
    expect(removed.status).toBe(200);
    expect(removed.body.target).toMatchObject({ isRemoved: true });
    expect((removed.body as Item).reasons.every((r) => r.state === "DONE")).toBe(true);
    expect(await boardIds()).not.toContain(id);
    expect((await call("GET", `/api/v1/community-board/${id}`, auth(writer))).status).toBe(404);
    const [row] = await t.db
      .select({ deleted: communityBoard.isDeleted })
      .from(communityBoard)
      .where(eq(communityBoard.id, id));
    expect(row?.deleted).toBe(true);
    expect(await inQueue("state=DONE", "COMMUNITY_BOARD", id)).toBeDefined();
  });

  it("a review: deactivated by reports, restored into the totals, another removed for good", async () => {
    const [store] = await t.db.select({ id: affiliate.id }).from(affiliate).orderBy(affiliate.id).offset(5).limit(1);
    const storeId = (store as { id: number }).id;
    const productId = (await makeProduct(t.db, { affiliateId: storeId, sellPrice: 9000 })).id;
    const writeReview = async (productScore: number, content: string) => {
      const orderProductId = await orderLine(t.db, { memberId: writer.id, affiliateId: storeId, productId });
      const res = await call("POST", "/api/v1/review", auth(writer), { orderProductId, productScore, content });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    const totals = async () =>
      (
        await t.db
          .select({ count: product.reviewCount, sum: product.reviewScoreSum })
          .from(product)
          .where(eq(product.id, productId))
      )[0];
    const stateOf = async (id: number) =>
      (await t.db.select({ state: review.reviewState }).from(review).where(eq(review.id, id)))[0]?.state;

    const kept = await writeReview(5, "물잡이가 잘 된 상태로 왔어요. 아주 건강합니다.");
    const shown = await totals();
    await reportThrice("REVIEW", kept);
    expect(await stateOf(kept)).toBe("DEACTIVATE");
    expect(await totals()).toEqual({ count: (shown?.count ?? 0) - 1, sum: (shown?.sum ?? 0) - 5 });
    const queued = await inQueue("type=REVIEW", "REVIEW", kept);
    expect(queued).toMatchObject({ reporterCount: 3, target: { isHidden: true, writer: { id: writer.id } } });
    expect(queued?.target?.preview).toBe("물잡이가 잘 된 상태로 왔어요. 아주 건강합니다.");

    expect((await decide("REVIEW", kept, "restoration")).status).toBe(200);
    expect(await stateOf(kept)).toBe("NORMAL");
    expect(await totals()).toEqual(shown);
    const list = await call("GET", `/api/v1/product/${productId}/review?size=50`, null);
    expect(list.body.items.map((i: { id: number }) => i.id)).toContain(kept);

    const gone = await writeReview(1, "광고성 리뷰라고 해 봅시다. 링크를 눌러 보세요.");
    await reportThrice("REVIEW", gone);
    const removed = await decide("REVIEW", gone, "removal");
    expect(removed.status).toBe(200);
    expect((removed.body as Item).reasons.every((r) => r.state === "DONE")).toBe(true);
    expect(await stateOf(gone)).toBe("DELETE");
    expect(await totals()).toEqual(shown);
    expect((await decide("REVIEW", gone, "restoration")).status).toBe(409);
  });

  it("a board comment: hidden by reports, shown again; another removed and uncounted", async () => {
    const postId = await writePost("댓글이 달릴 글");
    const comment = async (content: string) => {
      const res = await call("POST", "/api/v1/community-board-comment", auth(writer), {
        communityBoardId: postId,
        content,
      });
      expect(res.status).toBe(201);
      return res.body.id as number;
    };
    const comments = async () =>
      (await call("GET", `/api/v1/community-board-comment?communityBoardId=${postId}&size=50`, null)).body.items as {
        id: number;
        isHidden: boolean;
        isDeleted: boolean;
        content: string;
      }[];
    const commentCount = async () =>
      (
        await t.db.select({ n: communityBoard.commentCount }).from(communityBoard).where(eq(communityBoard.id, postId))
      )[0]?.n;

    const first = await comment("첫 댓글입니다");
    const second = await comment("두 번째 댓글입니다");
    expect(await commentCount()).toBe(2);
    await reportThrice("COMMUNITY_BOARD_COMMENT", first);
    expect((await comments()).find((c) => c.id === first)?.isHidden).toBe(true);
    expect(await inQueue("type=COMMUNITY_BOARD_COMMENT", "COMMUNITY_BOARD_COMMENT", first)).toMatchObject({
      reporterCount: 3,
      target: { preview: "첫 댓글입니다", isHidden: true },
    });
    expect((await decide("COMMUNITY_BOARD_COMMENT", first, "restoration")).status).toBe(200);
    expect((await comments()).find((c) => c.id === first)).toMatchObject({
      isHidden: false,
      content: "첫 댓글입니다",
    });

    await reportThrice("COMMUNITY_BOARD_COMMENT", second);
    const removed = await decide("COMMUNITY_BOARD_COMMENT", second, "removal");
    expect(removed.status).toBe(200);
    expect(removed.body.target.isRemoved).toBe(true);
    expect((await comments()).map((c) => c.id)).not.toContain(second);
    expect(await commentCount()).toBe(1);
  });

  it("writes every decision to the audit log with the target before and after", async () => {
    const res = await call("GET", "/api/v1/admin/audit-log?action=/api/v1/admin/report&size=100", operator);
    expect(res.status).toBe(200);
    const entries = res.body.items as (Json & { before: Item; after: Item; action: string; target: string })[];
    const decisions = entries.filter((e) => e.status === 200);
    // Two posts, two reviews and two comments decided.
    expect(decisions).toHaveLength(6);
    const restoration = decisions.find(
      (e) => e.action.endsWith("/restoration") && e.target.startsWith("type=COMMUNITY_BOARD&"),
    );
    expect(restoration?.before.target?.isHidden).toBe(true);
    expect(restoration?.before.reasons.every((r) => r.state === "WAIT")).toBe(true);
    expect(restoration?.after.target?.isHidden).toBe(false);
    expect(restoration?.after.reasons.every((r) => r.state === "REJECTED")).toBe(true);
  });
});
