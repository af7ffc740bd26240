/**
 * Members for the operators (issue 27), on two app instances over one PostgreSQL: the search by part of an email,
 * nickname or phone number; a 7-day suspension refuses the member's writes (post, comment, basket, order) with 403
 * MEMBER_SUSPENDED saying until when and why on both instances at once, while reads and `me` work and show it;
 * lifting it opens writes again everywhere; operators cannot be suspended; the member's record; a withdrawal on
 * request (refused for store owners and operators); bad input in Korean; every write in the audit log.
 */
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorLogin } from "../../../test/login.ts";
import { createTwoTestApps } from "../../../test/test-app.ts";
import { orderForm } from "../../db/schema.ts";
import { PASSWORD, type SignedUp, signUpMember } from "../auth/test-support.ts";
import { caller, giveStoreTo, makeProduct } from "../order/test-support.ts";
import { orderLine } from "../review/test-support.ts";

type Apps = Awaited<ReturnType<typeof createTwoTestApps>>;

describe("members from the console", () => {
  let apps: Apps;
  let a: ReturnType<typeof caller>;
  let b: ReturnType<typeof caller>;
  let operator: Awaited<ReturnType<typeof operatorLogin>>;
  let member: SignedUp;
  let productId: number;
  let postId: number;
  const auth = (m: SignedUp) => `Bearer ${m.accessToken}`;
  const REASON = "다른 회원에게 욕설을 반복했습니다";

  /** The member's writes of the brief, each on the given instance: a post, a comment, a basket line, an order. */
  const writes = (call: ReturnType<typeof caller>) => [
    call("POST", "/api/v1/community-board", auth(member), {
      title: "제한 중에 쓰는 글",
      content: "<p>본문</p>",
      dept1Category: "FREE",
      dept2Category: "FREE_DAILY",
    }),
    call("POST", "/api/v1/community-board-comment", auth(member), { communityBoardId: postId, content: "댓글" }),
    call("POST", "/api/v1/basket", auth(member), { productId }),
    call("POST", "/api/v1/order/direct", auth(member), { productId, quantity: 1 }),
  ];
  const statuses = async (call: ReturnType<typeof caller>) =>
    (await Promise.all(writes(call))).map((res) => res.status);

  beforeAll(async () => {
    apps = await createTwoTestApps();
    a = caller(apps.a.app);
    b = caller(apps.b.app);
    operator = await operatorLogin(apps.a.app, apps.a.db);
    member = await signUpMember(apps.a.app, apps.a.db);
    productId = (await makeProduct(apps.a.db, { affiliateId: 3, sellPrice: 8000, stock: 100 })).id;
    const post = await a("POST", "/api/v1/community-board", auth(member), {
      title: "제한 전에 쓴 글",
      content: "<p>어항 물갈이 주기 질문</p>",
      dept1Category: "FREE",
      dept2Category: "FREE_DAILY",
    });
    expect(post.status).toBe(201);
    postId = post.body.id;
  });
  afterAll(() => apps.close());

  it("finds members by part of their email, nickname or phone number", async () => {
    const search = async (query: string) => {
      const res = await a(
        "GET",
        `/api/v1/admin/member?query=${encodeURIComponent(query)}&size=20`,
        operator.authorization,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.items as { id: number; email: string; role: string; isWithdrawn: boolean }[];
    };
    const local = member.email.split("@")[0] as string;
    for (const query of [
      local.slice(3, 12).toUpperCase(),
      member.nickname.slice(2, 8),
      member.phone.slice(3, 11),
      `${member.phone.slice(3, 7)}-${member.phone.slice(7)}`,
    ]) {
      const found = await search(query);
      expect(
        found.map((m) => m.id),
        query,
      ).toContain(member.id);
    }
    const [one] = (await search(member.email)).filter((m) => m.id === member.id);
    expect(one).toMatchObject({ role: "MEMBER", isWithdrawn: false, suspendedUntil: null, nickname: member.nickname });
    expect(await search("아무도없는검색어zz")).toEqual([]);
    const all = await a("GET", "/api/v1/admin/member?size=5", operator.authorization);
    expect(all.body.items).toHaveLength(5);
    expect(all.body.nextOffset).toBe(5);
    // Not for members.
    expect((await a("GET", "/api/v1/admin/member", auth(member))).status).toBe(404);
  });

  it("refuses bad input in Korean", async () => {
    const url = `/api/v1/admin/member/${member.id}/suspension`;
    for (const [body, message] of [
      [{ days: 0, reason: REASON }, "제한 일수는 1일 이상이어야 합니다"],
      [{ days: 3651, reason: REASON }, "제한 일수는 3650일 이하여야 합니다"],
      [{ days: "7", reason: REASON }, "제한 일수를 숫자로 입력해주세요"],
      [{ days: 7, reason: "  " }, "이용 제한 사유를 입력해주세요"],
      [{ days: 7 }, "이용 제한 사유를 입력해주세요"],
    ] as const) {
      const res = await a("PATCH", url, operator.authorization, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const query = await a("GET", `/api/v1/admin/member?query=${"가".repeat(101)}`, operator.authorization);
    expect(query.status).toBe(400);
    expect(query.body.message).toContain("검색어는 100자까지");
    const withdrawal = await a("PATCH", `/api/v1/admin/member/${member.id}/withdrawal`, operator.authorization, {});
    expect(withdrawal.status).toBe(400);
    expect(withdrawal.body.message).toContain("탈퇴 사유를 입력해주세요");
    expect((await a("GET", "/api/v1/admin/member/99999999", operator.authorization)).status).toBe(404);
    const lift = await a("DELETE", `/api/v1/admin/member/${member.id}/suspension`, operator.authorization);
    expect(lift).toMatchObject({ status: 404, body: { message: "진행 중인 이용 제한이 없습니다." } });
  });

  it("a suspended member reads but cannot write, on every instance; lifting it opens writes everywhere", async () => {
    // Both instances have the member's live session cached before the suspension.
    expect((await a("GET", "/api/v1/member/me", auth(member))).body.suspension).toBeNull();
    expect((await b("GET", "/api/v1/member/me", auth(member))).status).toBe(200);

    const suspended = await a("PATCH", `/api/v1/admin/member/${member.id}/suspension`, operator.authorization, {
      days: 7,
      reason: REASON,
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    const until = new Date(suspended.body.suspension.until);
    expect(until.getTime() - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(suspended.body).toMatchObject({
      member: { suspendedUntil: until.toISOString() },
      suspension: { reason: REASON, operatorId: operator.memberId, isCurrent: true, liftedDate: null },
    });

    // The other instance learns it at once (its cached session cleared by the trigger), not after its 10 s.
    await expect.poll(() => statuses(b), { timeout: 3000, interval: 100 }).toEqual([403, 403, 403, 403]);
    for (const call of [a, b]) {
      for (const res of await Promise.all(writes(call))) {
        expect(res.status).toBe(403);
        expect(res.body.code).toBe("MEMBER_SUSPENDED");
        expect(res.body.message).toContain(`${formatSeoulDateTime(until)}까지 이용이 제한된 계정입니다.`);
        expect(res.body.message).toContain(`사유: ${REASON}`);
      }
      // Reads work, and `me` says why.
      expect((await call("GET", "/api/v1/community-board?size=5", auth(member))).status).toBe(200);
      expect((await call("GET", `/api/v1/community-board/${postId}`, auth(member))).status).toBe(200);
      expect((await call("GET", "/api/v1/basket", auth(member))).status).toBe(200);
      const me = await call("GET", "/api/v1/member/me", auth(member));
      expect(me.body.suspension).toEqual({ until: until.toISOString(), reason: REASON });
    }
    // The device's upkeep still works.
    const push = await a("PATCH", `/api/v1/push-information/${member.pushInformationId}`, auth(member), {
      pushToken: null,
    });
    expect(push.status).toBe(200);

    const lifted = await a("DELETE", `/api/v1/admin/member/${member.id}/suspension`, operator.authorization);
    expect(lifted.status).toBe(200);
    expect(lifted.body.suspension).toBeNull();
    expect(lifted.body.suspensions[0]).toMatchObject({ isCurrent: false, liftedDate: expect.any(String) });
    await expect.poll(() => statuses(b), { timeout: 3000, interval: 100 }).toEqual([201, 201, 201, 201]);
    expect(await statuses(a)).toEqual([201, 201, 201, 201]);
    expect((await a("GET", "/api/v1/member/me", auth(member))).body.suspension).toBeNull();
  });

  it("operators cannot be suspended", async () => {
    const other = await operatorLogin(apps.a.app, apps.a.db);
    const res = await a("PATCH", `/api/v1/admin/member/${other.memberId}/suspension`, operator.authorization, {
      days: 1,
      reason: REASON,
    });
    expect(res).toMatchObject({ status: 403, body: { message: "운영자는 이용 제한할 수 없습니다." } });
  });

  it("shows a member's record: profile, points, recent orders, posts and comments, reports, suspensions", async () => {
    const reporter = await signUpMember(apps.a.app, apps.a.db);
    const reported = await a("POST", "/api/v1/mail/report", auth(reporter), {
      title: "욕설/비방",
      directInquiryCategory: "REPORT",
      reportType: "COMMUNITY_BOARD",
      id: postId,
      description: "비방하는 글이에요",
      serviceType: "MULMUNG",
    });
    expect(reported.status).toBe(201);
    // A placed (paid) order: the member's list shows placed orders, not forms never confirmed.
    await orderLine(apps.a.db, { memberId: member.id, affiliateId: 3, productId, state: "PAYMENT_SUCCESS" });
    await apps.a.db
      .update(orderForm)
      .set({ confirmedAt: new Date() })
      .where(and(eq(orderForm.memberId, member.id), eq(orderForm.orderName, "리뷰 테스트 주문")));
    const res = await a("GET", `/api/v1/admin/member/${member.id}`, operator.authorization);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.member).toMatchObject({
      id: member.id,
      email: member.email,
      nickname: member.nickname,
      phoneNumber: member.phone,
      role: "MEMBER",
      isWithdrawn: false,
      isStoreOwner: false,
      suspendedUntil: null,
    });
    expect(res.body.point).toEqual(expect.any(Number));
    expect(res.body.recentOrders).toEqual([
      expect.objectContaining({ orderName: "리뷰 테스트 주문", totalPrice: 10000, payAmount: 10000 }),
    ]);
    expect(res.body.recentPosts.map((p: { id: number }) => p.id)).toContain(postId);
    expect(res.body.recentComments[0]).toMatchObject({ parentType: "COMMUNITY_BOARD", parentId: postId });
    expect(res.body.reportsAgainst).toEqual({ count: 1, lastDate: expect.any(String) });
    expect(res.body.suspensions).toHaveLength(1);
    expect(res.body.suspensions[0]).toMatchObject({ reason: REASON, operatorId: operator.memberId });
  });

  it("withdraws a member on request, but not a store owner or an operator", async () => {
    const owner = await signUpMember(apps.a.app, apps.a.db);
    await giveStoreTo(apps.a.db, 9, owner.id);
    const url = (id: number) => `/api/v1/admin/member/${id}/withdrawal`;
    const body = { reason: "회원이 고객센터로 탈퇴를 요청함" };
    const refusedOwner = await a("PATCH", url(owner.id), operator.authorization, body);
    expect(refusedOwner).toMatchObject({ status: 403, body: { code: 1013 } });
    const other = await operatorLogin(apps.a.app, apps.a.db);
    const refusedOperator = await a("PATCH", url(other.memberId), operator.authorization, body);
    expect(refusedOperator).toMatchObject({ status: 403, body: { code: 1012 } });

    const leaving = await signUpMember(apps.a.app, apps.a.db);
    const done = await a("PATCH", url(leaving.id), operator.authorization, body);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.member).toMatchObject({
      isWithdrawn: true,
      email: expect.not.stringContaining(leaving.email),
      nickname: null,
      phoneNumber: null,
      withdrawalReason: body.reason,
    });
    // The same erasure as the member's own: their session ends and their email answers 1014.
    expect((await b("GET", "/api/v1/member/me", auth(leaving))).status).toBe(401);
    const login = await a("POST", "/api/v1/authentication", null, { email: leaving.email, password: PASSWORD });
    expect(login.body.code).toBe(1014);
    expect((await a("PATCH", url(leaving.id), operator.authorization, body)).body.code).toBe(1014);
  });

  it("writes each suspension, lift and withdrawal to the audit log with the record before and after", async () => {
    const res = await a("GET", "/api/v1/admin/audit-log?action=/api/v1/admin/member&size=100", operator.authorization);
    expect(res.status).toBe(200);
    type Entry = {
      action: string;
      target: string;
      before: { member: Record<string, unknown> } | null;
      after: { member: Record<string, unknown>; suspension: unknown };
    };
    const entries = res.body.items as Entry[];
    const suspension = entries.find((e) => e.action === "PATCH /api/v1/admin/member/:id/suspension");
    expect(suspension?.target).toBe(`id=${member.id}`);
    expect(suspension?.before?.member.suspendedUntil).toBeNull();
    expect(suspension?.after.member.suspendedUntil).toEqual(expect.any(String));
    const lift = entries.find((e) => e.action === "DELETE /api/v1/admin/member/:id/suspension");
    expect(lift?.before?.member.suspendedUntil).toEqual(expect.any(String));
    expect(lift?.after.member.suspendedUntil).toBeNull();
    const withdrawal = entries.find((e) => e.action === "PATCH /api/v1/admin/member/:id/withdrawal");
    expect(withdrawal?.before?.member.isWithdrawn).toBe(false);
    expect(withdrawal?.after.member.isWithdrawn).toBe(true);
  });
});
