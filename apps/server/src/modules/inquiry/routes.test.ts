/**
 * Product questions and consultations on real PostgreSQL: secret questions masked for all but the asker and the
 * store, the asker's list with SPEC's filters and edit while waiting, the store's one answer that notifies the
 * asker, and the fish-tank consultation.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../../../test/login.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { affiliate, directInquiry, fishTankInquiry } from "../../db/schema.ts";
import { caller, giveStoreTo, makeProduct } from "../order/test-support.ts";

describe("inquiries", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let asker: Awaited<ReturnType<typeof loginAs>>;
  let other: Awaited<ReturnType<typeof loginAs>>;
  let owner: Awaited<ReturnType<typeof loginAs>>;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    asker = await loginAs(t.app);
    other = await loginAs(t.app, "reviewer1@mulmung.kr");
    owner = await loginAs(t.app, "reviewer3@mulmung.kr");
    const [store] = await t.db.select({ id: affiliate.id }).from(affiliate).orderBy(affiliate.id).offset(7).limit(1);
    const storeId = (store as { id: number }).id;
    await giveStoreTo(t.db, storeId, owner.memberId);
    productId = (await makeProduct(t.db, { affiliateId: storeId, sellPrice: 8000 })).id;
  });
  afterAll(() => t.close());

  const ask = (body: Record<string, unknown>, auth = asker.authorization) =>
    call("POST", "/api/v1/direct-inquiry", auth, { productId, title: "합사 문의", content: "궁금합니다", ...body });

  it("masks a secret question for others but shows it to the asker and the store", async () => {
    const secret = await ask({ title: "입고 일정이 궁금해요", content: "다음 입고는 언제인가요?", isSecret: true });
    expect(secret.status).toBe(201);
    expect(secret.body).toMatchObject({ directInquiryState: "WAIT", isSecret: true, directInquiryCategory: "PRODUCT" });
    const [row] = await t.db.select().from(directInquiry).where(eq(directInquiry.id, secret.body.id));
    expect(row?.serviceType).toBe("MULMUNG");
    const open = await ask({ title: "수온 문의", content: "몇 도가 좋나요?" });

    const url = `/api/v1/product/${productId}/direct-inquiry`;
    const find = (items: { id: number }[], id: number) => items.find((i) => i.id === id);
    for (const viewer of [null, other.authorization]) {
      const list = await call("GET", url, viewer);
      expect(find(list.body.items, secret.body.id)).toMatchObject({
        title: "비밀글입니다.",
        content: null,
        answer: null,
        isSecret: true,
      });
      expect(find(list.body.items, open.body.id)).toMatchObject({ title: "수온 문의", content: "몇 도가 좋나요?" });
    }
    for (const viewer of [asker.authorization, owner.authorization]) {
      const list = await call("GET", url, viewer);
      expect(find(list.body.items, secret.body.id)).toMatchObject({
        title: "입고 일정이 궁금해요",
        content: "다음 입고는 언제인가요?",
      });
    }
  });

  it("lists my inquiries with the title, state and category filters", async () => {
    await ask({ title: "배송 문의 드려요", directInquiryCategory: "DELIVERY" });
    const byTitle = await call("GET", "/api/v1/direct-inquiry/member?title=배송", asker.authorization);
    expect(byTitle.status).toBe(200);
    expect(byTitle.body.items.map((i: { title: string }) => i.title)).toEqual(["배송 문의 드려요"]);
    const byCategory = await call(
      "GET",
      "/api/v1/direct-inquiry/member?directInquiryCategory=DELIVERY",
      asker.authorization,
    );
    expect(byCategory.body.items).toHaveLength(1);
    const waiting = await call(
      "GET",
      "/api/v1/direct-inquiry/member?directInquiryState=WAIT&size=100",
      asker.authorization,
    );
    expect(waiting.body.items.every((i: { directInquiryState: string }) => i.directInquiryState === "WAIT")).toBe(true);
    const bad = await call("GET", "/api/v1/direct-inquiry/member?directInquiryState=DONE", asker.authorization);
    expect(bad.status).toBe(400);
    const othersList = await call("GET", "/api/v1/direct-inquiry/member?title=배송", other.authorization);
    expect(othersList.body.items).toEqual([]);
  });

  it("answers once, notifies the asker, and then the asker can no longer edit", async () => {
    const q = await ask({ title: "먹이 문의", content: "어떤 사료를 주면 될까요?", isSecret: true });
    const edited = await call("PATCH", `/api/v1/direct-inquiry/${q.body.id}`, asker.authorization, {
      content: "어떤 사료를 하루 몇 번 주면 될까요?",
    });
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe("어떤 사료를 하루 몇 번 주면 될까요?");
    const byOther = await call("PATCH", `/api/v1/direct-inquiry/${q.body.id}`, other.authorization, { title: "x" });
    expect(byOther.status).toBe(404);

    const answerUrl = `/api/v1/affiliate-inquiry/${q.body.id}/answer`;
    // Another store's question answers as a missing one (the store policy, domain/store-access.ts).
    const stranger = await call("PATCH", answerUrl, other.authorization, { answer: "아무나 답변" });
    expect(stranger.status).toBe(404);

    const storeList = await call("GET", "/api/v1/affiliate-inquiry?directInquiryState=WAIT", owner.authorization);
    expect(storeList.body.items.map((i: { id: number }) => i.id)).toContain(q.body.id);

    const answered = await call("PATCH", answerUrl, owner.authorization, {
      answer: "플레이크 사료를 하루 두 번, 2분 안에 먹을 만큼 주세요.",
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      directInquiryState: "ANSWERED",
      answer: "플레이크 사료를 하루 두 번, 2분 안에 먹을 만큼 주세요.",
      answerDate: expect.any(String),
    });

    const pushes = await call("GET", "/api/v1/push-notification", asker.authorization);
    expect(pushes.body.items[0]).toMatchObject({
      title: "문의에 답변이 달렸어요",
      body: "'먹이 문의' 문의에 상점이 답변했습니다.",
      pageLink: `/direct-inquiry/list#inquiry-${q.body.id}`,
    });

    const again = await call("PATCH", answerUrl, owner.authorization, { answer: "두 번째 답변" });
    expect(again.status).toBe(409);
    const lateEdit = await call("PATCH", `/api/v1/direct-inquiry/${q.body.id}`, asker.authorization, { title: "수정" });
    expect(lateEdit.status).toBe(409);
    expect(lateEdit.body.message).toBe("답변이 달린 문의는 고칠 수 없습니다.");

    const mine = await call("GET", "/api/v1/direct-inquiry/member?directInquiryState=ANSWERED", asker.authorization);
    expect(mine.body.items[0]).toMatchObject({ id: q.body.id, answer: expect.stringContaining("플레이크") });
  });

  it("refuses a question about a missing product and an empty title", async () => {
    const missing = await call("POST", "/api/v1/direct-inquiry", asker.authorization, {
      productId: 99999999,
      title: "없는 상품",
      content: "있나요?",
    });
    expect(missing.status).toBe(404);
    const empty = await ask({ title: "  " });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain("제목을 입력해주세요");
    const anonymous = await ask({}, null as unknown as string);
    expect(anonymous.status).toBe(401);
  });

  it("takes a fish-tank consultation", async () => {
    const res = await call("POST", "/api/v1/fish-tank-inquiry", asker.authorization, {
      tankSize: "60 x 30 x 36 cm",
      fish: "네온테트라, 코리도라스",
      budget: 300000,
      region: "서울 마포구",
      content: "거실에 둘 수초 어항을 꾸미고 싶어요.",
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(fishTankInquiry).where(eq(fishTankInquiry.id, res.body.id));
    expect(row).toMatchObject({ memberId: asker.memberId, budget: 300000, state: "WAIT", serviceType: "MULMUNG" });
    const bad = await call("POST", "/api/v1/fish-tank-inquiry", asker.authorization, {
      tankSize: "30큐브",
      fish: "베타",
      budget: -1,
      region: "부산",
      content: "상담 부탁드려요",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain("예산을 확인해주세요");
  });
});
